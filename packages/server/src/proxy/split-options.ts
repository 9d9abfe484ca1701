import type { MiddlewareHandler } from 'hono';
import { createClients, type VeriframeClients } from '../clients/index';
import { ConfigError, type VeriframeConfig } from '../config';
import { logEvent, type ProxyLogger } from '../observability/logger';
import type { IdentifyRequestsOptions } from './identity/identify-middleware';
import { pageIsHttps, requestAddressFunction } from './identity/trusted-hops';
import { proxyOptionIssues } from './lazy-proxy';
import { addressRulesOf, browserRateLimit, browserRateLimitSettings } from './limits/browser-rate-limit';
import {
  anonymousCreationSettings,
  gatewayBudgetSettings,
  idempotencySettings,
} from './limits/guard-settings';
import type { RouteGuardSettings } from './limits/route-guards';
import type { ProxyOptions } from './proxy-options';
import type { Env, ProxyEvent, ProxyWebhookOptions } from './proxy-types';
import type { HealthOptions } from './routes/health-routes';
import type { OwnershipOptions } from './routes/ownership';
import type { ProxyPresentation } from './routes/presentation';

/** `createProxy`'s options split at the door: each part of the proxy gets its own settings, resolved and checked. */
export interface ProxyParts {
  config: VeriframeConfig;
  /** The base path, without a trailing slash. */
  base: string;
  now: () => number;
  clients: VeriframeClients;
  /** Sends an event to the logger and `onEvent`, if any. */
  emit: (event: ProxyEvent) => void;
  /** Whether anyone observes events (a logger or `onEvent`): without one, no request events are made. */
  observed: boolean;
  /** Exact CORS origins (empty: CORS off), and whether other origins' POSTs are refused. */
  cors: { origins: readonly string[]; crossOriginProtection: boolean };
  identify: IdentifyRequestsOptions;
  /** The rate limit counting addresses, run before the routes; `undefined` when off or counting identities. */
  addressRateLimit: MiddlewareHandler<Env> | undefined;
  guards: RouteGuardSettings;
  webhooks: ProxyWebhookOptions | undefined;
  /** `false`: no health routes. */
  health: { options: HealthOptions; stores: unknown[] } | false;
  browser: {
    maxBodyBytes: number;
    presentation: ProxyPresentation | undefined;
    browserPresentation: boolean | undefined;
    ownership: OwnershipOptions | undefined;
  };
}

/**
 * Splits `createProxy`'s options into each part's own settings (Hono style: a middleware takes its own
 * options), with the configuration's defaults. Every bad option throws a `ConfigError` naming it here, so
 * `createProxy` fails rather than a request.
 */
export function splitProxyOptions(options: ProxyOptions, config: VeriframeConfig): ProxyParts {
  const optionIssues = proxyOptionIssues(options, config.production);
  if (optionIssues.length > 0) throw new ConfigError(optionIssues);
  const base = (options.basePath ?? config.proxy.basePath).replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const clients = options.clients ?? createClients(config, options.clientOptions);
  const addressRules = addressRulesOf(options.rateLimit, config);
  const hops = addressRules.trustedProxyHops ?? 0;
  const identify = {
    identify: options.identify,
    production: config.production,
    pageIsHttps: (request: Request) => pageIsHttps(request, hops),
  };
  const rateLimit = browserRateLimitSettings(options.rateLimit, config, base, now);
  const limiter = rateLimit && browserRateLimit(rateLimit);
  // The budgets tell an address by the rate limit's rules, whatever it counts.
  const addressOf = requestAddressFunction(addressRules);
  const { idempotency, gatewayBudget, anonymousCreations } = options;
  const guards: RouteGuardSettings = {
    idempotency: idempotencySettings(idempotency, config, now),
    anonymousCreations: anonymousCreationSettings(
      anonymousCreations,
      gatewayBudget === false ? undefined : gatewayBudget?.store,
      now,
      addressOf,
    ),
    gatewayBudget: gatewayBudgetSettings(gatewayBudget, now, addressOf),
  };
  const storeOf = (o: unknown) => (o && typeof o === 'object' ? (o as { store?: unknown }).store : undefined);
  const { ownership, webhooks, clientOptions } = options;
  const givenStores = [
    ...[options.rateLimit, idempotency, gatewayBudget, anonymousCreations, ownership].map(storeOf),
    ...[webhooks, webhooks?.vx, webhooks?.document, webhooks?.vpin, webhooks?.vpin?.mapping].map(storeOf),
    clientOptions?.tokenStore,
  ];
  return {
    config,
    base,
    now,
    clients,
    emit: emitterOf(options.logger, options.onEvent),
    observed: Boolean(options.onEvent || options.logger),
    cors: {
      origins: options.cors?.origins ?? config.proxy.corsOrigins,
      crossOriginProtection: options.crossOriginProtection !== false,
    },
    identify,
    // Counting identities, the limit runs on the routes (after `identify`), with the other per-identity checks.
    addressRateLimit: rateLimit?.byIdentity ? undefined : limiter,
    guards: { ...guards, identityRateLimit: rateLimit?.byIdentity ? limiter : undefined },
    webhooks: options.webhooks,
    // The readiness check pings every store the proxy was given that can be pinged.
    health: options.health === false ? false : { options: options.health ?? {}, stores: givenStores },
    browser: {
      maxBodyBytes: options.maxBodyBytes ?? config.proxy.maxBodyBytes,
      presentation: options.presentation,
      browserPresentation: options.browserPresentation,
      ownership: options.ownership,
    },
  };
}

/** One observer of events: the logger's line and `onEvent`, which must never change an answer. */
function emitterOf(
  logger: ProxyLogger | undefined,
  onEvent: ((event: ProxyEvent) => void) | undefined,
): (event: ProxyEvent) => void {
  return (event) => {
    if (logger) logEvent(logger, event);
    try {
      onEvent?.(event);
    } catch {
      // An observer must never change an answer.
    }
  };
}
