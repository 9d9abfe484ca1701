import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { ProblemError, problemResponse } from '../errors/problem';
import { StoreUnavailableError } from '../errors/store-errors';
import { inSpan, linkSession, metrics, type SpanHandle } from '../observability/telemetry';
import { MemoryEventStore } from '../stores/event-store';
import { defaultStoreTimeoutMs, withStoreDeadline } from '../stores/store-deadline';
import { Claims } from './delivery-claims';
import { defaultBodyTimeoutMs, positiveInteger, readLimited, unverifiedBodyLimits } from './read-limited';
import { inProgress, refuse, refuseSignature, storeDown, WebhookRefusal } from './receiver-refusals';
import type { ReceiverCoreOptions, WebhookEvent } from './receiver-types';
import { checkSignatureHeaders, safeEqualStrings, signatureToleranceMs, verifySignature } from './signature';

export type {
  DeliveryMeta,
  ParseOutcome,
  ReceiverCoreOptions,
  WebhookEvent,
  WebhookReceiverSettings,
  WebhookSource,
} from './receiver-types';

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
  /** The proxy's id for this request (`X-Request-Id`), put on the delivery's event; none alone. */
  requestId?: string | undefined;
}

/** A receiver's options with every default applied and every limit checked. */
interface Receiver<T> {
  options: ReceiverCoreOptions<T>;
  store: NonNullable<ReceiverCoreOptions<T>['store']>;
  now: () => number;
  dedupeTtlMs: number;
  leaseMs: number;
  maxBodyBytes: number;
  maxUnverifiedBodyBytes: number;
  bodyTimeoutMs: number;
  expectedBasic: string;
  stored: <R>(run: () => R | Promise<R>) => Promise<R>;
}

function receiverOf<T>(options: ReceiverCoreOptions<T>): Receiver<T> {
  const { source } = options;
  if (!options.secret && !options.basicAuth) {
    throw new TypeError(`${source} webhook receiver: a signing secret or Basic credentials are required`);
  }
  const maxBodyBytes = positiveInteger(source, 'maxBodyBytes', options.maxBodyBytes ?? 1024 * 1024);
  const storeTimeoutMs = options.storeTimeoutMs ?? defaultStoreTimeoutMs;
  return {
    options,
    store: options.store ?? new MemoryEventStore(options.now ? { now: options.now } : {}),
    now: options.now ?? Date.now,
    dedupeTtlMs: options.dedupeTtlMs ?? 7 * 24 * 60 * 60_000,
    leaseMs: options.leaseMs ?? 60_000,
    maxBodyBytes,
    maxUnverifiedBodyBytes: Math.min(
      maxBodyBytes,
      positiveInteger(
        source,
        'maxUnverifiedBodyBytes',
        options.maxUnverifiedBodyBytes ?? unverifiedBodyLimits[source],
      ),
    ),
    bodyTimeoutMs: positiveInteger(source, 'bodyTimeoutMs', options.bodyTimeoutMs ?? defaultBodyTimeoutMs),
    expectedBasic: options.basicAuth ? `Basic ${Buffer.from(options.basicAuth).toString('base64')}` : '',
    stored: (run) => withStoreDeadline(`${source} webhook event store`, storeTimeoutMs, run),
  };
}

/** The delivery's metric, span attributes and `onEvent` event. */
function report<T>(
  r: Receiver<T>,
  d: Delivery,
  event: Omit<WebhookEvent, 'type' | 'source' | 'eventId' | 'eventType'>,
): void {
  const { source, onEvent, includePayloadInEvents } = r.options;
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
    onEvent?.({
      type: 'webhook',
      source,
      eventId: d.eventId,
      eventType: d.eventType,
      ...(d.requestId !== undefined ? { requestId: d.requestId } : {}),
      ...rest,
      ...(includePayloadInEvents && payload !== undefined ? { payload } : {}),
    });
  } catch {
    // An observer must never change what the sender is told.
  }
}

/** Credentials and header formats first (the body is not read for a stranger), then size and signature. */
async function authenticate<T>(r: Receiver<T>, request: Request, d: Delivery): Promise<Uint8Array> {
  const { secret, basicAuth, requireEventId } = r.options;
  if (request.method !== 'POST') {
    throw refuse({ code: 'method_not_allowed', message: 'webhooks are POSTed', status: 405 });
  }
  if (basicAuth && !safeEqualStrings(request.headers.get('authorization') ?? '', r.expectedBasic)) {
    const message = 'Authorization: Basic credentials missing or wrong';
    throw refuse({ code: 'webhook_unauthorized', message, status: 401 });
  }
  const headers = { signature: d.signature, timestamp: request.headers.get('x-service-timestamp') };
  if (secret) {
    const check = checkSignatureHeaders({ ...headers, now: r.now() });
    if (!check.ok) throw refuseSignature(check.error);
  }
  if (requireEventId && !d.claimedEventId) {
    const message = 'X-Service-Event-Id: header is required';
    throw refuse({ code: 'webhook_event_id_missing', message, status: 400 });
  }
  // Basic credentials, checked above, vouch for the sender before the body; a signature only after it.
  const limit = basicAuth ? r.maxBodyBytes : r.maxUnverifiedBodyBytes;
  const read = await readLimited(request, limit, r.bodyTimeoutMs);
  if (!read.ok && read.error === 'too_large') {
    const before = basicAuth ? '' : ' before its signature is verified';
    throw refuse({
      code: 'payload_too_large',
      message: `body: must be at most ${limit} bytes${before}`,
      status: 413,
    });
  }
  if (!read.ok) {
    const message = `body: must arrive within ${r.bodyTimeoutMs} ms of the headers`;
    // The rest of the body may still be on its way: the connection is of no further use.
    throw refuse({ code: 'webhook_body_timeout', message, status: 408 }, { connection: 'close' });
  }
  if (secret) {
    const check = verifySignature({ secret, rawBody: read.value, ...headers, now: r.now() });
    if (!check.ok) throw refuseSignature(check.error);
    d.timestampMs = check.value.timestampMs;
  }
  d.eventId = d.claimedEventId;
  return read.value;
}

/** JSON, then the receiver's payload rules (a body of another receiver's kind is a 400). */
function parse<T>(
  r: Receiver<T>,
  raw: Uint8Array,
  d: Delivery,
): { value: T; ignored: boolean; ignoredCode?: string | undefined } {
  try {
    d.payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    throw refuse({ code: 'webhook_invalid_json', message: 'body: must be JSON', status: 400 });
  }
  const parsed = r.options.parse(d.payload, d.eventId);
  if (!parsed.ok) {
    const { issues, code: refusal, eventIdDisowned } = parsed.error;
    if (eventIdDisowned) d.eventId = null;
    const message = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
    const [code, status] = refusal ? [refusal, 400] : (['webhook_invalid_payload', 422] as const);
    throw refuse({ code, message, status, issues });
  }
  d.eventType = parsed.value.eventType;
  const { payload, ignored, ignoredCode } = parsed.value;
  return { value: payload, ignored: ignored === true, ignoredCode };
}

/**
 * Claims the event id (a redelivery is a duplicate: `undefined`) and the signature (a signed delivery replayed
 * under another event id, or none, or to another receiver sharing the store, is refused). Both are leases
 * until the handler succeeded. The keys are released by owner, so a claim whose answer was lost (a store that
 * timed out) is released too, and never another delivery's lease.
 */
async function claim<T>(r: Receiver<T>, d: Delivery): Promise<Claims | undefined> {
  const claims = new Claims(randomUUID(), r.stored, r.store);
  try {
    if (d.eventId) {
      const result = await claims.take(`${r.options.source}:event:${d.eventId}`, r.leaseMs);
      if (result === 'done') return undefined;
      if (result === 'busy') throw inProgress();
    }
    if (r.options.secret && d.signature) {
      const result = await claims.take(`signature:${d.signature.toLowerCase()}`, r.leaseMs);
      if (result === 'busy') throw inProgress();
      if (result === 'done') {
        // A signature seen before vouches for its body, not for the event id sent with it this time.
        d.eventId = null;
        const message = 'X-Service-Signature: this signed delivery was already accepted';
        throw new WebhookRefusal({ code: 'webhook_replayed', message, status: 409 }, 'replayed');
      }
    }
    return claims;
  } catch (error) {
    await claims.releaseAll();
    throw error instanceof WebhookRefusal ? error : storeDown(error);
  }
}

/** Runs the handler; on failure the claims are released so the sender's retry runs it again. */
async function handle<T>(r: Receiver<T>, value: T, d: Delivery, claims: Claims): Promise<void> {
  try {
    await r.options.handle(value, { eventId: d.eventId, timestampMs: d.timestampMs });
  } catch (error) {
    await claims.releaseAll();
    // A store the handler uses (e.g. the PostgreSQL V-PIN mapping) is down: retryable 503, nothing applied.
    if (error instanceof StoreUnavailableError) throw storeDown(error);
    // The sender only learns that it failed (and retries); the error itself stays in this process.
    const message = 'the handler failed; deliver again later';
    throw new WebhookRefusal(
      { code: 'webhook_handler_failed', message, status: 500 },
      'failed',
      {},
      {
        payload: d.payload,
        error: error instanceof Error ? error.message : String(error),
      },
    );
  }
}

/** Marks the claims done: the event id for `dedupeTtlMs`, a signature while its timestamp is in the window. */
async function complete<T>(r: Receiver<T>, claims: Claims): Promise<void> {
  try {
    await claims.completeAll((key) =>
      key.startsWith('signature:') ? 2 * signatureToleranceMs : r.dedupeTtlMs,
    );
  } catch (error) {
    // The handler ran but is not marked done: the leases stay (copies meanwhile get 409) and the sender
    // retries after them, so handlers must be idempotent on the event id for this rare case.
    throw storeDown(error);
  }
}

/** The five steps for one delivery, in one span with a child per step; a refusal is reported, then thrown. */
function deliver<T>(r: Receiver<T>, request: Request, requestId: string | undefined): Promise<Response> {
  const { source, sessionOf } = r.options;
  return inSpan(`webhook ${source}`, { attributes: { 'veriframe.webhook.source': source } }, async (span) => {
    const d: Delivery = {
      eventId: null,
      claimedEventId: request.headers.get('x-service-event-id'),
      eventType: null,
      signature: request.headers.get('x-service-signature'),
      timestampMs: null,
      span,
      requestId,
    };
    try {
      const raw = await inSpan('webhook verify', {}, () => authenticate(r, request, d));
      const parsed = parse(r, raw, d);
      if (parsed.ignored) {
        const code = parsed.ignoredCode ? { code: parsed.ignoredCode } : {};
        report(r, d, { outcome: 'ignored', status: 200, payload: d.payload, ...code });
        return Response.json({ received: true, ignored: true });
      }
      const session = sessionOf?.(parsed.value);
      if (session) linkSession(session);
      const claims = await inSpan('webhook claim', {}, () => claim(r, d));
      if (!claims) {
        report(r, d, { outcome: 'duplicate', status: 200 });
        return Response.json({ received: true, duplicate: true });
      }
      await inSpan('webhook handle', {}, () => handle(r, parsed.value, d, claims));
      await inSpan('webhook complete', {}, () => complete(r, claims));
      report(r, d, { outcome: 'processed', status: 200, payload: d.payload });
      return Response.json({ received: true });
    } catch (error) {
      if (!(error instanceof WebhookRefusal)) throw error;
      const { problem, outcome, detail } = error;
      report(r, d, { outcome, status: problem.status, code: problem.code, ...detail });
      // Answered outside the delivery's span: a refusal is the sender's failure, not this process's.
      return error;
    }
  }).then((outcome) => {
    if (outcome instanceof WebhookRefusal) throw outcome;
    return outcome;
  });
}

/** The id the proxy's `requestIds` middleware gave the request (`c.get('requestId')`), when mounted in the proxy. */
function requestIdOf(c: Context): string | undefined {
  const id: unknown = c.get('requestId' as never);
  return typeof id === 'string' ? id : undefined;
}

/** A receiver: its route, to mount in an app whose error handler answers its refusals, and a standalone `fetch`. */
export interface WebhookReceiver {
  /** The Hono handler of deliveries; refusals are thrown to the app's error handler (the proxy's). */
  route: (c: Context) => Promise<Response>;
  /** The receiver alone, at any path: `fetch(Request) → Response`. */
  fetch(request: Request): Promise<Response>;
}

/**
 * The shared pipeline of every receiver, in five named steps: authenticate (credentials and header formats
 * before the body is read, then the body within its size limit and deadline, then the signature), parse (JSON,
 * payload shape), claim (the event id, then the signature), handle, complete. Each step throws its refusal to
 * the one error handler. The event id is reported only once the sender is verified. It answers 2xx only after
 * the handler succeeded; a throwing handler gets a 500 so the sender retries, and its claims are released. A
 * store that is down or late gets a retryable 503 and the handler does not run.
 *
 * @example
 * const vx = createReceiverCore({ source: 'vx', secret, requireEventId: false, parse, handle });
 * app.all('/webhooks/vx', vx.route); // or, alone: export const POST = (request) => vx.fetch(request)
 */
export function createReceiverCore<T>(options: ReceiverCoreOptions<T>): WebhookReceiver {
  const r = receiverOf(options);
  const route = (c: Context) => deliver(r, c.req.raw, requestIdOf(c));
  const alone = new Hono().all('*', route);
  // Alone, the only errors to answer are the receiver's refusals (mounted, the proxy's handler answers them).
  alone.onError((error) => {
    if (error instanceof ProblemError) return problemResponse(error.problem, error.headers);
    throw error;
  });
  return { route, fetch: async (request) => alone.fetch(request) };
}
