import { parseSigned, serializeSigned } from 'hono/utils/cookie';
import type { IdentifyFunction } from './identity';

// Signing is Hono's own signed cookies (`hono/utils/cookie`, already the proxy's framework, no new dependency):
// HMAC-SHA256 through Web Crypto, checked with `crypto.subtle.verify`, so a forged or altered value is never read.

export interface AnonymousVisitorOptions {
  /** The HMAC key of the cookie: at least 32 characters, from your secret store (never in the code). */
  secret: string;
  /** Default `veriframe_visitor`. */
  cookieName?: string;
  /** How long a visitor stays the same identity, seconds. Default 30 days. */
  maxAgeSeconds?: number;
  /** Default `/`. */
  path?: string;
  /** `Secure` attribute. Default: when the request URL is `https:`. */
  secure?: boolean;
}

/** A visitor id: 16 random bytes, base64url (22 characters). */
const visitorIdPattern = /^[A-Za-z0-9_-]{22}$/;

function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * A ready `identify` for sites that verify visitors without an account (an age gate): each browser gets a random
 * visitor id in a signed, `HttpOnly`, `SameSite=Lax` cookie (`Secure` on https), and is that one identity
 * (`{ id: 'visitor:<id>', reference: 'visitor:<id>', anonymous: true }`; the service sees the id's derived email) for
 * `maxAgeSeconds`. A request without the cookie, or with one whose signature does not verify (forged,
 * altered, signed with another secret), becomes a new visitor: it never gets the identity it named, so it
 * reaches no other visitor's sessions, links or quiz tokens. The first answer carries the `Set-Cookie`.
 *
 * @example
 * createProxy({ identify: anonymousVisitor({ secret: process.env.VISITOR_COOKIE_SECRET! }) });
 */
export function anonymousVisitor(options: AnonymousVisitorOptions): IdentifyFunction {
  const { secret, cookieName = 'veriframe_visitor', maxAgeSeconds = 30 * 24 * 3600, path = '/' } = options;
  if (typeof secret !== 'string' || secret.length < 32) {
    throw new TypeError(
      'anonymousVisitor: secret must be at least 32 characters (a random value from your secret store)',
    );
  }
  return async (request, { responseHeaders }) => {
    const cookies = await parseSigned(request.headers.get('cookie') ?? '', secret, cookieName);
    const signed = cookies[cookieName];
    let id = typeof signed === 'string' && visitorIdPattern.test(signed) ? signed : undefined;
    if (id === undefined) {
      id = newVisitorId();
      const secure = options.secure ?? new URL(request.url).protocol === 'https:';
      responseHeaders.append(
        'set-cookie',
        await serializeSigned(cookieName, id, secret, {
          httpOnly: true,
          sameSite: 'Lax',
          secure,
          path,
          maxAge: maxAgeSeconds,
        }),
      );
    }
    return { id: `visitor:${id}`, reference: `visitor:${id}`, anonymous: true };
  };
}
