import { createHmac } from 'node:crypto';

/** Signs like the service (spec 5), independently of the code under test. */
export function sign(secret: string, timestamp: number | string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** A signed delivery request for a receiver. */
export function signedRequest(
  url: string,
  rawBody: string,
  options: {
    secret: string;
    timestamp: number;
    eventId?: string | null;
    signature?: string | null;
    headers?: Record<string, string>;
  },
): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  const signature =
    options.signature === undefined ? sign(options.secret, options.timestamp, rawBody) : options.signature;
  if (signature !== null) headers['x-service-signature'] = signature;
  headers['x-service-timestamp'] = String(options.timestamp);
  if (options.eventId !== null && options.eventId !== undefined)
    headers['x-service-event-id'] = options.eventId;
  return new Request(url, { method: 'POST', headers, body: rawBody });
}

/** A V-PIN envelope (2.6) as raw JSON text. */
export function vpinEvent(
  id: string,
  type: string,
  data: Record<string, unknown>,
  createdAt = '2026-01-01T00:00:00.000Z',
) {
  return JSON.stringify({
    id,
    type,
    version: '2025-09-10',
    created_at: createdAt,
    data,
    trace: { correlation_id: `corr-${id}`, source: 'test' },
  });
}
