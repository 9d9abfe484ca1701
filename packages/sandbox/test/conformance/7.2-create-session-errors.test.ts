import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSession,
  docToken,
  modalParams,
  post,
  scan,
  step,
  useVxSandbox,
  vxToken,
} from './vx-documents-support';

describe('7.2 VX create session errors', () => {
  const ctx = useVxSandbox();
  let url: string;
  beforeAll(() => {
    url = `${ctx.sandbox.urls.vx_url}/api/session/create_session`;
  });

  const auth = () => ({ authorization: `Bearer ${ctx.token}` });

  it('400 Bad JSON format for malformed JSON', async () => {
    const r = await post(url, '{"email": "a@b.c",', auth());
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Bad JSON format');
    expect(r.body.detail).toMatch(/check the JSON/i);
  });

  it('400 Bad JSON format for a body that is not an object', async () => {
    const r = await post(url, '["a@b.c"]', auth());
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Bad JSON format');
  });

  it.each(['email', 'age'])('401 Unauthorized naming the missing required input %s', async (field) => {
    const body: Record<string, string> = { email: 'a@example.test', age: '21+' };
    delete body[field];
    const r = await post(url, body, auth());
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ message: 'Unauthorized', detail: `Missing required input: ${field}` });
  });

  it('400 naming the field and rule for wrong types and forms', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ age: 21 }, /^age: must be a string/],
      [{ age: 'twenty-one' }, /^age: must be a number followed by "\+"/],
      [{ dob: '1980-01-01' }, /^dob: must be a date as YYYYMMDD/],
      [{ settings: { block: 'yes' } }, /^settings\.block: must be a boolean/],
      [
        { webhook: { endpoint: 'http://example.com/hook' } },
        /^webhook\.endpoint: must be an absolute https:\/\/ URL/,
      ],
      [{ additionalData: { n: 1 } }, /^additionalData\.n: must be a string/],
      [{ resultMessages: { success: 'x' } }, /^resultMessages\.success: must be an object/],
    ];
    for (const [extra, detail] of cases) {
      const r = await createSession(ctx.sandbox, ctx.token, extra);
      expect(r.status, JSON.stringify(extra)).toBe(400);
      expect(r.body.detail).toMatch(detail);
    }
  });

  it('403 Forbidden without a token, with an unknown token, or with a non-Bearer scheme', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer not-a-token' },
      { authorization: `Basic ${ctx.token}` },
    ]) {
      const r = await post(url, { email: 'a@example.test', age: '21+' }, headers);
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('Forbidden');
    }
  });

  it('403 Already Verified with settings.block when the user (by email) has PASS', async () => {
    const first = await createSession(ctx.sandbox, ctx.token);
    for (const c of ['document', 'selfie', 'phone'])
      await step(ctx.sandbox, first.body.request_id, c, 'PASS');
    const blocked = await createSession(ctx.sandbox, ctx.token, { settings: { block: true } });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe('Already Verified');
    // Without the block setting the same user may verify again; emails compare case-insensitively.
    expect((await createSession(ctx.sandbox, ctx.token)).status).toBe(200);
    expect(
      (await createSession(ctx.sandbox, ctx.token, { email: 'ADA@example.test', settings: { block: true } }))
        .status,
    ).toBe(403);
  });

  it('403 Already Verified when the app block setting is active', async () => {
    const first = await createSession(ctx.sandbox, ctx.token);
    await step(ctx.sandbox, first.body.request_id, 'document', 'PASS');
    await ctx.sandbox.settings({ block: true });
    expect((await createSession(ctx.sandbox, ctx.token)).body.message).toBe('Already Verified');
    expect((await createSession(ctx.sandbox, ctx.token, { email: 'new@example.test' })).status).toBe(200);
  });

  it('423 Pending Review under human review while a document of the user is in manual review', async () => {
    const first = await createSession(ctx.sandbox, ctx.token);
    await step(ctx.sandbox, first.body.request_id, 'document', 'REVIEW');
    expect((await createSession(ctx.sandbox, ctx.token)).status).toBe(200); // human review off: allowed
    await ctx.sandbox.settings({ human_review: true });
    const r = await createSession(ctx.sandbox, ctx.token);
    expect(r.status).toBe(423);
    expect(r.body.message).toBe('Pending Review');
    expect((await createSession(ctx.sandbox, ctx.token, { email: 'other@example.test' })).status).toBe(200);
  });

  it('423 Pending Review also while the document-capture scan of the user is in manual review (3.3)', async () => {
    await ctx.sandbox.settings({ human_review: true });
    const params = modalParams(await docToken(ctx.sandbox), 'dcamsplusfailmanualpass');
    const scanned = await scan(ctx.sandbox, params);
    expect(scanned.body.user).toMatchObject({ status: 'PENDING', dcams_plus: { action: 'REVIEW' } });
    const r = await createSession(ctx.sandbox, ctx.token, { email: params.email.toUpperCase() });
    expect(r.status).toBe(423);
    expect(r.body).toMatchObject({ message: 'Pending Review' });
    await ctx.sandbox.settings({ human_review: false });
    expect((await createSession(ctx.sandbox, ctx.token, { email: params.email })).status).toBe(200);
    await ctx.sandbox.settings({ human_review: true });
    await ctx.sandbox.advance(90); // the manual review settles: PASS, nothing pending any more
    ctx.token = await vxToken(ctx.sandbox);
    expect((await createSession(ctx.sandbox, ctx.token, { email: params.email })).status).toBe(200);
  });

  it('no 423 for a document-capture user PENDING only because a selfie is awaited (not manual review)', async () => {
    await ctx.sandbox.settings({ human_review: true });
    const params = modalParams(await docToken(ctx.sandbox), 'dcamspluspassselfiematch');
    const scanned = await post(`${ctx.sandbox.adminUrl}/documents/scan`, { ...params, selfie: false });
    expect(scanned.body.user).toMatchObject({ status: 'PENDING', dcams_plus: { action: 'PENDING' } });
    expect((await createSession(ctx.sandbox, ctx.token, { email: params.email })).status).toBe(200);
  });

  it('429 Too many attempts once an email used vx_attempts_per_email sessions in 24 h', async () => {
    await ctx.sandbox.settings({ vx_attempts_per_email: 2 });
    expect((await createSession(ctx.sandbox, ctx.token)).status).toBe(200);
    expect((await createSession(ctx.sandbox, ctx.token)).status).toBe(200);
    const r = await createSession(ctx.sandbox, ctx.token);
    expect(r.status).toBe(429);
    expect(r.body.message).toBe('Too many attempts');
    expect((await createSession(ctx.sandbox, ctx.token, { email: 'other@example.test' })).status).toBe(200);
    await ctx.sandbox.advance(24 * 3600);
    ctx.token = await vxToken(ctx.sandbox);
    expect((await createSession(ctx.sandbox, ctx.token)).status).toBe(200);
  });

  it('429 Too many requests beyond 1,000 calls in a virtual minute; the next minute is open again', async () => {
    const bad = { email: '', age: '21+' }; // cheap calls: they count toward the rate all the same
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => post(url, bad, auth())));
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const over = await createSession(ctx.sandbox, ctx.token);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('Too many requests');
    await ctx.sandbox.advance(61);
    ctx.token = await vxToken(ctx.sandbox);
    expect((await createSession(ctx.sandbox, ctx.token)).status).toBe(200);
  }, 30_000);

  it('bodies over 1 MB get 413', async () => {
    const r = await post(
      url,
      JSON.stringify({ email: 'a@b.c', age: '21+', pad: 'x'.repeat(1024 * 1024) }),
      auth(),
    );
    expect(r.status).toBe(413);
  });
});
