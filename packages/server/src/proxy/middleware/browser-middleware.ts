import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { ConfigError, type VeriframeConfig } from '../../config';
import { MemoryRateLimitStore } from '../../stores/rate-limit-store';
import { clientKeyFunction } from '../identity/client-key';
import { identityIdOf, scopedKey } from '../identity/identity-scope';
import { remoteAddressOf } from '../identity/trusted-hops';
import { defaultSessionPollPolicy, rateLimitBucket, refusedOverLimit } from '../limits/rate-limit';
import type { ProxyOptions } from '../proxy-options';
import type { Env, ProxyEvent } from '../proxy-types';
import { fail, noStore } from '../routes/route-kit';

// The middlewares of the browser routes. They are used by the browser sub-app only: the webhook receivers are
// a sub-app of their own, so none of these needs to recognise a webhook path.

/** Reports every request once, with its duration, matched route and error code. */
export function requestEvents(emit: (event: ProxyEvent) => void): MiddlewareHandler<Env> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    emit({
      type: 'request',
      method: c.req.method,
      path: c.req.path,
      route: c.req.routePath,
      ...(c.get('requestId') ? { requestId: c.get('requestId') } : {}),
      status: c.res.status,
      durationMs: performance.now() - started,
      ...(c.get('problemCode') ? { code: c.get('problemCode') } : {}),
      ...(c.get('problemDetail') ? { detail: c.get('problemDetail') } : {}),
    });
  };
}

/**
 * `Cache-Control: no-store` on every answer, whatever made it (a route, a middleware, the error handler, a
 * receiver): answers carry tokens and links, which neither the browser's cache nor a shared one may keep.
 */
export const noStoreAnswers: MiddlewareHandler<Env> = async (c, next) => {
  await next();
  c.res.headers.set('cache-control', noStore['cache-control']);
};

/** CORS for the exact origins listed (a preflight from any other origin gets no `Access-Control-*`). */
export function corsFor(origins: readonly string[]): MiddlewareHandler<Env> {
  return cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    allowMethods: ['GET', 'POST'],
    allowHeaders: ['content-type', 'idempotency-key'],
    exposeHeaders: ['retry-after', 'idempotent-replayed'],
    maxAge: 600,
  });
}

/** Whether the limit counts identities (`rateLimit.by: 'identity'`): it then runs after `identify`. */
export const limitsByIdentity = (options: ProxyOptions): boolean =>
  options.rateLimit !== false && options.rateLimit?.by === 'identity';

/** `rateLimit.by` is one of its two values. */
function checkLimitBy(limit: Exclude<ProxyOptions['rateLimit'], false | undefined>): void {
  const by = limit.by ?? 'address';
  if (by !== 'address' && by !== 'identity') {
    throw new ConfigError([
      { variable: 'rateLimit.by', message: `must be 'address' or 'identity' (got ${JSON.stringify(by)})` },
    ]);
  }
}

/**
 * Per-client limits (general, and session polls in their own bucket), or `undefined` when rate limiting is
 * off. A bad hop count, or more than one way to tell the client, throw here, so they fail `createProxy`.
 * Keyed by identity, the middleware must run after `identify` (create-proxy registers it on the routes).
 */
export function rateLimit(
  options: ProxyOptions,
  config: VeriframeConfig,
  base: string,
  now: () => number,
): MiddlewareHandler<Env> | undefined {
  const limit = options.rateLimit === false ? undefined : (options.rateLimit ?? {});
  const general = {
    max: limit?.max ?? config.proxy.rateLimit.max,
    windowMs: limit?.windowMs ?? config.proxy.rateLimit.windowMs,
  };
  if (!limit || general.max <= 0) return undefined;
  const policies = { general, sessionPolls: { ...defaultSessionPollPolicy, ...limit.sessionPolls } };
  checkLimitBy(limit);
  const byIdentity = limit.by === 'identity';
  // Also with `by: 'identity'`: an anonymous identity is new at will, so it counts by its address.
  const addressKeyOf = clientKeyFunction({
    trustedProxyHops: limit.trustedProxyHops ?? config.proxy.rateLimit.trustedProxyHops,
    clientAddressHeader: limit.clientAddressHeader,
    key: limit.key,
  });
  const store = limit.store ?? new MemoryRateLimitStore(now);
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const clientKey =
      byIdentity && c.get('identity')?.anonymous !== true
        ? `identity:${scopedKey(identityIdOf(c))}`
        : addressKeyOf(c.req.raw, { remoteAddress: remoteAddressOf(c.env), identity: c.get('identity') });
    if (clientKey === undefined) {
      return fail(c, {
        code: 'rate_limit_key_missing',
        message: byIdentity
          ? 'the proxy cannot tell which address this anonymous visitor comes from (anonymous identities ' +
            'are counted by address): set rateLimit.clientAddressHeader, rateLimit.trustedProxyHops ' +
            '(VERIFRAME_TRUSTED_PROXY_HOPS) or rateLimit.key'
          : 'the proxy cannot tell which client this request comes from: set rateLimit.trustedProxyHops ' +
            '(VERIFRAME_TRUSTED_PROXY_HOPS), rateLimit.clientAddressHeader, rateLimit.by or rateLimit.key, ' +
            'or disable rate limiting with rateLimit: false',
        status: 500,
      });
    }
    const { bucket, policy } = rateLimitBucket(
      c.req.method,
      c.req.path.slice(base.length),
      clientKey,
      policies,
    );
    return (await refusedOverLimit(c, store, bucket, policy)) ?? next();
  };
}

/** 413 `payload_too_large` for a body over `maxBody` bytes. */
export function limitBody(maxBody: number): MiddlewareHandler<Env> {
  const tooLarge = (c: Context<Env>) =>
    fail(c, { code: 'payload_too_large', message: `body: must be at most ${maxBody} bytes`, status: 413 });
  const limitStreamedBody = bodyLimit({ maxSize: maxBody, onError: (c) => tooLarge(c as Context<Env>) });
  // A declared length is checked from the header alone (as `bodyLimit` does), without touching
  // `request.body`: on Node that would build a web stream per request, a large share of the proxy's CPU.
  return (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined)
      return limitStreamedBody(c, next);
    return Number.parseInt(length, 10) > maxBody ? Promise.resolve(tooLarge(c)) : next();
  };
}
