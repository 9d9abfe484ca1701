import { StoreFullError } from '../errors/store-errors';

/** The bound and clock of an in-memory store. */
export interface MemoryStoreOptions {
  /** Clock, epoch ms. Default `Date.now`. */
  now?: () => number;
  /** How many live keys the store holds at most; a new key beyond them is refused (`StoreFullError`). */
  maxKeys?: number;
}

/** A memory store's options, also given as its clock alone (`new MemoryRateLimitStore(() => now)`). */
export function memoryStoreOptions(
  options: MemoryStoreOptions | (() => number) | undefined,
  defaultMaxKeys: number,
): { now: () => number; maxKeys: number } {
  const given = typeof options === 'function' ? { now: options } : (options ?? {});
  const maxKeys = given.maxKeys ?? defaultMaxKeys;
  if (!Number.isInteger(maxKeys) || maxKeys < 1) {
    throw new RangeError(`maxKeys: must be a whole number of at least 1 (got ${String(maxKeys)})`);
  }
  return { now: given.now ?? Date.now, maxKeys };
}

/**
 * Entries that expire, at most `capacity` of them: what every in-memory store of the proxy keeps. Eviction never
 * grants: only expired entries are dropped, and a new key while `capacity` live ones are held is refused with
 * a {@link StoreFullError} (`retryAfterSeconds`: until the soonest expiry). Expired entries are swept only when
 * the bound is reached, and at most once per soonest expiry, so a full store refuses in constant time.
 *
 * @example
 * const entries = new BoundedEntries<number>('memory rate-limit store', 2);
 * entries.set('a', 1, 60_000, 0);
 * entries.set('b', 1, 60_000, 0);
 * entries.set('c', 1, 60_000, 0); // throws StoreFullError, retryAfterSeconds 60
 * entries.set('c', 1, 60_000, 60_000); // 'a' and 'b' expired: swept, 'c' is kept
 */
export class BoundedEntries<V> {
  readonly #entries = new Map<string, { value: V; until: number }>();
  /** Never later than the soonest `until` held: before it, nothing has expired and a sweep frees nothing. */
  #soonestExpiry = Number.POSITIVE_INFINITY;

  constructor(
    readonly store: string,
    readonly capacity: number,
  ) {}

  /** The live value of `key` (an expired one is dropped). */
  get(key: string, now: number): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  /** Keeps `value` until `until`; throws {@link StoreFullError} for a new key when the store is full. */
  set(key: string, value: V, until: number, now: number): void {
    const entry = this.#entries.get(key);
    if (!entry) this.#makeRoom(now);
    this.#entries.set(key, { value, until });
    if (until < this.#soonestExpiry) this.#soonestExpiry = until;
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** How many entries are held (live, or expired and not yet swept). */
  get size(): number {
    return this.#entries.size;
  }

  #makeRoom(now: number): void {
    if (this.#entries.size < this.capacity) return;
    if (now >= this.#soonestExpiry) {
      let soonest = Number.POSITIVE_INFINITY;
      for (const [key, { until }] of this.#entries) {
        if (until <= now) this.#entries.delete(key);
        else if (until < soonest) soonest = until;
      }
      this.#soonestExpiry = soonest;
      if (this.#entries.size < this.capacity) return;
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((this.#soonestExpiry - now) / 1000));
    throw new StoreFullError(this.store, this.capacity, retryAfterSeconds);
  }
}
