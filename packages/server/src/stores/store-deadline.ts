import { StoreUnavailableError } from '../errors/store-errors';
import { inSpan, metrics } from '../observability/telemetry';

/** Default deadline of one store call: a store slower than this counts as down. */
export const defaultStoreTimeoutMs = 2_000;

/**
 * Runs one store call under a deadline; any failure or lateness becomes a `StoreUnavailableError` naming the
 * store (an error that already is one is passed through). The late call is not cancelled, only abandoned.
 */
export async function withStoreDeadline<T>(
  store: string,
  timeoutMs: number,
  run: () => T | Promise<T>,
): Promise<T> {
  const started = performance.now();
  let outcome = 'unavailable';
  try {
    const result = await inSpan(
      `store ${store}`,
      { kind: 'client', attributes: { 'veriframe.store': store } },
      () => deadline(store, timeoutMs, run),
    );
    outcome = 'ok';
    return result;
  } finally {
    metrics.store((performance.now() - started) / 1000, {
      'veriframe.store': store,
      'veriframe.outcome': outcome,
    });
  }
}

async function deadline<T>(store: string, timeoutMs: number, run: () => T | Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new StoreUnavailableError(store, `no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([Promise.resolve().then(run), late]);
  } catch (error) {
    if (error instanceof StoreUnavailableError) throw error;
    throw new StoreUnavailableError(store, error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}
