/** The header the proxy reads (Stripe's name): one key per user action on the routes that create something. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A new random key: 32 hex digits (128 bits) from `crypto.getRandomValues`, which, unlike `randomUUID`, also
 * exists on plain-http pages.
 *
 * @example
 * newIdempotencyKey(); // '9f0c…' (32 hex digits)
 */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/** An answer says what happened (the proxy decided): a 4xx. No answer, an abort or a 5xx leaves it unknown. */
const answered = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * The `Idempotency-Key` of one user action, as Stripe's clients keep it: every attempt of the action sends the
 * same key (a double click, a retry after a network error or a 5xx, React StrictMode running an effect twice), so
 * the proxy creates one session. The action ends when an attempt gets an answer (a success, or a refusal: a 4xx)
 * or on {@link reset}; the next attempt is a new action with a new key. Another body is another action too (the
 * proxy refuses a reused key with another body).
 *
 * @example
 * const create = new IdempotentAction();
 * const send = () => create.run(body, (key) => client.post('/vx/sessions', body, { headers: { 'Idempotency-Key': key } }));
 * await Promise.all([send(), send()]); // one key: the proxy creates one session
 */
export class IdempotentAction {
  #key: string | undefined;
  #body: string | undefined;

  /** The key the next attempt with `body` sends. */
  keyFor(body: unknown): string {
    const json = JSON.stringify(body ?? null);
    if (this.#key === undefined || json !== this.#body) {
      this.#key = newIdempotencyKey();
      this.#body = json;
    }
    return this.#key;
  }

  /** Sends one attempt with the action's key; its answer (or a 4xx refusal) ends the action. */
  async run<T>(body: unknown, send: (idempotencyKey: string) => Promise<T>): Promise<T> {
    const key = this.keyFor(body);
    try {
      const answer = await send(key);
      this.#end(key);
      return answer;
    } catch (error) {
      if (answered(error)) this.#end(key);
      throw error;
    }
  }

  /** The person starts anew: the next attempt gets a new key. */
  reset(): void {
    this.#key = undefined;
  }

  /** Ends the action of `key`, unless a newer action took over meanwhile. */
  #end(key: string): void {
    if (this.#key === key) this.#key = undefined;
  }
}
