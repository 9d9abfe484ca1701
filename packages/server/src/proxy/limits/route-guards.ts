import type { BrowserRouteName } from '@veriframe/core/routes';
import type { MiddlewareHandler } from 'hono';
import { ConfigError, type VeriframeConfig, wholeAtLeastOne } from '../../config';
import { MemoryAttemptBudgetStore } from '../../stores/attempt-budget-store';
import { MemoryIdempotencyStore } from '../../stores/idempotency-store';
import { requestAddressFunction } from '../identity/trusted-hops';
import type { ProxyOptions } from '../proxy-options';
import type { Env } from '../proxy-types';
import { anonymousCreations, defaultAnonymousCreationBudget } from './anonymous-creations';
import { defaultAnonymousAddressBudget, defaultGatewayBudget, gatewayBudget } from './gateway-budget';
import { idempotency } from './idempotency';

/** The routes an anonymous visitor's creations count on (the gateway has its own budget). */
export const anonymousCreationRoutes: ReadonlySet<BrowserRouteName> = new Set<BrowserRouteName>([
  'vxSession',
  'documentLink',
  'documentToken',
]);

/** The routes that create something billable: they honour `Idempotency-Key`. */
export const idempotentRoutes: ReadonlySet<BrowserRouteName> = new Set<BrowserRouteName>([
  'vxSession',
  'documentLink',
  'documentToken',
  'gatewayAge',
]);

const day = 24 * 60 * 60 * 1000;

/**
 * The secret kept answers are sealed with: the VX client secret, which every instance sharing a store has (and
 * which is never a published sandbox value in production). Without one nothing could be sealed: refused.
 */
function idempotencySecret(config: VeriframeConfig): string {
  const secret = config.vx.clientSecret;
  if (typeof secret !== 'string' || secret.length === 0) {
    throw new ConfigError([
      {
        variable: 'VERIFRAME_VX_CLIENT_SECRET',
        message: 'required: idempotency answers are encrypted with a key derived from it',
      },
    ]);
  }
  return secret;
}

/**
 * The per-identity checks of each route, run on the route itself, so after every middleware of the browser
 * sub-app (the identify middleware among them) and after the body limit: the rate limit when it counts
 * identities, then the idempotency key, then the gateway budget or the anonymous creation budget (a replayed
 * answer takes no attempt). Options
 * are checked here, so bad ones fail `createProxy` with a `ConfigError` naming them.
 *
 * `/gateway/quiz/continue` takes no attempt: it answers the quiz of an identity check that did (one quiz per
 * check, its token single-use and 90 s long), so it cannot look anyone up on its own.
 *
 * @example
 * browserApp({ ..., routeMiddlewares: routeGuards(options, config, Date.now) });
 */
export function routeGuards(
  options: ProxyOptions,
  config: VeriframeConfig,
  now: () => number,
  identityRateLimit?: MiddlewareHandler<Env>,
): (route: BrowserRouteName) => MiddlewareHandler<Env>[] {
  const idem = options.idempotency === false ? undefined : (options.idempotency ?? {});
  // The first request holds its key as long as its service call may take (then a crashed instance's key frees
  // itself); a request with a key in use waits that long by default.
  const leaseMs = config.proxy.timeoutMs + 5_000;
  const keyCheck = idem
    ? idempotency({
        store: idem.store ?? new MemoryIdempotencyStore(now),
        ttlMs: wholeAtLeastOne('idempotency.ttlMs', idem.ttlMs ?? day),
        leaseMs,
        waitMs: wholeAtLeastOne('idempotency.waitMs', idem.waitMs ?? leaseMs),
        secret: idempotencySecret(config),
      })
    : undefined;
  const budget = options.gatewayBudget === false ? undefined : (options.gatewayBudget ?? {});
  const addressOf = requestAddressFunction(options, config);
  const creations = options.anonymousCreations === false ? undefined : (options.anonymousCreations ?? {});
  const creationCheck = creations
    ? anonymousCreations({
        // The gateway budget's store when none is given: one Redis store then serves both, across instances.
        store: creations.store ?? budget?.store ?? new MemoryAttemptBudgetStore(),
        now,
        addressOf,
        max: wholeAtLeastOne('anonymousCreations.max', creations.max ?? defaultAnonymousCreationBudget.max),
        windowMs: wholeAtLeastOne(
          'anonymousCreations.windowMs',
          creations.windowMs ?? defaultAnonymousCreationBudget.windowMs,
        ),
      })
    : undefined;
  const budgetCheck = budget
    ? gatewayBudget({
        store: budget.store ?? new MemoryAttemptBudgetStore(),
        max: wholeAtLeastOne('gatewayBudget.max', budget.max ?? defaultGatewayBudget.max),
        windowMs: wholeAtLeastOne('gatewayBudget.windowMs', budget.windowMs ?? defaultGatewayBudget.windowMs),
        now,
        perAddress:
          budget.perAddress === false
            ? undefined
            : {
                max: wholeAtLeastOne(
                  'gatewayBudget.perAddress.max',
                  budget.perAddress?.max ?? defaultAnonymousAddressBudget.max,
                ),
                windowMs: wholeAtLeastOne(
                  'gatewayBudget.perAddress.windowMs',
                  budget.perAddress?.windowMs ?? defaultAnonymousAddressBudget.windowMs,
                ),
              },
        addressOf,
      })
    : undefined;
  return (route) => {
    const guards: MiddlewareHandler<Env>[] = [];
    if (identityRateLimit) guards.push(identityRateLimit);
    if (keyCheck && idempotentRoutes.has(route)) guards.push(keyCheck);
    if (budgetCheck && route === 'gatewayAge') guards.push(budgetCheck);
    if (creationCheck && anonymousCreationRoutes.has(route)) guards.push(creationCheck);
    return guards;
  };
}
