import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../proxy-types';

/** The header a request id comes in and goes back in. */
export const requestIdHeader = 'x-request-id';

// A caller's id is kept only when it is short and plain: never a way to write arbitrary text into the logs.
const saneRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Gives every request an id: the incoming `X-Request-Id` when it is sane (8 to 128 letters, digits, `.`, `_`,
 * `:` or `-`), else a new UUID. It is sent back in `X-Request-Id` and put on the request's log line, event and
 * spans, so a user's report, a log line and a trace can be matched.
 */
export const requestIds: MiddlewareHandler<Env> = async (c, next) => {
  const incoming = c.req.header(requestIdHeader);
  const requestId = incoming && saneRequestId.test(incoming) ? incoming : randomUUID();
  // Carried by the context (the webhook receivers read it there), not an AsyncLocalStorage: on Node 20 one
  // installs a promise hook that runs for every promise of every request (pnpm bench's CPU profile).
  c.set('requestId', requestId);
  await next();
  c.res.headers.set(requestIdHeader, requestId);
};
