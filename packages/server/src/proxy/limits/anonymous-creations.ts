import type { Context, MiddlewareHandler } from 'hono';
import type { AttemptBudgetStore } from '../../stores/attempt-budget-store';
import { anonymousAddressKey } from '../identity/client-address';
import { scopedKey } from '../identity/identity-scope';
import type { Env } from '../proxy-types';
import { anonymousAddressMissing, spendBudgets } from './gateway-budget';
import type { RateLimitPolicy } from './rate-limit';

// An anonymous identity costs nothing (drop the cookie, get another), and each VX session, document link and
// document token it creates is billable and holds a place in the ownership store for days. Without a budget
// per address, one address rotating cookies filled a 30-record store and every other visitor got 503
// store_full for a week. The gateway has its own per-address budget (gateway-budget.ts).

/**
 * Default budget of creations (`POST /vx/sessions`, `/document/link`, `/document/token`, together) per client
 * address for anonymous identities: 20 per 24 hours, shared by everyone behind the address (an IPv6 /48).
 */
export const defaultAnonymousCreationBudget: RateLimitPolicy = { max: 20, windowMs: 24 * 60 * 60 * 1000 };

export interface AnonymousCreationSettings extends RateLimitPolicy {
  store: AttemptBudgetStore;
  now: () => number;
  /** The client address key of a request (the rate limit's rules). */
  addressOf: (c: Context<Env>) => string | undefined;
}

/**
 * At most `max` creations in any `windowMs` per client address for anonymous identities (`anonymous: true`),
 * then 429 `attempts_exhausted` with `Retry-After`; an anonymous request whose address cannot be told is 500
 * `rate_limit_key_missing`, never counted with everyone. Identities that cost something (signed-in people)
 * pass untouched. Runs after the idempotency check (a replay creates nothing); a request the proxy refused
 * before calling the service (400, 413, 415) gives its attempt back.
 *
 * @example
 * app.post('/vx/sessions', anonymousCreationCheck({ ...defaultAnonymousCreationBudget, store, now, addressOf }), route);
 */
export function anonymousCreationCheck(settings: AnonymousCreationSettings): MiddlewareHandler<Env> {
  const { store, now, addressOf, max, windowMs } = settings;
  // Not `async`: a request it does not count returns `next()` itself, without wrapping it in another promise.
  return (c, next) => {
    if (c.get('identity')?.anonymous !== true) return next();
    const address = addressOf(c);
    if (address === undefined) return Promise.resolve(anonymousAddressMissing(c, 'creation'));
    return spendBudgets(c, next, store, now, [
      {
        key: scopedKey('create-address', anonymousAddressKey(address)),
        max,
        windowMs,
        what: 'sessions, links and tokens',
        who: 'for anonymous visitors from one address',
      },
    ]);
  };
}
