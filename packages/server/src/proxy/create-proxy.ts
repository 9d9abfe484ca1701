import { Hono, type MiddlewareHandler } from 'hono';
import { identifyRequests } from './identity/identify-middleware';
import { createLazyProxy } from './lazy-proxy';
import { routeGuards } from './limits/route-guards';
import { corsFor, limitBody, noStoreAnswers, requestEvents } from './middleware/browser-middleware';
import { crossOriginProtection } from './middleware/cross-origin';
import { requestIds } from './middleware/request-id';
import { serverSpans } from './middleware/server-spans';
import type { ProxyOptions } from './proxy-options';
import type { Env, VeriframeProxy } from './proxy-types';
import { browserApp } from './routes/browser-routes';
import { healthApp, type Readiness } from './routes/health-routes';
import { createOwnership } from './routes/ownership';
import { answerError, notFound } from './routes/route-kit';
import { webhookApp } from './routes/webhook-routes';
import { splitProxyOptions } from './split-options';

export type { ClientInfo } from './identity/client-key';
export type { IdentifyContext, IdentifyFunction, Identity } from './identity/identity';
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
  const parts = splitProxyOptions(options, options.config);
  const { config, base, clients, emit } = parts;

  const browserMiddlewares: MiddlewareHandler<Env>[] = [];
  if (parts.cors.origins.length > 0) browserMiddlewares.push(corsFor(parts.cors.origins));
  if (parts.cors.crossOriginProtection) browserMiddlewares.push(crossOriginProtection(parts.cors.origins));
  // Before the rate limit, so a limit may count per identity; never for a webhook (its own sub-app).
  browserMiddlewares.push(identifyRequests(parts.identify));
  if (parts.addressRateLimit) browserMiddlewares.push(parts.addressRateLimit);

  const app = new Hono<Env>();
  app.use('*', requestIds); // first: every answer carries its request id, webhooks' and errors' too
  app.use('*', serverSpans); // the request's span is active for everything below (receivers, clients, stores)
  app.use('*', noStoreAnswers); // it sees every answer, the webhooks' and the error handler's too
  // The webhook sub-app comes first and answers every path under `{base}/webhooks` itself, so the request
  // events and the browser middlewares registered after it never run for a webhook delivery.
  app.route(`${base}/webhooks`, webhookApp(config, parts.webhooks, parts.now, emit));
  // Every other request is reported once, with its duration and error code (no middleware without an observer).
  if (parts.observed) app.use('*', requestEvents(emit));
  const readiness: Readiness = { draining: false };
  // Probes, like webhooks, never meet the browser middlewares (rate limit, identify, CORS).
  if (parts.health)
    app.route(`${base}/health`, healthApp(parts.health.stores, parts.health.options, readiness));
  app.route(
    base,
    browserApp({
      clients,
      config,
      middlewares: browserMiddlewares,
      limitBody: limitBody(parts.browser.maxBodyBytes),
      presentation: parts.browser.presentation,
      browserPresentation: parts.browser.browserPresentation,
      ownership: createOwnership(parts.browser.ownership, parts.now),
      routeMiddlewares: routeGuards(parts.guards),
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
