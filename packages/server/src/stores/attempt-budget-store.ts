import { BoundedEntries, type MemoryStoreOptions, memoryStoreOptions } from './bounded-entries';

/** The outcome of taking one attempt from a budget. */
export interface AttemptTake {
  allowed: boolean;
  /** Attempts left in the window after this one. */
  remaining: number;
  /** When refused: seconds until the oldest attempt of the window ages out (at least 1). */
  retryAfterSeconds: number;
}

/**
 * A budget of attempts per key in a sliding window: at most `max` taken in any `windowMs`. Unlike a rate-limit
 * window it counts only what was taken (a refused request takes nothing) and gives back an attempt that never
 * reached the service (`giveBack` with the `attempt` id given to `take`). `take` must be atomic across the
 * instances sharing the store.
 */
export interface AttemptBudgetStore {
  /** `now`: the proxy's clock (epoch ms), so every instance and store counts on the same time. */
  take(key: string, attempt: string, max: number, windowMs: number, now: number): Promise<AttemptTake>;
  giveBack(key: string, attempt: string): Promise<void>;
}

/** Default bound of `MemoryAttemptBudgetStore`: identities with an attempt in their window. */
export const defaultAttemptBudgetMaxKeys = 50_000;

/**
 * `AttemptBudgetStore` in this process's memory (the default): the times of each key's attempts. Bounded by
 * `maxKeys` keys with an attempt still in its window (default 50,000); a key is dropped only when its last
 * attempt has aged out or was given back, never to make room, so a used-up budget stays used up. A new key
 * while the store is full is refused with `StoreFullError` (503 `store_full` from the proxy). Use
 * `RedisAttemptBudgetStore` (`@veriframe/server/redis`) across instances.
 *
 * @example
 * const budgets = new MemoryAttemptBudgetStore();
 * await budgets.take('identity-1', 'a1', 10, 86_400_000, Date.now()); // { allowed: true, remaining: 9, retryAfterSeconds: 0 }
 */
export class MemoryAttemptBudgetStore implements AttemptBudgetStore {
  readonly #attempts: BoundedEntries<Map<string, number>>;

  /** `options.maxKeys`: the bound (the clock is the `now` each `take` is given). */
  constructor(options: Pick<MemoryStoreOptions, 'maxKeys'> = {}) {
    const { maxKeys } = memoryStoreOptions(options, defaultAttemptBudgetMaxKeys);
    this.#attempts = new BoundedEntries('memory attempt budget store', maxKeys);
  }

  async take(key: string, attempt: string, max: number, windowMs: number, now: number): Promise<AttemptTake> {
    const taken = this.#attempts.get(key, now) ?? new Map<string, number>();
    for (const [id, at] of taken) if (at <= now - windowMs) taken.delete(id);
    if (taken.size >= max) {
      const oldest = Math.min(...taken.values());
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
      return { allowed: false, remaining: 0, retryAfterSeconds };
    }
    // Kept until this, the latest attempt, ages out: the earlier ones age out before it.
    this.#attempts.set(key, taken, now + windowMs, now);
    taken.set(attempt, now);
    return { allowed: true, remaining: max - taken.size, retryAfterSeconds: 0 };
  }

  async giveBack(key: string, attempt: string): Promise<void> {
    const taken = this.#attempts.get(key, Number.NEGATIVE_INFINITY);
    if (!taken) return;
    taken.delete(attempt);
    if (taken.size === 0) this.#attempts.delete(key); // nothing left to count: the place is free again
  }
}
