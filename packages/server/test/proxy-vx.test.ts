import { describe, expect, it } from 'vitest';
import { admin, countingFetch, useSandbox } from './helpers';
import { as, headerIdentify, proxyFor } from './proxy-helpers';

const { sandbox } = useSandbox({ reset: true });

const step = (id: string, component: string, outcome: string) =>
  admin(sandbox().adminUrl, `/vx/sessions/${id}/steps`, { component, outcome });

describe('proxy: VX sessions', () => {
  it('POST /vx/sessions answers { request_id, link, expires_in, expires_at } only', async () => {
    const { call } = proxyFor(sandbox());
    const res = await call('POST', '/vx/sessions', { age: '21+', settings: { isFooterShown: false } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['expires_at', 'expires_in', 'link', 'request_id']);
    expect(res.json.expires_in).toBe(3600);
  });

  it('a styles value the builders refuse comes back as 400 naming the key and what its rule wants', async () => {
    // Styles are the browser's only under the development opt-in (the style previewer's).
    const { call } = proxyFor(sandbox(), {}, { browserPresentation: true });
    const res = await call('POST', '/vx/sessions', { age: '21+', styles: { defaultRadius: 'huge' } });
    expect(res.status).toBe(400);
    // Refused by core's builder rules before the service is called, as the service would.
    expect(res.json.code).toBe('invalid_request');
    expect(res.json.message).toMatch(/styles\.defaultRadius: must be one of xs, sm, md, lg, xl/);
  });

  it('GET /vx/sessions/:id normalizes 404/202/200 to not_started/in_progress/complete without personal data', async () => {
    const { call } = proxyFor(sandbox(), {}, { identify: () => ({ id: 'ada', reference: 'order-7' }) });
    const created = await call('POST', '/vx/sessions', {
      age: '21+',
      fn: 'Ada',
      dob: '19800115',
      ssn: '123456789',
    });
    const id = created.json.request_id as string;
    expect(await call('GET', `/vx/sessions/${id}`)).toMatchObject({
      status: 200,
      json: { status: 'not_started' },
    });
    const link = new URL(created.json.link);
    await fetch(`${link.origin}${link.pathname}/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ t: link.searchParams.get('t') }),
    });
    expect(await call('GET', `/vx/sessions/${id}`)).toMatchObject({
      status: 200,
      json: { status: 'in_progress' },
    });
    await step(id, 'document', 'PASS');
    const done = await call('GET', `/vx/sessions/${id}`);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ status: 'complete', result: { request_id: id, reference: 'order-7' } });
    expect(['PASS', 'PENDING', 'FAIL']).toContain(done.json.result.status);
    const text = JSON.stringify(done.json);
    for (const leaked of ['Ada', '19800115', '123456789', 'journey', 'documents'])
      expect(text).not.toContain(leaked);
  });

  it('GET /vx/sessions/:id says ended only once every configured step passed, or on a FAIL (issue 39)', async () => {
    const started = async (call: ReturnType<typeof proxyFor>['call']) => {
      const created = await call('POST', '/vx/sessions', { age: '21+' });
      const link = new URL(created.json.link);
      await fetch(`${link.origin}${link.pathname}/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ t: link.searchParams.get('t') }),
      });
      return created.json.request_id as string;
    };
    // The sandbox's journey (its default VERIFRAME_VX_JOURNEY_STEPS): document, selfie, phone.
    const { call } = proxyFor(sandbox());
    const id = await started(call);
    await step(id, 'document', 'PASS');
    // 3.2: the session is PASS "as the step reports", after the first of three steps: not the end.
    expect((await call('GET', `/vx/sessions/${id}`)).json).toMatchObject({
      status: 'complete',
      result: { status: 'PASS' },
      ended: false,
    });
    await step(id, 'selfie', 'PASS');
    expect((await call('GET', `/vx/sessions/${id}`)).json).toMatchObject({ ended: false });
    await step(id, 'phone', 'PASS');
    expect((await call('GET', `/vx/sessions/${id}`)).json).toMatchObject({
      result: { status: 'PASS' },
      ended: true,
    });
    const failed = await started(call);
    await step(failed, 'document', 'FAIL');
    expect((await call('GET', `/vx/sessions/${failed}`)).json).toMatchObject({
      result: { status: 'FAIL' },
      ended: true,
    });
    // Steps the journey does not have never end it: a PASS then is never the end by a read alone.
    const other = proxyFor(sandbox(), { VERIFRAME_VX_JOURNEY_STEPS: 'DCAMSPLUS,AddressMatch' });
    const unknownStep = await started(other.call);
    for (const component of ['document', 'selfie', 'phone']) await step(unknownStep, component, 'PASS');
    expect((await other.call('GET', `/vx/sessions/${unknownStep}`)).json).toMatchObject({
      result: { status: 'PASS' },
      ended: false,
    });
  });

  it('validates the session id and the body, refusing policy fields from the browser', async () => {
    const { call } = proxyFor(sandbox());
    expect(await call('GET', '/vx/sessions/..%2F..%2Fadmin')).toMatchObject({
      status: 400,
      json: { issues: [{ path: 'id' }] },
    });
    const res = await call('POST', '/vx/sessions', {
      email: 'victim@example.com',
      reference: 'order-of-someone-else',
      age: '12+',
      settings: { test_mode: false, block: false },
      webhook: { endpoint: 'https://evil.example' },
    });
    expect(res.status).toBe(400);
    // Each field the server chooses is named on its own path, by the policy's rule id.
    const issues = res.json.issues.map(({ path, rule }: { path: string; rule: string }) => `${path} ${rule}`);
    expect(issues.sort()).toEqual([
      'age min-age',
      'email server-chosen',
      'reference server-chosen',
      'settings.block server-chosen',
      'settings.test_mode server-chosen',
      'webhook server-chosen',
    ]);
  });

  it('passes on Already Verified (403), Pending Review (423) and Too many attempts (429) with stable codes', async () => {
    // Each person is an identity; the service sees each one's own email.
    const { call } = proxyFor(sandbox(), {}, { identify: headerIdentify });
    const session = (id: string) =>
      call('POST', '/vx/sessions', { age: '21+' }, as(id, { email: `${id}@example.com` }));
    const first = await session('done');
    for (const c of ['document', 'selfie', 'phone']) await step(first.json.request_id, c, 'PASS');
    await admin(sandbox().adminUrl, '/settings', { block: true }, 'PATCH');
    expect(await session('done')).toMatchObject({
      status: 403,
      json: { code: 'already_verified', status: 403 },
    });
    await admin(sandbox().adminUrl, '/settings', { block: false, human_review: true }, 'PATCH');
    const review = await session('review');
    await step(review.json.request_id, 'document', 'REVIEW');
    expect(await session('review')).toMatchObject({
      status: 423,
      json: { code: 'pending_review' },
    });
    await admin(sandbox().adminUrl, '/settings', { human_review: false, vx_attempts_per_email: 1 }, 'PATCH');
    await session('many');
    expect(await session('many')).toMatchObject({
      status: 429,
      json: { code: 'too_many_attempts' },
    });
  });

  it("passes the service's rate limit (429 Too many requests) on with Retry-After", async () => {
    const { call } = proxyFor(sandbox());
    // Fill the service's 1,000-a-minute create_session budget directly (unauthenticated calls count too).
    const url = `${sandbox().urls.vx_url}/api/session/create_session`;
    for (let i = 0; i < 10; i++) {
      await Promise.all(
        Array.from({ length: 100 }, () => fetch(url, { method: 'POST' }).then((r) => r.arrayBuffer())),
      );
    }
    const res = await call('POST', '/vx/sessions', { age: '21+' });
    expect(res.status).toBe(429);
    expect(res.json.code).toBe('service_rate_limited');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 30_000); // 1,000 real requests to the sandbox: seconds on a busy machine

  it('retries the idempotent result read after a network failure, never the session creation', async () => {
    let failures = 0;
    const counter = countingFetch((input, init) => {
      const path = new URL(String(input)).pathname;
      if (failures < 1 && path.includes('/api/session/')) {
        failures++;
        return Promise.reject(new TypeError('fetch failed'));
      }
      return fetch(input, init);
    });
    const { call } = proxyFor(
      sandbox(),
      {},
      { clientOptions: { fetch: counter.fetch, readRetry: { retries: 2, baseDelayMs: 1 } } },
    );
    const created = await call('POST', '/vx/sessions', { age: '21+' });
    expect(created).toMatchObject({ status: 502, json: { code: 'service_unreachable' } });
    expect(counter.count('/vx/api/session/create_session')).toBe(1);

    const { request_id } = (await call('POST', '/vx/sessions', { age: '21+' })).json;
    failures = 0;
    const read = await call('GET', `/vx/sessions/${request_id}`);
    expect(read).toMatchObject({ status: 200, json: { status: 'not_started' } });
    expect(counter.count(`/vx/api/session/result/${request_id}`)).toBe(2);
  });
});
