import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { ConfigError } from '../../config';
import { isPingableStore, type PingableStore } from '../../stores/store-health';
import type { Env } from '../proxy-types';
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
  /**
   * Who may read which dependency is down and why: a request with `Authorization: Bearer <detailsToken>` gets
   * `down` and `checks`; any other gets only `{ "status" }` (store names and error texts describe your
   * infrastructure). At least 32 characters, from your secret store. Default none: nobody gets details.
   *
   * @example
   * createProxy({ health: { detailsToken: process.env.VERIFRAME_HEALTH_TOKEN } });
   */
  detailsToken?: string | undefined;
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

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether `request` bears the details token (compared in constant time); always false without one. */
function detailsAudience(detailsToken: string | undefined): (request: Request) => boolean {
  if (detailsToken === undefined) return () => false;
  if (typeof detailsToken !== 'string' || detailsToken.trim().length < 32) {
    throw new ConfigError([
      { variable: 'health.detailsToken', message: 'must be at least 32 characters, from your secret store' },
    ]);
  }
  const expected = sha256(`Bearer ${detailsToken}`);
  return (request) => timingSafeEqual(sha256(request.headers.get('authorization') ?? ''), expected);
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
 * deadline, and no shutdown has begun: 200; else 503; what is down and why only for the `detailsToken`). Mounted at `{base}/health` before
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
  const showsDetails = detailsAudience(options.detailsToken);
  const app = new Hono<Env>();
  app.get('/live', (c) => c.json({ status: 'live' }));
  app.get('/ready', async (c) => {
    const details = showsDetails(c.req.raw);
    if (readiness.draining) {
      const body = details
        ? { status: 'draining', down: ['shutting down'], checks: {} }
        : { status: 'draining' };
      return c.json(body, 503, { 'retry-after': '5' });
    }
    const results = await Promise.all(
      checks.map(async ([name, check]) => [name, await timedCheck(check, timeoutMs)] as const),
    );
    const down = results.filter(([, r]) => !r.ok).map(([name]) => name);
    const status = down.length > 0 ? 'unavailable' : 'ready';
    const body = details ? { status, down, checks: Object.fromEntries(results) } : { status };
    return down.length > 0 ? c.json(body, 503, { 'retry-after': '5' }) : c.json(body, 200);
  });
  app.all('*', notFound);
  return app;
}
