import { randomUUID } from 'node:crypto';
import { StoreUnavailableError } from '../errors/store-errors';
import { defaultStoreTimeoutMs, withStoreDeadline } from '../stores/store-deadline';
import type { IssuedToken, SharedTokenStore } from '../stores/token-store';

export type { IssuedToken } from '../stores/token-store';

export interface TokenCacheOptions {
  /** Fetches a fresh token. Called at most once at a time (across instances when `shared` is set). */
  issue: () => Promise<IssuedToken>;
  /** Clock in epoch ms; tests pass the sandbox's virtual clock. */
  now?: () => number;
  /** Refresh this long before expiry so a token never expires in flight. */
  refreshMarginMs?: number;
  /** Shares the token and its refresh with other instances (e.g. `RedisTokenStore`), under `shared.key`. */
  shared?: { store: SharedTokenStore; key: string; timeoutMs?: number } | undefined;
}

/** How long one instance may hold the refresh lock; others wait for its token meanwhile. */
const refreshLeaseMs = 15_000;

/**
 * Caches one token and refreshes it before it expires. Concurrent callers share a single refresh
 * (single flight), and a failed refresh is not cached: the next caller tries again. With a shared store the
 * single flight spans instances: one takes the refresh lock and the others wait for the token it writes.
 *
 * @example
 * const token = new TokenCache({ issue: async () => ({ value: 'abc', expiresAt: Date.now() + 3_600_000 }) });
 * const value = await token.get(); // one issue() call however many callers wait at once
 */
export class TokenCache {
  readonly #issue: () => Promise<IssuedToken>;
  readonly #now: () => number;
  readonly #marginMs: number;
  readonly #shared: TokenCacheOptions['shared'];
  #current: IssuedToken | undefined;
  #inFlight: Promise<IssuedToken> | undefined;

  constructor(options: TokenCacheOptions) {
    this.#issue = options.issue;
    this.#now = options.now ?? Date.now;
    this.#marginMs = options.refreshMarginMs ?? 60_000;
    this.#shared = options.shared;
  }

  /** A valid token: the cached one while it is fresh, else the result of the one shared refresh. */
  async get(): Promise<string> {
    const current = this.#current;
    if (current && this.#fresh(current)) return current.value;
    if (!this.#inFlight) {
      this.#inFlight = (this.#shared ? this.#refreshShared(this.#shared) : this.#issue()).then(
        (token) => {
          this.#current = token;
          this.#inFlight = undefined;
          return token;
        },
        (error: unknown) => {
          this.#inFlight = undefined;
          throw error;
        },
      );
    }
    return (await this.#inFlight).value;
  }

  /** Forgets the cached token (e.g. after the service rejected it) so the next `get` refreshes. */
  invalidate(value?: string): void {
    const current = this.#current;
    if (value === undefined || current?.value === value) this.#current = undefined;
    const shared = this.#shared;
    const dropped = value ?? current?.value;
    if (shared && dropped !== undefined) {
      // Best effort: a store that is down fails the next refresh anyway, with a clear error.
      shared.store.discard(shared.key, dropped).catch(() => undefined);
    }
  }

  #fresh(token: IssuedToken): boolean {
    return this.#now() < token.expiresAt - this.#marginMs;
  }

  async #refreshShared(shared: NonNullable<TokenCacheOptions['shared']>): Promise<IssuedToken> {
    const { store, key } = shared;
    const timeoutMs = shared.timeoutMs ?? defaultStoreTimeoutMs;
    const name = `token store (${key})`;
    const call = <T>(run: () => Promise<T>) => withStoreDeadline(name, timeoutMs, run);
    const lockId = randomUUID();
    const giveUpAt = Date.now() + refreshLeaseMs + timeoutMs;
    for (let wait = 10; ; wait = Math.min(wait * 2, 200)) {
      const existing = await call(() => store.read(key));
      if (existing && this.#fresh(existing)) return existing;
      if (await call(() => store.tryLock(key, lockId, refreshLeaseMs))) {
        try {
          // Someone may have written a token between our read and our lock.
          const again = await call(() => store.read(key));
          if (again && this.#fresh(again)) return again;
          const token = await this.#issue();
          // Kept until it is due for refresh on the cache's clock (at least 1 ms).
          await call(() => store.write(key, token, lockId, token.expiresAt - this.#marginMs - this.#now()));
          return token;
        } finally {
          await store.unlock(key, lockId).catch(() => undefined);
        }
      }
      if (Date.now() > giveUpAt) {
        throw new StoreUnavailableError(name, 'another instance holds the refresh lock and wrote no token');
      }
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}
