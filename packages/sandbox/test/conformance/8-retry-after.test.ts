import { describe, expect, it } from 'vitest';
import {
  createSession,
  docToken,
  type Http,
  modalParams,
  post,
  scan,
  step,
  useVxSandbox,
  vxToken,
} from './vx-documents-support';

/** The `Retry-After` of a 429: an integer number of seconds (virtual time) within [min, max]. */
function retryAfter(r: Http, min: number, max: number): number {
  expect(r.status).toBe(429);
  const header = r.headers.get('retry-after');
  expect(header).toMatch(/^\d+$/);
  const seconds = Number(header);
  expect(seconds).toBeGreaterThanOrEqual(min);
  expect(seconds).toBeLessThanOrEqual(max);
  return seconds;
}

describe('7.2 / 8 every 429 of the sandbox sends Retry-After, and waiting that long is enough', () => {
  const ctx = useVxSandbox();

  it('429 Too many attempts: until the oldest counted session of the email is 24 h old', async () => {
    await ctx.sandbox.settings({ vx_attempts_per_email: 2 });
    expect((await createSession(ctx.sandbox, ctx.token)).status).toBe(200);
    await ctx.sandbox.advance(3600);
    ctx.token = await vxToken(ctx.sandbox);
    expect((await createSession(ctx.sandbox, ctx.token)).status).toBe(200);
    await ctx.sandbox.advance(600);
    const refused = await createSession(ctx.sandbox, ctx.token);
    expect(refused.body.message).toBe('Too many attempts');
    const seconds = retryAfter(refused, 86_400 - 4200 - 5, 86_400 - 4200);
    await ctx.sandbox.advance(seconds - 10);
    ctx.token = await vxToken(ctx.sandbox);
    expect((await createSession(ctx.sandbox, ctx.token)).status).toBe(429); // not yet
    await ctx.sandbox.advance(10);
    expect((await createSession(ctx.sandbox, ctx.token)).status).toBe(200);
  });

  it('429 Too many requests: until the sliding minute holds fewer than 1,000 calls', async () => {
    const url = `${ctx.sandbox.urls.vx_url}/api/session/create_session`;
    const bad = { email: '', age: '21+' }; // cheap calls: they count toward the rate all the same
    for (let i = 0; i < 1000; i += 100) {
      await Promise.all(
        Array.from({ length: 100 }, () => post(url, bad, { authorization: `Bearer ${ctx.token}` })),
      );
    }
    const refused = await post(url, bad, { authorization: `Bearer ${ctx.token}` });
    expect(refused.body.message).toBe('Too many requests');
    const seconds = retryAfter(refused, 1, 60);
    await ctx.sandbox.advance(seconds);
    ctx.token = await vxToken(ctx.sandbox);
    expect((await post(url, bad, { authorization: `Bearer ${ctx.token}` })).status).toBe(401);
  }, 30_000); // 1,001 requests: the 5 s default times out under load, as its 7.2 twin knows

  it('429 BOT DETECTED on a journey start (page and admin steps): until the device is under its limit', async () => {
    await ctx.sandbox.settings({ vx_attempts_per_device: 1 });
    const a = await createSession(ctx.sandbox, ctx.token, { email: 'a@example.test' });
    expect(
      (await step(ctx.sandbox, a.body.request_id, 'document', 'PASS', { device_id: 'dev-1' })).status,
    ).toBe(200);
    await ctx.sandbox.advance(7200);
    ctx.token = await vxToken(ctx.sandbox);
    const b = await createSession(ctx.sandbox, ctx.token, { email: 'b@example.test' });
    const refused = await step(ctx.sandbox, b.body.request_id, 'document', 'PASS', { device_id: 'dev-1' });
    expect(refused.body.message).toBe('BOT DETECTED');
    const seconds = retryAfter(refused, 86_400 - 7200 - 5, 86_400 - 7200);

    // The hosted page's own start call answers the same way.
    const link = new URL(b.body.link);
    const page = await fetch(link);
    const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
    const start = () =>
      post(
        `${ctx.sandbox.frontendOrigin}/journey/${b.body.request_id}/start`,
        { t: link.searchParams.get('t') },
        { cookie },
      );
    expect((await start()).status).toBe(200); // a fresh device: allowed, and now it used its one start
    const c = await createSession(ctx.sandbox, ctx.token, { email: 'c@example.test' });
    const cLink = new URL(c.body.link);
    const pageRefused = await post(
      `${ctx.sandbox.frontendOrigin}/journey/${c.body.request_id}/start`,
      { t: cLink.searchParams.get('t') },
      { cookie },
    );
    expect(pageRefused.body.message).toBe('BOT DETECTED');
    retryAfter(pageRefused, 86_395, 86_400);

    await ctx.sandbox.advance(seconds);
    ctx.token = await vxToken(ctx.sandbox);
    const d = await createSession(ctx.sandbox, ctx.token, { email: 'd@example.test' });
    expect(
      (await step(ctx.sandbox, d.body.request_id, 'document', 'PASS', { device_id: 'dev-1' })).status,
    ).toBe(200);
  });

  it('429 error-velocity of a document scan: until the email is under velocity_threshold attempts in 24 h', async () => {
    const tokenA = await docToken(ctx.sandbox);
    for (let i = 0; i < 3; i++) {
      expect((await scan(ctx.sandbox, modalParams(tokenA, 'dcamsplusfail'))).status).toBe(200);
      await ctx.sandbox.advance(60);
    }
    const refused = await scan(ctx.sandbox, modalParams(tokenA, 'dcamsplusfail'));
    expect(refused.body.error).toBe('error-velocity');
    const seconds = retryAfter(refused, 86_400 - 180 - 5, 86_400 - 180);
    await ctx.sandbox.advance(seconds);
    const tokenB = await docToken(ctx.sandbox);
    expect((await scan(ctx.sandbox, modalParams(tokenB, 'dcamsplusfail'))).status).toBe(200);
  });
});
