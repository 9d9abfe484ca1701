import { Hono } from 'hono';
import type { VeriframeConfig } from '../config';
import { problemResponse } from '../problem';
import { MemoryEventStore, type ProcessedEventStore } from '../stores/event-store';
import {
  createDocumentCallbackReceiver,
  createVxWebhookReceiver,
  type ServiceReceiverOptions,
} from '../webhooks/service-receivers';
import { createVpinWebhookReceiver } from '../webhooks/vpin-receiver';
import type { Env, ProxyEvent, ProxyWebhookOptions } from './proxy-types';
import { notFound } from './route-kit';

/**
 * The three receivers as a sub-app, mounted at `{base}/webhooks`. A receiver whose secret is not configured
 * answers 404 `webhook_not_configured` (never an unverified 2xx). The sub-app answers every path under it
 * (an unknown one 404 `not_found`), so no request under `{base}/webhooks` reaches the browser routes'
 * middlewares (rate limit, cross-origin check, CORS, request events): the receivers report their own events.
 *
 * @example
 * app.route(`${base}/webhooks`, webhookApp(config, options, Date.now, emit));
 */
export function webhookApp(
  config: VeriframeConfig,
  options: { webhooks?: ProxyWebhookOptions | undefined },
  now: () => number,
  emit: (event: ProxyEvent) => void,
): Hono<Env> {
  const hooks = options.webhooks ?? {};
  const notConfigured = (name: string, variable: string) => () =>
    problemResponse({
      code: 'webhook_not_configured',
      message: `the ${name} receiver needs ${variable}`,
      status: 404,
    });
  const { secret, basicAuth, vpinSecret } = config.webhooks;
  // One store for every receiver: a signature is one key across them, so a delivery signed for one receiver
  // is refused by the others (they share the secret of VX and document).
  const store = hooks.store ?? new MemoryEventStore({ now });
  const common = {
    now,
    onEvent: emit,
    ...(hooks.leaseMs !== undefined ? { leaseMs: hooks.leaseMs } : {}),
    ...(hooks.bodyTimeoutMs !== undefined ? { bodyTimeoutMs: hooks.bodyTimeoutMs } : {}),
    ...(hooks.maxUnverifiedBodyBytes !== undefined
      ? { maxUnverifiedBodyBytes: hooks.maxUnverifiedBodyBytes }
      : {}),
    ...(hooks.includePayloadInEvents ? { includePayloadInEvents: true } : {}),
  };

  const vpin = vpinSecret
    ? createVpinWebhookReceiver({
        secret: vpinSecret,
        ...common,
        store: hooks.vpin?.store ?? store,
        ...(hooks.vpin?.handlers ? { handlers: hooks.vpin.handlers } : {}),
        ...(hooks.vpin?.mapping ? { mapping: hooks.vpin.mapping } : {}),
      })
    : { fetch: notConfigured('V-PIN', 'VERIFRAME_VPIN_WEBHOOK_SECRET') };
  // VX webhooks and document callbacks share one protection (secret and/or Basic) and one hook shape.
  const protectedBy = secret || basicAuth;
  const serviceReceiver = <T>(
    create: (o: ServiceReceiverOptions<T>) => { fetch: (request: Request) => Promise<Response> },
    hook: { handler?: ServiceReceiverOptions<T>['handler']; store?: ProcessedEventStore } | undefined,
    name: string,
  ) =>
    protectedBy
      ? create({ secret, basicAuth, ...common, handler: hook?.handler, store: hook?.store ?? store })
      : { fetch: notConfigured(name, 'VERIFRAME_WEBHOOK_SECRET') };
  const vx = serviceReceiver(createVxWebhookReceiver, hooks.vx, 'VX');
  const document = serviceReceiver(createDocumentCallbackReceiver, hooks.document, 'document');

  const app = new Hono<Env>();
  app.all('/vpin', (c) => vpin.fetch(c.req.raw));
  app.all('/vx', (c) => vx.fetch(c.req.raw));
  app.all('/document', (c) => document.fetch(c.req.raw));
  app.all('*', notFound);
  return app;
}
