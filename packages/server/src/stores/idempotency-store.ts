import { BoundedEntries, type MemoryStoreOptions, memoryStoreOptions } from './bounded-entries';

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
  | { state: 'busy'; fingerprint: string; owner: string }
  | { state: 'done'; fingerprint: string; answer: StoredAnswer };

/** Default bound of `MemoryIdempotencyStore`: keys held at once, locks and answers. */
export const defaultIdempotencyMaxKeys = 50_000;

/**
 * `IdempotencyStore` in this process's memory (the default): keys and answers of one instance. Bounded by
 * `maxKeys` live keys (default 50,000; an answer's size is the route's answer, a few hundred bytes): a key is
 * dropped only when its lock or its answer has expired, never to make room, so a retry within the answer's
 * lifetime never runs again. A new key while the store is full is refused with `StoreFullError` (503
 * `store_full`; nothing reaches the service). Use `RedisIdempotencyStore` (`@veriframe/server/redis`) across
 * instances.
 *
 * @example
 * createProxy({ idempotency: { store: new MemoryIdempotencyStore({ maxKeys: 100_000 }) } });
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  readonly #entries: BoundedEntries<Entry>;
  readonly #now: () => number;

  /** `options`: `{ now, maxKeys }`, or the clock alone. */
  constructor(options?: MemoryStoreOptions | (() => number)) {
    const { now, maxKeys } = memoryStoreOptions(options, defaultIdempotencyMaxKeys);
    this.#now = now;
    this.#entries = new BoundedEntries('memory idempotency store', maxKeys);
  }

  async claim(key: string, fingerprint: string, owner: string, leaseMs: number): Promise<IdempotencyClaim> {
    const now = this.#now();
    const entry = this.#entries.get(key, now);
    if (entry) {
      return entry.state === 'done'
        ? { state: 'done', fingerprint: entry.fingerprint, answer: entry.answer }
        : { state: 'busy', fingerprint: entry.fingerprint };
    }
    this.#entries.set(key, { state: 'busy', fingerprint, owner }, now + leaseMs, now);
    return { state: 'claimed' };
  }

  async complete(key: string, owner: string, fingerprint: string, answer: StoredAnswer, ttlMs: number) {
    const now = this.#now();
    if (!this.#holds(key, owner, now)) return;
    this.#entries.set(key, { state: 'done', fingerprint, answer }, now + ttlMs, now);
  }

  async release(key: string, owner: string) {
    if (this.#holds(key, owner, this.#now())) this.#entries.delete(key);
  }

  #holds(key: string, owner: string, now: number): boolean {
    const entry = this.#entries.get(key, now);
    return entry?.state === 'busy' && entry.owner === owner;
  }
}
