/**
 * Who created what (issue 19 item 3): the proxy records the owner of each VX session, document link and quiz
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
}

export interface MemoryOwnershipStoreOptions {
  /** Clock, epoch ms. Default `Date.now`. */
  now?: () => number;
}

/**
 * `OwnershipStore` in this process's memory: the default, right for one instance. Expired records are swept
 * as new ones arrive, so memory follows the records alive (one short string pair each).
 *
 * @example
 * createProxy({ identify, ownership: { store: new MemoryOwnershipStore() } });
 */
export class MemoryOwnershipStore implements OwnershipStore {
  readonly #records = new Map<string, { owner: string; until: number }>();
  readonly #now: () => number;
  #claimsSinceSweep = 0;

  constructor(options: MemoryOwnershipStoreOptions = {}) {
    this.#now = options.now ?? Date.now;
  }

  async claim(key: string, owner: string, ttlMs: number): Promise<string> {
    this.#sweepNowAndThen();
    const current = await this.ownerOf(key);
    if (current !== undefined) return current;
    this.#records.set(key, { owner, until: this.#now() + ttlMs });
    return owner;
  }

  async ownerOf(key: string): Promise<string | undefined> {
    const record = this.#records.get(key);
    if (!record) return undefined;
    if (record.until > this.#now()) return record.owner;
    this.#records.delete(key);
    return undefined;
  }

  /** How many records are held (alive or not yet swept). */
  get size(): number {
    return this.#records.size;
  }

  /** Every 1,000 claims, drops the expired records (a Map iterates in insertion order, so it is one pass). */
  #sweepNowAndThen() {
    if (++this.#claimsSinceSweep < 1000) return;
    this.#claimsSinceSweep = 0;
    const now = this.#now();
    for (const [key, record] of this.#records) if (record.until <= now) this.#records.delete(key);
  }
}
