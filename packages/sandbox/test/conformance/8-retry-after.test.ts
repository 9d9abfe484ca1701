import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createSession,
  docToken,
  type Http,
  modalParams,
  post,
  sandboxForTests,
  scan,
  step,
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
  let sandbox: Awaited<ReturnType<typeof sandboxForTests>>;
  let token: string;
  beforeAll(async () => {
    sandbox = await sandboxForTests();
  });
  afterAll(() => sandbox.close());
  beforeEach(async () => {
    await sandbox.reset();
    token = await vxToken(sandbox);
  });

  it('429 Too many attempts: until the oldest counted session of the email is 24 h old', async () => {
    await sandbox.settings({ vx_attempts_per_email: 2 });
    expect((await createSession(sandbox, token)).status).toBe(200);
    await sandbox.advance(3600);
    token = await vxToken(sandbox);
    expect((await createSession(sandbox, token)).status).toBe(200);
    await sandbox.advance(600);
    const refused = await createSession(sandbox, token);
    expect(refused.body.message).toBe('Too many attempts');
    const seconds = retryAfter(refused, 86_400 - 4200 - 5, 86_400 - 4200);
    await sandbox.advance(seconds - 10);
    token = await vxToken(sandbox);
    expect((await createSession(sandbox, token)).status).toBe(429); // not yet
    await sandbox.advance(10);
    expect((await createSession(sandbox, token)).status).toBe(200);
  });

  it('429 Too many requests: until the sliding minute holds fewer than 1,000 calls', async () => {
    const url = `${sandbox.urls.vx_url}/api/session/create_session`;
    const bad = { email: '', age: '21+' }; // cheap calls: they count toward the rate all the same
    for (let i = 0; i < 1000; i += 100) {
      await Promise.all(
        Array.from({ length: 100 }, () => post(url, bad, { authorization: `Bearer ${token}` })),
      );
    }
    const refused = await post(url, bad, { authorization: `Bearer ${token}` });
    expect(refused.body.message).toBe('Too many requests');
    const seconds = retryAfter(refused, 1, 60);
    await sandbox.advance(seconds);
    token = await vxToken(sandbox);
    expect((await post(url, bad, { authorization: `Bearer ${token}` })).status).toBe(401);
  });

  it('429 BOT DETECTED on a journey start (page and admin steps): until the device is under its limit', async () => {
    await sandbox.settings({ vx_attempts_per_device: 1 });
    const a = await createSession(sandbox, token, { email: 'a@example.test' });
    expect((await step(sandbox, a.body.request_id, 'document', 'PASS', { device_id: 'dev-1' })).status).toBe(
      200,
    );
    await sandbox.advance(7200);
    token = await vxToken(sandbox);
    const b = await createSession(sandbox, token, { email: 'b@example.test' });
    const refused = await step(sandbox, b.body.request_id, 'document', 'PASS', { device_id: 'dev-1' });
    expect(refused.body.message).toBe('BOT DETECTED');
    const seconds = retryAfter(refused, 86_400 - 7200 - 5, 86_400 - 7200);

    // The hosted page's own start call answers the same way.
    const link = new URL(b.body.link);
    const page = await fetch(link);
    const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
    const start = () =>
      post(
        `${sandbox.frontendOrigin}/journey/${b.body.request_id}/start`,
        { t: link.searchParams.get('t') },
        { cookie },
      );
    expect((await start()).status).toBe(200); // a fresh device: allowed, and now it used its one start
    const c = await createSession(sandbox, token, { email: 'c@example.test' });
    const cLink = new URL(c.body.link);
    const pageRefused = await post(
      `${sandbox.frontendOrigin}/journey/${c.body.request_id}/start`,
      { t: cLink.searchParams.get('t') },
      { cookie },
    );
    expect(pageRefused.body.message).toBe('BOT DETECTED');
    retryAfter(pageRefused, 86_395, 86_400);

    await sandbox.advance(seconds);
    token = await vxToken(sandbox);
    const d = await createSession(sandbox, token, { email: 'd@example.test' });
    expect((await step(sandbox, d.body.request_id, 'document', 'PASS', { device_id: 'dev-1' })).status).toBe(
      200,
    );
  });

  it('429 error-velocity of a document scan: until the email is under velocity_threshold attempts in 24 h', async () => {
    const tokenA = await docToken(sandbox);
    for (let i = 0; i < 3; i++) {
      expect((await scan(sandbox, modalParams(tokenA, 'dcamsplusfail'))).status).toBe(200);
      await sandbox.advance(60);
    }
    const refused = await scan(sandbox, modalParams(tokenA, 'dcamsplusfail'));
    expect(refused.body.error).toBe('error-velocity');
    const seconds = retryAfter(refused, 86_400 - 180 - 5, 86_400 - 180);
    await sandbox.advance(seconds);
    const tokenB = await docToken(sandbox);
    expect((await scan(sandbox, modalParams(tokenB, 'dcamsplusfail'))).status).toBe(200);
  });
});
