// Types shared by the proxy's parts (create-proxy, route-kit, cross-origin, webhook-routes), in a file of their
// own so that the parts never import create-proxy, which imports them.
import type { Hono } from 'hono';
import type { VeriframeClients } from '../clients/index';
import type { Problem } from '../problem';
import type { ProcessedEventStore } from '../stores/event-store';
import type { DeliveryMeta, WebhookEvent } from '../webhooks/receiver';
import type { DocumentCallbackPayload, VxWebhookPayload } from '../webhooks/service-receivers';
import type { VpinMapping } from '../webhooks/vpin-mapping';
import type { VpinHandlers } from '../webhooks/vpin-receiver';
import type { Identity } from './identity';

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

/** Receivers mounted at `{base}/webhooks/*` (each needs its secret in the configuration). */
export interface ProxyWebhookOptions {
  /**
   * Runs for each verified VX webhook; `meta.eventId` is what to make its side effects idempotent on. Throw to
   * make the sender retry.
   */
  vx?: {
    handler?: (payload: VxWebhookPayload, meta: DeliveryMeta) => unknown;
    /** Overrides `webhooks.store` for this receiver (keep one store for all, see there). */
    store?: ProcessedEventStore;
  };
  /** Runs for each verified document callback, as `vx.handler` does. */
  document?: {
    handler?: (payload: DocumentCallbackPayload, meta: DeliveryMeta) => unknown;
    /** Overrides `webhooks.store` for this receiver (keep one store for all, see there). */
    store?: ProcessedEventStore;
  };
  vpin?: { handlers?: VpinHandlers; mapping?: VpinMapping; store?: ProcessedEventStore };
  /**
   * One store of claimed event ids and signatures for the three receivers (default: one `MemoryEventStore`
   * they share; `RedisEventStore` across instances). Event ids are keyed per receiver (`vx:event:<id>`); a
   * signature is one key across them, so a signed delivery is accepted by one receiver once.
   */
  store?: ProcessedEventStore;
  /**
   * How long a delivery's claim holds while its handler runs; default 60 000 ms. A copy arriving meanwhile
   * gets a retryable 409, and after a crash mid-handler the redelivery waits out the lease. Shorter: faster
   * recovery after a crash, but a handler still running past it can run twice at once (a copy claims the
   * expired lease). Set it above your slowest handler, with margin.
   */
  leaseMs?: number;
  /**
   * How long a delivery's body may take to arrive once its headers passed; default 5 000 ms, then 408
   * `webhook_body_timeout` (the sender retries). Keeps a stranger trickling a body from holding a receiver.
   */
  bodyTimeoutMs?: number;
  /**
   * Largest body read before its signature is verified (the signature covers the whole body); default 64 KiB
   * for V-PIN, 256 KiB for VX and document (`unverifiedBodyLimits`). Document callbacks with image return
   * carry two images: raise it for them.
   */
  maxUnverifiedBodyBytes?: number;
  /**
   * Put each delivery's verified payload into `onEvent`'s webhook events. Default false: the payloads hold
   * personal data (SSN, date of birth, document number and images) that logs must not keep.
   */
  includePayloadInEvents?: boolean;
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
