// The proxy and the webhook receivers against the sandbox's faults on demand: every fault ends in a
// typed problem or a retry, never a hang, never a wrong or doubled outcome.
import { describe, expect, it } from 'vitest';
import type { VxWebhookPayload } from '../src/webhooks/service-receivers';
import { eventually, useSandbox } from './helpers';
import { ageBody, proxyFor, useServedProxies } from './proxy-helpers';

const { sandbox } = useSandbox({ reset: true });
const serve = useServedProxies();

/** A proxy with a short timeout and no real waiting between read retries. */
const fastProxy = () =>
  proxyFor(
    sandbox(),
    {},
    { clientOptions: { timeoutMs: 400, sleep: async () => {}, now: () => sandbox().context.clock.now() } },
  );

describe('the proxy under HTTP faults (gateway: a write, never retried)', () => {
  const gateway = { route: 'POST /process/' } as const;

  it.each([
    [{ kind: 'error', status: 500 }, 502, 'service_error'],
    [{ kind: 'error', status: 503 }, 502, 'service_error'],
    [{ kind: 'timeout' }, 504, 'service_timeout'],
    [{ kind: 'reset' }, 502, 'service_unreachable'],
  ] as const)('%j → %i %s, and the next call answers normally', async (fault, status, code) => {
    const { call } = fastProxy();
    await sandbox().admin.addFault({ ...fault, ...gateway });
    const failed = await call('POST', '/gateway/age', ageBody); // a hang would meet the test's timeout
    expect(failed.status).toBe(status);
    expect(failed.json).toMatchObject({ code });
    const next = await call('POST', '/gateway/age', ageBody);
    expect(next.status).toBe(200);
    expect(next.json).toMatchObject({ result: { action: 'PASS' } });
  });

  it('rate_limit → 429 service_rate_limited carrying the service Retry-After', async () => {
    const { call } = fastProxy();
    await sandbox().admin.addFault({ kind: 'rate_limit', retry_after: 9, ...gateway });
    const limited = await call('POST', '/gateway/age', ageBody);
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ code: 'service_rate_limited' });
    expect(limited.headers.get('retry-after')).toBe('9');
  });

  it('latency below the timeout → the right answer, late', async () => {
    const { call } = fastProxy();
    await sandbox().admin.addFault({ kind: 'latency', ms: 150, ...gateway });
    const slow = await call('POST', '/gateway/age', ageBody);
    expect(slow.status).toBe(200);
    expect(slow.json).toMatchObject({ result: { action: 'PASS' } });
  });

  it('the gateway call is not retried: one request reached the sandbox per browser call', async () => {
    const { call } = fastProxy();
    const fault = await sandbox().admin.addFault({ kind: 'error', seconds: 60, ...gateway });
    expect((await call('POST', '/gateway/age', ageBody)).status).toBe(502);
    const [active] = await sandbox().admin.faults();
    expect(active).toMatchObject({ id: fault.id, hits: 1 });
  });
});

describe('the proxy under HTTP faults (session read: idempotent, retried)', () => {
  async function session(call: ReturnType<typeof fastProxy>['call']): Promise<string> {
    const created = await call('POST', '/vx/sessions', { age: '21+' });
    expect(created.status).toBe(200);
    return created.json.request_id as string;
  }

  it('two 5xx then a good answer: the read retries and the browser sees the real state', async () => {
    const { call } = fastProxy();
    const id = await session(call);
    await sandbox().admin.addFault({ kind: 'error', route: 'GET /vx/', session: id, count: 2 });
    const read = await call('GET', `/vx/sessions/${id}`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ status: 'not_started' });
    expect(await sandbox().admin.faults()).toEqual([]); // both faults were used: two retries happened
  });

  it('a connection reset is retried too', async () => {
    const { call } = fastProxy();
    const id = await session(call);
    await sandbox().admin.addFault({ kind: 'reset', route: 'GET /vx/', session: id });
    expect((await call('GET', `/vx/sessions/${id}`)).status).toBe(200);
  });

  it('more faults than retries → a typed 502, not a guessed state', async () => {
    const { call } = fastProxy();
    const id = await session(call);
    await sandbox().admin.addFault({ kind: 'error', route: 'GET /vx/', session: id, count: 3 });
    const read = await call('GET', `/vx/sessions/${id}`);
    expect(read.status).toBe(502);
    expect(read.json).toMatchObject({ code: 'service_error' });
  });
});

describe('the webhook receiver under delivery faults', () => {
  async function receiver() {
    const handled: VxWebhookPayload[] = [];
    const { proxy, events } = proxyFor(
      sandbox(),
      {},
      {
        now: () => sandbox().context.clock.now(),
        webhooks: { vx: { handler: (p) => void handled.push(p) } },
      },
    );
    const server = await serve(proxy);
    const outcomes = () =>
      events.flatMap((e) =>
        'outcome' in e && e.type === 'webhook' ? [(e as { outcome: string }).outcome] : [],
      );
    return { handled, outcomes, endpoint: `${server.url}/api/veriframe/webhooks/vx` };
  }

  async function finish(endpoint: string, email: string): Promise<string> {
    const { proxy } = proxyFor(sandbox());
    const session = await proxy.clients.vx.createSession({ email, age: '21+', webhook: { endpoint } });
    await fetch(`${sandbox().adminUrl}/vx/sessions/${session.request_id}/steps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ component: 'document', outcome: 'PASS' }),
    });
    return session.request_id;
  }

  const statuses = async () => (await sandbox().admin.deliveries('vx.webhook')).map((d) => d.status);

  it('duplicate: both copies answered 2xx, the handler ran once', async () => {
    const { handled, outcomes, endpoint } = await receiver();
    await sandbox().admin.addFault({ kind: 'duplicate', delivery: 'vx.webhook' });
    await finish(endpoint, 'dup@example.com');
    expect(await eventually(statuses, (s) => s.length === 1)).toEqual([200]);
    expect(outcomes()).toEqual(['processed', 'duplicate']);
    expect(handled).toHaveLength(1);
  });

  it('bad_signature: refused with 401, the retry is accepted, the handler ran once', async () => {
    const { handled, endpoint } = await receiver();
    await sandbox().admin.addFault({ kind: 'bad_signature', delivery: 'vx.webhook' });
    await finish(endpoint, 'sig@example.com');
    expect(await eventually(statuses, (s) => s.length === 1)).toEqual([401]);
    expect(handled).toHaveLength(0);
    await sandbox().admin.advance(60);
    expect(await eventually(statuses, (s) => s.length === 2)).toEqual([401, 200]);
    expect(handled).toHaveLength(1);
  });

  it('replay: the same signed request two minutes later is not handled again', async () => {
    const { handled, endpoint } = await receiver();
    await sandbox().admin.addFault({ kind: 'replay', delivery: 'vx.webhook', delay_seconds: 120 });
    await finish(endpoint, 'replay@example.com');
    await eventually(
      () => handled.length,
      (n) => n === 1,
    );
    await sandbox().admin.advance(120);
    await new Promise((r) => setTimeout(r, 200));
    expect(handled).toHaveLength(1);
  });

  it('drop and reorder: every result arrives exactly once, whatever the order', async () => {
    const { handled, endpoint } = await receiver();
    await sandbox().admin.addFault({ kind: 'reorder', delivery: 'vx.webhook' });
    const first = await finish(endpoint, 'first@example.com');
    await sandbox().admin.addFault({ kind: 'drop', delivery: 'vx.webhook' });
    const second = await finish(endpoint, 'second@example.com');
    await eventually(
      () => handled.length,
      (n) => n === 1,
    );
    await sandbox().admin.advance(60);
    await eventually(
      () => handled.length,
      (n) => n === 2,
    );
    expect(handled.map((p) => p.request_id).sort()).toEqual([first, second].sort());
  });
});
