import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
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
