import { defaultCredentials } from './kernel/credentials';
import { type DeliveryKind, signedDeliveryHeaders } from './kernel/deliveries';

export interface TestDeliveryInput {
  /** Which delivery it imitates; decides the default secret. */
  kind: DeliveryKind;
  /** The payload (a VX webhook body, a document callback, a V-PIN envelope); sent as `JSON.stringify(body)`. */
  body: unknown;
  /**
   * The signing secret: a V-PIN subscription's `secret`, or the sandbox's webhook secret for VX webhooks and
   * document callbacks (default `sandbox-webhook-secret`, as the sandbox's default credentials). Required for
   * `vpin.webhook`.
   */
  secret?: string;
  /** The signing time in epoch ms: pass your receiver's fixed clock so the tolerance check is deterministic. */
  timestampMs: number;
  /** `X-Service-Event-Id`; the envelope's `id` for V-PIN events, else `evt_test_<timestampMs>`. */
  eventId?: string;
}

export interface TestDelivery {
  /** The exact text that was signed: send this as the body, byte for byte. */
  rawBody: string;
  headers: Record<string, string>;
  /** A `Request` to pass to a receiver's `fetch(req)` (or to POST with `fetch(delivery.request(url))`). */
  request(url: string): Request;
}

/**
 * Signs a delivery exactly as the sandbox signs its own (the same function builds the headers), for unit tests
 * of a webhook handler without a running sandbox, as Stripe's `generateTestHeaderString`.
 *
 * @example
 * const delivery = signTestDelivery({ kind: 'vx.webhook', body: { request_id: 'r1', status: 'PASS' }, timestampMs: 1_767_225_600_000 });
 * const res = await receiver.fetch(delivery.request('http://localhost/webhooks/vx'));
 */
export function signTestDelivery(input: TestDeliveryInput): TestDelivery {
  if (input.kind === 'vpin.webhook' && !input.secret) {
    throw new TypeError("secret: required for 'vpin.webhook' (the subscription's secret signs V-PIN events)");
  }
  if (!Number.isFinite(input.timestampMs)) throw new TypeError('timestampMs: must be epoch milliseconds');
  const rawBody = JSON.stringify(input.body);
  const envelopeId = (input.body as { id?: unknown } | null)?.id;
  const eventId =
    input.eventId ??
    (input.kind === 'vpin.webhook' && typeof envelopeId === 'string'
      ? envelopeId
      : `evt_test_${input.timestampMs}`);
  const headers = {
    'content-type': 'application/json',
    ...signedDeliveryHeaders(
      input.secret ?? defaultCredentials.webhookSecret,
      input.timestampMs,
      rawBody,
      eventId,
    ),
  };
  return {
    rawBody,
    headers,
    request: (url) => new Request(url, { method: 'POST', headers, body: rawBody }),
  };
}
