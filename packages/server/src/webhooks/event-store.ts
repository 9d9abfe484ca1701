/**
 * Remembers which event ids were processed, so a redelivered event (6.4 rule 4) is acknowledged without running
 * the handler again. Plug in Redis or a database table in production: anything with these two methods.
 */
export interface ProcessedEventStore {
  has(eventId: string): boolean | Promise<boolean>;
  /** Marks an id processed for `ttlMs`. Called only after the handler succeeded. */
  add(eventId: string, ttlMs: number): void | Promise<void>;
}

export interface MemoryEventStoreOptions {
  /** Upper bound on remembered ids; the oldest are forgotten first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * In-memory `ProcessedEventStore` with expiry. Fine for one process; use a shared store with several.
 *
 * @example
 * const store = new MemoryEventStore({ maxEntries: 10_000 });
 */
export class MemoryEventStore implements ProcessedEventStore {
  // A Map keeps insertion order, so the first entries are the oldest: expiry and eviction scan from the front.
  readonly #expiries = new Map<string, number>();
  readonly #max: number;
  readonly #now: () => number;

  constructor(options: MemoryEventStoreOptions = {}) {
    this.#max = options.maxEntries ?? 100_000;
    this.#now = options.now ?? Date.now;
  }

  has(eventId: string): boolean {
    const expiry = this.#expiries.get(eventId);
    if (expiry === undefined) return false;
    if (expiry <= this.#now()) {
      this.#expiries.delete(eventId);
      return false;
    }
    return true;
  }

  add(eventId: string, ttlMs: number): void {
    this.#expiries.delete(eventId);
    this.#expiries.set(eventId, this.#now() + ttlMs);
    this.#prune();
  }

  get size(): number {
    return this.#expiries.size;
  }

  #prune(): void {
    const now = this.#now();
    for (const [id, expiry] of this.#expiries) {
      if (this.#expiries.size <= this.#max && expiry > now) break;
      this.#expiries.delete(id);
    }
  }
}
