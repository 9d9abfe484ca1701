import { describe, expect, it } from 'vitest';
import { VeriframeApiError } from '../src/errors/service-error';
import { admin, caught, countingFetch, useSandbox } from './helpers';

const { sandbox, clientsFor } = useSandbox({ reset: true });

const tokenPath = '/auth/oauth/token';

async function startJourney(link: string) {
  const url = new URL(link);
  const res = await fetch(`${url.origin}${url.pathname}/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ t: url.searchParams.get('t') }),
  });
  expect(res.status).toBe(200);
}

describe('VX client: token (4.3, 7.1)', () => {
  it('issues a bearer token', async () => {
    const token = await clientsFor().vx.issueToken();
    expect(token.token_type).toBe('Bearer');
    expect(token.expires_in).toBe(3600);
  });

  it('types a wrong secret as unauthorized with error/error_description (401)', async () => {
    const e = await caught(clientsFor({ VERIFRAME_VX_CLIENT_SECRET: 'wrong' }).vx.issueToken());
    expect(e).toBeInstanceOf(VeriframeApiError);
    expect(e).toMatchObject({
      kind: 'unauthorized',
      status: 401,
      error: 'access_denied',
      errorDescription: 'Unauthorized',
    });
  });

  it('types an audience that is not enabled as forbidden (403)', async () => {
    const e = await caught(
      clientsFor({ VERIFRAME_VX_AUDIENCE: 'other.example' }).vx.createSession({
        email: 'a@b.co',
        age: '21+',
      }),
    );
    expect(e).toMatchObject({
      kind: 'forbidden',
      status: 403,
      error: 'access_denied',
      operation: 'vx.token',
    });
    expect(e.errorDescription).toMatch(/not enabled/);
  });

  it('1,000 concurrent calls share one token request (single flight)', async () => {
    const counter = countingFetch();
    const vx = clientsFor({}, counter.fetch).vx;
    // 1,000 callers asking for the token at once, plus 100 real session reads in the same burst.
    const [tokens, states] = await Promise.all([
      Promise.all(Array.from({ length: 1000 }, () => vx.accessToken())),
      Promise.all(Array.from({ length: 100 }, () => vx.getResult('no-such-session'))),
    ]);
    expect(new Set(tokens).size).toBe(1);
    expect(states.every((s) => s.state === 'not_started')).toBe(true);
    expect(counter.count('/vx/api/session/result/no-such-session')).toBe(100);
    expect(counter.count(tokenPath)).toBe(1);
    const { data } = (await admin(sandbox().adminUrl, '/transactions')) as {
      data: { service: string; action: string }[];
    };
    expect(data.filter((t) => t.service === 'VX.oauth.token' && t.action === 'PASS')).toHaveLength(1);
  });

  it('refreshes the token 5 minutes before its 3,600 s expiry, on the virtual clock', async () => {
    const counter = countingFetch();
    const vx = clientsFor({}, counter.fetch).vx;
    await vx.accessToken();
    await admin(sandbox().adminUrl, '/clock/advance', { seconds: 3600 - 5 * 60 - 1 });
    await vx.accessToken();
    expect(counter.count(tokenPath)).toBe(1);
    await admin(sandbox().adminUrl, '/clock/advance', { seconds: 2 });
    const [a, b] = await Promise.all([vx.accessToken(), vx.accessToken()]);
    expect(a).toBe(b);
    expect(counter.count(tokenPath)).toBe(2);
    expect((await vx.getResult('x')).state).toBe('not_started');
  });

  it('does not cache a failed refresh: the next call tries again', async () => {
    let failNext = true;
    const counter = countingFetch((input, init) => {
      if (failNext && String(input).endsWith(tokenPath)) {
        failNext = false;
        return Promise.reject(new TypeError('fetch failed'));
      }
      return fetch(input, init);
    });
    const vx = clientsFor({}, counter.fetch).vx;
    const results = await Promise.allSettled([vx.accessToken(), vx.accessToken(), vx.accessToken()]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ kind: 'network' });
    expect(counter.count(tokenPath)).toBe(1);
    expect(await vx.accessToken()).toMatch(/^vx_/);
    expect(counter.count(tokenPath)).toBe(2);
  });

  it('renews a token the service no longer accepts (403 Forbidden) and retries once', async () => {
    const counter = countingFetch();
    const vx = clientsFor({}, counter.fetch).vx;
    await vx.accessToken();
    await admin(sandbox().adminUrl, '/reset', {}); // the sandbox forgets every token
    const session = await vx.createSession({ email: 'renew@example.com', age: '21+' });
    expect(session.request_id).toBeTruthy();
    expect(counter.count(tokenPath)).toBe(2);
  });
});

describe('VX client: sessions (4.4, 4.5, 7.2, 7.3)', () => {
  it('creates a session with an absolute expiry and sends webhook.endpoint from configuration', async () => {
    const vx = clientsFor({
      VERIFRAME_PUBLIC_WEBHOOK_URL: 'https://hooks.example.com/api/veriframe/webhooks/vx',
    }).vx;
    const before = sandbox().context.clock.now();
    const s = await vx.createSession({ email: 'ada@example.com', age: '21+', reference: 'ref-1' });
    expect(s.expires_in).toBe(3600);
    expect(s.link).toContain(sandbox().frontendOrigin);
    const expiresAt = Date.parse(s.expires_at);
    // Between the clock before and after the call, however long the call took on a busy machine.
    expect(expiresAt - before).toBeGreaterThanOrEqual(3600_000);
    expect(expiresAt - sandbox().context.clock.now()).toBeLessThanOrEqual(3600_000);
    const view = await admin(sandbox().adminUrl, `/vx/sessions/${s.request_id}`);
    expect(JSON.stringify(view)).toContain('https://hooks.example.com/api/veriframe/webhooks/vx');
  });

  it('reads a result as not_started (404), in_progress (202), then complete (200)', async () => {
    const vx = clientsFor().vx;
    const s = await vx.createSession({ email: 'states@example.com', age: '21+', reference: 'ref-states' });
    expect(await vx.getResult(s.request_id)).toEqual({ state: 'not_started' });
    await startJourney(s.link);
    expect(await vx.getResult(s.request_id)).toMatchObject({ state: 'in_progress', message: 'IN PROGRESS' });
    await admin(sandbox().adminUrl, `/vx/sessions/${s.request_id}/steps`, {
      component: 'document',
      outcome: 'PASS',
    });
    const done = await vx.getResult(s.request_id);
    expect(done.state).toBe('complete');
    if (done.state === 'complete') {
      expect(done.result.request_id).toBe(s.request_id);
      expect(done.result.reference).toBe('ref-states');
    }
  });

  it('types a missing required input as unauthorized (7.2: 401 Unauthorized)', async () => {
    const e = await caught(clientsFor().vx.createSession({ email: '', age: '21+' }));
    expect(e).toMatchObject({ kind: 'unauthorized', status: 401, message: 'Unauthorized' });
    expect(e.detail).toBeTruthy();
  });

  it('types 403 Already Verified when block is on and the user passed', async () => {
    const vx = clientsFor().vx;
    const s = await vx.createSession({ email: 'passed@example.com', age: '21+' });
    for (const component of ['document', 'selfie', 'phone']) {
      await admin(sandbox().adminUrl, `/vx/sessions/${s.request_id}/steps`, { component, outcome: 'PASS' });
    }
    const e = await caught(
      vx.createSession({ email: 'passed@example.com', age: '21+', settings: { block: true } }),
    );
    expect(e).toMatchObject({ kind: 'already_verified', status: 403, message: 'Already Verified' });
  });

  it('types 423 Pending Review under human review', async () => {
    await admin(sandbox().adminUrl, '/settings', { human_review: true }, 'PATCH');
    const vx = clientsFor().vx;
    const s = await vx.createSession({ email: 'review@example.com', age: '21+' });
    await admin(sandbox().adminUrl, `/vx/sessions/${s.request_id}/steps`, {
      component: 'document',
      outcome: 'REVIEW',
    });
    const e = await caught(vx.createSession({ email: 'review@example.com', age: '21+' }));
    expect(e).toMatchObject({ kind: 'pending_review', status: 423, message: 'Pending Review' });
  });

  it('types 429 Too many attempts per email', async () => {
    await admin(sandbox().adminUrl, '/settings', { vx_attempts_per_email: 1 }, 'PATCH');
    const vx = clientsFor().vx;
    await vx.createSession({ email: 'many@example.com', age: '21+' });
    const e = await caught(vx.createSession({ email: 'many@example.com', age: '21+' }));
    expect(e).toMatchObject({ kind: 'too_many_attempts', status: 429, message: 'Too many attempts' });
  });
});
