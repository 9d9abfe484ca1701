import { ConfigError } from '../config';

/** What the rate limiter knows about the caller; the Node adapter fills in the socket address. */
export interface ClientInfo {
  remoteAddress?: string | undefined;
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
  /** A key of your own (a platform header, a user id); replaces the address rules above. */
  key?: ClientKeyFunction | undefined;
}

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
export function clientKeyFunction({ trustedProxyHops = 0, key }: ClientKeyOptions = {}): ClientKeyFunction {
  if (!Number.isInteger(trustedProxyHops) || trustedProxyHops < 0 || trustedProxyHops > 20) {
    throw new ConfigError([
      {
        variable: 'rateLimit.trustedProxyHops',
        message: `must be a whole number from 0 to 20 (got ${String(trustedProxyHops)})`,
      },
    ]);
  }
  if (key && trustedProxyHops > 0) {
    throw new ConfigError([
      { variable: 'rateLimit.key', message: 'give either key or trustedProxyHops, not both' },
    ]);
  }
  if (key) return (request, info) => key(request, info) || undefined;
  if (trustedProxyHops > 0)
    return (request) => forwardedClient(request.headers.get('x-forwarded-for'), trustedProxyHops);
  return (_request, info) => info.remoteAddress || undefined;
}
