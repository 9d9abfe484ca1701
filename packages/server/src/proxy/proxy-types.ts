// Types shared by the proxy's parts (create-proxy, route-kit, cross-origin, webhook-routes), in a file of their
// own so that the parts never import create-proxy, which imports them.
import type { Hono } from 'hono';
import type { VeriframeClients } from '../clients/index';
import type { Problem } from '../errors/problem';
import type { WebhookEvent, WebhookReceiverSettings } from '../webhooks/receiver';
import type {
  DocumentCallbackPayload,
  ServiceReceiverOptions,
  VxWebhookPayload,
} from '../webhooks/service-receivers';
import type { VpinReceiverOptions } from '../webhooks/vpin-receiver';
import type { Identity } from './identity/identity';

/**
 * Hono environment of the proxy app: the error code of the answer and its server-side detail, for the request
 * event, and who is asking (set by the identify middleware before every browser route; never set for a
 * webhook delivery).
 */
export type Env = {
  Variables: {
    problemCode?: Problem['code'];
    problemDetail?: string;
    identity?: Identity;
    requestId?: string;
  };
};

/** One browser request the proxy handled (webhook deliveries are reported as `WebhookEvent`). */
export interface RequestEvent {
  type: 'request';
  method: string;
  path: string;
  /** The matched route pattern, e.g. `/api/veriframe/vx/sessions/:id`. */
  route: string;
  /** The request's id, also sent back in `X-Request-Id`. */
  requestId?: string;
  status: number;
  durationMs: number;
  /** The error `code` when the answer was an error. */
  code?: Problem['code'];
  /**
   * Server-side only: the service's own text when it refused a request (`rejected_by_service`), which the
   * browser never gets (it could carry any text, even someone else's data or a planted message).
   */
  detail?: string;
}

export type ProxyEvent = RequestEvent | WebhookEvent;

/**
 * Receivers mounted at `{base}/webhooks/*` (each needs its secret in the configuration). The settings shared
 * with the standalone receivers are declared once, in `WebhookReceiverSettings`. `store` is one store of
 * claimed event ids and signatures for the three receivers (default: one `MemoryEventStore` they share;
 * `RedisEventStore` across instances): event ids are keyed per receiver (`vx:event:<id>`), a signature is one
 * key across them, so a signed delivery is accepted by one receiver once.
 */
export interface ProxyWebhookOptions
  extends Pick<
    WebhookReceiverSettings,
    'store' | 'leaseMs' | 'bodyTimeoutMs' | 'maxUnverifiedBodyBytes' | 'includePayloadInEvents'
  > {
  /**
   * Runs for each verified VX webhook; `meta.eventId` is what to make its side effects idempotent on. Throw to
   * make the sender retry. `store` overrides `webhooks.store` for this receiver (keep one store for all).
   */
  vx?: Pick<ServiceReceiverOptions<VxWebhookPayload>, 'handler' | 'store'>;
  /** Runs for each verified document callback, as `vx.handler` does. */
  document?: Pick<ServiceReceiverOptions<DocumentCallbackPayload>, 'handler' | 'store'>;
  vpin?: Pick<VpinReceiverOptions, 'handlers' | 'mapping' | 'store'>;
}

export interface VeriframeProxy {
  /** The web-standard handler: `fetch(Request) → Response`. `env` is passed by adapters (Node: `{ incoming }`). */
  fetch(request: Request, env?: unknown): Promise<Response>;
  /** The Hono app, to mount elsewhere (`parent.route('/', proxy.app)`). */
  app: Hono;
  clients: VeriframeClients;
  basePath: string;
  /**
   * Starts a shutdown: `{base}/health/ready` answers 503 `draining` from now on, so load balancers stop
   * sending new requests while the ones in flight finish. Every route keeps answering. `serveNode`'s
   * `close({ drainMs })` and the `veriframe-proxy` command call it on SIGTERM.
   */
  drain(): void;
}
