import { randomUUID } from 'node:crypto';
import { type Problem, type ProblemIssue, problemResponse, type WebhookProblemCode } from '../problem';
import { defaultStoreTimeoutMs, StoreUnavailableError, withStoreDeadline } from '../stores/store-errors';
import { type ClaimResult, MemoryEventStore, type ProcessedEventStore } from './event-store';
import { type SignatureFailure, safeEqualStrings, signatureToleranceMs, verifySignature } from './signature';

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
  /** The verified payload (processed, ignored or failed deliveries only). May hold personal data. */
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

export type ParseOutcome<T> =
  | { ok: true; value: T; eventType: string; ignored?: boolean }
  | { ok: false; issues: ProblemIssue[] };

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
  /** Claims event ids and accepted signatures; shared (e.g. Redis) when several instances receive. */
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
  maxBodyBytes?: number | undefined;
  onEvent?: ((event: WebhookEvent) => void) | undefined;
}

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

async function readLimited(request: Request, max: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > max) return null;
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/**
 * The shared pipeline of every receiver: size limit, Basic credentials, signature, event id, JSON, payload
 * validation, claims on the event id and the signature, then the handler. It answers 2xx only after the
 * handler succeeded; a throwing handler gets a 500 so the sender retries, and its claims are released. A store
 * that is down or late gets a retryable 503 and the handler does not run.
 */
export function createReceiverCore<T>(options: ReceiverCoreOptions<T>): {
  fetch(request: Request): Promise<Response>;
} {
  if (!options.secret && !options.basicAuth) {
    throw new TypeError(
      `${options.source} webhook receiver: a signing secret or Basic credentials are required`,
    );
  }
  const store = options.store ?? new MemoryEventStore(options.now ? { now: options.now } : {});
  const ttl = options.dedupeTtlMs ?? 7 * 24 * 60 * 60_000;
  const now = options.now ?? Date.now;
  const max = options.maxBodyBytes ?? 1024 * 1024;
  const leaseMs = options.leaseMs ?? 60_000;
  const storeTimeoutMs = options.storeTimeoutMs ?? defaultStoreTimeoutMs;
  const stored = <R>(run: () => R | Promise<R>) =>
    withStoreDeadline(`${options.source} webhook event store`, storeTimeoutMs, run);
  const expectedBasic = options.basicAuth ? `Basic ${Buffer.from(options.basicAuth).toString('base64')}` : '';

  const report = (event: Omit<WebhookEvent, 'type' | 'source'>) => {
    try {
      options.onEvent?.({ type: 'webhook', source: options.source, ...event });
    } catch {
      // An observer must never change what the sender is told.
    }
  };
  const reject = (problem: Problem, eventId: string | null, eventType: string | null = null) => {
    report({ eventId, eventType, outcome: 'rejected', status: problem.status, code: problem.code });
    return problemResponse(problem);
  };

  const inProgress = (eventId: string | null, eventType: string) =>
    // The same event (or signed delivery) is being handled right now: the sender comes back, it never runs twice.
    reject(
      { code: 'webhook_in_progress', message: 'this event is being processed; retry later', status: 409 },
      eventId,
      eventType,
    );
  const storeDown = (error: unknown, eventId: string | null, eventType: string) => {
    const store = error instanceof StoreUnavailableError ? error.store : 'webhook event store';
    report({
      eventId,
      eventType,
      outcome: 'failed',
      status: 503,
      code: 'store_unavailable',
      error: error instanceof Error ? error.message : String(error),
    });
    return problemResponse(
      { code: 'store_unavailable', message: `${store}: unavailable; deliver again later`, status: 503 },
      { 'retry-after': '5' },
    );
  };

  return {
    async fetch(request: Request): Promise<Response> {
      const eventId = request.headers.get('x-service-event-id');
      if (request.method !== 'POST') {
        return reject({ code: 'method_not_allowed', message: 'webhooks are POSTed', status: 405 }, eventId);
      }
      const raw = await readLimited(request, max);
      if (raw === null) {
        return reject(
          { code: 'payload_too_large', message: `body: must be at most ${max} bytes`, status: 413 },
          eventId,
        );
      }
      if (options.basicAuth && !safeEqualStrings(request.headers.get('authorization') ?? '', expectedBasic)) {
        return reject(
          {
            code: 'webhook_unauthorized',
            message: 'Authorization: Basic credentials missing or wrong',
            status: 401,
          },
          eventId,
        );
      }
      let timestampMs: number | null = null;
      if (options.secret) {
        const check = verifySignature({
          secret: options.secret,
          rawBody: raw,
          signature: request.headers.get('x-service-signature'),
          timestamp: request.headers.get('x-service-timestamp'),
          now: now(),
        });
        if (!check.ok) {
          const [code, message] = signatureCodes[check.reason];
          return reject({ code, message, status: 401 }, eventId);
        }
        timestampMs = check.timestampMs;
      }
      if (options.requireEventId && !eventId) {
        return reject(
          {
            code: 'webhook_event_id_missing',
            message: 'X-Service-Event-Id: header is required',
            status: 400,
          },
          eventId,
        );
      }
      let payload: unknown;
      try {
        payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
      } catch {
        return reject({ code: 'webhook_invalid_json', message: 'body: must be JSON', status: 400 }, eventId);
      }
      const parsed = options.parse(payload, eventId);
      if (!parsed.ok) {
        return reject(
          {
            code: 'webhook_invalid_payload',
            message: parsed.issues.map((i) => `${i.path}: ${i.message}`).join('; '),
            status: 422,
            issues: parsed.issues,
          },
          eventId,
        );
      }
      const eventType = parsed.eventType;
      if (parsed.ignored) {
        report({ eventId, eventType, outcome: 'ignored', status: 200, payload });
        return Response.json({ received: true, ignored: true });
      }
      // Claims: the event id (a redelivery is a duplicate) and the signature (a signed delivery replayed
      // under another event id, or none, is refused). Both are leases until the handler succeeded.
      // Keys this delivery asked for; released by owner, so a claim whose answer was lost (a store that
      // timed out) is released too, and never another delivery's lease.
      const owner = randomUUID();
      const keys: string[] = [];
      const releaseAll = () =>
        Promise.all(keys.map((k) => stored(() => store.release(k, owner)).catch(() => undefined)));
      const signature = request.headers.get('x-service-signature');
      try {
        if (eventId) {
          keys.push(`event:${eventId}`);
          const claim = await stored(() => store.claim(`event:${eventId}`, leaseMs, owner));
          if (claim === 'done') {
            report({ eventId, eventType, outcome: 'duplicate', status: 200 });
            return Response.json({ received: true, duplicate: true });
          }
          if (claim === 'busy') return inProgress(eventId, eventType);
        }
        if (options.secret && signature) {
          keys.push(`signature:${signature.toLowerCase()}`);
          const claim: ClaimResult = await stored(() =>
            store.claim(`signature:${signature.toLowerCase()}`, leaseMs, owner),
          );
          if (claim !== 'claimed') {
            await releaseAll();
            if (claim === 'busy') return inProgress(eventId, eventType);
            report({ eventId, eventType, outcome: 'replayed', status: 409, code: 'webhook_replayed' });
            return problemResponse({
              code: 'webhook_replayed',
              message: 'X-Service-Signature: this signed delivery was already accepted',
              status: 409,
            });
          }
        }
      } catch (error) {
        await releaseAll();
        return storeDown(error, eventId, eventType);
      }
      try {
        await options.handle(parsed.value, { eventId, timestampMs });
      } catch (error) {
        await releaseAll();
        // A store the handler uses (e.g. the PostgreSQL V-PIN mapping) is down: retryable 503, nothing applied.
        if (error instanceof StoreUnavailableError) return storeDown(error, eventId, eventType);
        // The sender only learns that it failed (and retries); the error itself stays in this process.
        report({
          eventId,
          eventType,
          outcome: 'failed',
          status: 500,
          code: 'webhook_handler_failed',
          payload,
          error: error instanceof Error ? error.message : String(error),
        });
        return problemResponse({
          code: 'webhook_handler_failed',
          message: 'the handler failed; deliver again later',
          status: 500,
        });
      }
      try {
        // A signature only has to be remembered while its timestamp is inside the window (both directions).
        await Promise.all(
          keys.map((k) =>
            stored(() => store.complete(k, k.startsWith('signature:') ? 2 * signatureToleranceMs : ttl)),
          ),
        );
      } catch (error) {
        // The handler ran but is not marked done: the leases stay (copies meanwhile get 409) and the sender
        // retries after them, so handlers must be idempotent on the event id for this rare case.
        return storeDown(error, eventId, eventType);
      }
      report({ eventId, eventType, outcome: 'processed', status: 200, payload });
      return Response.json({ received: true });
    },
  };
}
