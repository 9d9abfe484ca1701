import { describe, expect, it } from 'vitest';
import { createSession, get, post, step, useVxSandbox } from './vx-documents-support';

describe('3.2 VX session states (with 4.5 / 7.3 result answers)', () => {
  const ctx = useVxSandbox();
  const result = (id: string) =>
    get(`${ctx.sandbox.urls.vx_url}/api/session/result/${id}`, { authorization: `Bearer ${ctx.token}` });

  it('(none) -> session created: link and request_id returned, link expires after 3600 s', async () => {
    const r = await createSession(ctx.sandbox, ctx.token);
    expect(r.body.expires_in).toBe(3600);
    const admin = await get(`${ctx.sandbox.adminUrl}/vx/sessions/${r.body.request_id}`);
    expect(Date.parse(admin.body.link_expires_at) - Date.parse(admin.body.created_at)).toBe(3600_000);
  });

  it('session created, user has not started: GET result is 404 NOT FOUND', async () => {
    const r = await createSession(ctx.sandbox, ctx.token);
    const res = await result(r.body.request_id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('NOT FOUND');
  });

  it('session started, no result yet: GET result is 202 IN PROGRESS', async () => {
    const r = await createSession(ctx.sandbox, ctx.token);
    const link = new URL(r.body.link);
    const start = await post(`${ctx.sandbox.frontendOrigin}/journey/${r.body.request_id}/start`, {
      t: link.searchParams.get('t'),
    });
    expect(start.status).toBe(200);
    const res = await result(r.body.request_id);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: 'IN PROGRESS', detail: expect.any(String) });
  });

  it.each([
    ['PASS', 'PASS'],
    ['FAIL', 'FAIL'],
    ['PENDING', 'PENDING'],
    ['REVIEW', 'PENDING'],
  ])('started: a component finishing with %s leaves status %s', async (outcome, status) => {
    const r = await createSession(ctx.sandbox, ctx.token);
    await step(ctx.sandbox, r.body.request_id, 'document', outcome);
    const res = await result(r.body.request_id);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(status);
    expect(res.body.dcams_plus.action).toBe(outcome);
  });

  it('PENDING (more information required) -> a later component passes -> PASS', async () => {
    const r = await createSession(ctx.sandbox, ctx.token);
    await step(ctx.sandbox, r.body.request_id, 'document', 'PENDING');
    expect((await result(r.body.request_id)).body.status).toBe('PENDING');
    await step(ctx.sandbox, r.body.request_id, 'selfie', 'PASS');
    const res = await result(r.body.request_id);
    expect(res.body.status).toBe('PASS');
    expect(res.body.journey.stops.map((s: { action: string }) => s.action)).toEqual(['', 'PENDING', 'PASS']);
  });

  it('PENDING (manual review of a document) -> later components pass -> still PENDING: only the review decides', async () => {
    const r = await createSession(ctx.sandbox, ctx.token);
    await step(ctx.sandbox, r.body.request_id, 'document', 'REVIEW');
    await step(ctx.sandbox, r.body.request_id, 'selfie', 'PASS');
    await step(ctx.sandbox, r.body.request_id, 'phone', 'PASS');
    const res = await result(r.body.request_id);
    expect(res.body.status).toBe('PENDING');
    expect(res.body.journey.stops.map((s: { status: string }) => s.status)).toEqual([
      '',
      'PENDING',
      'PENDING',
      'PENDING',
    ]);
    // The journey has run every component: no further step is taken.
    expect((await step(ctx.sandbox, r.body.request_id, 'document', 'PASS')).status).toBe(409);
  });

  it('a journey ended on PENDING says which: a manual review, or more information it cannot collect', async () => {
    const review = await createSession(ctx.sandbox, ctx.token);
    for (const [component, outcome] of [
      ['document', 'REVIEW'],
      ['selfie', 'PASS'],
      ['phone', 'PASS'],
    ] as const)
      await step(ctx.sandbox, review.body.request_id, component, outcome);
    const reviewPage = (await get(review.body.link)).text;
    expect(reviewPage).toContain('data-initial="pending"');
    const more = await createSession(ctx.sandbox, ctx.token);
    for (const [component, outcome] of [
      ['document', 'PASS'],
      ['selfie', 'PASS'],
      ['phone', 'PENDING'],
    ] as const)
      await step(ctx.sandbox, more.body.request_id, component, outcome);
    const morePage = (await get(more.body.link)).text;
    expect(morePage).toContain('data-initial="more-info"');
    // Its screen promises no review: more information, and who comes back about it.
    const screen = morePage.match(/data-screen="more-info"[\s\S]*?<\/section>/)?.[0] ?? '';
    expect(screen).toContain('More information needed');
    expect(screen).not.toMatch(/review/i);
  });

  it('FAIL is final: further steps are refused with 409', async () => {
    const r = await createSession(ctx.sandbox, ctx.token);
    await step(ctx.sandbox, r.body.request_id, 'document', 'FAIL');
    const again = await step(ctx.sandbox, r.body.request_id, 'selfie', 'PASS');
    expect(again.status).toBe(409);
    expect((await result(r.body.request_id)).body.status).toBe('FAIL');
  });

  it('PASS + create_session with settings.block -> 403 Already Verified', async () => {
    const r = await createSession(ctx.sandbox, ctx.token);
    await step(ctx.sandbox, r.body.request_id, 'document', 'PASS');
    const again = await createSession(ctx.sandbox, ctx.token, { settings: { block: true } });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('Already Verified');
  });

  it('PENDING (manual review of a document) + human review -> 423', async () => {
    await ctx.sandbox.settings({ human_review: true });
    const r = await createSession(ctx.sandbox, ctx.token);
    await step(ctx.sandbox, r.body.request_id, 'document', 'REVIEW');
    expect((await createSession(ctx.sandbox, ctx.token)).status).toBe(423);
  });

  it('any + email exceeded allowed sessions -> 429 Too many attempts', async () => {
    await ctx.sandbox.settings({ vx_attempts_per_email: 1 });
    const r = await createSession(ctx.sandbox, ctx.token);
    await step(ctx.sandbox, r.body.request_id, 'document', 'FAIL');
    const again = await createSession(ctx.sandbox, ctx.token);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe('Too many attempts');
  });

  it('a link unused for 3600 s can no longer start the journey (LINK EXPIRED)', async () => {
    const r = await createSession(ctx.sandbox, ctx.token);
    await ctx.sandbox.advance(3600);
    const late = await step(ctx.sandbox, r.body.request_id, 'document', 'PASS');
    expect(late.status).toBe(410);
    expect(late.body.message).toBe('LINK EXPIRED');
    const page = await get(r.body.link);
    expect(page.status).toBe(410);
    expect(page.text).toContain('data-initial="expired"');
  });
});
