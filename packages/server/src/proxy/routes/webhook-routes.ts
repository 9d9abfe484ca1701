import { Hono } from 'hono';
import type { VeriframeConfig } from '../../config';
import { ProblemError } from '../../errors/problem';
import { MemoryEventStore } from '../../stores/event-store';
import { createDocumentCallbackReceiver, createVxWebhookReceiver } from '../../webhooks/service-receivers';
import { createVpinWebhookReceiver } from '../../webhooks/vpin-receiver';
import type { Env, ProxyEvent, ProxyWebhookOptions } from '../proxy-types';
import { documentEmails } from './document-email';
import { notFound } from './route-kit';

/**
 * The three receivers as a sub-app of routes, mounted at `{base}/webhooks`; their refusals are thrown to the
 * proxy's one error handler. A receiver whose secret is not configured answers 404 `webhook_not_configured`
 * (never an unverified 2xx). The sub-app answers every path under it
 * (an unknown one 404 `not_found`), so no request under `{base}/webhooks` reaches the browser routes'
 * middlewares (rate limit, cross-origin check, CORS, request events): the receivers report their own events.
 *
 * @example
 * app.route(`${base}/webhooks`, webhookApp(config, options.webhooks, Date.now, emit));
 */
export function webhookApp(
  config: VeriframeConfig,
  webhooks: ProxyWebhookOptions | undefined,
  now: () => number,
  emit: (event: ProxyEvent) => void,
): Hono<Env> {
  const { store: sharedStore, vx, document, vpin, ...settings } = webhooks ?? {};
  const notConfigured = (name: string, variable: string) => () => {
    throw new ProblemError({
      code: 'webhook_not_configured',
      message: `the ${name} receiver needs ${variable}`,
      status: 404,
    });
  };
  const { secret, basicAuth, vpinSecret } = config.webhooks;
  // One store for every receiver: a signature is one key across them, so a delivery signed for one receiver
  // is refused by the others (they share the secret of VX and document).
  const store = sharedStore ?? new MemoryEventStore({ now });
  const common = { ...settings, now, onEvent: emit };
  // VX webhooks and document callbacks share one protection (secret and/or Basic).
  const serviceProtected = Boolean(secret || basicAuth);
  const documentEmailPairs = documentEmails(config);

  const app = new Hono<Env>();
  app.all(
    '/vpin',
    vpinSecret
      ? createVpinWebhookReceiver({ ...common, secret: vpinSecret, ...vpin, store: vpin?.store ?? store })
          .route
      : notConfigured('V-PIN', 'VERIFRAME_VPIN_WEBHOOK_SECRET'),
  );
  app.all(
    '/vx',
    serviceProtected
      ? createVxWebhookReceiver({ ...common, secret, basicAuth, ...vx, store: vx?.store ?? store }).route
      : notConfigured('VX', 'VERIFRAME_WEBHOOK_SECRET'),
  );
  app.all(
    '/document',
    serviceProtected
      ? createDocumentCallbackReceiver({
          ...common,
          secret,
          basicAuth,
          ...document,
          store: document?.store ?? store,
          // Only a scan under an email and reference this proxy issued is someone's (issue 39).
          accept: (payload) => documentEmailPairs.issued(payload.email, payload.reference),
        }).route
      : notConfigured('document', 'VERIFRAME_WEBHOOK_SECRET'),
  );
  app.all('*', notFound);
  return app;
}
