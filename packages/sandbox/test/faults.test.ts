import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSandbox, SandboxAdminError, startSandbox } from '../src/index';
import { createSession, post, step, until, vxToken } from './conformance/vx-documents-support';
import { startReceiver, type WebhookReceiver } from './helpers';

let sandbox: RunningSandbox;
let receiver: WebhookReceiver;
beforeAll(async () => {
  sandbox = await startSandbox();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await sandbox.close();
});
beforeEach(async () => {
  await sandbox.admin.reset();
  receiver.clear();
});

const tokenUrl = () => `${sandbox.urls.auth_url}/oauth/token`;

describe('faults on demand: HTTP answers', () => {
  it('tells its listeners each time a fault is used, with what it hit, so a log can say the fault fired', async () => {
    const used: unknown[] = [];
    const stop = sandbox.context.faults.onUse((fault, hit) => used.push({ ...fault, hit }));
    try {
      await sandbox.admin.addFault({ kind: 'error', route: 'POST /auth/', status: 503 });
      expect((await post(tokenUrl(), {})).status).toBe(503);
      expect(used).toEqual([
        expect.objectContaining({
          kind: 'error',
          route: 'POST /auth/',
          status: 503,
          hits: 1,
          remaining: 0,
          hit: 'POST /auth/oauth/token',
        }),
      ]);
    } finally {
      stop();
    }
    await sandbox.admin.addFault({ kind: 'error', route: 'POST /auth/', status: 503 });
    await post(tokenUrl(), {});
    expect(used).toHaveLength(1); // stopped listening
  });

  it('error: a counted 5xx on one route, then normal answers again', async () => {
    const fault = await sandbox.admin.addFault({
      kind: 'error',
      route: 'POST /auth/',
      status: 502,
      count: 2,
    });
    expect(fault).toMatchObject({ id: expect.stringMatching(/^flt_/), remaining: 2, hits: 0 });
    for (let i = 0; i < 2; i++) {
      const r = await post(tokenUrl(), {});
      expect(r.status).toBe(502);
      expect(r.body).toMatchObject({ error: 'sandbox_fault' });
    }
    expect(await vxToken(sandbox)).toMatch(/^vx_/);
    expect(await sandbox.admin.faults()).toEqual([]);
  });

  it('the route scope leaves other routes alone, and the admin API is never faulted', async () => {
    await sandbox.admin.addFault({ kind: 'error', route: '/process/', seconds: 60 });
    expect(await vxToken(sandbox)).toMatch(/^vx_/);
    expect((await sandbox.admin.clock()).now_ms).toBeGreaterThan(0);
    expect((await post(`${sandbox.urls.base_url}/process/status`, {})).status).toBe(503);
  });

  it('a timed fault ends when the virtual clock passes its seconds', async () => {
    await sandbox.admin.addFault({ kind: 'error', route: '/auth/', seconds: 30 });
    expect((await post(tokenUrl(), {})).status).toBe(503);
    expect((await post(tokenUrl(), {})).status).toBe(503);
    await sandbox.admin.advance(31);
    expect(await vxToken(sandbox)).toMatch(/^vx_/);
  });

  it('rate_limit: 429 with the Retry-After asked for', async () => {
    await sandbox.admin.addFault({ kind: 'rate_limit', route: '/auth/', retry_after: 7 });
    const r = await post(tokenUrl(), {});
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe('7');
  });

  it('latency: the answer comes late but right', async () => {
    await sandbox.admin.addFault({ kind: 'latency', route: '/auth/', ms: 300 });
    const started = performance.now();
    expect(await vxToken(sandbox)).toMatch(/^vx_/);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('timeout: no answer until the client gives up; reset: the connection is cut', async () => {
    await sandbox.admin.addFault({ kind: 'timeout', route: '/auth/' });
    const held = fetch(tokenUrl(), { method: 'POST', body: '{}', signal: AbortSignal.timeout(300) });
    await expect(held).rejects.toThrow(/abort|timeout/i);
    await sandbox.admin.addFault({ kind: 'reset', route: '/auth/' });
    await expect(fetch(tokenUrl(), { method: 'POST', body: '{}' })).rejects.toThrow(/fetch failed/);
    expect(await vxToken(sandbox)).toMatch(/^vx_/);
  });

  it('session scope: only requests naming the session are hit', async () => {
    const token = await vxToken(sandbox);
    const a = await createSession(sandbox, token, { email: 'a@example.test' });
    const b = await createSession(sandbox, token, { email: 'b@example.test' });
    await sandbox.admin.addFault({ kind: 'error', session: a.body.request_id, seconds: 60 });
    const result = (id: string) =>
      fetch(`${sandbox.urls.vx_url}/api/session/${id}/result`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await result(a.body.request_id)).status).toBe(503);
    expect((await result(b.body.request_id)).status).not.toBe(503);
  });

  it('bad fault bodies are 400s naming the field and the rule', async () => {
    const refused = (body: unknown) => sandbox.admin.addFault(body as never).catch((e: unknown) => e);
    const e1 = await refused({ kind: 'explode' });
    expect(e1).toBeInstanceOf(SandboxAdminError);
    expect((e1 as SandboxAdminError).status).toBe(400);
    expect((e1 as Error).message).toMatch(/kind: must be one of latency/);
    expect(((await refused({ kind: 'error', status: 404 })) as Error).message).toMatch(
      /status: must be a 5xx/,
    );
    expect(((await refused({ kind: 'drop', route: '/x' })) as Error).message).toMatch(
      /route: applies to HTTP/,
    );
    expect(((await refused({ kind: 'latency', count: 0 })) as Error).message).toMatch(
      /count: must be a positive/,
    );
    expect(((await refused({ kind: 'latency', route: 'vx' })) as Error).message).toMatch(
      /route: must be a path/,
    );
  });
});

describe('faults on demand: webhook deliveries', () => {
  /** A session whose one finished component sends one webhook (6.1: one per finished component). */
  async function finishedSession(email: string): Promise<string> {
    const token = await vxToken(sandbox);
    const s = await createSession(sandbox, token, { email, webhook: { endpoint: receiver.url } });
    await step(sandbox, s.body.request_id, 'document', 'PASS');
    return s.body.request_id;
  }

  it('drop: the first attempt is never sent, the retry one minute later is', async () => {
    await sandbox.admin.addFault({ kind: 'drop', delivery: 'vx.webhook' });
    await finishedSession('drop@example.test');
    const first = await sandbox.admin.deliveries('vx.webhook');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ ok: false, status: null, error: expect.stringMatching(/drop/) });
    expect(receiver.requests).toHaveLength(0);
    await sandbox.admin.advance(60);
    await until(() => receiver.requests.length === 1);
    expect((await sandbox.admin.deliveries('vx.webhook')).map((a) => a.ok)).toEqual([false, true]);
  });

  it('duplicate: the same signed request twice', async () => {
    await sandbox.admin.addFault({ kind: 'duplicate', delivery: 'vx.webhook' });
    await finishedSession('dup@example.test');
    await until(() => receiver.requests.length === 2);
    const [a, b] = receiver.requests;
    expect(b!.rawBody).toBe(a!.rawBody);
    expect(b!.headers['x-service-signature']).toBe(a!.headers['x-service-signature']);
    expect(b!.headers['x-service-event-id']).toBe(a!.headers['x-service-event-id']);
  });

  it('bad_signature: signed with a wrong secret, so a checking receiver refuses and the retry is good', async () => {
    await sandbox.admin.addFault({ kind: 'bad_signature', delivery: 'vx.webhook' });
    receiver.respondWith(401);
    await finishedSession('sig@example.test');
    await until(() => receiver.requests.length === 1);
    receiver.respondWith(200);
    await sandbox.admin.advance(60);
    await until(() => receiver.requests.length === 2);
    const [bad, good] = receiver.requests;
    expect(bad!.headers['x-service-signature']).not.toBe(good!.headers['x-service-signature']);
    expect(bad!.rawBody).toBe(good!.rawBody);
  });

  it('replay: the very same request again after delay_seconds', async () => {
    await sandbox.admin.addFault({ kind: 'replay', delivery: 'vx.webhook', delay_seconds: 120 });
    await finishedSession('replay@example.test');
    await until(() => receiver.requests.length === 1);
    await sandbox.admin.advance(120);
    await until(() => receiver.requests.length === 2);
    const [a, b] = receiver.requests;
    expect(b!.headers).toMatchObject({
      'x-service-timestamp': a!.headers['x-service-timestamp'],
      'x-service-signature': a!.headers['x-service-signature'],
    });
  });

  it('delay: nothing until delay_seconds of virtual time', async () => {
    await sandbox.admin.addFault({ kind: 'delay', delivery: 'vx.webhook', delay_seconds: 600 });
    await finishedSession('late@example.test');
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.requests).toHaveLength(0);
    await sandbox.admin.advance(600);
    await until(() => receiver.requests.length === 1);
  });

  it('reorder: the held delivery arrives after the next one', async () => {
    await sandbox.admin.addFault({ kind: 'reorder', delivery: 'vx.webhook' });
    const first = await finishedSession('first@example.test');
    expect(receiver.requests).toHaveLength(0);
    const second = await finishedSession('second@example.test');
    await until(() => receiver.requests.length === 2);
    expect(receiver.requests.map((r) => (r.json as { request_id: string }).request_id)).toEqual([
      second,
      first,
    ]);
  });
});

describe('expiry helpers', () => {
  it('expireLink moves the clock just past the session link expiry', async () => {
    const token = await vxToken(sandbox);
    const s = await createSession(sandbox, token);
    const clock = await sandbox.admin.expireLink(s.body.request_id);
    const session = await fetch(`${sandbox.adminUrl}/vx/sessions/${s.body.request_id}`).then((r) => r.json());
    expect(clock.now_ms).toBeGreaterThan(Date.parse(session.link_expires_at));
    const page = await fetch(s.body.link).then((r) => r.text());
    expect(page).toContain('expired');
  });
});
