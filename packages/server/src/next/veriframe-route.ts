// `veriframeRoute`: the proxy as one App Router route file, with the defaults a Next app needs.
import { ConfigError } from '../config';
import { createProxy, type ProxyOptions, type VeriframeProxy } from '../proxy/create-proxy';
import type { IdentifyFunction } from '../proxy/identity/identity';

/** Options of {@link veriframeRoute}: the proxy's, with `identify` required. */
export interface VeriframeRouteOptions extends ProxyOptions {
  /** Who is asking: your sign-in session (`cookies()` of `next/headers` works here), or `null` (401). */
  identify: IdentifyFunction;
}

/**
 * The proxy's routes (`app/api/veriframe/[...path]/route.ts`) with ownership, deliveries and limits counted
 * per signed-in person (a route handler sees no socket address): as `createRouteHandlers`, with `identify`
 * required in every environment (a missing one throws `ConfigError` when the module loads, so `next build`
 * fails) and `rateLimit: { by: 'identity' }` unless given. For a `proxy.ts` that also writes the pages' CSP,
 * see `veriframeProxy`.
 *
 * @example
 * // app/api/veriframe/[...path]/route.ts
 * import { veriframeRoute } from '@veriframe/server/next';
 * import { currentUser } from '@/lib/session'; // your sign-in
 *
 * export const { GET, POST, OPTIONS } = veriframeRoute({
 *   identify: async () => {
 *     const user = await currentUser();
 *     return user ? { id: user.id } : null;
 *   },
 *   webhooks: { vx: { handler: (result) => markVerified(result) } },
 * });
 */
export function veriframeRoute(options: VeriframeRouteOptions): {
  GET: (request: Request) => Promise<Response>;
  POST: (request: Request) => Promise<Response>;
  OPTIONS: (request: Request) => Promise<Response>;
  /** The proxy behind the handlers. */
  proxy: VeriframeProxy;
} {
  if (typeof options?.identify !== 'function') {
    throw new ConfigError([
      {
        variable: 'identify',
        message: 'veriframeRoute({ identify }) needs a function that reads your sign-in session',
      },
    ]);
  }
  // `createRouteHandlers`' own check (identify outside development) is this one's, made stricter.
  const proxy = createProxy({ rateLimit: { by: 'identity' }, ...options });
  const handle = (request: Request) => proxy.fetch(request);
  return { GET: handle, POST: handle, OPTIONS: handle, proxy };
}
