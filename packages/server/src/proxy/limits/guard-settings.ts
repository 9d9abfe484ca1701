import type { Context } from 'hono';
import { ConfigError, type VeriframeConfig, wholeAtLeastOne } from '../../config';
import { type AttemptBudgetStore, MemoryAttemptBudgetStore } from '../../stores/attempt-budget-store';
import { MemoryIdempotencyStore } from '../../stores/idempotency-store';
import type {
  ProxyAnonymousCreationsOptions,
  ProxyGatewayBudgetOptions,
  ProxyIdempotencyOptions,
} from '../proxy-options';
import type { Env } from '../proxy-types';
import { type AnonymousCreationSettings, defaultAnonymousCreationBudget } from './anonymous-creations';
import {
  defaultAnonymousAddressBudget,
  defaultGatewayBudget,
  type GatewayBudgetSettings,
} from './gateway-budget';
import type { IdempotencySettings } from './idempotency';

// Each per-identity guard's `createProxy` options resolved against the configuration and checked: a bad value
// throws a `ConfigError` naming the option, so it fails `createProxy`. `undefined`: the guard is off (`false`).

const day = 24 * 60 * 60 * 1000;

/** The client address key of a request, by the rate limit's address rules. */
type AddressOf = (c: Context<Env>) => string | undefined;

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

/** `createProxy({ idempotency })`: default store in memory, answers kept 24 h, keys held as long as a call. */
export function idempotencySettings(
  given: ProxyIdempotencyOptions | false | undefined,
  config: VeriframeConfig,
  now: () => number,
): IdempotencySettings | undefined {
  if (given === false) return undefined;
  const idem = given ?? {};
  // The first request holds its key as long as its service call may take (then a crashed instance's key frees
  // itself); a request with a key in use waits that long by default.
  const leaseMs = config.proxy.timeoutMs + 5_000;
  return {
    store: idem.store ?? new MemoryIdempotencyStore(now),
    ttlMs: wholeAtLeastOne('idempotency.ttlMs', idem.ttlMs ?? day),
    leaseMs,
    waitMs: wholeAtLeastOne('idempotency.waitMs', idem.waitMs ?? leaseMs),
    secret: idempotencySecret(config),
  };
}

/** `createProxy({ gatewayBudget })`: 10 checks per identity a day, 20 per address for anonymous ones. */
export function gatewayBudgetSettings(
  given: ProxyGatewayBudgetOptions | false | undefined,
  now: () => number,
  addressOf: AddressOf,
): GatewayBudgetSettings | undefined {
  if (given === false) return undefined;
  const budget = given ?? {};
  const perAddress = budget.perAddress;
  return {
    store: budget.store ?? new MemoryAttemptBudgetStore(),
    max: wholeAtLeastOne('gatewayBudget.max', budget.max ?? defaultGatewayBudget.max),
    windowMs: wholeAtLeastOne('gatewayBudget.windowMs', budget.windowMs ?? defaultGatewayBudget.windowMs),
    now,
    perAddress:
      perAddress === false
        ? undefined
        : {
            max: wholeAtLeastOne(
              'gatewayBudget.perAddress.max',
              perAddress?.max ?? defaultAnonymousAddressBudget.max,
            ),
            windowMs: wholeAtLeastOne(
              'gatewayBudget.perAddress.windowMs',
              perAddress?.windowMs ?? defaultAnonymousAddressBudget.windowMs,
            ),
          },
    addressOf,
  };
}

/**
 * `createProxy({ anonymousCreations })`: 20 creations per address a day, in the gateway budget's store when none
 * is given (one Redis store then serves both, across instances).
 */
export function anonymousCreationSettings(
  given: ProxyAnonymousCreationsOptions | false | undefined,
  gatewayStore: AttemptBudgetStore | undefined,
  now: () => number,
  addressOf: AddressOf,
): AnonymousCreationSettings | undefined {
  if (given === false) return undefined;
  const creations = given ?? {};
  return {
    store: creations.store ?? gatewayStore ?? new MemoryAttemptBudgetStore(),
    now,
    addressOf,
    max: wholeAtLeastOne('anonymousCreations.max', creations.max ?? defaultAnonymousCreationBudget.max),
    windowMs: wholeAtLeastOne(
      'anonymousCreations.windowMs',
      creations.windowMs ?? defaultAnonymousCreationBudget.windowMs,
    ),
  };
}
