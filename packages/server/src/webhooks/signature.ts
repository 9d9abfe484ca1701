import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Result } from '@veriframe/core';

/** Spec 5 rule 4: a signature older or newer than 5 minutes is rejected. */
export const signatureToleranceMs = 5 * 60_000;

export type SignatureFailure =
  | 'missing_signature'
  | 'missing_timestamp'
  | 'malformed_signature'
  | 'malformed_timestamp'
  | 'timestamp_out_of_range'
  | 'signature_mismatch';

/** A verified delivery's signed time, or why its signature was refused. */
export type SignatureCheck = Result<{ timestampMs: number }, SignatureFailure>;

export interface VerifySignatureInput {
  secret: string;
  /** The body exactly as received; never re-serialized JSON. */
  rawBody: Uint8Array | string;
  /** `X-Service-Signature`: hex HMAC SHA-256. */
  signature: string | null | undefined;
  /** `X-Service-Timestamp`: epoch milliseconds. */
  timestamp: string | null | undefined;
  /** Epoch ms; defaults to the system clock. */
  now?: number;
  toleranceMs?: number;
}

const digits = /^\d{1,16}$/;

/**
 * HMAC SHA-256 of the concatenated parts: the one primitive both signing and verifying use.
 *
 * @example
 * hmacSha256('Jefe', 'what do ya want for nothing?').toString('hex'); // RFC 4231 test case 2
 */
export function hmacSha256(secret: string, ...parts: (Uint8Array | string)[]): Buffer {
  const mac = createHmac('sha256', secret);
  for (const part of parts) mac.update(part);
  return mac.digest();
}

/**
 * Hex HMAC SHA-256 of `<timestamp>.<raw body>`, the signature scheme of spec 5 (e.g. to sign test deliveries).
 *
 * @example
 * const timestamp = String(Date.now());
 * const headers = { 'x-service-timestamp': timestamp, 'x-service-signature': computeSignature(secret, timestamp, body) };
 */
export function computeSignature(secret: string, timestamp: string, rawBody: Uint8Array | string): string {
  return hmacSha256(secret, `${timestamp}.`, rawBody).toString('hex');
}

/** The signature headers and the clock, without the body. */
export type SignatureHeaders = Omit<VerifySignatureInput, 'secret' | 'rawBody'>;

/**
 * Checks what the headers alone can tell (both present, 64 hex characters, epoch-ms timestamp within the
 * window), so a receiver refuses a malformed or stale delivery before it reads the body.
 *
 * @example
 * const check = checkSignatureHeaders({ signature: req.headers.get('x-service-signature'),
 *   timestamp: req.headers.get('x-service-timestamp') });
 * if (!check.ok) return new Response(null, { status: 401 }); // the body was never read
 */
export function checkSignatureHeaders(
  input: SignatureHeaders,
): Result<{ timestampMs: number; digest: Buffer }, SignatureFailure> {
  const { signature, timestamp } = input;
  if (!signature) return { ok: false, error: 'missing_signature' };
  if (!timestamp) return { ok: false, error: 'missing_timestamp' };
  if (!digits.test(timestamp)) return { ok: false, error: 'malformed_timestamp' };
  // Hex decoding stops at the first non-hex character, so 64 characters decoding to 32 bytes means valid hex.
  const digest = signature.length === 64 ? Buffer.from(signature, 'hex') : undefined;
  if (digest?.length !== 32) return { ok: false, error: 'malformed_signature' };
  const timestampMs = Number(timestamp);
  const now = input.now ?? Date.now();
  if (Math.abs(now - timestampMs) > (input.toleranceMs ?? signatureToleranceMs)) {
    return { ok: false, error: 'timestamp_out_of_range' };
  }
  return { ok: true, value: { timestampMs, digest } };
}

/**
 * Verifies a signed delivery (spec 5): constant-time comparison over the raw digest bytes, timestamp within
 * 5 minutes either way. Never throws: a missing, odd-length or non-hex signature is just a failure.
 *
 * @example
 * const raw = new Uint8Array(await request.arrayBuffer());
 * const check = verifySignature({ secret, rawBody: raw,
 *   signature: request.headers.get('x-service-signature'), timestamp: request.headers.get('x-service-timestamp') });
 * if (!check.ok) return new Response(null, { status: 401 });
 */
export function verifySignature(input: VerifySignatureInput): SignatureCheck {
  const headers = checkSignatureHeaders(input);
  if (!headers.ok) return headers;
  const expected = hmacSha256(input.secret, `${input.timestamp}.`, input.rawBody);
  // Both are 32 bytes here, so timingSafeEqual cannot throw on a length mismatch.
  if (!timingSafeEqual(expected, headers.value.digest)) return { ok: false, error: 'signature_mismatch' };
  return { ok: true, value: { timestampMs: headers.value.timestampMs } };
}

/** Constant-time comparison of two strings (used for HTTP Basic credentials). */
export function safeEqualStrings(a: string, b: string): boolean {
  const ha = createHmac('sha256', 'veriframe-compare').update(a).digest();
  const hb = createHmac('sha256', 'veriframe-compare').update(b).digest();
  return timingSafeEqual(ha, hb);
}
