import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AttemptBudgetStore } from '../stores/attempt-budget-store';
import { refusedBeforeRunning } from './idempotency';
import { identityIdOf, scopedKey } from './identity-scope';
import type { Env } from './proxy-types';
import { fail } from './route-kit';

/** Default budget of `POST /gateway/age` calls per identity: 10 per 24 hours. */
export const defaultGatewayBudget = { max: 10, windowMs: 24 * 60 * 60 * 1000 };

export interface GatewayBudgetSettings {
  store: AttemptBudgetStore;
  max: number;
  windowMs: number;
  now: () => number;
}

/**
 * The gateway is no identity oracle: each identity may have at most `max` identity checks reach the service in
 * any `windowMs` (a sliding window), then 429 `attempts_exhausted` with `Retry-After` (seconds until its oldest
 * check ages out). An attempt is taken before the route runs, so concurrent requests cannot overrun the budget,
 * and given back when the proxy refused the request before calling the service (a 400 naming a field, 413,
 * 415). A replayed idempotent request never gets here (the idempotency check runs first).
 *
 * @example
 * app.post('/gateway/age', limitBody, gatewayBudget({ store, max: 10, windowMs: 86_400_000, now: Date.now }), route);
 */
export function gatewayBudget({ store, max, windowMs, now }: GatewayBudgetSettings): MiddlewareHandler<Env> {
  const hours = Math.round((windowMs / 3_600_000) * 100) / 100;
  return async (c, next) => {
    const key = scopedKey('gateway', identityIdOf(c));
    const attempt = randomUUID();
    const taken = await store.take(key, attempt, max, windowMs, now());
    if (!taken.allowed) {
      return fail(
        c,
        {
          code: 'attempts_exhausted',
          message: `at most ${max} identity checks per ${hours} h for one person; retry in ${taken.retryAfterSeconds} s`,
          status: 429,
        },
        { 'retry-after': String(taken.retryAfterSeconds) },
      );
    }
    await next();
    const code = c.get('problemCode');
    if (code && refusedBeforeRunning.has(code)) await store.giveBack(key, attempt).catch(() => undefined);
  };
}
