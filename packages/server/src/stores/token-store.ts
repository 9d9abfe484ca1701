/** A token and the time (epoch ms, on the cache's clock) at which it stops being valid. */
export interface IssuedToken {
  value: string;
  expiresAt: number;
}

/**
 * Where instances share a service token and agree on who refreshes it, so N instances ask the service for one
 * token instead of N. `tryLock` must be atomic across instances (Redis `SET NX PX`).
 */
export interface SharedTokenStore {
  read(key: string): Promise<IssuedToken | undefined>;
  /** Takes the refresh lock for `leaseMs` unless someone holds it. */
  tryLock(key: string, lockId: string, leaseMs: number): Promise<boolean>;
  /** Stores the new token for `ttlMs` and drops the lock if `lockId` still holds it. */
  write(key: string, token: IssuedToken, lockId: string, ttlMs: number): Promise<void>;
  unlock(key: string, lockId: string): Promise<void>;
  /** Forgets the token if it is still `value` (the service refused it). */
  discard(key: string, value: string): Promise<void>;
}

/**
 * `SharedTokenStore` in this process's memory: token caches given the same instance share one token. Useful in
 * tests and for several clients in one process; use `RedisTokenStore` across processes.
 *
 * @example
 * const tokens = new MemoryTokenStore();
 * const a = createClients(config, { tokenStore: tokens });
 * const b = createClients(config, { tokenStore: tokens }); // one token request between them
 */
export class MemoryTokenStore implements SharedTokenStore {
  readonly #tokens = new Map<string, { token: IssuedToken; until: number }>();
  readonly #locks = new Map<string, { id: string; until: number }>();

  async read(key: string) {
    const entry = this.#tokens.get(key);
    return entry && entry.until > Date.now() ? entry.token : undefined;
  }
  async tryLock(key: string, lockId: string, leaseMs: number) {
    const lock = this.#locks.get(key);
    if (lock && lock.until > Date.now()) return false;
    this.#locks.set(key, { id: lockId, until: Date.now() + leaseMs });
    return true;
  }
  async write(key: string, token: IssuedToken, lockId: string, ttlMs: number) {
    this.#tokens.set(key, { token, until: Date.now() + ttlMs });
    await this.unlock(key, lockId);
  }
  async unlock(key: string, lockId: string) {
    if (this.#locks.get(key)?.id === lockId) this.#locks.delete(key);
  }
  async discard(key: string, value: string) {
    if (this.#tokens.get(key)?.token.value === value) this.#tokens.delete(key);
  }
}
