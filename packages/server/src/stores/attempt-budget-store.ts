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

/**
 * `AttemptBudgetStore` in this process's memory (the default): the times of each key's attempts. Bounded by
 * `maxKeys`; beyond it the keys whose attempts are oldest are forgotten first. Use `RedisAttemptBudgetStore`
 * (`@veriframe/server/redis`) across instances.
 *
 * @example
 * const budgets = new MemoryAttemptBudgetStore();
 * await budgets.take('identity-1', 'a1', 10, 86_400_000, Date.now()); // { allowed: true, remaining: 9, retryAfterSeconds: 0 }
 */
export class MemoryAttemptBudgetStore implements AttemptBudgetStore {
  readonly #attempts = new Map<string, Map<string, number>>();

  constructor(private readonly maxKeys = 50_000) {}

  async take(key: string, attempt: string, max: number, windowMs: number, now: number): Promise<AttemptTake> {
    const taken = this.#attempts.get(key) ?? new Map<string, number>();
    for (const [id, at] of taken) if (at <= now - windowMs) taken.delete(id);
    if (taken.size >= max) {
      const oldest = Math.min(...taken.values());
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
      return { allowed: false, remaining: 0, retryAfterSeconds };
    }
    taken.set(attempt, now);
    this.#attempts.delete(key); // re-inserted last: the map stays ordered by latest use
    this.#attempts.set(key, taken);
    if (this.#attempts.size > this.maxKeys) {
      const first = this.#attempts.keys().next().value;
      if (first !== undefined) this.#attempts.delete(first);
    }
    return { allowed: true, remaining: max - taken.size, retryAfterSeconds: 0 };
  }

  async giveBack(key: string, attempt: string): Promise<void> {
    this.#attempts.get(key)?.delete(attempt);
  }
}
