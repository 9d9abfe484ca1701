/**
 * A shared store (Redis, PostgreSQL, or your own) did not answer in time or failed. Receivers turn it into a
 * retryable 503 without running the handler; proxy routes answer 503 `store_unavailable` naming the store.
 *
 * @example
 * try {
 *   await store.claim('evt_1', 60_000);
 * } catch (e) {
 *   if (e instanceof StoreUnavailableError) console.warn(`${e.store} is down`);
 * }
 */
export class StoreUnavailableError extends Error {
  override readonly name: string = 'StoreUnavailableError';
  /** Which store failed, e.g. `redis event store` or `postgres vpin mapping`. */
  readonly store: string;

  constructor(store: string, message: string, options?: { cause?: unknown }) {
    super(`${store}: ${message}`, options);
    this.store = store;
  }
}

/**
 * An in-memory store holds as many entries as its bound allows and none of them has expired: it refuses a new
 * key rather than forget one it holds (forgetting a used-up budget or a limit would grant it again). The proxy
 * answers 503 `store_full` with `Retry-After`; receivers and other callers see a `StoreUnavailableError`.
 *
 * @example
 * const store = new MemoryRateLimitStore({ maxKeys: 1 });
 * store.hit('a', 60, 60_000);
 * store.hit('b', 60, 60_000); // throws StoreFullError: { capacity: 1, retryAfterSeconds: 60 }
 */
export class StoreFullError extends StoreUnavailableError {
  override readonly name: string = 'StoreFullError';
  /** The bound the store was given (its `maxKeys` or `maxRecords`). */
  readonly capacity: number;
  /** Seconds until the soonest of its entries expires and frees a place (at least 1). */
  readonly retryAfterSeconds: number;

  constructor(store: string, capacity: number, retryAfterSeconds: number) {
    super(store, `full: ${capacity} live entries, none expired; retry in ${retryAfterSeconds} s`);
    this.capacity = capacity;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isStoreUnavailableError(error: unknown): error is StoreUnavailableError {
  return error instanceof StoreUnavailableError;
}
