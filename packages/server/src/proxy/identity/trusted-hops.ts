import type { Context } from 'hono';
import type { Env } from '../proxy-types';
import { type ClientKeyOptions, clientKeyFunction } from './client-key';

// What the proxy knows of the browser from the reverse proxies it trusts (the rate limit's settings): its address,
// for the budgets anonymous visitors share per address, and whether the page it sees is https, for the cookie.

/** The socket address the Node adapter passes in the Hono environment, if any. */
export function remoteAddressOf(env: unknown): string | undefined {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}

/**
 * The client address key of a request (`clientAddressKey`: IPv6 by /64), by the same rules as the rate limit
 * (`rateLimit.key`, `clientAddressHeader`, `trustedProxyHops`, else the socket address), whatever `rateLimit.by`
 * says; `undefined` when no address can be told.
 *
 * @example
 * const addressOf = requestAddressFunction({ clientAddressHeader: 'cf-connecting-ip' });
 * app.use((c, next) => (addressOf(c) ? next() : c.text('who?', 500)));
 */
export function requestAddressFunction(rules: ClientKeyOptions): (c: Context<Env>) => string | undefined {
  const keyOf = clientKeyFunction(rules);
  return (c) => keyOf(c.req.raw, { remoteAddress: remoteAddressOf(c.env), identity: c.get('identity') });
}

const loopbackHost = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Whether the browser's page is https, as far as the proxy can tell: the request URL is `https:`, or its host
 * is anything but a loopback one (a TLS-terminating proxy hands on `http://shop.example`, which is https to
 * the browser), or, with trusted proxy hops, the `X-Forwarded-Proto` they set says `https` (the entry `hops`
 * from the right, or the first when they overwrote it rather than appended). A header only ever upgrades: a
 * client's own `X-Forwarded-Proto: http` (which a hop that does not set the header passes on) never turns
 * `Secure` off. Only local development (`http://127.0.0.1`, `localhost`, `[::1]`) is plain http.
 *
 * @example
 * pageIsHttps(new Request('http://127.0.0.1:8787/', { headers: { 'x-forwarded-proto': 'https' } }), 1); // true
 * pageIsHttps(new Request('http://shop.example/', { headers: { 'x-forwarded-proto': 'http' } }), 1); // true
 * pageIsHttps(new Request('http://127.0.0.1:8787/'), 0); // false
 */
export function pageIsHttps(request: Request, trustedProxyHops: number): boolean {
  const url = new URL(request.url);
  if (url.protocol === 'https:' || !loopbackHost.test(url.hostname)) return true;
  if (trustedProxyHops > 0) {
    const entries = (request.headers.get('x-forwarded-proto') ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean);
    const proto =
      entries.length >= trustedProxyHops ? entries[entries.length - trustedProxyHops] : entries[0];
    return proto === 'https';
  }
  return false;
}
