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

/** At most `max` requests per `windowMs` in one bucket. */
export interface RateLimitPolicy {
  max: number;
  windowMs: number;
}

/**
 * Default limit of `GET {base}/vx/sessions/:id` per client, in a bucket of its own. The React hooks poll a
 * session every 1 to 10 s (`nextPollDelay`: 1 s, then x1.5 up to 10 s) and read once more after each message
 * of the hosted page; a link lives an hour (spec 8). 240 a minute is four times the fastest cadence, so one
 * person (or a few tabs) following a session for its whole hour is never refused, while a client reading
 * in a loop still is.
 */
export const defaultSessionPollPolicy: RateLimitPolicy = { max: 240, windowMs: 60_000 };

/**
 * The bucket and limit a browser request counts against. Reading a session's progress has its own bucket,
 * so polling never uses up the budget of creating sessions and tokens, links and gateway queries, which
 * share the general limit.
 *
 * @example
 * rateLimitBucket('GET', '/vx/sessions/abc', '203.0.113.9', { general, sessionPolls });
 * // { bucket: 'poll:203.0.113.9', policy: sessionPolls }
 */
export function rateLimitBucket(
  method: string,
  routePath: string,
  clientKey: string,
  policies: { general: RateLimitPolicy; sessionPolls: RateLimitPolicy },
): { bucket: string; policy: RateLimitPolicy } {
  if (method === 'GET' && /^\/vx\/sessions\/[^/]+$/.test(routePath))
    return { bucket: `poll:${clientKey}`, policy: policies.sessionPolls };
  return { bucket: clientKey, policy: policies.general };
}
