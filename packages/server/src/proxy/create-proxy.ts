import { Hono, type MiddlewareHandler } from 'hono';
import { createClients } from '../clients/index';
import { ConfigError } from '../config';
import { logEvent } from '../observability/logger';
import {
  corsFor,
  limitBody,
  limitsByIdentity,
  noStoreAnswers,
  rateLimit,
  requestEvents,
} from './browser-middleware';
import { browserApp } from './browser-routes';
import { crossOriginProtection } from './cross-origin';
import { healthApp, type Readiness } from './health-routes';
import { identifyRequests } from './identify-middleware';
import { createLazyProxy, proxyOptionIssues } from './lazy-proxy';
import { createOwnership } from './ownership';
import type { ProxyOptions } from './proxy-options';
import type { Env, ProxyEvent, VeriframeProxy } from './proxy-types';
import { requestIds } from './request-id';
import { routeGuards } from './route-guards';
import { answerError, notFound } from './route-kit';
import { serverSpans } from './server-spans';
import { pageIsHttpsFunction } from './trusted-hops';
import { webhookApp } from './webhook-routes';

export type { ClientInfo } from './client-key';
export type { IdentifyContext, IdentifyFunction, Identity } from './identity';
export type { ProxyOptions } from './proxy-options';
export type { ProxyEvent, RequestEvent, VeriframeProxy } from './proxy-types';

/**
 * The credential-holding proxy: browser-safe routes (contracts section 3) and webhook receivers, as a
 * `fetch(Request) → Response` app. Every route validates its input (400 naming the field), forwards an
 * allowlist of fields with credentials added server-side, and answers only allowlisted fields.
 *
 * @example
 * const proxy = createProxy({ config: loadConfig(process.env), cors: { origins: ['https://shop.example'] } });
 * const res = await proxy.fetch(new Request('http://localhost/api/veriframe/document/token', { method: 'POST' }));
 */
export function createProxy(options: ProxyOptions = {}): VeriframeProxy {
  if (!options.config) return createLazyProxy(options, createProxy);
  const config = options.config;
  const optionIssues = proxyOptionIssues(options, config.production);
  if (optionIssues.length > 0) throw new ConfigError(optionIssues);
  const base = (options.basePath ?? config.proxy.basePath).replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const clients = options.clients ?? createClients(config, options.clientOptions);
  const origins = options.cors?.origins ?? config.proxy.corsOrigins;
  const { logger } = options;
  const emit = (event: ProxyEvent) => {
    if (logger) logEvent(logger, event);
    try {
      options.onEvent?.(event);
    } catch {
      // An observer must never change an answer.
    }
  };

  const browserMiddlewares: MiddlewareHandler<Env>[] = [];
  if (origins.length > 0) browserMiddlewares.push(corsFor(origins));
  if (options.crossOriginProtection !== false) browserMiddlewares.push(crossOriginProtection(origins));
  // Before the rate limit, so a limit may count per identity; never for a webhook (its own sub-app).
  browserMiddlewares.push(
    identifyRequests({
      identify: options.identify,
      production: config.production,
      pageIsHttps: pageIsHttpsFunction(options, config),
    }),
  );
  const limiter = rateLimit(options, config, base, now);
  // Counting identities, the limit runs on the routes (after `identify`), with the other per-identity checks.
  const identityLimiter = limitsByIdentity(options) ? limiter : undefined;
  if (limiter && !identityLimiter) browserMiddlewares.push(limiter);
  const routeMiddlewares = routeGuards(options, config, now, identityLimiter);

  const app = new Hono<Env>();
  app.use('*', requestIds); // first: every answer carries its request id, webhooks' and errors' too
  app.use('*', serverSpans); // the request's span is active for everything below (receivers, clients, stores)
  app.use('*', noStoreAnswers); // it sees every answer, the webhooks' and the error handler's too
  // The webhook sub-app comes first and answers every path under `{base}/webhooks` itself, so the request
  // events and the browser middlewares registered after it never run for a webhook delivery.
  app.route(`${base}/webhooks`, webhookApp(config, options, now, emit));
  // Every other request is reported once, with its duration and error code (no middleware without an observer).
  if (options.onEvent || logger) app.use('*', requestEvents(emit));
  const readiness: Readiness = { draining: false };
  // Probes, like webhooks, never meet the browser middlewares (rate limit, identify, CORS).
  if (options.health !== false) {
    app.route(`${base}/health`, healthApp(storesOf(options), options.health ?? {}, readiness));
  }
  app.route(
    base,
    browserApp({
      clients,
      config,
      middlewares: browserMiddlewares,
      limitBody: limitBody(options.maxBodyBytes ?? config.proxy.maxBodyBytes),
      presentation: options.presentation,
      browserPresentation: options.browserPresentation,
      ownership: createOwnership(options.ownership, now),
      routeMiddlewares,
      now,
    }),
  );
  app.notFound(notFound);
  // The one error handler, for every sub-app: refused input, service failures, stores that are down.
  app.onError(answerError);

  return {
    fetch: async (request, env) => app.fetch(request, env),
    app: app as unknown as Hono,
    clients,
    basePath: base,
    drain: () => {
      readiness.draining = true;
    },
  };
}

/** Every store the proxy was given, for the readiness check (which pings those that can be pinged). */
function storesOf(options: ProxyOptions): unknown[] {
  const { rateLimit, idempotency, gatewayBudget, anonymousCreations, ownership, webhooks, clientOptions } =
    options;
  const storeOf = (o: unknown) => (o && typeof o === 'object' ? (o as { store?: unknown }).store : undefined);
  return [
    storeOf(rateLimit),
    storeOf(idempotency),
    storeOf(gatewayBudget),
    storeOf(anonymousCreations),
    storeOf(ownership),
    webhooks?.store,
    webhooks?.vx?.store,
    webhooks?.document?.store,
    webhooks?.vpin?.store,
    webhooks?.vpin?.mapping?.store,
    clientOptions?.tokenStore,
  ];
}
