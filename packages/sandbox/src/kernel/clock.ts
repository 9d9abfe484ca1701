interface ScheduledTask {
  id: number;
  at: number;
  run: () => void | Promise<void>;
}

/**
 * The sandbox's virtual clock. It runs with real time plus an offset that tests move forward with
 * `advance()`, so a 90-second manual review or a 120-minute webhook retry can be reached in one call.
 * Every lifetime, delay and retry in the sandbox reads `now()` and waits through `schedule()`.
 */
export class VirtualClock {
  #offsetMs = 0;
  #tasks: ScheduledTask[] = [];
  #nextId = 1;
  #timer: ReturnType<typeof setInterval> | undefined;
  #running = false;

  constructor(private readonly realNow: () => number = Date.now) {}

  /** Milliseconds since the epoch, as the sandbox sees it. */
  now(): number {
    return this.realNow() + this.#offsetMs;
  }

  /**
   * Moves time forward and runs every task that became due, in time order. Answers the time it moved to (the
   * clock keeps running afterwards, so a later `now()` may be a little further).
   */
  async advance(ms: number): Promise<number> {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advance needs a finite, non-negative duration');
    const movedTo = this.now() + ms;
    this.#offsetMs += ms;
    await this.runDue();
    return movedTo;
  }

  /**
   * Sets the clock to an absolute time and runs what became due. Answers exactly `epochMs`; one read of the
   * clock decides both the refusal and the move, so a busy machine cannot turn a valid time into a refusal.
   * @throws RangeError when `epochMs` is behind the clock (it never moves backwards).
   * @example await clock.set(Date.parse('2030-01-02T00:00:00Z')); // 1893542400000
   */
  async set(epochMs: number): Promise<number> {
    const delta = epochMs - this.now();
    if (!Number.isFinite(delta) || delta < 0) throw new RangeError('now: the clock never moves backwards');
    this.#offsetMs += delta;
    await this.runDue();
    return epochMs;
  }

  /** Runs `run` once the virtual time reaches `at`. Returns a cancel function. */
  schedule(at: number, run: () => void | Promise<void>): () => void {
    const task = { id: this.#nextId++, at, run };
    this.#tasks.push(task);
    return () => {
      this.#tasks = this.#tasks.filter((t) => t.id !== task.id);
    };
  }

  /** Runs `run` after `delayMs` of virtual time. */
  after(delayMs: number, run: () => void | Promise<void>): () => void {
    return this.schedule(this.now() + delayMs, run);
  }

  /** Number of tasks still waiting (for the admin API and tests). */
  pending(): number {
    return this.#tasks.length;
  }

  /** Runs every due task; tasks scheduled by a running task run too when already due. */
  async runDue(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      for (;;) {
        const now = this.now();
        const due = this.#tasks.filter((t) => t.at <= now).sort((a, b) => a.at - b.at || a.id - b.id);
        if (due.length === 0) break;
        const first = due[0]!;
        this.#tasks = this.#tasks.filter((t) => t.id !== first.id);
        try {
          await first.run();
        } catch {
          // A failing task must not stop the clock; deliveries record their own failures.
        }
      }
    } finally {
      this.#running = false;
    }
  }

  /** Polls for due tasks in real time too, so real waits also work. */
  start(intervalMs = 200): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.runDue(), intervalMs);
    this.#timer.unref?.();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** Back to real time with nothing scheduled. */
  reset(): void {
    this.#offsetMs = 0;
    this.#tasks = [];
  }
}
