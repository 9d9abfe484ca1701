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
  /** Upper bound on remembered keys; the oldest are forgotten first. */
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
  // A Map keeps insertion order, so the first entries are the oldest: expiry and eviction scan from the front.
  readonly #entries = new Map<string, { state: 'leased' | 'done'; owner: string; expiresAt: number }>();
  readonly #max: number;
  readonly #now: () => number;

  constructor(options: MemoryEventStoreOptions = {}) {
    this.#max = options.maxEntries ?? 100_000;
    this.#now = options.now ?? Date.now;
  }

  claim(key: string, leaseMs: number, owner: string): ClaimResult {
    const entry = this.#live(key);
    if (entry) return entry.state === 'done' ? 'done' : 'busy';
    this.#set(key, 'leased', leaseMs, owner);
    return 'claimed';
  }

  complete(key: string, ttlMs: number): void {
    this.#set(key, 'done', ttlMs, '');
  }

  release(key: string, owner: string): void {
    const entry = this.#live(key);
    if (entry?.state === 'leased' && entry.owner === owner) this.#entries.delete(key);
  }

  /** Whether `key` is marked processed (for tests and tools). */
  isDone(key: string): boolean {
    return this.#live(key)?.state === 'done';
  }

  get size(): number {
    return this.#entries.size;
  }

  #live(key: string) {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #set(key: string, state: 'leased' | 'done', ttlMs: number, owner: string): void {
    this.#entries.delete(key);
    this.#entries.set(key, { state, owner, expiresAt: this.#now() + ttlMs });
    this.#prune();
  }

  #prune(): void {
    const now = this.#now();
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#max && entry.expiresAt > now) break;
      this.#entries.delete(key);
    }
  }
}
