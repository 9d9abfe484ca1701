import { ConfigError } from '../config';
import { clientAddressKey } from './client-address';
import { forwardedClient } from './client-key';
import type { IdentifyFunction } from './identity';

export interface TrustedHeaderIdentityOptions {
  /**
   * The request header in which your authenticating gateway names the signed-in user (`x-authenticated-user`).
   * The gateway must remove this header from every client request before setting it: the proxy cannot tell
   * a value the gateway wrote from one the client sent through it.
   */
  header: string;
  /**
   * The reverse proxies in front of the proxy that append to `X-Forwarded-For`, the gateway among them: at
   * least 1 (the rate limit's `VERIFRAME_TRUSTED_PROXY_HOPS`). A request whose `X-Forwarded-For` is shorter
   * than this chain did not come through it, so its header proves nothing.
   */
  trustedProxyHops: number;
}

/** An HTTP header name (RFC 9110 token). */
const headerName = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;

/** Headers that mean something else: the client's address, its credentials, the target. */
const reserved = new Set(['x-forwarded-for', 'forwarded', 'cookie', 'authorization', 'host']);

/**
 * An `identify` for a proxy behind an authenticating gateway (an ingress with single sign-on, an API gateway
 * that checks a session): the user is the id the gateway writes in `header`, trusted only on requests that
 * came through the `trustedProxyHops` proxies in front (their `X-Forwarded-For` entries are there). Anything
 * else is nobody (401 `unauthenticated`): a request without the header, or one sent to the proxy directly.
 * Bad options throw `ConfigError` naming the option.
 *
 * @example
 * // One ingress in front; it strips x-authenticated-user from clients, then sets it for signed-in users.
 * createProxy({ identify: trustedHeaderIdentity({ header: 'x-authenticated-user', trustedProxyHops: 1 }) });
 */
export function trustedHeaderIdentity(options: TrustedHeaderIdentityOptions): IdentifyFunction {
  const { header, trustedProxyHops } = options;
  if (typeof header !== 'string' || !headerName.test(header) || reserved.has(header.toLowerCase())) {
    throw new ConfigError([
      {
        variable: 'trustedHeaderIdentity.header',
        message: `must be a header name of your gateway's own, not ${[...reserved].join(', ')} (got ${JSON.stringify(header)})`,
      },
    ]);
  }
  if (!Number.isInteger(trustedProxyHops) || trustedProxyHops < 1 || trustedProxyHops > 20) {
    throw new ConfigError([
      {
        variable: 'trustedHeaderIdentity.trustedProxyHops',
        message:
          'must be a whole number from 1 to 20: the header is trusted only from the hops in front ' +
          `(got ${String(trustedProxyHops)})`,
      },
    ]);
  }
  return (request) => {
    const client = forwardedClient(request.headers.get('x-forwarded-for'), trustedProxyHops);
    if (clientAddressKey(client) === undefined) return null;
    const id = request.headers.get(header)?.trim();
    return id ? { id } : null;
  };
}
