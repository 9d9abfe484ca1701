// `@veriframe/server/next`: the proxy as Next.js App Router route handlers.
import { ConfigError } from './config';
import { environmentOf } from './config-environment';
import { createProxy, type ProxyOptions, type VeriframeProxy } from './proxy/create-proxy';

/** The HTTP methods the proxy answers, as Next.js route handlers. */
export interface RouteHandlers {
  GET: (request: Request) => Promise<Response>;
  POST: (request: Request) => Promise<Response>;
  OPTIONS: (request: Request) => Promise<Response>;
  /** The proxy behind the handlers (its clients, its Hono app). */
  proxy: VeriframeProxy;
}

/**
 * The proxy as App Router route handlers for `app/api/veriframe/[...path]/route.ts`. Needs no segment config
 * (Next 16 with `cacheComponents` rejects `runtime` and `dynamic`): the handlers read the request, so they
 * are never prerendered, and they run on the default Node.js runtime. Configuration is read on the first
 * request, so `next build` needs no `VERIFRAME_*` variable. Webhook receivers get the raw body: a route
 * handler's `Request` is never parsed by Next.
 *
 * Without `identify` it throws `ConfigError` naming it when the module loads outside development (`next build`
 * imports route files, so the build fails): `assertProxyConfig` in `instrumentation.ts` cannot see a route
 * file that forgot it.
 *
 * @example
 * // app/api/veriframe/[...path]/route.ts
 * import { createRouteHandlers } from '@veriframe/server/next';
 * import { identify } from '@/lib/identify'; // reads your sign-in session
 * export const { GET, POST, OPTIONS } = createRouteHandlers({ identify });
 */
export function createRouteHandlers(options: ProxyOptions = {}): RouteHandlers {
  const production = options.config?.production ?? environmentOf(process.env).production;
  if (production && !options.identify) {
    throw new ConfigError([
      {
        variable: 'identify',
        message:
          'required outside development (VERIFRAME_ENV=development, or NODE_ENV development or test): ' +
          'createRouteHandlers({ identify }) with a function that reads your sign-in session',
      },
    ]);
  }
  const proxy = createProxy(options);
  const handle = (request: Request) => proxy.fetch(request);
  return { GET: handle, POST: handle, OPTIONS: handle, proxy };
}

// The short path (docs/guide/nextjs.md): one call each, in new files beside this one.
export type { NextPageCspOptions, NextResponseLike } from './next/page-csp';
export { type StartupCheckOptions, startupCheck } from './next/startup-check';
export {
  type NextProxyFunction,
  type VeriframeProxyOptions,
  veriframeProxy,
} from './next/veriframe-proxy';
export { type VeriframeRouteOptions, veriframeRoute } from './next/veriframe-route';
