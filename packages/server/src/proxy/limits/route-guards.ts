import type { BrowserRouteName } from '@veriframe/core/routes';
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../proxy-types';
import { type AnonymousCreationSettings, anonymousCreationCheck } from './anonymous-creations';
import { type GatewayBudgetSettings, gatewayBudgetCheck } from './gateway-budget';
import { type IdempotencySettings, idempotencyCheck } from './idempotency';

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

/** The per-identity guards, each with its own settings (`guard-settings.ts`); `undefined` leaves one off. */
export interface RouteGuardSettings {
  /** The rate limit, when it counts identities (it must run after `identify`). */
  identityRateLimit?: MiddlewareHandler<Env> | undefined;
  idempotency?: IdempotencySettings | undefined;
  gatewayBudget?: GatewayBudgetSettings | undefined;
  anonymousCreations?: AnonymousCreationSettings | undefined;
}

/**
 * The per-identity checks of each route, run on the route itself, so after every middleware of the browser
 * sub-app (the identify middleware among them) and after the body limit: the rate limit when it counts
 * identities, then the idempotency key, then the gateway budget or the anonymous creation budget (a replayed
 * answer takes no attempt).
 *
 * `/gateway/quiz/continue` takes no attempt: it answers the quiz of an identity check that did (one quiz per
 * check, its token single-use and 90 s long), so it cannot look anyone up on its own.
 *
 * @example
 * browserApp({ ..., routeMiddlewares: routeGuards({ idempotency: idempotencySettings(undefined, config, now) }) });
 */
export function routeGuards(
  settings: RouteGuardSettings,
): (route: BrowserRouteName) => MiddlewareHandler<Env>[] {
  const { identityRateLimit } = settings;
  const keyCheck = settings.idempotency && idempotencyCheck(settings.idempotency);
  const budgetCheck = settings.gatewayBudget && gatewayBudgetCheck(settings.gatewayBudget);
  const creationCheck = settings.anonymousCreations && anonymousCreationCheck(settings.anonymousCreations);
  return (route) => {
    const guards: MiddlewareHandler<Env>[] = [];
    if (identityRateLimit) guards.push(identityRateLimit);
    if (keyCheck && idempotentRoutes.has(route)) guards.push(keyCheck);
    if (budgetCheck && route === 'gatewayAge') guards.push(budgetCheck);
    if (creationCheck && anonymousCreationRoutes.has(route)) guards.push(creationCheck);
    return guards;
  };
}
