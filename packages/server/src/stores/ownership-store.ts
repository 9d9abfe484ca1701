import { BoundedEntries, memoryStoreOptions } from './bounded-entries';

/**
 * Who created what: the proxy records the owner of each VX session, document link and quiz
 * token it hands out, and answers another identity 404 `not_found`, as for an unknown id. Keys and owners reach
 * the store already hashed by the proxy (no session id, bearer link, quiz token or user id is kept in clear).
 * Give several instances one shared store (`RedisOwnershipStore`), or a session created on one instance is
 * unknown to the others.
 */
export interface OwnershipStore {
  /**
   * Records `owner` for `key` for `ttlMs`, unless the key already has an owner (the first one stays), and
   * returns the owner the key has now.
   */
  claim(key: string, owner: string, ttlMs: number): Promise<string>;
  /** The owner of `key`, or `undefined` when it has none (never recorded, or expired). */
  ownerOf(key: string): Promise<string | undefined>;
  /**
   * Records `value` for `key` for `ttlMs`, replacing what the key held: the person's latest sessions, read back
   * with `ownerOf`, so a reload can resume them (`GET /vx/resume`). A store without it has nothing to resume
   * (404). Both stores of the kit have it.
   */
  replace?(key: string, value: string, ttlMs: number): Promise<void>;
}

export interface MemoryOwnershipStoreOptions {
  /** Clock, epoch ms. Default `Date.now`. */
  now?: () => number;
  /** How many live records are held at most (default 100,000, about 27 MiB). */
  maxRecords?: number;
}

/** Default bound of `MemoryOwnershipStore`: 100,000 live records, about 27 MiB (one record is ~265 bytes). */
export const defaultOwnershipMaxRecords = 100_000;

/**
 * `OwnershipStore` in this process's memory: the default, right for one instance. Bounded by `maxRecords` live
 * records (default 100,000): a record is dropped only once it has expired, never to make room, so an owner is
 * never forgotten early. A new record while the store is full is refused with `StoreFullError`: the route
 * answers 503 `store_full` and hands out no session, link or token that nobody would own. VX sessions are kept
 * 7 days, so size it for a week of sessions, or use `RedisOwnershipStore`.
 *
 * @example
 * createProxy({ identify, ownership: { store: new MemoryOwnershipStore({ maxRecords: 500_000 }) } });
 */
export class MemoryOwnershipStore implements OwnershipStore {
  readonly #records: BoundedEntries<string>;
  readonly #now: () => number;

  constructor(options: MemoryOwnershipStoreOptions = {}) {
    const { now, maxKeys } = memoryStoreOptions(
      { now: options.now, maxKeys: options.maxRecords },
      defaultOwnershipMaxRecords,
    );
    this.#now = now;
    this.#records = new BoundedEntries('memory ownership store', maxKeys);
  }

  async claim(key: string, owner: string, ttlMs: number): Promise<string> {
    const now = this.#now();
    const current = this.#records.get(key, now);
    if (current !== undefined) return current;
    this.#records.set(key, owner, now + ttlMs, now);
    return owner;
  }

  async ownerOf(key: string): Promise<string | undefined> {
    return this.#records.get(key, this.#now());
  }

  /** Records `value` for `key` for `ttlMs`, over what it held (the latest sessions `GET /vx/resume` reads). */
  async replace(key: string, value: string, ttlMs: number): Promise<void> {
    const now = this.#now();
    this.#records.set(key, value, now + ttlMs, now);
  }

  /** How many records are held (alive, or expired and not yet swept). */
  get size(): number {
    return this.#records.size;
  }
}
