import { describe, expect, it } from 'vitest';
import { sandboxConfig } from '../src/config';
import { createProxy } from '../src/proxy/create-proxy';
import type { ProxyOptions } from '../src/proxy/proxy-options';
import { MemoryAttemptBudgetStore } from '../src/stores/attempt-budget-store';
import { MemoryEventStore } from '../src/stores/event-store';
import { MemoryIdempotencyStore } from '../src/stores/idempotency-store';
import { MemoryOwnershipStore } from '../src/stores/ownership-store';
import { MemoryRateLimitStore } from '../src/stores/rate-limit-store';
import { signedRequest, useSandbox } from './helpers';
import { ageBody, headerIdentify } from './proxy-helpers';
import { asIdentity } from './support/identity-harness';

// Fail closed, through the proxy: a full memory store never gives back a limit it holds; a
// new key is answered 503 `store_full` with Retry-After, and nothing reaches the service.

const { sandbox } = useSandbox({ reset: true });
const start = Date.parse('2026-01-01T00:00:00Z');
const day = 24 * 3600_000;
const person = (id: string) => ({ id: `user-${id}` });

function proxyWith(options: ProxyOptions) {
  return createProxy({
    config: sandboxConfig(sandbox().urls),
    identify: headerIdentify,
    rateLimit: false,
    clientOptions: { now: () => sandbox().context.clock.now() },
    now: () => start,
    ...options,
  });
}

async function serviceCalls(path: string) {
  return (await sandbox().admin.transactions()).filter((t) => t.path === path).length;
}

describe('a full memory store answers 503 store_full and keeps what it holds', () => {
  it('gateway budget: others refused as bad input hold no place; when full, a new person gets 503, the exhausted one 429', async () => {
    const proxy = proxyWith({
      gatewayBudget: { max: 1, store: new MemoryAttemptBudgetStore({ maxKeys: 2 }) },
    });
    const asAda = asIdentity(proxy, person('ada'));
    expect((await asAda('POST', '/gateway/age', ageBody)).status).toBe(200);
    expect((await asAda('POST', '/gateway/age', ageBody)).json.code).toBe('attempts_exhausted');
    const badTarget = { ...ageBody, target: { ...ageBody.target, zip: 'x'.repeat(30) } };
    for (let i = 0; i < 10; i++) {
      expect((await asIdentity(proxy, person(`other-${i}`))('POST', '/gateway/age', badTarget)).status).toBe(
        400,
      );
    }
    expect((await asAda('POST', '/gateway/age', ageBody)).json.code).toBe('attempts_exhausted');

    expect((await asIdentity(proxy, person('bob'))('POST', '/gateway/age', ageBody)).status).toBe(200);
    const full = await asIdentity(proxy, person('carol'))('POST', '/gateway/age', ageBody);
    expect(full).toMatchObject({
      status: 503,
      json: { code: 'store_full', message: expect.stringContaining('memory attempt budget store') },
    });
    expect(full.headers.get('retry-after')).toBe(String(day / 1000));
    expect((await asAda('POST', '/gateway/age', ageBody)).json.code).toBe('attempts_exhausted');
    expect(await serviceCalls('/process/comprehensive/gateway')).toBe(2);
  });

  it('rate limit: a limited client stays limited, a new one gets 503 with Retry-After', async () => {
    const proxy = proxyWith({
      rateLimit: {
        by: 'identity',
        max: 1,
        store: new MemoryRateLimitStore({ now: () => start, maxKeys: 1 }),
      },
    });
    const asAda = asIdentity(proxy, person('ada'));
    expect((await asAda('POST', '/document/token')).status).toBe(200);
    expect((await asAda('POST', '/document/token')).json.code).toBe('rate_limited');
    const full = await asIdentity(proxy, person('bob'))('POST', '/document/token');
    expect(full).toMatchObject({ status: 503, json: { code: 'store_full' } });
    expect(full.headers.get('retry-after')).toBe('60');
    expect((await asAda('POST', '/document/token')).json.code).toBe('rate_limited');
  });

  it('idempotency: a kept answer is still replayed; a new key gets 503 and reaches no service', async () => {
    const proxy = proxyWith({
      idempotency: { store: new MemoryIdempotencyStore({ now: () => start, maxKeys: 1 }) },
    });
    const asAda = asIdentity(proxy, person('ada'));
    const first = await asAda('POST', '/vx/sessions', { age: '21+' }, { 'idempotency-key': 'k-1' });
    expect(first.status).toBe(200);
    const full = await asAda('POST', '/vx/sessions', { age: '21+' }, { 'idempotency-key': 'k-2' });
    expect(full).toMatchObject({ status: 503, json: { code: 'store_full' } });
    expect(Number(full.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const again = await asAda('POST', '/vx/sessions', { age: '21+' }, { 'idempotency-key': 'k-1' });
    expect(again).toMatchObject({ status: 200, json: first.json });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(
      (await sandbox().admin.transactions()).filter((t) => t.service === 'VX.create_session'),
    ).toHaveLength(1);
  });

  it('ownership: the owner still reads their session; a session nobody could own is not handed out', async () => {
    const proxy = proxyWith({
      ownership: { store: new MemoryOwnershipStore({ now: () => start, maxRecords: 1 }) },
    });
    const asAda = asIdentity(proxy, person('ada'));
    const created = await asAda('POST', '/vx/sessions', { age: '21+' });
    expect(created.status).toBe(200);
    const full = await asIdentity(proxy, person('bob'))('POST', '/vx/sessions', { age: '21+' });
    expect(full).toMatchObject({ status: 503, json: { code: 'store_full' } });
    expect(full.json).not.toHaveProperty('url');
    expect((await asAda('GET', `/vx/sessions/${created.json.request_id}`)).status).toBe(200);
    // Only the resume record found no room: a reload cannot take the session up, nothing else is lost.
    expect((await asAda('GET', '/vx/resume')).json).toMatchObject({ session: null, progress: null });
  });

  it('webhook event store: when full, a new delivery is 503 (delivered again later), and one handled before stays a duplicate', async () => {
    const handled: string[] = [];
    // Each delivery holds two keys: its event id and its signature.
    const proxy = proxyWith({
      webhooks: {
        store: new MemoryEventStore({ maxEntries: 4, now: () => start }),
        vx: { handler: (event) => void handled.push(event.request_id) },
      },
    });
    const deliver = (id: string) =>
      proxy.fetch(
        signedRequest(
          'http://proxy.test/api/veriframe/webhooks/vx',
          JSON.stringify({ status: 'PASS', request_id: id }),
          { secret: 'sandbox-webhook-secret', timestamp: start, eventId: `evt_${id}` },
        ),
      );
    expect((await deliver('one')).status).toBe(200);
    expect((await deliver('two')).status).toBe(200);
    const full = await deliver('three');
    expect(full.status).toBe(503);
    expect(await full.json()).toMatchObject({ code: 'store_unavailable' });
    expect(await (await deliver('one')).json()).toMatchObject({ duplicate: true });
    expect(handled).toEqual(['one', 'two']);
  });
});
