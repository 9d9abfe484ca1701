import { createHash } from 'node:crypto';

/** What every identity has, whether or not it carries an email. */
interface IdentityFields {
  /**
   * Stable and unique per person (the app's user id, a token's `sub`, a visitor id). Up to 256 characters.
   * Sessions, links, quiz tokens and budgets are keyed by it, never by the email.
   */
  id: string;
  /** The service's correlation value (spec 2.3) for this person, sent as `reference` and echoed in webhooks. */
  reference?: string;
  /**
   * `true` when the identity costs nothing to get (a cookie any client can drop, as `anonymousVisitor` gives):
   * its gateway checks and creations then also count against its client address, and `rateLimit.by:
   * 'identity'` counts its address, so a new identity never brings a new budget. Set it in an `identify` of
   * your own for such visitors.
   */
  anonymous?: boolean;
}

/**
 * Who is asking: the person the app vouches for, as its `identify` function returns them. Every browser route
 * acts for this identity only: the email and `reference` the service sees are chosen from it, and the
 * sessions, links and quiz tokens it creates are its own.
 *
 * The service keeps a person's history and attempts by email, so an email is given only with
 * `emailVerified: true`: one from the app's own records of a confirmed address, or a token's claim whose
 * issuer verified it (`email_verified: true`). An address anyone could claim (an unverified sign-up, a
 * token's bare `email`) reaches another person's status and spends their attempts: leave it out, and the
 * service sees an address derived from `id` ({@link serviceEmailOf}). An `email` without `emailVerified: true`
 * does not typecheck, and at run time is a 500 naming `emailVerified` (the app's bug, never served).
 */
export type Identity = IdentityFields &
  (
    | { email?: undefined; emailVerified?: boolean }
    | {
        /** The person's verified email for the service. */
        email: string;
        /** Says the email is the person's own: verified by the app or by the token's issuer. */
        emailVerified: true;
      }
  );

/** What `identify` may use besides the request. */
export interface IdentifyContext {
  /** Headers appended to the proxy's answer, e.g. the `Set-Cookie` of `anonymousVisitor`. */
  responseHeaders: Headers;
  /**
   * Whether the browser's page is https as the proxy tells it: the `X-Forwarded-Proto` of the trusted proxy
   * hops (`rateLimit.trustedProxyHops`, `VERIFRAME_TRUSTED_PROXY_HOPS`) when they send one, else the request
   * URL (`https:`, or any host but a loopback one). Set by the proxy; absent when you call `identify` yourself.
   */
  https?: boolean;
  /**
   * The socket's peer address (the nearest hop, never a header), when the proxy is served by the Node adapter
   * (`serveNode`, `toNodeListener`, `veriframe-proxy`); absent elsewhere (Next.js route handlers).
   */
  remoteAddress?: string;
}

/**
 * Tells the proxy who sent a browser request: the signed-in person, or `null`/`undefined` for nobody (the route
 * then answers 401 `unauthenticated` and never calls the service). Sync or async.
 *
 * @example
 * createProxy({
 *   identify: async (request) => {
 *     const session = await readSession(request); // your auth library
 *     if (!session) return null;
 *     // Your own record of a confirmed address; otherwise leave the email out.
 *     return session.emailConfirmed
 *       ? { id: session.userId, email: session.email, emailVerified: true }
 *       : { id: session.userId };
 *   },
 * });
 */
export type IdentifyFunction = (
  request: Request,
  context: IdentifyContext,
) => Identity | null | undefined | Promise<Identity | null | undefined>;

/** The identity every request gets outside production when no `identify` is given. */
export const developmentIdentity: Identity = Object.freeze({ id: 'development' });

/** Domain of the derived addresses: `.invalid` is reserved (RFC 2606), so no mail can ever be sent there. */
export const derivedEmailDomain = 'users.veriframe.invalid';

/**
 * The email the service sees for an identity: its verified `email` (`emailVerified: true`), or `<first 24 hex of sha256(id)>@users.veriframe.invalid`
 * when it has none. The derived address is stable (the same id always gives the same address, so the service's
 * per-email history and limits follow the person), reveals nothing of the id, and can never receive mail
 * (spec 4.4: the email need not be real).
 *
 * @example
 * serviceEmailOf({ id: 'user-42' }); // '<24 hex>@users.veriframe.invalid'
 * serviceEmailOf({ id: 'user-42', email: 'ada@example.com', emailVerified: true }); // 'ada@example.com'
 */
export function serviceEmailOf(identity: Identity): string {
  if (identity.email !== undefined && identity.emailVerified === true) return identity.email;
  const digest = createHash('sha256').update(identity.id, 'utf8').digest('hex');
  return `${digest.slice(0, 24)}@${derivedEmailDomain}`;
}
