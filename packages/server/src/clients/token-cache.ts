/** A token and the time (epoch ms, on the cache's clock) at which it stops being valid. */
export interface IssuedToken {
  value: string;
  expiresAt: number;
}

export interface TokenCacheOptions {
  /** Fetches a fresh token. Called at most once at a time. */
  issue: () => Promise<IssuedToken>;
  /** Clock in epoch ms; tests pass the sandbox's virtual clock. */
  now?: () => number;
  /** Refresh this long before expiry so a token never expires in flight. */
  refreshMarginMs?: number;
}

/**
 * Caches one token and refreshes it before it expires. Concurrent callers share a single refresh
 * (single flight), and a failed refresh is not cached: the next caller tries again.
 *
 * @example
 * const token = new TokenCache({ issue: async () => ({ value: 'abc', expiresAt: Date.now() + 3_600_000 }) });
 * const value = await token.get(); // one issue() call however many callers wait at once
 */
export class TokenCache {
  readonly #issue: () => Promise<IssuedToken>;
  readonly #now: () => number;
  readonly #marginMs: number;
  #current: IssuedToken | undefined;
  #inFlight: Promise<IssuedToken> | undefined;

  constructor(options: TokenCacheOptions) {
    this.#issue = options.issue;
    this.#now = options.now ?? Date.now;
    this.#marginMs = options.refreshMarginMs ?? 60_000;
  }

  /** A valid token: the cached one while it is fresh, else the result of the one shared refresh. */
  async get(): Promise<string> {
    const current = this.#current;
    if (current && this.#now() < current.expiresAt - this.#marginMs) return current.value;
    if (!this.#inFlight) {
      this.#inFlight = this.#issue().then(
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
    if (value === undefined || this.#current?.value === value) this.#current = undefined;
  }
}
