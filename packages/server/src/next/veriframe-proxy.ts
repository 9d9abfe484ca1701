// `veriframeProxy`: a Next.js 16 `proxy.ts` (middleware.ts before 16) that is the whole server side of the
// short path: the proxy's routes (who is asking, ownership, webhook deliveries) and the pages' CSP.
import { ConfigError } from '../config';
import { problemResponse } from '../errors/problem';
import { createProxy, type ProxyOptions } from '../proxy/create-proxy';
import type { IdentifyFunction } from '../proxy/identity/identity';
import { isPageRequest, type NextPageCspOptions, type NextResponseLike, pageWithCsp } from './page-csp';

/** Options of {@link veriframeProxy}: the proxy's (all with defaults) and what only a Next app has. */
export interface VeriframeProxyOptions extends ProxyOptions {
  /** `NextResponse` from `next/server`: lets a page request go on to Next with the policy's nonce. */
  NextResponse: NextResponseLike;
  /**
   * Who is asking: your sign-in session, read from the request (a proxy has no `cookies()` of
   * `next/headers`: read `request.headers.get('cookie')`); `null` when nobody is signed in (401). Required,
   * in development too: the short path never acts for a made-up person.
   */
  identify: IdentifyFunction;
  /** The pages' Content-Security-Policy (`hostedOrigin` from the environment by default); `false`: none. */
  csp?: NextPageCspOptions | false;
}

/** The `proxy` export of `proxy.ts`: answers the kit's routes, adds the CSP to pages, passes the rest on. */
export type NextProxyFunction = (request: Request) => Promise<Response>;

/**
 * The server side of Veriframe in a Next.js app, as its `proxy.ts`: requests under the proxy's base path
 * (`/api/veriframe`) are the proxy's (each browser route runs `identify` first, checks ownership, counts limits
 * per signed-in person, and `webhooks` receive the service's signed deliveries over the raw body); page
 * requests get a strict nonce-based Content-Security-Policy with `frame-src` for the hosted origin; anything
 * else goes on unchanged. Configuration is read on the first request (`next build` needs no `VERIFRAME_*`
 * variable); `startupCheck` in `instrumentation.ts` reads it at startup instead. Throws `ConfigError` now
 * when `identify` is missing.
 *
 * @example
 * // proxy.ts
 * import { veriframeProxy } from '@veriframe/server/next';
 * import { NextResponse } from 'next/server';
 * import { userFromCookies } from './lib/auth'; // your sign-in
 *
 * export const proxy = veriframeProxy({
 *   NextResponse,
 *   identify: async (request) => {
 *     const user = await userFromCookies(request.headers.get('cookie'));
 *     return user ? { id: user.id } : null;
 *   },
 *   webhooks: { vx: { handler: (result) => markVerified(result) } },
 * });
 */
export function veriframeProxy(options: VeriframeProxyOptions): NextProxyFunction {
  const { NextResponse, csp, ...proxyOptions } = options;
  if (typeof options.identify !== 'function') {
    throw new ConfigError([
      {
        variable: 'identify',
        message: 'veriframeProxy({ identify }) needs a function that reads your sign-in session',
      },
    ]);
  }
  if (typeof NextResponse?.next !== 'function') {
    throw new ConfigError([{ variable: 'NextResponse', message: "pass NextResponse from 'next/server'" }]);
  }
  const proxy = createProxy({ rateLimit: { by: 'identity' }, ...proxyOptions });
  // The base path before the configuration is read: the option, else the variable the configuration reads.
  const base = (options.basePath ?? process.env.VERIFRAME_PROXY_BASE_PATH ?? '/api/veriframe').replace(
    /\/+$/,
    '',
  );
  let lastLogged: string | undefined;
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === base || pathname.startsWith(`${base}/`)) return proxy.fetch(request);
    if (csp === false || !isPage(request, pathname)) return NextResponse.next();
    try {
      return pageWithCsp(request, NextResponse, csp ?? {}, process.env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      // Fail closed: no page is served without its policy. Named once in the log, never a value.
      if (error.message !== lastLogged) console.error(error.message);
      lastLogged = error.message;
      return problemResponse({
        code: 'proxy_not_configured',
        message: `the page policy is not configured: ${error.issues.map((i) => i.variable).join(', ')}`,
        status: 500,
      });
    }
  };
}

/** A page request (GET or HEAD): Server Actions and other POSTs to a page get no policy of their own. */
const isPage = (request: Request, pathname: string) =>
  (request.method === 'GET' || request.method === 'HEAD') && isPageRequest(request, pathname);
