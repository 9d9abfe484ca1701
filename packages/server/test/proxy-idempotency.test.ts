import { describe, expect, it, vi } from 'vitest';
import { sandboxConfig } from '../src/config';
import { createProxy } from '../src/proxy/create-proxy';
import { keepsAnswer } from '../src/proxy/limits/idempotency';
import type { ProxyOptions } from '../src/proxy/proxy-options';
import { MemoryIdempotencyStore } from '../src/stores/idempotency-store';
import { RedisIdempotencyStore } from '../src/stores/redis-idempotency-store';
import { countingFetch, useSandbox } from './helpers';
import { ageBody, headerIdentify } from './proxy-helpers';
import { asIdentity, useRedis } from './support/identity-harness';

// `Idempotency-Key` on the routes that create something billable, as Stripe's works.

const { sandbox } = useSandbox({ reset: true });
const redis = useRedis();

const ada = { id: 'user-ada', email: 'ada@example.com', emailVerified: true } as const;
const bob = { id: 'user-bob', email: 'bob@example.com', emailVerified: true } as const;
const session = { age: '21+' };
const key = (k: string) => ({ 'idempotency-key': k });

function proxyWith(options: ProxyOptions = {}) {
  return createProxy({
    config: sandboxConfig(sandbox().urls),
    identify: headerIdentify,
    rateLimit: false,
    clientOptions: { now: () => sandbox().context.clock.now(), ...options.clientOptions },
    ...options,
  });
}

/** Calls that reached the sandbox and were accepted there, by the sandbox's own transaction log. */
async function served(service: string) {
  const all = await sandbox().admin.transactions();
  return all.filter((t) => t.service === service && t.action !== 'ERROR').length;
}

describe('Idempotency-Key: one service call per key', () => {
  it('a retry with the same key and body gets the first answer, marked replayed; the service is called once', async () => {
    const call = asIdentity(proxyWith(), ada);
    const first = await call('POST', '/vx/sessions', session, key('click-1'));
    const again = await call('POST', '/vx/sessions', { age: '21+' }, key('click-1'));
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, json: first.json });
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await served('VX.create_session')).toBe(1);

    // Without the header nothing changes: two requests, two sessions.
    const a = await call('POST', '/vx/sessions', session);
    const b = await call('POST', '/vx/sessions', session);
    expect(a.json.request_id).not.toBe(b.json.request_id);
    expect(await served('VX.create_session')).toBe(3);
  });

  it('holds on each billable route: document token, document link, gateway age', async () => {
    const call = asIdentity(proxyWith(), ada);
    const link = { fn: 'ADA' };
    for (const [path, body, service] of [
      ['/document/token', undefined, 'DCAMS.token.create'],
      ['/document/link', link, 'DCAMS.link.generate'],
      ['/gateway/age', ageBody, 'AgeMatch5.0'],
    ] as const) {
      const first = await call('POST', path, body, key(`k-${path}`));
      const again = await call('POST', path, body, key(`k-${path}`));
      expect(first.status, path).toBe(200);
      expect(again, path).toMatchObject({ status: 200, json: first.json });
      expect(await served(service), path).toBe(1);
    }
  });

  it('requests arriving together with one key make one session; all get its answer', async () => {
    const call = asIdentity(proxyWith(), ada);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/vx/sessions', session, key('double-click'))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.json.request_id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(7);
    expect(await served('VX.create_session')).toBe(1);
  });

  it('two proxy instances sharing Redis, requests together and split between them: one session', async () => {
    const prefix = `idem-${Date.now()}:`;
    const instance = () =>
      asIdentity(
        proxyWith({ idempotency: { store: new RedisIdempotencyStore({ client: redis.client(), prefix }) } }),
        ada,
      );
    const [one, two] = [instance(), instance()];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? one : two)('POST', '/vx/sessions', session, key('shared')),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json.request_id)).size).toBe(1);
    // Later, on either instance: the same answer.
    expect((await two('POST', '/vx/sessions', session, key('shared'))).json).toEqual(answers[0]?.json);
    expect(await served('VX.create_session')).toBe(1);
  });

  it('the same key with another body: 422 idempotency_key_reused, and no second call', async () => {
    const call = asIdentity(proxyWith(), ada);
    expect((await call('POST', '/vx/sessions', session, key('k1'))).status).toBe(200);
    const reused = await call('POST', '/vx/sessions', { ...session, age: '25+' }, key('k1'));
    expect(reused).toMatchObject({ status: 422, json: { code: 'idempotency_key_reused' } });
    expect(reused.json.message).toContain('Idempotency-Key');
    // Another route with the key is another request too.
    const otherRoute = await call('POST', '/document/token', {}, key('k1'));
    expect(otherRoute).toMatchObject({ status: 422, json: { code: 'idempotency_key_reused' } });
    expect(await served('VX.create_session')).toBe(1);
    expect(await served('DCAMS.token.create')).toBe(0);
  });

  it('keys are per identity: the same key from another person is another request', async () => {
    const proxy = proxyWith();
    const asAda = asIdentity(proxy, ada);
    const asBob = asIdentity(proxy, bob);
    const a = await asAda('POST', '/vx/sessions', session, key('same-key'));
    const b = await asBob('POST', '/vx/sessions', { age: '21+' }, key('same-key'));
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.json.request_id).not.toBe(a.json.request_id);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    // With no identity set (no identify middleware), the development identity's keys are their own.
    const dev = await asIdentity(proxy, undefined)('POST', '/vx/sessions', session, key('same-key'));
    expect(dev.json.request_id).not.toBe(a.json.request_id);
    expect(await served('VX.create_session')).toBe(3);
  });

  it('a malformed key is refused, 400 naming the header, before any call', async () => {
    const upstream = countingFetch();
    const call = asIdentity(proxyWith({ clientOptions: { fetch: upstream.fetch } }), ada);
    for (const bad of ['', 'x'.repeat(256), 'has space', 'naïve']) {
      const res = await call('POST', '/vx/sessions', session, key(bad));
      expect(res, JSON.stringify(bad)).toMatchObject({
        status: 400,
        json: { code: 'invalid_request', issues: [{ path: 'Idempotency-Key', rule: 'idempotency-key' }] },
      });
    }
    expect((await call('POST', '/vx/sessions', session, key('x'.repeat(255)))).status).toBe(200);
    expect(upstream.count('/vx/api/session/create_session')).toBe(1);
  });

  it('failures between the proxy and the service are not kept: the retry with the key runs again', async () => {
    const upstream = countingFetch();
    const call = asIdentity(proxyWith({ clientOptions: { fetch: upstream.fetch } }), ada);
    await sandbox().admin.addFault({
      kind: 'error',
      route: 'POST /vx/api/session/create_session',
      status: 503,
    });
    const failed = await call('POST', '/vx/sessions', session, key('retry-me'));
    expect(failed.status).toBeGreaterThanOrEqual(500);
    const retried = await call('POST', '/vx/sessions', session, key('retry-me'));
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(upstream.count('/vx/api/session/create_session')).toBe(2);
    // Refused input is not kept either: the corrected body may use the key.
    const invalid = await call('POST', '/vx/sessions', { ...session, age: '3+' }, key('fix-me'));
    expect(invalid).toMatchObject({ status: 400, json: { code: 'invalid_request' } });
    expect((await call('POST', '/vx/sessions', session, key('fix-me'))).status).toBe(200);
  });

  it('keeps 2xx and the service’s own 4xx; never 429s, 5xx or refused input', () => {
    expect(keepsAnswer(200, undefined)).toBe(true);
    for (const code of [
      'already_verified',
      'pending_review',
      'link_not_generated',
      'rejected_by_service',
    ] as const)
      expect(keepsAnswer(code === 'link_not_generated' ? 422 : 403, code), code).toBe(true);
    for (const [status, code] of [
      [400, 'invalid_request'],
      [415, 'unsupported_media_type'],
      [413, 'payload_too_large'],
      [429, 'too_many_attempts'],
      [429, 'attempts_exhausted'],
      [502, 'service_error'],
      [504, 'service_timeout'],
      [503, 'store_unavailable'],
    ] as const)
      expect(keepsAnswer(status, code), code).toBe(false);
  });

  it('answers are replayed for 24 h, then the key is new', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const call = asIdentity(
      proxyWith({ idempotency: { store: new MemoryIdempotencyStore(() => now) } }),
      ada,
    );
    const first = await call('POST', '/document/token', {}, key('day'));
    now += 24 * 3600_000 - 1;
    expect((await call('POST', '/document/token', {}, key('day'))).json).toEqual(first.json);
    now += 1;
    const later = await call('POST', '/document/token', {}, key('day'));
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await served('DCAMS.token.create')).toBe(2);
  });

  it('a request whose key stays in use past the wait gets 409 idempotency_key_in_use with Retry-After', async () => {
    // The real store, watched: the second call goes once the first holds the key, not after a guessed 100 ms.
    const claims: string[] = [];
    const store = new (class extends MemoryIdempotencyStore {
      override async claim(...args: Parameters<MemoryIdempotencyStore['claim']>) {
        const claim = await super.claim(...args);
        claims.push(claim.state);
        return claim;
      }
    })();
    const call = asIdentity(proxyWith({ idempotency: { store, waitMs: 300 } }), ada);
    // The first call stays with the service long after the second one's 300 ms wait, even on a busy machine.
    await sandbox().admin.addFault({
      kind: 'latency',
      route: 'POST /vx/api/session/create_session',
      ms: 3_000,
    });
    const slow = call('POST', '/vx/sessions', session, key('slow'));
    await vi.waitFor(() => expect(claims).toEqual(['claimed']), { timeout: 20_000 });
    const waiting = await call('POST', '/vx/sessions', session, key('slow'));
    expect(waiting).toMatchObject({ status: 409, json: { code: 'idempotency_key_in_use' } });
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect((await slow).status).toBe(200);
    expect(await served('VX.create_session')).toBe(1);
  }, 15_000);

  it('Redis hung: 503 store_unavailable naming the store, fast, and no call to the service', async () => {
    const upstream = countingFetch();
    const store = new RedisIdempotencyStore({ client: redis.client(), prefix: 'hung:', timeoutMs: 200 });
    const call = asIdentity(
      proxyWith({ idempotency: { store }, clientOptions: { fetch: upstream.fetch } }),
      ada,
    );
    redis.server().pause();
    try {
      // Only the store's 200 ms deadline answers while Redis is paused (a hang would meet the test's timeout).
      const res = await call('POST', '/vx/sessions', session, key('while-down'));
      expect(res).toMatchObject({ status: 503, json: { code: 'store_unavailable' } });
      expect(res.json.message).toContain('redis idempotency store');
    } finally {
      redis.server().resume();
    }
    expect(upstream.total()).toBe(0);
  });
});
