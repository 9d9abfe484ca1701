import { ConfigError } from '../../config';
import { clientAddressKey } from './client-address';
import type { Identity } from './identity';

/** What the rate limiter knows about the caller; the Node adapter fills in the socket address. */
export interface ClientInfo {
  remoteAddress?: string | undefined;
  /** Who the app said is asking, when `identify` ran before the limit; else undefined. */
  identity?: Identity | undefined;
}

/** Who a request counts against; `undefined` when it cannot be told (the request is then refused). */
export type ClientKeyFunction = (request: Request, info: ClientInfo) => string | undefined;

export interface ClientKeyOptions {
  /**
   * How many reverse proxies of your own (load balancer, CDN, ingress) stand in front of the app and append
   * to `X-Forwarded-For`. The client is the address the outermost of them saw: the entry `hops` from the
   * right. Entries further left were written by the client and are never trusted. `0` (default): the socket
   * address from the Node adapter.
   */
  trustedProxyHops?: number | undefined;
  /**
   * A request header that your platform sets to the client's address, overwriting whatever the client sent
   * (`cf-connecting-ip` on Cloudflare, `fly-client-ip` on Fly.io, `x-real-ip` on Vercel or behind nginx with
   * `proxy_set_header X-Real-IP $remote_addr`). A request without it, or with something that is not an
   * address, is refused: it did not come through the platform. Replaces the hop count.
   */
  clientAddressHeader?: string | undefined;
  /** A key of your own (a platform header, a user id); replaces the address rules above. */
  key?: ClientKeyFunction | undefined;
}

/** An HTTP header name (RFC 9110 token). */
const headerName = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;

/**
 * The address `hops` from the right of `X-Forwarded-For` (every header line joined, as HTTP allows), or
 * undefined when the list is shorter than the configured chain: then the request did not come through all
 * the trusted proxies, and any address in it may be forged.
 *
 * @example
 * forwardedClient('198.51.100.7, 203.0.113.9', 1); // '203.0.113.9'
 * forwardedClient('198.51.100.7, 203.0.113.9', 2); // '198.51.100.7'
 * forwardedClient(null, 1); // undefined
 */
export function forwardedClient(header: string | null, hops: number): string | undefined {
  if (!header) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length >= hops ? entries[entries.length - hops] : undefined;
}

/**
 * Builds the function that tells which client a request counts against. Checked here, when the proxy is
 * created: a hop count that is not a whole number of at least 0, or both a hop count and a `key`, is a
 * `ConfigError`. At request time the result is undefined when no key can be derived (no socket address
 * and no trusted proxies, or a forwarded chain shorter than configured); the proxy then refuses the request
 * rather than counting it in a bucket shared with everyone.
 *
 * @example
 * const keyOf = clientKeyFunction({ trustedProxyHops: 1 }); // one load balancer in front
 * keyOf(new Request('http://app.test', { headers: { 'x-forwarded-for': '203.0.113.9' } }), {}); // '203.0.113.9'
 */
export function clientKeyFunction({
  trustedProxyHops = 0,
  clientAddressHeader,
  key,
}: ClientKeyOptions = {}): ClientKeyFunction {
  if (!Number.isInteger(trustedProxyHops) || trustedProxyHops < 0 || trustedProxyHops > 20) {
    throw new ConfigError([
      {
        variable: 'rateLimit.trustedProxyHops',
        message: `must be a whole number from 0 to 20 (got ${String(trustedProxyHops)})`,
      },
    ]);
  }
  if (clientAddressHeader !== undefined && !headerName.test(clientAddressHeader)) {
    throw new ConfigError([
      {
        variable: 'rateLimit.clientAddressHeader',
        message: `must be a header name (got ${JSON.stringify(clientAddressHeader)})`,
      },
    ]);
  }
  const given = [
    key && 'key',
    clientAddressHeader && 'clientAddressHeader',
    trustedProxyHops > 0 && 'trustedProxyHops',
  ];
  const chosen = given.filter(Boolean);
  if (chosen.length > 1) {
    throw new ConfigError([
      {
        variable: `rateLimit.${chosen[0]}`,
        message: `give one of key, clientAddressHeader and trustedProxyHops, not ${chosen.join(' and ')}`,
      },
    ]);
  }
  if (key) return (request, info) => key(request, info) || undefined;
  if (clientAddressHeader) return (request) => clientAddressKey(request.headers.get(clientAddressHeader));
  if (trustedProxyHops > 0)
    return (request) =>
      clientAddressKey(forwardedClient(request.headers.get('x-forwarded-for'), trustedProxyHops));
  return (_request, info) => clientAddressKey(info.remoteAddress);
}
