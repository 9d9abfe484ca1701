import type { Result } from '@veriframe/core';
import type { WebhookSource } from './receiver-types';

/**
 * The most a receiver reads of a body nothing yet vouches for (HMAC only: the signature covers the whole body,
 * so every byte is read before the sender is known). The largest legitimate delivery of each kind, with room:
 * a V-PIN envelope (2.6) holds ids, dates and short reasons; a VX result (2.3) and a document callback (2.4)
 * hold a person's fields, document data and journey stops. Document images (image return) need more: raise
 * `maxUnverifiedBodyBytes`, or add HTTP Basic, which is checked before the body and lets `maxBodyBytes` in.
 */
export const unverifiedBodyLimits: Readonly<Record<WebhookSource, number>> = {
  vpin: 64 * 1024,
  vx: 256 * 1024,
  document: 256 * 1024,
};

/** How long a delivery's body may take to arrive once its headers passed, by default. */
export const defaultBodyTimeoutMs = 5_000;

/** A body read whole, or why it was not: longer than the limit, or not all there by the deadline. */
export type LimitedRead = Result<Uint8Array, 'too_large' | 'too_slow'>;

/**
 * Reads a request body up to `max` bytes within `deadlineMs` of the call. Reading stops at the first chunk past
 * the limit, and at the deadline (the stream is cancelled), so an oversized body is never buffered whole and a
 * body trickled a byte at a time cannot hold the receiver open.
 *
 * @example
 * const read = await readLimited(request, 64 * 1024, 5_000);
 * if (!read.ok) return new Response(null, { status: read.error === 'too_large' ? 413 : 408 });
 */
export async function readLimited(request: Request, max: number, deadlineMs: number): Promise<LimitedRead> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > max) return { ok: false, error: 'too_large' };
  if (!request.body) return { ok: true, value: new Uint8Array(0) };
  const reader = request.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'too_slow'>((resolve) => {
    timer = setTimeout(() => resolve('too_slow'), deadlineMs);
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const read = await Promise.race([reader.read(), late]);
      if (read === 'too_slow' || size + (read.value?.byteLength ?? 0) > max) {
        // Not awaited: a stalled sender's stream may never settle its cancel.
        reader.cancel().catch(() => {});
        return { ok: false, error: read === 'too_slow' ? 'too_slow' : 'too_large' };
      }
      if (read.done) break;
      size += read.value.byteLength;
      chunks.push(read.value);
    }
  } finally {
    clearTimeout(timer);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return { ok: true, value: out };
}

/** An option that must be a whole number above 0; a `TypeError` naming the receiver and the option if not. */
export function positiveInteger(source: WebhookSource, name: string, value: number): number {
  if (Number.isSafeInteger(value) && value > 0) return value;
  throw new TypeError(`${source} webhook receiver: ${name} must be a whole number above 0`);
}
