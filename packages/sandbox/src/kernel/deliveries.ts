import type { VirtualClock } from './clock';
import type { DeliveryKind, Fault, FaultTable } from './faults';
import type { SandboxRandom } from './random';
import { signPayload } from './signature';

export type { DeliveryKind } from './faults';

/** One HTTP attempt, as the admin log shows it. */
export interface DeliveryAttempt {
  delivery_id: string;
  kind: DeliveryKind;
  event_id: string;
  event_type: string | null;
  url: string;
  attempt: number;
  at: string;
  status: number | null;
  ok: boolean;
  error: string | null;
  next_attempt_at: string | null;
}

export interface DeliveryRequest {
  kind: DeliveryKind;
  url: string;
  /** Sent as the raw JSON text, exactly what is signed. */
  body: unknown;
  /** Signs with `X-Service-Signature` / `X-Service-Timestamp` / `X-Service-Event-Id`. */
  secret: string;
  /** Equals the envelope id for V-PIN events; a fresh id otherwise. */
  eventId?: string;
  eventType?: string;
  /** Delays after each failed attempt; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
  headers?: Record<string, string>;
}

const minute = 60_000;
/**
 * 6.4: after a failure, retry after 1, 5, 15, 60 and 120 minutes (each counted from the previous failure): the first
 * attempt plus five retries, six requests at most. The README documents this reading of "up to five attempts".
 */
const defaultRetryDelaysMs = [1 * minute, 5 * minute, 15 * minute, 60 * minute, 120 * minute] as const;

/** The three headers of a signed delivery (spec 5): what the sandbox sends and what `signTestDelivery` returns. */
export function signedDeliveryHeaders(
  secret: string,
  timestampMs: number | string,
  rawBody: string,
  eventId: string,
): Record<'x-service-signature' | 'x-service-timestamp' | 'x-service-event-id', string> {
  return {
    'x-service-signature': signPayload(secret, timestampMs, rawBody),
    'x-service-timestamp': String(timestampMs),
    'x-service-event-id': eventId,
  };
}

/** A signature no receiver may accept: the right scheme with a wrong secret (the `bad_signature` fault). */
const faultSecret = 'sandbox-fault-wrong-secret';

/**
 * Sends signed POSTs and retries non-2xx answers on the virtual clock. Every attempt is logged so tests and
 * the demo can see exactly what was sent and how the receiver answered. Delivery faults (`/__sandbox/faults`)
 * act here, on the first attempt of a delivery.
 */
export class DeliveryLog {
  readonly attempts: DeliveryAttempt[] = [];
  #listeners = new Set<(attempt: DeliveryAttempt) => void>();
  /** A delivery held by a `reorder` fault, sent right after the next delivery of its kind. */
  #held = new Map<DeliveryKind, () => Promise<unknown>>();

  constructor(
    private readonly clock: VirtualClock,
    private readonly random: SandboxRandom,
    private readonly faults: FaultTable,
    private readonly timeoutMs = 5_000,
  ) {}

  subscribe(listener: (attempt: DeliveryAttempt) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Starts a delivery; resolves after the first attempt (retries continue on the clock). */
  async send(request: DeliveryRequest): Promise<DeliveryAttempt> {
    const eventId = request.eventId ?? this.random.uuid();
    const job: DeliveryJob = {
      request,
      eventId,
      rawBody: JSON.stringify(request.body),
      delivery: {
        delivery_id: this.random.uuid(),
        kind: request.kind,
        event_id: eventId,
        event_type: request.eventType ?? null,
        url: request.url,
      },
    };
    const fault = this.faults.takeDelivery(request.kind, job.rawBody);
    const pending = (note: string, at: number | null): DeliveryAttempt => ({
      ...job.delivery,
      attempt: 0,
      at: new Date(this.clock.now()).toISOString(),
      status: null,
      ok: false,
      error: `sandbox fault ${fault?.id} (${note})`,
      next_attempt_at: at === null ? null : new Date(at).toISOString(),
    });
    if (fault?.kind === 'delay') {
      const at = this.clock.now() + (fault.delay_seconds ?? 60) * 1000;
      this.clock.schedule(at, () => this.#attempt(job, 1).then(() => undefined));
      return pending('delay', at);
    }
    if (fault?.kind === 'reorder') {
      this.#held.set(request.kind, () => this.#attempt(job, 1));
      return pending('reorder: sent after the next delivery', null);
    }
    const first = await this.#attempt(job, 1, fault);
    const held = this.#held.get(request.kind);
    if (held) {
      this.#held.delete(request.kind);
      await held();
    }
    return first;
  }

  /** One attempt of a delivery, signed afresh, under its fault if any; a failed one schedules the next. */
  async #attempt(job: DeliveryJob, attempt: number, fault?: Fault): Promise<DeliveryAttempt> {
    const { request, rawBody, eventId } = job;
    const timestamp = String(this.clock.now());
    const headers = signedDeliveryHeaders(
      fault?.kind === 'bad_signature' ? faultSecret : request.secret,
      timestamp,
      rawBody,
      eventId,
    );
    const post = () => postDelivery(request, rawBody, headers, this.timeoutMs);
    let { status, error } =
      fault?.kind === 'drop'
        ? { status: null, error: `sandbox fault ${fault.id} (drop): not sent` }
        : await post();
    if (fault?.kind === 'duplicate') ({ status, error } = await post());
    const ok = status !== null && status >= 200 && status < 300;
    if (ok && fault?.kind === 'replay') {
      // The very same request (timestamp, signature, event id) again later: replay protection must refuse it.
      this.clock.after((fault.delay_seconds ?? 60) * 1000, () => post().then(() => undefined));
    }
    const delays = request.retryDelaysMs ?? defaultRetryDelaysMs;
    const delay = ok ? undefined : delays[attempt - 1];
    const record: DeliveryAttempt = {
      ...job.delivery,
      attempt,
      at: new Date(Number(timestamp)).toISOString(),
      status,
      ok,
      error,
      next_attempt_at: delay === undefined ? null : new Date(this.clock.now() + delay).toISOString(),
    };
    this.attempts.push(record);
    for (const listener of this.#listeners) listener(record);
    if (delay !== undefined)
      this.clock.after(delay, () => this.#attempt(job, attempt + 1).then(() => undefined));
    return record;
  }

  clear(): void {
    this.attempts.length = 0;
    this.#held.clear();
  }
}

/** One delivery as its attempts repeat it: the request, its body as sent, and what every logged attempt shows. */
interface DeliveryJob {
  request: DeliveryRequest;
  eventId: string;
  rawBody: string;
  delivery: Pick<DeliveryAttempt, 'delivery_id' | 'kind' | 'event_id' | 'event_type' | 'url'>;
}

/** POSTs a delivery once: its status, or the network error (a timeout included). */
async function postDelivery(
  request: DeliveryRequest,
  rawBody: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ status: number | null; error: string | null }> {
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers, ...request.headers },
      body: rawBody,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return { status: response.status, error: null };
  } catch (e) {
    return { status: null, error: e instanceof Error ? e.message : String(e) };
  }
}
