import { Hono } from 'hono';
import { isPingableStore, type PingableStore } from '../stores/store-health';
import type { Env } from './proxy-types';
import { notFound } from './route-kit';

/** Options of `{base}/health/*` (`createProxy({ health })`). */
export interface HealthOptions {
  /** Deadline of the whole readiness check; a store slower than this is reported down. Default 1 000 ms. */
  timeoutMs?: number;
  /**
   * More stores to ping than those `createProxy` was given (e.g. the `tokenStore` of clients you built):
   * anything with `storeName` and `ping()`.
   */
  stores?: PingableStore[];
  /** Your own dependencies, by name: each resolves when it is fine, and throws (or is late) when not. */
  checks?: Record<string, () => unknown>;
}

/** One dependency in a readiness answer. */
export interface HealthCheckResult {
  ok: boolean;
  durationMs: number;
  /** Why it is down (a store's error message: never a credential or personal data). */
  error?: string;
}

/** Turns readiness off before a shutdown (`proxy.drain()`): load balancers stop sending new requests. */
export interface Readiness {
  draining: boolean;
}

const defaultHealthTimeoutMs = 1_000;

/** Every distinct pingable store among `candidates`, once each (one store may serve several roles). */
export function pingableStores(candidates: unknown[]): PingableStore[] {
  return [...new Set(candidates.filter(isPingableStore))];
}

/** Runs `check` under `timeoutMs`: whether it answered, how long it took, why not. */
async function timedCheck(check: () => unknown, timeoutMs: number): Promise<HealthCheckResult> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([Promise.resolve().then(check), late]);
    return { ok: true, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, durationMs: Math.round(performance.now() - started), error: message };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /live` (the process answers: 200, always) and `GET /ready` (every store and check answers within the
 * deadline, and no shutdown has begun: 200; else 503 naming what is down). Mounted at `{base}/health` before
 * the browser middlewares: probes are never rate limited, identified or CORS-checked.
 *
 * @example
 * app.route(`${base}/health`, healthApp(stores, options.health, readiness));
 */
export function healthApp(stores: unknown[], options: HealthOptions, readiness: Readiness): Hono<Env> {
  const timeoutMs = options.timeoutMs ?? defaultHealthTimeoutMs;
  const checks: [string, () => unknown][] = [
    ...pingableStores([...stores, ...(options.stores ?? [])]).map(
      (s) => [s.storeName, () => s.ping()] as [string, () => unknown],
    ),
    ...Object.entries(options.checks ?? {}),
  ];
  const app = new Hono<Env>();
  app.get('/live', (c) => c.json({ status: 'live' }));
  app.get('/ready', async (c) => {
    if (readiness.draining) {
      return c.json({ status: 'draining', down: ['shutting down'], checks: {} }, 503, {
        'retry-after': '5',
      });
    }
    const results = await Promise.all(
      checks.map(async ([name, check]) => [name, await timedCheck(check, timeoutMs)] as const),
    );
    const down = results.filter(([, r]) => !r.ok).map(([name]) => name);
    const body = {
      status: down.length > 0 ? 'unavailable' : 'ready',
      down,
      checks: Object.fromEntries(results),
    };
    return down.length > 0 ? c.json(body, 503, { 'retry-after': '5' }) : c.json(body, 200);
  });
  app.all('*', notFound);
  return app;
}
