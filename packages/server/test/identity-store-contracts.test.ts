import { describe, expect, it } from 'vitest';
import { RedisAttemptBudgetStore, RedisIdempotencyStore } from '../src/redis';
import { type AttemptBudgetStore, MemoryAttemptBudgetStore } from '../src/stores/attempt-budget-store';
import { type IdempotencyStore, MemoryIdempotencyStore } from '../src/stores/idempotency-store';
import { useStoreServers } from './support/store-servers';

// The contracts of the per-identity stores, against memory and a real redis-server through both
// clients the Redis stores accept.
const servers = useStoreServers();
let run = 0;
const prefix = () => `ids${++run}:`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// A time to live the calls inside it always fit in on a busy machine; waiting it out is then load-proof.
const shortMs = 1_000;
const answer = { status: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' };

const idempotencyStores: [string, () => IdempotencyStore][] = [
  ['memory', () => new MemoryIdempotencyStore()],
  ['redis (node-redis)', () => new RedisIdempotencyStore({ client: servers.redisClient, prefix: prefix() })],
  ['redis (ioredis)', () => new RedisIdempotencyStore({ client: servers.ioredisClient, prefix: prefix() })],
];

describe.each(idempotencyStores)('IdempotencyStore contract: %s', (_name, make) => {
  it('grants exactly one of many concurrent claims; the others see the lock and its fingerprint', async () => {
    const store = make();
    const claims = await Promise.all(
      Array.from({ length: 50 }, (_, i) => store.claim('k', 'fp', `o${i}`, 10_000)),
    );
    expect(claims.filter((c) => c.state === 'claimed')).toHaveLength(1);
    expect(claims.filter((c) => c.state === 'busy' && c.fingerprint === 'fp')).toHaveLength(49);
  });

  it('keeps the answer of the lock holder only, with its fingerprint, for its time to live', async () => {
    const store = make();
    expect(await store.claim('k', 'fp', 'me', 10_000)).toEqual({ state: 'claimed' });
    await store.complete('k', 'someone-else', 'fp', { ...answer, body: 'theirs' }, 10_000);
    await store.release('k', 'someone-else');
    expect((await store.claim('k', 'fp', 'other', 10_000)).state).toBe('busy');
    await store.complete('k', 'me', 'fp', answer, shortMs);
    expect(await store.claim('k', 'other-fp', 'other', 10_000)).toEqual({
      state: 'done',
      fingerprint: 'fp',
      answer,
    });
    await store.release('k', 'me'); // a done answer is never released
    expect((await store.claim('k', 'fp', 'other', 10_000)).state).toBe('done');
    await sleep(shortMs + 50);
    expect(await store.claim('k', 'fp', 'later', 10_000)).toEqual({ state: 'claimed' });
  });

  it('frees a key on release by its holder and when the lease runs out', async () => {
    const store = make();
    await store.claim('a', 'fp', 'me', 10_000);
    await store.release('a', 'me');
    expect((await store.claim('a', 'fp', 'next', 10_000)).state).toBe('claimed');
    await store.claim('b', 'fp', 'crashed', 100);
    await sleep(150);
    expect((await store.claim('b', 'fp', 'next', 10_000)).state).toBe('claimed');
  });
});

const budgetStores: [string, () => AttemptBudgetStore][] = [
  ['memory', () => new MemoryAttemptBudgetStore()],
  [
    'redis (node-redis)',
    () => new RedisAttemptBudgetStore({ client: servers.redisClient, prefix: prefix() }),
  ],
  ['redis (ioredis)', () => new RedisAttemptBudgetStore({ client: servers.ioredisClient, prefix: prefix() })],
];

describe.each(budgetStores)('AttemptBudgetStore contract: %s', (_name, make) => {
  it('lets exactly max of many concurrent takes through; refused ones take nothing', async () => {
    const store = make();
    const takes = await Promise.all(
      Array.from({ length: 40 }, (_, i) => store.take('id', `a${i}`, 5, 60_000, 1_000)),
    );
    expect(takes.filter((t) => t.allowed)).toHaveLength(5);
    expect(
      takes
        .filter((t) => t.allowed)
        .map((t) => t.remaining)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4]);
    expect(takes.find((t) => !t.allowed)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    expect((await store.take('other', 'x', 5, 60_000, 1_000)).allowed).toBe(true);
  });

  it('slides: an attempt ages out windowMs after it was taken; Retry-After counts to the oldest', async () => {
    const store = make();
    await store.take('id', 'a1', 2, 10_000, 0);
    await store.take('id', 'a2', 2, 10_000, 4_000);
    expect(await store.take('id', 'a3', 2, 10_000, 5_000)).toMatchObject({
      allowed: false,
      retryAfterSeconds: 5,
    });
    expect((await store.take('id', 'a3', 2, 10_000, 10_000)).allowed).toBe(true);
    expect(await store.take('id', 'a4', 2, 10_000, 10_500)).toMatchObject({
      allowed: false,
      retryAfterSeconds: 4,
    });
  });

  it('gives back an attempt by its id only', async () => {
    const store = make();
    await store.take('id', 'a1', 1, 60_000, 0);
    await store.giveBack('id', 'unknown');
    expect((await store.take('id', 'a2', 1, 60_000, 0)).allowed).toBe(false);
    await store.giveBack('id', 'a1');
    expect((await store.take('id', 'a2', 1, 60_000, 0)).allowed).toBe(true);
  });
});
