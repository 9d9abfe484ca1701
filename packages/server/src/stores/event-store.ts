import { BoundedEntries, memoryStoreOptions } from './bounded-entries';

/**
 * What `claim` found: `claimed` (the caller now holds a lease and must `complete` or `release`), `done` (the
 * key was processed before), or `busy` (another delivery holds an unexpired lease on it right now).
 */
export type ClaimResult = 'claimed' | 'done' | 'busy';

/**
 * Remembers which event ids (and accepted signatures) were processed, so a redelivered event (6.4 rule 4) is
 * acknowledged without running the handler again, even when two copies arrive at two instances at once.
 * `claim` must be atomic across every instance sharing the store (Redis `SET NX PX`, a unique row...): it is
 * what makes "run the handler once" hold. `RedisEventStore` of `@veriframe/server/redis` is one.
 */
export interface ProcessedEventStore {
  /** Takes a lease of `leaseMs` on `key` for `owner` unless it is done or leased. Atomic. */
  claim(key: string, leaseMs: number, owner: string): ClaimResult | Promise<ClaimResult>;
  /** Marks a claimed key processed for `ttlMs`. Called only after the handler succeeded. */
  complete(key: string, ttlMs: number): void | Promise<void>;
  /**
   * Drops `owner`'s lease after the handler failed (or the claim's answer was lost), so the redelivery runs it
   * again. Never drops a `done` mark or another owner's lease.
   */
  release(key: string, owner: string): void | Promise<void>;
}

export interface MemoryEventStoreOptions {
  /**
   * How many keys (leases and done marks) are held at most, 100,000 by default. Only expired keys are dropped:
   * a new key while the store is full is refused with a `StoreFullError`, which the receiver answers 503 so
   * the service delivers again later. Forgetting a live key instead would let a replay through.
   */
  maxEntries?: number;
  now?: () => number;
}

/**
 * In-memory `ProcessedEventStore` with expiry. Fine for one process; use a shared store with several.
 *
 * @example
 * const store = new MemoryEventStore({ maxEntries: 10_000 });
 * store.claim('evt_1', 60_000, deliveryId); // 'claimed'; then store.complete('evt_1', ttl) once handled
 */
export class MemoryEventStore implements ProcessedEventStore {
  readonly #entries: BoundedEntries<{ state: 'leased' | 'done'; owner: string }>;
  readonly #now: () => number;

  constructor(options: MemoryEventStoreOptions = {}) {
    const { now, maxKeys } = memoryStoreOptions({ now: options.now, maxKeys: options.maxEntries }, 100_000);
    this.#entries = new BoundedEntries('memory event store', maxKeys);
    this.#now = now;
  }

  claim(key: string, leaseMs: number, owner: string): ClaimResult {
    const now = this.#now();
    const entry = this.#entries.get(key, now);
    if (entry) return entry.state === 'done' ? 'done' : 'busy';
    this.#entries.set(key, { state: 'leased', owner }, now + leaseMs, now);
    return 'claimed';
  }

  complete(key: string, ttlMs: number): void {
    const now = this.#now();
    this.#entries.set(key, { state: 'done', owner: '' }, now + ttlMs, now);
  }

  release(key: string, owner: string): void {
    const entry = this.#entries.get(key, this.#now());
    if (entry?.state === 'leased' && entry.owner === owner) this.#entries.delete(key);
  }

  /** Whether `key` is marked processed (for tests and tools). */
  isDone(key: string): boolean {
    return this.#entries.get(key, this.#now())?.state === 'done';
  }

  get size(): number {
    return this.#entries.size;
  }
}
