import type { Result } from '@veriframe/core';
import type { ProblemIssue } from '../errors/problem';
import type { ProcessedEventStore } from '../stores/event-store';

// The types of the receiver pipeline (`receiver.ts`): what a receiver reports, hands its handler and is given.

export type WebhookSource = 'vpin' | 'vx' | 'document';

/** What a receiver reports for every delivery, for logs and the demo's event panel. */
export interface WebhookEvent {
  type: 'webhook';
  source: WebhookSource;
  eventId: string | null;
  eventType: string | null;
  outcome: 'processed' | 'ignored' | 'duplicate' | 'replayed' | 'rejected' | 'failed';
  status: number;
  code?: string;
  /** The delivery's `X-Request-Id` (given by the proxy; a standalone receiver has none). */
  requestId?: string;
  /**
   * The verified payload (processed, ignored or failed deliveries), only with `includePayloadInEvents: true`:
   * it holds personal data (SSN, date of birth, document number and images), which logs must not keep.
   */
  payload?: unknown;
  /** Why the handler failed (server-side only; the sender is never told). */
  error?: string;
}

/** Facts about one verified delivery, handed to the handler beside the payload. */
export interface DeliveryMeta {
  eventId: string | null;
  /** `X-Service-Timestamp`, epoch ms. */
  timestampMs: number | null;
}

/**
 * What a receiver's `parse` made of a JSON body: the payload and its event type, or the broken rules. An error
 * with `code: 'webhook_wrong_receiver'` is a body of another receiver's kind (a VX webhook posted to the document
 * receiver): 400 instead of 422. With `eventIdDisowned`, the signed body names another event than
 * `X-Service-Event-Id`, so the header is not reported.
 */
export type ParseOutcome<T> = Result<
  {
    payload: T;
    eventType: string;
    ignored?: boolean;
    /** Why a verified delivery is ignored, reported as the event's `code` (e.g. `document_unattributed`). */
    ignoredCode?: string;
  },
  { issues: ProblemIssue[]; code?: 'webhook_wrong_receiver'; eventIdDisowned?: true }
>;

/**
 * The settings every receiver takes, declared once: the standalone receivers' options extend it, and the
 * proxy's `webhooks` option picks the ones it passes on to its three receivers.
 */
export interface WebhookReceiverSettings {
  /**
   * Claims event ids (as `<source>:event:<id>`) and accepted signatures (as `signature:<hex>`, across sources).
   * Default: a `MemoryEventStore`; `RedisEventStore` across instances. Share one store between the receivers,
   * so a signed delivery is accepted by one receiver once.
   */
  store?: ProcessedEventStore | undefined;
  /** How long a processed id is remembered; default 7 days (longer than the 201-minute retry schedule). */
  dedupeTtlMs?: number | undefined;
  /**
   * How long a delivery's claim holds while its handler runs; default 60 000 ms. A copy arriving meanwhile
   * gets a retryable 409, and after a crash mid-handler the redelivery waits out the lease. Shorter: faster
   * recovery after a crash, but a handler still running past it can run twice at once (a copy claims the
   * expired lease). Set it above your slowest handler, with margin.
   */
  leaseMs?: number | undefined;
  /** Deadline of each store call; a slower store counts as down (retryable 503). Default 2 s. */
  storeTimeoutMs?: number | undefined;
  now?: (() => number) | undefined;
  /** Largest body from a sender whose HTTP Basic credentials were checked before the body; default 1 MiB. */
  maxBodyBytes?: number | undefined;
  /**
   * Largest body read before its signature is verified (the signature covers the whole body); default
   * `unverifiedBodyLimits[source]` (V-PIN 64 KiB, VX and document 256 KiB), at most `maxBodyBytes`. Document
   * callbacks with image return carry two images: raise it for them. Beyond it: 413 `payload_too_large`.
   */
  maxUnverifiedBodyBytes?: number | undefined;
  /**
   * How long a delivery's body may take to arrive once its headers passed; default 5 000 ms, then 408
   * `webhook_body_timeout` (the sender retries). Keeps a stranger trickling a body from holding a receiver.
   */
  bodyTimeoutMs?: number | undefined;
  onEvent?: ((event: WebhookEvent) => void) | undefined;
  /**
   * Put each delivery's verified payload into `onEvent`'s events. Default false: the payloads hold personal
   * data (SSN, date of birth, document number and images) that logs must not keep.
   */
  includePayloadInEvents?: boolean | undefined;
}

/** What the shared pipeline needs beyond the settings: the sender's protection and the receiver's kind. */
export interface ReceiverCoreOptions<T> extends WebhookReceiverSettings {
  source: WebhookSource;
  /** HMAC secret; when set, every delivery must carry a valid `X-Service-Signature`. */
  secret?: string | undefined;
  /** `user:pass`; when set, every delivery must carry these HTTP Basic credentials. */
  basicAuth?: string | undefined;
  /** Whether `X-Service-Event-Id` must be present (V-PIN: yes). */
  requireEventId: boolean;
  parse: (payload: unknown, eventId: string | null) => ParseOutcome<T>;
  handle: (event: T, meta: DeliveryMeta) => unknown;
  /** The VX session a delivery is about (`request_id`), so its span links to the span that created it. */
  sessionOf?: ((event: T) => string | undefined) | undefined;
}
