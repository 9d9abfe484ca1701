import { createSessionRequestSchema } from '@veriframe/core/schemas';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { Env } from '../proxy-types';
import { fail } from '../routes/route-kit';
import { developmentIdentity, type IdentifyFunction, type Identity } from './identity';
import { pageIsHttps, remoteAddressOf } from './trusted-hops';

export interface IdentifyRequestsOptions {
  /** The app's `identify`; `undefined` means the development identity, or 500 in production. */
  identify: IdentifyFunction | undefined;
  /** Anything but an explicit development environment (`config.production`, `environmentOf`). */
  production: boolean;
  /** Where the one development notice goes. Default `console.warn`. */
  log?: (message: string) => void;
  /** Whether the browser's page is https (`IdentifyContext.https`); default {@link pageIsHttps} without hops. */
  pageIsHttps?: (request: Request) => boolean;
}

/** The message of 500 `identify_required`, naming the option. */
export const identifyRequiredMessage =
  'the proxy serves nobody without identify outside development (VERIFRAME_ENV=development, or NODE_ENV ' +
  'development or test): pass createProxy({ identify }) ' +
  '(createRouteHandlers({ identify }) for Next.js), e.g. one that reads your sign-in session, or ' +
  'anonymousVisitor({ secret }) for visitors without an account';

/** Core's email rule (`email`), as create_session checks it. */
const emailRule = createSessionRequestSchema.shape.email;

/** Why an identity returned by `identify` is unusable (`undefined` when it is fine). */
function identityProblem(identity: Identity): string | undefined {
  if (typeof identity !== 'object')
    return 'must be an object { id, email?, emailVerified?, reference? } or null';
  const { id, email, emailVerified, reference, anonymous } = identity;
  if (typeof id !== 'string' || id.trim() === '' || id.length > 256)
    return 'id: must be a non-blank string of at most 256 characters';
  if (email !== undefined && !emailRule.safeParse(email).success)
    return 'email: must be an email address (one @, a dot in the domain, at most 254 characters)';
  if (email !== undefined && emailVerified !== true)
    return (
      'emailVerified: must be true when email is given: give only an address you verified (your own ' +
      "records, or a token's claim with email_verified: true), else leave email out"
    );
  if (reference !== undefined && (typeof reference !== 'string' || reference.length > 200))
    return 'reference: must be a string of at most 200 characters';
  if (anonymous !== undefined && typeof anonymous !== 'boolean') return 'anonymous: must be a boolean';
  return undefined;
}

/**
 * Runs `identify` before every browser route and stores its answer as `c.get('identity')`; nobody gets
 * 401 `unauthenticated` before any route (so before any service call). Headers `identify` adds to
 * `responseHeaders` (a cookie) are appended to whatever the route answers. Without `identify`: the fixed
 * development identity `{ id: 'development' }` (said once in the log), or, in production, 500
 * `identify_required` on every browser route. A preflight (`OPTIONS`) carries no credentials and is let through.
 *
 * @example
 * browserRoutes.use('*', identifyRequests({ identify, production: config.production }));
 */
export function identifyRequests(options: IdentifyRequestsOptions): MiddlewareHandler<Env> {
  const { identify, production } = options;
  const pageIsHttpsOf = options.pageIsHttps ?? ((request: Request) => pageIsHttps(request, 0));
  let noticeGiven = false;
  // Not `async` itself: without `identify` (development), `next()` is returned without another promise around it.
  return (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    if (identify) return identified(identify, c, next);
    if (production) {
      return Promise.resolve(
        fail(c, { code: 'identify_required', message: identifyRequiredMessage, status: 500 }),
      );
    }
    if (!noticeGiven) {
      noticeGiven = true;
      (options.log ?? console.warn)(
        'veriframe proxy: no identify option, so every request acts as the development identity ' +
          "{ id: 'development' }; pass createProxy({ identify }) before production (outside development " +
          'it refuses to serve without it)',
      );
    }
    c.set('identity', developmentIdentity);
    return next();
  };

  async function identified(
    identify: IdentifyFunction,
    c: Context<Env>,
    next: Next,
  ): Promise<Response | undefined> {
    const responseHeaders = new Headers();
    const remoteAddress = remoteAddressOf(c.env);
    const identity = await identify(c.req.raw, {
      responseHeaders,
      https: pageIsHttpsOf(c.req.raw),
      ...(remoteAddress !== undefined && { remoteAddress }),
    });
    if (identity === null || identity === undefined) {
      const refused = fail(c, {
        code: 'unauthenticated',
        message: 'nobody is signed in: this route serves only the people the app identifies',
        status: 401,
      });
      for (const [name, value] of responseHeaders) refused.headers.append(name, value);
      return refused;
    }
    const problem = identityProblem(identity);
    if (problem) {
      // The app's bug, not the browser's: named for the operator, never answered as a 401.
      return fail(c, {
        code: 'internal_error',
        message: `identify returned an unusable identity: ${problem}`,
        status: 500,
      });
    }
    c.set('identity', identity);
    await next();
    for (const [name, value] of responseHeaders) c.res.headers.append(name, value);
  }
}
