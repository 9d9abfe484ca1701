import type { Result } from '@veriframe/core';
import type { Context } from 'hono';

/** The outcome of reading a JSON request body: the parsed value, or why it failed. */
export type JsonBody = Result<unknown, 'empty' | 'malformed'>;

/** Reads the body as JSON without throwing; each area turns a failure into the error its spec section defines. */
export async function readJsonBody(c: Context): Promise<JsonBody> {
  const raw = await c.req.text();
  if (raw.trim() === '') return { ok: false, error: 'empty' };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false, error: 'malformed' };
  }
}

/** A plain object (not null, not an array), the only top-level body shape the service accepts. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body without its `null` fields: the service reads a `null` optional field as absent. */
export function withoutNulls(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null));
}

/** The remote address of a Node request, for audit `origin`. */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? '127.0.0.1';
}

/**
 * The `Retry-After` header of every 429 (the spec fixes no value), for a limit of `limit` requests at `times`
 * per sliding `windowMs`: whole seconds of virtual time, at least 1, until fewer than `limit` of `times` fall
 * within the window, so that the next request is counted inside the limit again. A time `t` stops counting
 * once `now >= t + windowMs`.
 */
export function retryAfterHeader(
  times: readonly number[],
  limit: number,
  windowMs: number,
  now: number,
): { 'retry-after': string } {
  const inWindow = times.filter((t) => t > now - windowMs).sort((a, b) => a - b);
  const index = inWindow.length - Math.max(1, limit);
  const seconds = index < 0 ? 1 : Math.max(1, Math.ceil((inWindow[index]! + windowMs - now) / 1000));
  return { 'retry-after': String(seconds) };
}
