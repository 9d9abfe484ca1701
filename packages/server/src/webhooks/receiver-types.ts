import type { ProblemIssue } from '../problem';
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
 * What a receiver's `parse` made of a JSON body. A failure with `code: 'webhook_wrong_receiver'` is a body of
 * another receiver's kind (a VX webhook posted to the document receiver): 400 instead of 422. With
 * `eventIdDisowned`, the signed body names another event than `X-Service-Event-Id`, so the header is not reported.
 */
export type ParseOutcome<T> =
  | { ok: true; value: T; eventType: string; ignored?: boolean }
  | { ok: false; issues: ProblemIssue[]; code?: 'webhook_wrong_receiver'; eventIdDisowned?: true };

export interface ReceiverCoreOptions<T> {
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
  /**
   * Claims event ids (as `<source>:event:<id>`) and accepted signatures (as `signature:<hex>`, across sources);
   * share one store between the receivers, and between instances (e.g. Redis), so a signed delivery is
   * accepted by one receiver once.
   */
  store?: ProcessedEventStore | undefined;
  /** How long a processed id is remembered; default 7 days (longer than the 201-minute retry schedule). */
  dedupeTtlMs?: number | undefined;
  /**
   * How long a claim holds while the handler runs; default 60 s. A copy arriving meanwhile gets a retryable 409;
   * if this process dies mid-handler, the event is free again after the lease.
   */
  leaseMs?: number | undefined;
  /** Deadline of each store call; a slower store counts as down (retryable 503). Default 2 s. */
  storeTimeoutMs?: number | undefined;
  now?: (() => number) | undefined;
  /** Largest body from a sender whose HTTP Basic credentials were checked before the body; default 1 MiB. */
  maxBodyBytes?: number | undefined;
  /**
   * Largest body read before anything vouches for the sender (HMAC only: the signature is checked after the
   * whole body); default `unverifiedBodyLimits[source]` (V-PIN 64 KiB, VX and document 256 KiB), at most
   * `maxBodyBytes`. Beyond it: 413 `payload_too_large`.
   */
  maxUnverifiedBodyBytes?: number | undefined;
  /** How long the body may take to arrive after the headers passed; default 5 000 ms. Beyond it: 408. */
  bodyTimeoutMs?: number | undefined;
  onEvent?: ((event: WebhookEvent) => void) | undefined;
  /** Put the verified payload (personal data) into `onEvent`'s events; default false. */
  includePayloadInEvents?: boolean | undefined;
}
