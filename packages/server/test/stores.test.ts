import { describe, expect, it } from 'vitest';
import { StoreFullError } from '../src/errors/store-errors';
import { MemoryEventStore } from '../src/stores/event-store';
import { MemoryRateLimitStore } from '../src/stores/rate-limit-store';

describe('MemoryEventStore', () => {
  it('forgets a done key after its expiry', () => {
    let now = 1_000;
    const store = new MemoryEventStore({ now: () => now });
    expect(store.claim('evt_1', 100, 'me')).toBe('claimed');
    store.complete('evt_1', 500);
    expect(store.isDone('evt_1')).toBe(true);
    now += 499;
    expect(store.claim('evt_1', 100, 'me')).toBe('done');
    now += 1;
    expect(store.isDone('evt_1')).toBe(false);
    expect(store.claim('evt_1', 100, 'me')).toBe('claimed');
  });

  it('stays bounded without forgetting a live key: a new key when full is refused, so a replay never passes', () => {
    let now = 0;
    const store = new MemoryEventStore({ maxEntries: 3, now: () => now });
    for (const id of ['a', 'b', 'c']) {
      store.claim(id, 1_000, 'me');
      store.complete(id, 60_000);
    }
    expect(() => store.claim('d', 1_000, 'me')).toThrow(StoreFullError);
    expect(store.size).toBe(3);
    // Every delivery already handled is still a duplicate.
    expect(['a', 'b', 'c'].map((id) => store.claim(id, 1_000, 'me'))).toEqual(['done', 'done', 'done']);
    now = 60_000; // all three expired: their places are free again
    expect(store.claim('d', 1_000, 'me')).toBe('claimed');
  });
});

describe('MemoryRateLimitStore', () => {
  it('counts per key in fixed windows and reports the seconds to wait', () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    expect(store.hit('k', 2, 10_000)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(store.hit('k', 2, 10_000).allowed).toBe(true);
    now = 2_500;
    expect(store.hit('k', 2, 10_000)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 8 });
    expect(store.hit('other', 2, 10_000).allowed).toBe(true);
    now = 10_000;
    expect(store.hit('k', 2, 10_000).allowed).toBe(true);
  });

  it('stays bounded in keys without forgetting a live window (src/stores/memory-store-bounds.test.ts)', () => {
    const store = new MemoryRateLimitStore({ now: () => 0, maxKeys: 2 });
    for (const key of ['a', 'b']) store.hit(key, 1, 60_000);
    expect(() => store.hit('c', 1, 60_000)).toThrow(StoreFullError);
    expect(store.hit('a', 1, 60_000).allowed).toBe(false);
  });
});
