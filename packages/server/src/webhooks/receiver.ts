import { randomUUID } from 'node:crypto';
import { inSpan, linkSession, metrics, type SpanHandle } from '../observability/telemetry';
import { type Problem, problemResponse, type WebhookProblemCode } from '../problem';
import { MemoryEventStore } from '../stores/event-store';
import { defaultStoreTimeoutMs, StoreUnavailableError, withStoreDeadline } from '../stores/store-errors';
import { Claims } from './delivery-claims';
import { defaultBodyTimeoutMs, positiveInteger, readLimited, unverifiedBodyLimits } from './read-limited';
import type { ReceiverCoreOptions, WebhookEvent } from './receiver-types';
import {
  checkSignatureHeaders,
  type SignatureFailure,
  safeEqualStrings,
  signatureToleranceMs,
  verifySignature,
} from './signature';

export type {
  DeliveryMeta,
  ParseOutcome,
  ReceiverCoreOptions,
  WebhookEvent,
  WebhookSource,
} from './receiver-types';

const signatureCodes: Record<SignatureFailure, [WebhookProblemCode, string]> = {
  missing_signature: ['webhook_signature_missing', 'X-Service-Signature: header is required'],
  missing_timestamp: ['webhook_timestamp_missing', 'X-Service-Timestamp: header is required'],
  malformed_signature: ['webhook_signature_invalid', 'X-Service-Signature: must be 64 hex characters'],
  malformed_timestamp: ['webhook_timestamp_invalid', 'X-Service-Timestamp: must be epoch milliseconds'],
  timestamp_out_of_range: [
    'webhook_timestamp_out_of_range',
    'X-Service-Timestamp: more than 5 minutes away from now',
  ],
  signature_mismatch: ['webhook_signature_invalid', 'X-Service-Signature: does not match the body'],
};

/** A step's result: what the next step needs, or the answer that ends the delivery. */
type Step<V> = { ok: true; value: V } | { ok: false; response: Response };
const next = <V>(value: V): Step<V> => ({ ok: true, value });
const stop = (response: Response): Step<never> => ({ ok: false, response });

/** A delivery as it goes through the steps. */
interface Delivery {
  /** `X-Service-Event-Id`, set once the sender is verified: a stranger's value never reaches an event or span. */
  eventId: string | null;
  /** The header as sent, unverified. */
  claimedEventId: string | null;
  eventType: string | null;
  signature: string | null;
  timestampMs: number | null;
  payload?: unknown;
  /** The delivery's span (a no-op one without OpenTelemetry). */
  span?: SpanHandle;
}

/**
 * The shared pipeline of every receiver, in five named steps: authenticate (credentials and header formats
 * before the body is read, then the body within its size limit and deadline, then the signature), parse (JSON,
 * payload shape), claim (the event id, then the signature), handle, complete. The event id is reported only
 * once the sender is verified. It answers 2xx only after the handler succeeded; a throwing handler gets a 500
 * so the sender retries, and its claims are released. A store that is down or late gets a retryable 503 and
 * the handler does not run.
 */
export function createReceiverCore<T>(options: ReceiverCoreOptions<T>): {
  fetch(request: Request): Promise<Response>;
} {
  const { source, secret } = options;
  if (!secret && !options.basicAuth) {
    throw new TypeError(`${source} webhook receiver: a signing secret or Basic credentials are required`);
  }
  const store = options.store ?? new MemoryEventStore(options.now ? { now: options.now } : {});
  const ttl = options.dedupeTtlMs ?? 7 * 24 * 60 * 60_000;
  const now = options.now ?? Date.now;
  const max = positiveInteger(source, 'maxBodyBytes', options.maxBodyBytes ?? 1024 * 1024);
  const maxUnverified = Math.min(
    max,
    positiveInteger(
      source,
      'maxUnverifiedBodyBytes',
      options.maxUnverifiedBodyBytes ?? unverifiedBodyLimits[source],
    ),
  );
  const bodyTimeoutMs = positiveInteger(
    source,
    'bodyTimeoutMs',
    options.bodyTimeoutMs ?? defaultBodyTimeoutMs,
  );
  const leaseMs = options.leaseMs ?? 60_000;
  const storeTimeoutMs = options.storeTimeoutMs ?? defaultStoreTimeoutMs;
  const stored = <R>(run: () => R | Promise<R>) =>
    withStoreDeadline(`${source} webhook event store`, storeTimeoutMs, run);
  const expectedBasic = options.basicAuth ? `Basic ${Buffer.from(options.basicAuth).toString('base64')}` : '';

  const report = (d: Delivery, event: Omit<WebhookEvent, 'type' | 'source' | 'eventId' | 'eventType'>) => {
    const { payload, ...rest } = event;
    const outcome = event.outcome === 'rejected' ? 'refused' : event.outcome;
    metrics.webhook({ 'veriframe.webhook.source': source, 'veriframe.outcome': outcome });
    d.span?.setAttributes({
      'veriframe.webhook.outcome': outcome,
      'veriframe.webhook.event_id': d.eventId ?? undefined,
      'veriframe.webhook.event_type': d.eventType ?? undefined,
      'http.response.status_code': event.status,
      'error.type': event.code,
    });
    if (event.outcome === 'failed') d.span?.fail(event.code ?? 'failed');
    try {
      options.onEvent?.({
        type: 'webhook',
        source,
        eventId: d.eventId,
        eventType: d.eventType,
        ...rest,
        ...(options.includePayloadInEvents && payload !== undefined ? { payload } : {}),
      });
    } catch {
      // An observer must never change what the sender is told.
    }
  };
  const reject = (d: Delivery, problem: Problem, headers: Record<string, string> = {}) => {
    report(d, { outcome: 'rejected', status: problem.status, code: problem.code });
    return stop(problemResponse(problem, headers));
  };
  const storeDown = (d: Delivery, error: unknown) => {
    const name = error instanceof StoreUnavailableError ? error.store : 'webhook event store';
    const message = error instanceof Error ? error.message : String(error);
    report(d, { outcome: 'failed', status: 503, code: 'store_unavailable', error: message });
    return problemResponse(
      { code: 'store_unavailable', message: `${name}: unavailable; deliver again later`, status: 503 },
      { 'retry-after': '5' },
    );
  };

  /** Credentials and header formats first (the body is not read for a stranger), then size and signature. */
  async function authenticate(request: Request, d: Delivery): Promise<Step<Uint8Array>> {
    if (request.method !== 'POST') {
      return reject(d, { code: 'method_not_allowed', message: 'webhooks are POSTed', status: 405 });
    }
    if (options.basicAuth && !safeEqualStrings(request.headers.get('authorization') ?? '', expectedBasic)) {
      const message = 'Authorization: Basic credentials missing or wrong';
      return reject(d, { code: 'webhook_unauthorized', message, status: 401 });
    }
    const headers = { signature: d.signature, timestamp: request.headers.get('x-service-timestamp') };
    if (secret) {
      const check = checkSignatureHeaders({ ...headers, now: now() });
      if (!check.ok) return refuseSignature(d, check.reason);
    }
    if (options.requireEventId && !d.claimedEventId) {
      const message = 'X-Service-Event-Id: header is required';
      return reject(d, { code: 'webhook_event_id_missing', message, status: 400 });
    }
    // Basic credentials, checked above, vouch for the sender before the body; a signature only after it.
    const limit = options.basicAuth ? max : maxUnverified;
    const read = await readLimited(request, limit, bodyTimeoutMs);
    if (!read.ok && read.reason === 'too_large') {
      const before = options.basicAuth ? '' : ' before its signature is verified';
      const message = `body: must be at most ${limit} bytes${before}`;
      return reject(d, { code: 'payload_too_large', message, status: 413 });
    }
    if (!read.ok) {
      const message = `body: must arrive within ${bodyTimeoutMs} ms of the headers`;
      // The rest of the body may still be on its way: the connection is of no further use.
      return reject(d, { code: 'webhook_body_timeout', message, status: 408 }, { connection: 'close' });
    }
    if (secret) {
      const check = verifySignature({ secret, rawBody: read.body, ...headers, now: now() });
      if (!check.ok) return refuseSignature(d, check.reason);
      d.timestampMs = check.timestampMs;
    }
    d.eventId = d.claimedEventId;
    return next(read.body);
  }
  const refuseSignature = (d: Delivery, reason: SignatureFailure) => {
    const [code, message] = signatureCodes[reason];
    return reject(d, { code, message, status: 401 });
  };

  /** JSON, then the receiver's payload rules (a body of another receiver's kind is a 400). */
  function parse(raw: Uint8Array, d: Delivery): Step<{ value: T; ignored: boolean }> {
    try {
      d.payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
    } catch {
      return reject(d, { code: 'webhook_invalid_json', message: 'body: must be JSON', status: 400 });
    }
    const parsed = options.parse(d.payload, d.eventId);
    if (!parsed.ok) {
      if (parsed.eventIdDisowned) d.eventId = null;
      const message = parsed.issues.map((i) => `${i.path}: ${i.message}`).join('; ');
      const [code, status] = parsed.code ? [parsed.code, 400] : (['webhook_invalid_payload', 422] as const);
      return reject(d, { code, message, status, issues: parsed.issues });
    }
    d.eventType = parsed.eventType;
    return next({ value: parsed.value, ignored: parsed.ignored === true });
  }

  /**
   * Claims the event id (a redelivery is a duplicate) and the signature (a signed delivery replayed under
   * another event id, or none, or to another receiver sharing the store, is refused). Both are leases until
   * the handler succeeded. The keys are released by owner, so a claim whose answer was lost (a store that
   * timed out) is released too, and never another delivery's lease.
   */
  async function claim(d: Delivery): Promise<Step<Claims>> {
    const claims = new Claims(randomUUID(), stored, store);
    const inProgress = () =>
      // The same event (or signed delivery) is being handled right now: the sender comes back, it never runs twice.
      reject(d, {
        code: 'webhook_in_progress',
        message: 'this event is being processed; retry later',
        status: 409,
      });
    try {
      if (d.eventId) {
        const result = await claims.take(`${source}:event:${d.eventId}`, leaseMs);
        if (result === 'done') {
          report(d, { outcome: 'duplicate', status: 200 });
          return stop(Response.json({ received: true, duplicate: true }));
        }
        if (result === 'busy') return inProgress();
      }
      if (secret && d.signature) {
        const result = await claims.take(`signature:${d.signature.toLowerCase()}`, leaseMs);
        if (result !== 'claimed') {
          await claims.releaseAll();
          if (result === 'busy') return inProgress();
          // A signature seen before vouches for its body, not for the event id sent with it this time.
          d.eventId = null;
          report(d, { outcome: 'replayed', status: 409, code: 'webhook_replayed' });
          const message = 'X-Service-Signature: this signed delivery was already accepted';
          return stop(problemResponse({ code: 'webhook_replayed', message, status: 409 }));
        }
      }
    } catch (error) {
      await claims.releaseAll();
      return stop(storeDown(d, error));
    }
    return next(claims);
  }

  /** Runs the handler; on failure the claims are released so the sender's retry runs it again. */
  async function handle(value: T, d: Delivery, claims: Claims): Promise<Step<void>> {
    try {
      await options.handle(value, { eventId: d.eventId, timestampMs: d.timestampMs });
      return next(undefined);
    } catch (error) {
      await claims.releaseAll();
      // A store the handler uses (e.g. the PostgreSQL V-PIN mapping) is down: retryable 503, nothing applied.
      if (error instanceof StoreUnavailableError) return stop(storeDown(d, error));
      // The sender only learns that it failed (and retries); the error itself stays in this process.
      report(d, {
        outcome: 'failed',
        status: 500,
        code: 'webhook_handler_failed',
        payload: d.payload,
        error: error instanceof Error ? error.message : String(error),
      });
      const message = 'the handler failed; deliver again later';
      return stop(problemResponse({ code: 'webhook_handler_failed', message, status: 500 }));
    }
  }

  /** Marks the claims done: the event id for `dedupeTtlMs`, a signature while its timestamp is in the window. */
  async function complete(d: Delivery, claims: Claims): Promise<Response> {
    try {
      await claims.completeAll((key) => (key.startsWith('signature:') ? 2 * signatureToleranceMs : ttl));
    } catch (error) {
      // The handler ran but is not marked done: the leases stay (copies meanwhile get 409) and the sender
      // retries after them, so handlers must be idempotent on the event id for this rare case.
      return storeDown(d, error);
    }
    report(d, { outcome: 'processed', status: 200, payload: d.payload });
    return Response.json({ received: true });
  }

  return {
    fetch: (request) =>
      // One span per delivery, one child per step: where a slow or failing delivery spent its time.
      inSpan(`webhook ${source}`, { attributes: { 'veriframe.webhook.source': source } }, async (span) => {
        const d: Delivery = {
          eventId: null,
          claimedEventId: request.headers.get('x-service-event-id'),
          eventType: null,
          signature: request.headers.get('x-service-signature'),
          timestampMs: null,
          span,
        };
        const raw = await inSpan('webhook verify', {}, () => authenticate(request, d));
        if (!raw.ok) return raw.response;
        const parsed = parse(raw.value, d);
        if (!parsed.ok) return parsed.response;
        if (parsed.value.ignored) {
          report(d, { outcome: 'ignored', status: 200, payload: d.payload });
          return Response.json({ received: true, ignored: true });
        }
        const session = options.sessionOf?.(parsed.value.value);
        if (session) linkSession(session);
        const claims = await inSpan('webhook claim', {}, () => claim(d));
        if (!claims.ok) return claims.response;
        const handled = await inSpan('webhook handle', {}, () => handle(parsed.value.value, d, claims.value));
        if (!handled.ok) return handled.response;
        return inSpan('webhook complete', {}, () => complete(d, claims.value));
      }),
  };
}
