import { createHmac } from 'node:crypto';

/** Hex HMAC SHA-256 of `<timestamp>.<raw body>` (spec 5), the scheme of every signed delivery of the sandbox. */
export function signPayload(secret: string, timestampMs: number | string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestampMs}.${rawBody}`).digest('hex');
}
