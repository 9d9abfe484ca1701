import { randomUUID } from 'node:crypto';
import type { VirtualClock } from './clock';
import { signPayload } from './signature';

export type DeliveryKind = 'vx.webhook' | 'document.callback' | 'vpin.webhook';

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
export const defaultRetryDelaysMs = [1 * minute, 5 * minute, 15 * minute, 60 * minute, 120 * minute] as const;

/**
 * Sends signed POSTs and retries non-2xx answers on the virtual clock. Every attempt is logged so tests and
 * the demo can see exactly what was sent and how the receiver answered.
 */
export class DeliveryLog {
  readonly attempts: DeliveryAttempt[] = [];
  #listeners = new Set<(attempt: DeliveryAttempt) => void>();

  constructor(
    private readonly clock: VirtualClock,
    private readonly timeoutMs = 5_000,
  ) {}

  subscribe(listener: (attempt: DeliveryAttempt) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Starts a delivery; resolves after the first attempt (retries continue on the clock). */
  async send(request: DeliveryRequest): Promise<DeliveryAttempt> {
    const deliveryId = randomUUID();
    const eventId = request.eventId ?? randomUUID();
    const rawBody = JSON.stringify(request.body);
    const attemptOnce = async (attempt: number): Promise<DeliveryAttempt> => {
      const timestamp = String(this.clock.now());
      let status: number | null = null;
      let error: string | null = null;
      try {
        const response = await fetch(request.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-service-signature': signPayload(request.secret, timestamp, rawBody),
            'x-service-timestamp': timestamp,
            'x-service-event-id': eventId,
            ...request.headers,
          },
          body: rawBody,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        status = response.status;
        await response.body?.cancel();
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      const ok = status !== null && status >= 200 && status < 300;
      const delays = request.retryDelaysMs ?? defaultRetryDelaysMs;
      const delay = ok ? undefined : delays[attempt - 1];
      const record: DeliveryAttempt = {
        delivery_id: deliveryId,
        kind: request.kind,
        event_id: eventId,
        event_type: request.eventType ?? null,
        url: request.url,
        attempt,
        at: new Date(Number(timestamp)).toISOString(),
        status,
        ok,
        error,
        next_attempt_at: delay === undefined ? null : new Date(this.clock.now() + delay).toISOString(),
      };
      this.attempts.push(record);
      for (const listener of this.#listeners) listener(record);
      if (delay !== undefined) this.clock.after(delay, () => attemptOnce(attempt + 1).then(() => undefined));
      return record;
    };
    return attemptOnce(1);
  }

  clear(): void {
    this.attempts.length = 0;
  }
}
