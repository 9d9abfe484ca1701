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

/**
 * In-memory fixed-window counter per key. Bounded: expired windows are dropped as the map grows, and beyond
 * `maxKeys` the oldest windows are forgotten (a forgotten client starts a fresh window; nobody is ever
 * blocked by eviction).
 *
 * @example
 * const store = new MemoryRateLimitStore();
 * store.hit('203.0.113.7', 60, 60_000); // { allowed: true, remaining: 59, retryAfterSeconds: 0 }
 */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  hit(key: string, max: number, windowMs: number): RateLimitHit {
    const now = this.now();
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      this.#windows.delete(key);
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
      if (this.#windows.size > this.maxKeys) this.#prune(now);
    }
    window.count++;
    const allowed = window.count <= max;
    return {
      allowed,
      remaining: Math.max(0, max - window.count),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  #prune(now: number): void {
    for (const [k, w] of this.#windows) {
      if (this.#windows.size <= this.maxKeys && w.resetAt > now) break;
      this.#windows.delete(k);
    }
  }
}
