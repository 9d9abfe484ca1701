import type { Context } from 'hono';
import type { RateLimitStore } from '../../stores/rate-limit-store';
import type { Env } from '../proxy-types';
import { fail } from '../routes/route-kit';

/** At most `max` requests per `windowMs` in one bucket. */
export interface RateLimitPolicy {
  max: number;
  windowMs: number;
}

/**
 * Default limit of `GET {base}/vx/sessions/:id` per client, in a bucket of its own. The React hooks poll a
 * session every 1 to 10 s (`nextPollDelay`: 1 s, then x1.5 up to 10 s) and read once more after each message
 * of the hosted page; a link lives an hour (spec 8). 240 a minute is four times the fastest cadence, so one
 * person (or a few tabs) following a session for its whole hour is never refused, while a client reading
 * in a loop still is.
 */
export const defaultSessionPollPolicy: RateLimitPolicy = { max: 240, windowMs: 60_000 };

/**
 * The bucket and limit a browser request counts against. Reading a session's progress has its own bucket,
 * so polling never uses up the budget of creating sessions and tokens, links and gateway queries, which
 * share the general limit.
 *
 * @example
 * rateLimitBucket('GET', '/vx/sessions/abc', '203.0.113.9', { general, sessionPolls });
 * // { bucket: 'poll:203.0.113.9', policy: sessionPolls }
 */
export function rateLimitBucket(
  method: string,
  routePath: string,
  clientKey: string,
  policies: { general: RateLimitPolicy; sessionPolls: RateLimitPolicy },
): { bucket: string; policy: RateLimitPolicy } {
  if (method === 'GET' && /^\/vx\/sessions\/[^/]+$/.test(routePath))
    return { bucket: `poll:${clientKey}`, policy: policies.sessionPolls };
  return { bucket: clientKey, policy: policies.general };
}

/**
 * Counts one request in `bucket`: the 429 `rate_limited` answer (with `Retry-After`) when it is over
 * `policy`, else `undefined`. A policy of `max: 0` counts nothing.
 *
 * @example
 * return (await refusedOverLimit(c, store, `poll:${key}`, { max: 240, windowMs: 60_000 })) ?? next();
 */
export async function refusedOverLimit(
  c: Context<Env>,
  store: RateLimitStore,
  bucket: string,
  policy: RateLimitPolicy,
): Promise<Response | undefined> {
  if (policy.max <= 0) return undefined;
  const hit = await store.hit(bucket, policy.max, policy.windowMs);
  if (hit.allowed) return undefined;
  return fail(
    c,
    { code: 'rate_limited', message: `too many requests; retry in ${hit.retryAfterSeconds} s`, status: 429 },
    { 'retry-after': String(hit.retryAfterSeconds) },
  );
}
