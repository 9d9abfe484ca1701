import { Redis as IoRedis } from 'ioredis';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisOwnershipStore } from '../src/redis';
import { useSandbox } from './helpers';
import { as, headerIdentify, proxyFor } from './proxy-helpers';
import { type RunningService, startRedis } from './support/services';

// Ownership across instances: two proxies sharing one real redis-server agree on who owns what.

const { sandbox } = useSandbox();
let redis: RunningService;
let nodeRedis: ReturnType<typeof createClient>;
let ioredis: IoRedis;
beforeAll(async () => {
  redis = await startRedis();
  // No offline queue: while Redis is away a command fails at once (the store then answers 503).
  nodeRedis = createClient({ url: redis.url, disableOfflineQueue: true });
  nodeRedis.on('error', () => undefined);
  await nodeRedis.connect();
  ioredis = new IoRedis(redis.url, { lazyConnect: true, enableOfflineQueue: false });
  ioredis.on('error', () => undefined);
  await ioredis.connect();
}, 60_000);
afterAll(async () => {
  await nodeRedis?.close().catch(() => undefined);
  ioredis?.disconnect();
  await redis?.stop();
});

let prefixes = 0;
const prefix = () => `test-${++prefixes}:`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RedisOwnershipStore against redis-server', () => {
  it.each([
    ['node-redis', () => nodeRedis],
    ['ioredis', () => ioredis],
  ] as const)('%s: the first owner stays, and a record expires with its lifetime', async (_, client) => {
    const store = new RedisOwnershipStore({ client: client(), prefix: prefix() });
    expect(await store.ownerOf('vx-session:a')).toBeUndefined();
    // A lifetime the three calls always fit in on a busy machine; waiting it out is then load-proof.
    expect(await store.claim('vx-session:a', 'owner-1', 1_000)).toBe('owner-1');
    expect(await store.claim('vx-session:a', 'owner-2', 1_000)).toBe('owner-1');
    expect(await store.ownerOf('vx-session:a')).toBe('owner-1');
    await sleep(1_050);
    expect(await store.ownerOf('vx-session:a')).toBeUndefined();
  });

  it('replace: the latest record wins (what `GET /vx/resume` reads)', async () => {
    const store = new RedisOwnershipStore({ client: nodeRedis, prefix: prefix() });
    await store.replace('latest:vx-session:o', 'first', 60_000);
    await store.replace('latest:vx-session:o', 'second', 60_000);
    expect(await store.ownerOf('latest:vx-session:o')).toBe('second');
  });

  it('a session resumes on another instance sharing Redis, for its owner only', async () => {
    const store = new RedisOwnershipStore({ client: nodeRedis, prefix: prefix() });
    const first = proxyFor(sandbox(), {}, { identify: headerIdentify, ownership: { store } });
    const second = proxyFor(sandbox(), {}, { identify: headerIdentify, ownership: { store } });
    const created = await first.call('POST', '/vx/sessions', { age: '21+' }, as('ada'));
    await fetch(`${sandbox().adminUrl}/vx/sessions/${created.json.request_id}/steps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ component: 'document', outcome: 'PASS' }),
    });
    const resumed = await second.call('GET', '/vx/resume', undefined, as('ada'));
    expect(resumed.json.session?.request_id).toBe(created.json.request_id);
    expect(await second.call('GET', '/vx/resume', undefined, as('grace'))).toMatchObject({
      status: 200,
      json: { session: null },
    });
  });

  it('two proxy instances sharing Redis: the owner reads on either, another person on neither', async () => {
    const shared = {
      identify: headerIdentify,
      ownership: { store: new RedisOwnershipStore({ client: nodeRedis, prefix: prefix() }) },
    };
    const first = proxyFor(sandbox(), {}, shared);
    const second = proxyFor(
      sandbox(),
      {},
      {
        ...shared,
        ownership: { store: new RedisOwnershipStore({ client: ioredis, prefix: `test-${prefixes}:` }) },
      },
    );
    const id = (await first.call('POST', '/vx/sessions', { age: '21+' }, as('ada'))).json
      .request_id as string;
    expect(await second.call('GET', `/vx/sessions/${id}`, undefined, as('ada'))).toMatchObject({
      status: 200,
      json: { status: 'not_started' },
    });
    expect(await second.call('GET', `/vx/sessions/${id}`, undefined, as('bob'))).toMatchObject({
      status: 404,
      json: { code: 'not_found' },
    });
    // Each instance alone (memory) would not know the other's session: the store is what they share.
    const alone = proxyFor(sandbox(), {}, { identify: headerIdentify });
    expect((await alone.call('GET', `/vx/sessions/${id}`, undefined, as('ada'))).status).toBe(404);
  });

  it('fails closed: with Redis down, a session read is 503 store_unavailable, never an unchecked answer', async () => {
    const store = new RedisOwnershipStore({ client: nodeRedis, prefix: prefix(), timeoutMs: 500 });
    const { call } = proxyFor(sandbox(), {}, { identify: headerIdentify, ownership: { store } });
    const id = (await call('POST', '/vx/sessions', { age: '21+' }, as('ada'))).json.request_id as string;
    await redis.stop();
    const res = await call('GET', `/vx/sessions/${id}`, undefined, as('ada'));
    expect(res).toMatchObject({ status: 503, json: { code: 'store_unavailable' } });
    expect(res.json.message).toContain('redis ownership store');
  });
});
