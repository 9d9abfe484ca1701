import { BoundedEntries, type MemoryStoreOptions, memoryStoreOptions } from './bounded-entries';

export interface RateLimitHit {
  allowed: boolean;
  retryAfterSeconds: number;
  remaining: number;
}

/**
 * Decides whether one more request from `key` fits; `retryAfterSeconds` when it does not. Counting and deciding
 * is one atomic step (`RedisRateLimitStore` of `@veriframe/server/redis` shares it across instances).
 */
export interface RateLimitStore {
  hit(key: string, max: number, windowMs: number): RateLimitHit | Promise<RateLimitHit>;
}

/** Default bound of `MemoryRateLimitStore`: live windows held at once (about 12 MiB). */
export const defaultRateLimitMaxKeys = 50_000;

/**
 * In-memory fixed-window counter per key. Bounded by `maxKeys` live windows (default 50,000): a window is
 * dropped only once it has ended, never to make room, so no client's count is ever forgotten early. A new
 * client while every place holds a live window is refused with `StoreFullError` (the proxy answers 503
 * `store_full` with `Retry-After` until the soonest window ends); clients already counted go on as before.
 *
 * @example
 * const store = new MemoryRateLimitStore({ maxKeys: 100_000 });
 * store.hit('203.0.113.7', 60, 60_000); // { allowed: true, remaining: 59, retryAfterSeconds: 0 }
 */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly #windows: BoundedEntries<{ count: number; resetAt: number }>;
  readonly #now: () => number;

  /** `options`: `{ now, maxKeys }`, or the clock alone. */
  constructor(options?: MemoryStoreOptions | (() => number)) {
    const { now, maxKeys } = memoryStoreOptions(options, defaultRateLimitMaxKeys);
    this.#now = now;
    this.#windows = new BoundedEntries('memory rate-limit store', maxKeys);
  }

  hit(key: string, max: number, windowMs: number): RateLimitHit {
    const now = this.#now();
    let window = this.#windows.get(key, now);
    if (!window) {
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window, window.resetAt, now);
    }
    window.count++;
    const allowed = window.count <= max;
    return {
      allowed,
      remaining: Math.max(0, max - window.count),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }
}
