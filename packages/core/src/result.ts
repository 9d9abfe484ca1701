/**
 * The outcome of something that can be refused without throwing: the value, or the error saying why. One shape
 * for every package (core's builders, the sandbox's readers, the React kit's theme import).
 *
 * @example
 * const built: Result<number, string> = Number.isFinite(n) ? { ok: true, value: n } : { ok: false, error: 'not a number' };
 * if (built.ok) use(built.value);
 * else show(built.error);
 */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };
