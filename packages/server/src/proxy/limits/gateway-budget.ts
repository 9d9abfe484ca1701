import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AttemptBudgetStore } from '../../stores/attempt-budget-store';
import { anonymousAddressKey } from '../identity/client-address';
import { identityIdOf, scopedKey } from '../identity/identity-scope';
import type { Env } from '../proxy-types';
import { fail } from '../routes/route-kit';
import { refusedBeforeRunning } from './idempotency';
import type { RateLimitPolicy } from './rate-limit';

const day = 24 * 60 * 60 * 1000;

/** Default budget of `POST /gateway/age` calls per identity: 10 per 24 hours. */
export const defaultGatewayBudget = { max: 10, windowMs: day };

/**
 * Default budget of `POST /gateway/age` calls per client address for anonymous identities (`anonymous: true`,
 * as `anonymousVisitor` gives): 20 per 24 hours, two visitors' full budgets, shared by everyone behind the
 * address. A visitor who drops the cookie gets a new identity but never a new address budget.
 */
export const defaultAnonymousAddressBudget = { max: 20, windowMs: day };

export interface GatewayBudgetSettings {
  store: AttemptBudgetStore;
  max: number;
  windowMs: number;
  now: () => number;
  /** The budget per client address of anonymous identities; `undefined` counts identities only. */
  perAddress?: RateLimitPolicy | undefined;
  /** The client address key of a request (the rate limit's rules); needed with `perAddress`. */
  addressOf?: ((c: Context<Env>) => string | undefined) | undefined;
}

const hoursOf = (windowMs: number) => Math.round((windowMs / 3_600_000) * 100) / 100;

/** One budget a request takes an attempt from, and what a refusal says. */
export interface Budget {
  key: string;
  max: number;
  windowMs: number;
  /** What the budget counts and for whom, for the refusal: `identity checks … for one person`. */
  what: string;
  who: string;
}

/** 500 `rate_limit_key_missing` for an anonymous identity whose address cannot be told, naming the options. */
export function anonymousAddressMissing(c: Context<Env>, what: string): Response {
  return fail(c, {
    code: 'rate_limit_key_missing',
    message:
      `the proxy cannot tell which address this anonymous identity's ${what} comes from: set ` +
      'rateLimit.clientAddressHeader, rateLimit.trustedProxyHops (VERIFRAME_TRUSTED_PROXY_HOPS) or ' +
      'rateLimit.key, or serve the proxy with the Node adapter',
    status: 500,
  });
}

/**
 * Takes one attempt from each budget before the route runs (so concurrent requests cannot overrun one), or
 * answers 429 `attempts_exhausted` with `Retry-After` (seconds until the oldest attempt ages out) and takes
 * none; gives them back when the proxy refused the request before doing anything (400, 413, 415).
 */
export async function spendBudgets(
  c: Context<Env>,
  next: () => Promise<void>,
  store: AttemptBudgetStore,
  now: () => number,
  budgets: readonly Budget[],
): Promise<Response | undefined> {
  const attempt = randomUUID();
  const giveBack = (taken: Budget[]) =>
    Promise.all(taken.map((b) => store.giveBack(b.key, attempt).catch(() => undefined)));
  const taken: Budget[] = [];
  for (const budget of budgets) {
    const take = await store
      .take(budget.key, attempt, budget.max, budget.windowMs, now())
      .catch(async (error: unknown) => {
        await giveBack(taken);
        throw error;
      });
    if (!take.allowed) {
      await giveBack(taken);
      return fail(
        c,
        {
          code: 'attempts_exhausted',
          message: `at most ${budget.max} ${budget.what} per ${hoursOf(budget.windowMs)} h ${budget.who}; retry in ${take.retryAfterSeconds} s`,
          status: 429,
        },
        { 'retry-after': String(take.retryAfterSeconds) },
      );
    }
    taken.push(budget);
  }
  await next();
  const code = c.get('problemCode');
  if (code && refusedBeforeRunning.has(code)) await giveBack(taken);
  return undefined;
}

/**
 * The gateway is no identity oracle: each identity may have at most `max` identity checks reach the service in
 * any `windowMs` (a sliding window), then 429 `attempts_exhausted` with `Retry-After` (seconds until its oldest
 * check ages out). An anonymous identity (`anonymous: true`) costs nothing to get, so its checks also count
 * against its client address (`perAddress`); when no address can be told it is refused (500
 * `rate_limit_key_missing`) rather than given a budget of its own. An attempt is taken before the route runs,
 * so concurrent requests cannot overrun a budget, and given back when the proxy refused the request before
 * calling the service (a 400 naming a field, 413, 415). A replayed idempotent request never gets here (the
 * idempotency check runs first).
 *
 * @example
 * app.post('/gateway/age', limitBody, gatewayBudgetCheck({ store, max: 10, windowMs: 86_400_000, now: Date.now }), route);
 */
export function gatewayBudgetCheck(settings: GatewayBudgetSettings): MiddlewareHandler<Env> {
  const { store, max, windowMs, now, perAddress, addressOf } = settings;
  return async (c, next) => {
    const what = 'identity checks';
    const budgets: Budget[] = [
      { key: scopedKey('gateway', identityIdOf(c)), max, windowMs, what, who: 'for one person' },
    ];
    if (perAddress && c.get('identity')?.anonymous === true) {
      const address = addressOf?.(c);
      if (address === undefined) return anonymousAddressMissing(c, 'identity check');
      budgets.push({
        key: scopedKey('gateway-address', anonymousAddressKey(address)),
        ...perAddress,
        what,
        who: 'for anonymous visitors from one address',
      });
    }
    return spendBudgets(c, next, store, now, budgets);
  };
}
