import type { Context, MiddlewareHandler } from 'hono';
import type { Env } from '../proxy-types';
import { fail } from '../routes/route-kit';

/** Methods a browser may send cross-site without it meaning anything: they change nothing here. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** `Sec-Fetch-Site` values of a request made by the page's own origin, or by the user (address bar). */
const ownSite = new Set(['same-origin', 'none']);

/**
 * Refuses a state-changing browser request that another origin made, unless that origin is one of the CORS
 * origins. CORS alone does not stop one: it keeps the answer from being read, but a cross-site form post, or a
 * `no-cors` fetch, still reaches the route. For `POST /document/token`, which accepts an empty body, that
 * would create a token with the proxy's credentials for any page that asked.
 *
 * Browsers mark every request with `Sec-Fetch-Site`: an unsafe method marked `cross-site` or `same-site` (another
 * origin of the same site, such as another port) is refused with 403 `cross_origin_request`, unless its `Origin`
 * is trusted. A request without the header (a server, curl, a browser too old to send it) is let through: the
 * proxy does not guess from `Origin` and `Host`, which a reverse proxy may rewrite. It guards the browser routes
 * only: the webhook receivers are a sub-app of their own (their callers are servers; signatures protect them).
 *
 * @example
 * browserRoutes.use('*', crossOriginProtection(['https://shop.example']));
 */
export function crossOriginProtection(trustedOrigins: readonly string[]): MiddlewareHandler<Env> {
  // Not `async`: a request let through returns `next()` itself, without wrapping it in another promise.
  return (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const site = c.req.header('sec-fetch-site');
    if (site === undefined || ownSite.has(site.toLowerCase())) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined && trustedOrigins.includes(origin)) return next();
    return refuse(c, site, origin);
  };
}

/** 403 `cross_origin_request`, naming the site and the origin. */
function refuse(c: Context<Env>, site: string, origin: string | undefined): Promise<Response> {
  return Promise.resolve(
    fail(c, {
      code: 'cross_origin_request',
      message:
        `Sec-Fetch-Site: a ${site} ${c.req.method} is accepted only from the CORS origins ` +
        `(Origin ${origin ?? 'missing'} is not one of them)`,
      status: 403,
    }),
  );
}
