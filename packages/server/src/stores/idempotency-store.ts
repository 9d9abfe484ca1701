/** A stored answer of an idempotent request, replayed to a retry with the same key. */
export interface StoredAnswer {
  status: number;
  /** The headers worth replaying (content type, caching, `Retry-After`), lower-case names. */
  headers: Record<string, string>;
  body: string;
}

/**
 * What a claim of an idempotency key found:
 * - `claimed`: nobody had it; the caller now holds its lock and must `complete` or `release` it;
 * - `busy`: another request holds its lock (`fingerprint`: what that request was);
 * - `done`: the first request's answer, stored with its fingerprint.
 */
export type IdempotencyClaim =
  | { state: 'claimed' }
  | { state: 'busy'; fingerprint: string }
  | { state: 'done'; fingerprint: string; answer: StoredAnswer };

/**
 * Where the proxy keeps idempotency keys: a lock while the first request runs, then its answer for a day.
 * `claim` must be atomic across the instances sharing the store (Redis `SET NX PX`), so two requests with
 * one key never both reach the service.
 */
export interface IdempotencyStore {
  /** Takes the key's lock for `leaseMs` under `owner` unless it is locked or answered. */
  claim(key: string, fingerprint: string, owner: string, leaseMs: number): Promise<IdempotencyClaim>;
  /** Stores the answer for `ttlMs` in place of the lock, if `owner` still holds it. */
  complete(
    key: string,
    owner: string,
    fingerprint: string,
    answer: StoredAnswer,
    ttlMs: number,
  ): Promise<void>;
  /** Drops the lock if `owner` still holds it (the answer is not kept: a retry runs again). */
  release(key: string, owner: string): Promise<void>;
}

type Entry =
  | { state: 'busy'; fingerprint: string; owner: string; until: number }
  | { state: 'done'; fingerprint: string; answer: StoredAnswer; until: number };

/**
 * `IdempotencyStore` in this process's memory (the default): keys and answers of one instance. Bounded:
 * expired entries are dropped as the map grows, and beyond `maxKeys` the oldest are forgotten (a forgotten key
 * runs again, as after its 24 h). Use `RedisIdempotencyStore` (`@veriframe/server/redis`) across instances.
 *
 * @example
 * createProxy({ idempotency: { store: new MemoryIdempotencyStore() } });
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  async claim(key: string, fingerprint: string, owner: string, leaseMs: number): Promise<IdempotencyClaim> {
    const now = this.now();
    const entry = this.#entries.get(key);
    if (entry && entry.until > now) {
      return entry.state === 'done'
        ? { state: 'done', fingerprint: entry.fingerprint, answer: entry.answer }
        : { state: 'busy', fingerprint: entry.fingerprint };
    }
    this.#entries.delete(key);
    this.#entries.set(key, { state: 'busy', fingerprint, owner, until: now + leaseMs });
    if (this.#entries.size > this.maxKeys) this.#prune(now);
    return { state: 'claimed' };
  }

  async complete(key: string, owner: string, fingerprint: string, answer: StoredAnswer, ttlMs: number) {
    if (!this.#holds(key, owner)) return;
    this.#entries.set(key, { state: 'done', fingerprint, answer, until: this.now() + ttlMs });
  }

  async release(key: string, owner: string) {
    if (this.#holds(key, owner)) this.#entries.delete(key);
  }

  #holds(key: string, owner: string): boolean {
    const entry = this.#entries.get(key);
    return entry?.state === 'busy' && entry.owner === owner;
  }

  #prune(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.maxKeys && entry.until > now) break;
      this.#entries.delete(key);
    }
  }
}
