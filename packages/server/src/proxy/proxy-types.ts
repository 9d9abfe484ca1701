// Types shared by the proxy's parts (create-proxy, route-kit, cross-origin, webhook-routes), in a file of their
// own so that the parts never import create-proxy, which imports them.
import type { Hono } from 'hono';
import type { VeriframeClients } from '../clients/index';
import type { Problem } from '../problem';
import type { ProcessedEventStore } from '../webhooks/event-store';
import type { WebhookEvent } from '../webhooks/receiver';
import type { DocumentCallbackPayload, VxWebhookPayload } from '../webhooks/service-receivers';
import type { VpinMapping } from '../webhooks/vpin-mapping';
import type { VpinHandlers } from '../webhooks/vpin-receiver';
import type { Identity } from './identity';

/**
 * Hono environment of the proxy app: the error code of the answer, for the request event; the identity the
 * app vouched for (set by the identify middleware before the browser routes).
 */
export type Env = { Variables: { problemCode?: Problem['code']; identity?: Identity } };

/** One browser request the proxy handled (webhook deliveries are reported as `WebhookEvent`). */
export interface RequestEvent {
  type: 'request';
  method: string;
  path: string;
  /** The matched route pattern, e.g. `/api/veriframe/vx/sessions/:id`. */
  route: string;
  status: number;
  durationMs: number;
  /** The error `code` when the answer was an error. */
  code?: Problem['code'];
}

export type ProxyEvent = RequestEvent | WebhookEvent;

/** Receivers mounted at `{base}/webhooks/*` (each needs its secret in the configuration). */
export interface ProxyWebhookOptions {
  vx?: { handler?: (payload: VxWebhookPayload) => unknown; store?: ProcessedEventStore };
  document?: { handler?: (payload: DocumentCallbackPayload) => unknown; store?: ProcessedEventStore };
  vpin?: { handlers?: VpinHandlers; mapping?: VpinMapping; store?: ProcessedEventStore };
}

export interface VeriframeProxy {
  /** The web-standard handler: `fetch(Request) → Response`. `env` is passed by adapters (Node: `{ incoming }`). */
  fetch(request: Request, env?: unknown): Promise<Response>;
  /** The Hono app, to mount elsewhere (`parent.route('/', proxy.app)`). */
  app: Hono;
  clients: VeriframeClients;
  basePath: string;
}
