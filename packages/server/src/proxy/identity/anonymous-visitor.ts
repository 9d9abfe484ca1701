import { parseSigned, serializeSigned } from 'hono/utils/cookie';
import type { IdentifyFunction } from './identity';
import { pageIsHttps } from './trusted-hops';

// Signing is Hono's own signed cookies (`hono/utils/cookie`, already the proxy's framework, no new dependency):
// HMAC-SHA256 through Web Crypto, checked with `crypto.subtle.verify`, so a forged or altered value is never read.

export interface AnonymousVisitorOptions {
  /** The HMAC key of the cookie: at least 32 characters, from your secret store (never in the code). */
  secret: string;
  /**
   * Keys being rotated out: a cookie signed with one of them is still read (and signed again with `secret`,
   * keeping its issue time), so a rotation does not turn every visitor into a new one. Drop them after
   * `maxAgeSeconds`. Each at least 32 characters.
   */
  previousSecrets?: readonly string[];
  /** Default `veriframe_visitor`; on https the cookie is `__Host-<cookieName>`. */
  cookieName?: string;
  /**
   * How long a visitor stays the same identity, seconds from the cookie's issue time (signed into it; an older
   * cookie is a new visitor, whatever the browser kept). A whole number from 60 to 34,560,000 (400 days, the
   * browsers' cap). Default 30 days.
   */
  maxAgeSeconds?: number;
  /** Default `/`; another path only with `secure: false` (a `__Host-` cookie must be on `/`). */
  path?: string;
  /**
   * `Secure` and the `__Host-` prefix. Default: what the proxy tells of the page (`IdentifyContext.https`:
   * the `X-Forwarded-Proto` of the trusted proxy hops, else the request URL: https, or any host but a
   * loopback one). Plain `http://127.0.0.1` and `localhost` (local development) get the plain name.
   */
  secure?: boolean;
  /** Clock, epoch ms. Default `Date.now`. */
  now?: () => number;
}

/** A visitor id: 16 random bytes, base64url (22 characters); then its issue time, epoch seconds. */
const signedValuePattern = /^([A-Za-z0-9_-]{22})\.(\d{1,12})$/;

/** How far in the future an issue time may be (another instance's clock running ahead), seconds. */
const clockSkewSeconds = 300;

/**
 * How many cookies named `name` the header carries. A browser sends every cookie of a name whose domain and
 * path match, most specific path first, so a cookie planted with a narrower path comes before the person's
 * own: with more than one, none can be told to be theirs.
 */
function cookieCount(header: string, name: string): number {
  return header.split(';').filter((pair) => pair.slice(0, pair.indexOf('=')).trim() === name).length;
}

function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function checkOptions(options: AnonymousVisitorOptions): void {
  const { secret, previousSecrets = [], maxAgeSeconds, path = '/', secure } = options;
  const keys: [string, unknown][] = [
    ['secret', secret],
    ...previousSecrets.map((s, i): [string, unknown] => [`previousSecrets[${i}]`, s]),
  ];
  for (const [name, key] of keys) {
    if (typeof key !== 'string' || key.length < 32) {
      throw new TypeError(
        `anonymousVisitor: ${name} must be at least 32 characters (a random value from your secret store)`,
      );
    }
  }
  if (
    maxAgeSeconds !== undefined &&
    (!Number.isInteger(maxAgeSeconds) || maxAgeSeconds < 60 || maxAgeSeconds > 34_560_000)
  ) {
    throw new TypeError(
      `anonymousVisitor: maxAgeSeconds must be a whole number from 60 to 34560000 (got ${String(maxAgeSeconds)})`,
    );
  }
  if (path !== '/' && secure !== false) {
    throw new TypeError(
      `anonymousVisitor: path must be '/' (a __Host- cookie is on the whole site), or pass secure: false (got ${JSON.stringify(path)})`,
    );
  }
}

/**
 * A ready `identify` for sites that verify visitors without an account (an age gate): each browser gets a random
 * visitor id and its issue time in a signed, `HttpOnly`, `SameSite=Lax` cookie (on https `Secure` and named
 * `__Host-veriframe_visitor`, the only name then read, so a cookie planted by a sibling subdomain or over http
 * is never taken), and is that one anonymous identity (`{ id: 'visitor:<id>', reference: 'visitor:<id>',
 * anonymous: true }`; the service sees the id's derived email) for `maxAgeSeconds` from the issue time. A
 * request without the cookie, with one whose signature does not verify (forged, altered, signed with a key
 * not given) or whose issue time is past the maximum age, becomes a new visitor: it never gets the identity it
 * named, so it reaches no other visitor's sessions, links or quiz tokens. The first answer carries the
 * `Set-Cookie`. A request with more than one cookie of the name (a planted one with a narrower path comes
 * first) reads none of them and is a new visitor too. Being anonymous, its gateway checks and creations also
 * count against its client address.
 *
 * @example
 * createProxy({
 *   identify: anonymousVisitor({
 *     secret: process.env.VISITOR_COOKIE_SECRET!,
 *     previousSecrets: process.env.VISITOR_COOKIE_OLD_SECRET ? [process.env.VISITOR_COOKIE_OLD_SECRET] : [],
 *   }),
 * });
 */
export function anonymousVisitor(options: AnonymousVisitorOptions): IdentifyFunction {
  checkOptions(options);
  const {
    secret,
    previousSecrets = [],
    cookieName = 'veriframe_visitor',
    maxAgeSeconds = 30 * 24 * 3600,
    path = '/',
    now = Date.now,
  } = options;
  const secrets = [secret, ...previousSecrets];

  /** The visitor the cookie names, signed with which key, or undefined. */
  async function readCookie(header: string, name: string, nowSeconds: number) {
    for (const [index, key] of secrets.entries()) {
      const value = (await parseSigned(header, key, name))[name];
      if (value === undefined) return undefined; // no cookie of that name
      if (value === false) continue; // not this key's signature
      const match = signedValuePattern.exec(value);
      if (!match) return undefined;
      const issuedAt = Number(match[2]);
      const age = nowSeconds - issuedAt;
      if (age >= maxAgeSeconds || age < -clockSkewSeconds) return undefined;
      return { id: match[1] as string, issuedAt, current: index === 0 };
    }
    return undefined;
  }

  return async (request, context) => {
    const secure = options.secure ?? context.https ?? pageIsHttps(request, 0);
    const name = secure ? `__Host-${cookieName}` : cookieName;
    const nowSeconds = Math.floor(now() / 1000);
    const header = request.headers.get('cookie') ?? '';
    // Several cookies of the name (one planted beside the person's own): none is read, never the first.
    const known = cookieCount(header, name) === 1 ? await readCookie(header, name, nowSeconds) : undefined;
    const visitor = known ?? { id: newVisitorId(), issuedAt: nowSeconds, current: false };
    if (!visitor.current) {
      context.responseHeaders.append(
        'set-cookie',
        await serializeSigned(name, `${visitor.id}.${visitor.issuedAt}`, secret, {
          httpOnly: true,
          sameSite: 'Lax',
          secure,
          path,
          maxAge: Math.max(0, maxAgeSeconds - Math.max(0, nowSeconds - visitor.issuedAt)),
        }),
      );
    }
    return { id: `visitor:${visitor.id}`, reference: `visitor:${visitor.id}`, anonymous: true };
  };
}
