import { describe, expect, it } from 'vitest';
import { StoreFullError, StoreUnavailableError } from '../errors/store-errors';
import { defaultAttemptBudgetMaxKeys, MemoryAttemptBudgetStore } from './attempt-budget-store';
import { defaultIdempotencyMaxKeys, MemoryIdempotencyStore } from './idempotency-store';
import { defaultOwnershipMaxRecords, MemoryOwnershipStore } from './ownership-store';
import { defaultRateLimitMaxKeys, MemoryRateLimitStore } from './rate-limit-store';

// Fail closed: a full memory store never forgets a live entry to make room, since forgetting
// a used-up budget or limit grants it again. It refuses the new key (StoreFullError) and drops only what expired.

const minute = 60_000;
const day = 24 * 60 * minute;

/** The error a call throws (synchronously or as a rejection), or a failure naming the call. */
async function thrown(call: () => unknown): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

describe('MemoryRateLimitStore bound', () => {
  it('a limited client stays limited when the store is full; a new client gets StoreFullError until a window ends', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore({ now: () => now, maxKeys: 3 });
    store.hit('victim', 1, minute);
    expect(store.hit('victim', 1, minute).allowed).toBe(false);
    store.hit('other-1', 1, minute);
    now = 10_000;
    store.hit('other-2', 1, minute);
    for (let i = 0; i < 100; i++) {
      const error = await thrown(() => store.hit(`stranger-${i}`, 1, minute));
      expect(error).toBeInstanceOf(StoreFullError);
      expect(error).toBeInstanceOf(StoreUnavailableError); // callers that only know "unavailable" fail closed too
      expect(error).toMatchObject({ capacity: 3, retryAfterSeconds: 50, store: 'memory rate-limit store' });
    }
    expect(store.hit('victim', 1, minute)).toMatchObject({ allowed: false, retryAfterSeconds: 50 });

    // The first two windows end: they are dropped, and two new clients fit; the third does not.
    now = minute;
    expect(store.hit('new-1', 1, minute).allowed).toBe(true);
    expect(store.hit('new-2', 1, minute).allowed).toBe(true);
    expect(await thrown(() => store.hit('new-3', 1, minute))).toMatchObject({ retryAfterSeconds: 10 });
  });

  it(`at the default bound (${defaultRateLimitMaxKeys} clients) the limited client stays limited`, async () => {
    const store = new MemoryRateLimitStore({ now: () => 0 });
    store.hit('victim', 1, minute);
    for (let i = 1; i < defaultRateLimitMaxKeys; i++) store.hit(`client-${i}`, 1, minute);
    expect(await thrown(() => store.hit('one-more', 1, minute))).toBeInstanceOf(StoreFullError);
    expect(store.hit('victim', 1, minute).allowed).toBe(false);
  });

  it('refuses a bound that is no whole number of at least 1, naming the option', () => {
    expect(() => new MemoryRateLimitStore({ maxKeys: 0 })).toThrow(/maxKeys: must be a whole number/);
    expect(() => new MemoryIdempotencyStore({ maxKeys: 1.5 })).toThrow(/maxKeys/);
    expect(() => new MemoryOwnershipStore({ maxRecords: -1 })).toThrow(/maxKeys/);
  });
});

describe('MemoryAttemptBudgetStore bound', () => {
  it('an exhausted identity stays exhausted after many more identities than the bound took and gave back', async () => {
    const store = new MemoryAttemptBudgetStore({ maxKeys: 3 });
    await store.take('victim', 'v1', 1, day, 0);
    expect((await store.take('victim', 'v2', 1, day, 0)).allowed).toBe(false);
    // Refused as bad input: each attempt is given back, and its identity holds no place afterwards.
    for (let i = 0; i < 30; i++) {
      expect((await store.take(`other-${i}`, `a${i}`, 1, day, 1)).allowed).toBe(true);
      await store.giveBack(`other-${i}`, `a${i}`);
    }
    expect(await store.take('victim', 'v3', 1, day, 2)).toMatchObject({ allowed: false });
  });

  it('full of live budgets: a new identity gets StoreFullError, the exhausted one stays exhausted', async () => {
    const store = new MemoryAttemptBudgetStore({ maxKeys: 3 });
    await store.take('victim', 'v1', 1, day, 0);
    await store.take('other-1', 'a1', 1, day, 0);
    await store.take('other-2', 'a2', 1, day, minute);
    expect(await thrown(() => store.take('stranger', 's1', 1, day, minute))).toMatchObject({
      name: 'StoreFullError',
      retryAfterSeconds: (day - minute) / 1000,
    });
    expect((await store.take('victim', 'v2', 1, day, minute)).allowed).toBe(false);
    // A day on, the first two budgets aged out and are dropped; the stranger fits.
    expect((await store.take('stranger', 's2', 1, day, day)).allowed).toBe(true);
  });

  it(`at the default bound (${defaultAttemptBudgetMaxKeys}): 60,000 given-back attempts by others leave the exhausted identity exhausted`, async () => {
    const store = new MemoryAttemptBudgetStore();
    await store.take('victim', 'v1', 1, day, 0);
    for (let i = 0; i < 60_000; i++) {
      await store.take(`other-${i}`, 'a', 1, day, 1);
      await store.giveBack(`other-${i}`, 'a');
    }
    expect((await store.take('victim', 'v2', 1, day, 2)).allowed).toBe(false);
    for (let i = 1; i < defaultAttemptBudgetMaxKeys; i++) await store.take(`kept-${i}`, 'a', 1, day, 3);
    expect(await thrown(() => store.take('one-more', 'a', 1, day, 4))).toBeInstanceOf(StoreFullError);
    expect((await store.take('victim', 'v3', 1, day, 5)).allowed).toBe(false);
  });
});

describe('MemoryIdempotencyStore bound', () => {
  const answer = { status: 200, headers: {}, body: '{"request_id":"r-1"}' };

  it('a kept answer is replayed when the store is full; a new key gets StoreFullError until one expires', async () => {
    let now = 0;
    const store = new MemoryIdempotencyStore({ now: () => now, maxKeys: 3 });
    await store.claim('paid', 'f', 'o', 1000);
    await store.complete('paid', 'o', 'f', answer, day);
    await store.claim('lock-1', 'f', 'o1', 1000);
    await store.claim('lock-2', 'f', 'o2', 2000);
    expect(await thrown(() => store.claim('new', 'f', 'o3', 1000))).toMatchObject({
      name: 'StoreFullError',
      retryAfterSeconds: 1,
    });
    expect(await store.claim('paid', 'f', 'o4', 1000)).toEqual({ state: 'done', fingerprint: 'f', answer });

    now = 1000; // the first lock expired: its place is free; the answer is still kept
    expect(await store.claim('new', 'f', 'o3', 1000)).toEqual({ state: 'claimed' });
    expect(await thrown(() => store.claim('newer', 'f', 'o5', 1000))).toBeInstanceOf(StoreFullError);
    expect((await store.claim('paid', 'f', 'o6', 1000)).state).toBe('done');
  });

  it(`at the default bound (${defaultIdempotencyMaxKeys}) the first answer is still replayed`, async () => {
    const store = new MemoryIdempotencyStore({ now: () => 0 });
    await store.claim('paid', 'f', 'o', 1000);
    await store.complete('paid', 'o', 'f', answer, day);
    for (let i = 1; i < defaultIdempotencyMaxKeys; i++) await store.claim(`k-${i}`, 'f', 'o', day);
    expect(await thrown(() => store.claim('one-more', 'f', 'o', day))).toBeInstanceOf(StoreFullError);
    expect((await store.claim('paid', 'f', 'o', 1000)).state).toBe('done');
  });
});

describe('MemoryOwnershipStore bound', () => {
  it('owners are never forgotten to make room; expired records are, and then new ones fit', async () => {
    let now = 0;
    const store = new MemoryOwnershipStore({ now: () => now, maxRecords: 2 });
    await store.claim('vx-session:a', 'ada', day);
    await store.claim('quiz-token:b', 'bob', 90_000);
    expect(await thrown(() => store.claim('vx-session:c', 'eve', day))).toMatchObject({
      name: 'StoreFullError',
      retryAfterSeconds: 90,
    });
    expect(await store.ownerOf('vx-session:a')).toBe('ada');
    expect(await store.claim('vx-session:a', 'eve', day)).toBe('ada'); // a held key is no new record

    now = 90_000;
    expect(await store.claim('vx-session:c', 'eve', day)).toBe('eve');
    expect(store.size).toBe(2);
    expect(await store.ownerOf('vx-session:a')).toBe('ada');
  });

  it(`at the default bound (${defaultOwnershipMaxRecords}) the owner stays and a new record is refused`, async () => {
    const store = new MemoryOwnershipStore({ now: () => 0 });
    await store.claim('vx-session:a', 'ada', day);
    for (let i = 1; i < defaultOwnershipMaxRecords; i++) await store.claim(`document-link:${i}`, 'x', day);
    expect(await thrown(() => store.claim('vx-session:b', 'eve', day))).toBeInstanceOf(StoreFullError);
    expect(await store.ownerOf('vx-session:a')).toBe('ada');
  });
});
