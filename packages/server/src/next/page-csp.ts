// The page Content-Security-Policy of a Next.js app, one fresh nonce per page request: which requests get it,
// where the hosted origin comes from, and how Next is told the nonce (its request's policy header).
import { ConfigError, type ConfigIssue } from '../config';
import { environmentOf } from '../config-environment';
import { type ContentSecurityPolicyOptions, contentSecurityPolicy } from '../content-security-policy';

/** `NextResponse` of `next/server`, passed in: the kit does not depend on Next's own package. */
export interface NextResponseLike {
  next(init?: { request?: { headers?: Headers } }): Response;
}

/** The page policy's options: those of `contentSecurityPolicy` but the per-request and derived ones. */
export interface NextPageCspOptions
  extends Omit<ContentSecurityPolicyOptions, 'nonce' | 'hostedOrigin' | 'development' | 'trustedTypes'> {
  /**
   * The service's hosted origin(s). Default: `NEXT_PUBLIC_VERIFRAME_FRONTEND_URL`'s origin, the value the
   * provider reads; the local sandbox (`http://127.0.0.1:4011`) in development only (`environmentOf`). Missing
   * outside development: every page answers 500 naming the variable, never a page without the policy.
   */
  hostedOrigin?: string | readonly string[];
  /**
   * `require-trusted-types-for 'script'`. Default false here: Next 16's Turbopack runtime loads chunks by
   * assigning `script.src` a string, which Trusted Types refuses unless the root layout first creates a
   * `default` policy (the full Next.js guide's `trusted-types.ts`). Set true once it does.
   */
  trustedTypes?: boolean;
}

/** The local sandbox's hosted origin (`pnpm sandbox`, `veriframe-sandbox`), for development only. */
const sandboxHostedOrigin = 'http://127.0.0.1:4011';

/** Why the page policy cannot be written from `env`, or none: also run by the startup check. */
export function pageCspIssues(
  options: Pick<NextPageCspOptions, 'hostedOrigin'>,
  env: Record<string, string | undefined>,
): ConfigIssue[] {
  if (options.hostedOrigin !== undefined) return [];
  if (env.NEXT_PUBLIC_VERIFRAME_FRONTEND_URL?.trim()) return [];
  if (environmentOf(env).development) return [];
  return [
    {
      variable: 'NEXT_PUBLIC_VERIFRAME_FRONTEND_URL',
      message:
        'required outside development: the service frontend origin, for the pages’ CSP frame-src (and the ' +
        'provider). Development: VERIFRAME_ENV=development, or NODE_ENV development or test',
    },
  ];
}

/** The hosted origin(s) the policy names; throws `ConfigError` when none is configured. */
export function hostedOriginOf(
  options: Pick<NextPageCspOptions, 'hostedOrigin'>,
  env: Record<string, string | undefined>,
): string | readonly string[] {
  const issues = pageCspIssues(options, env);
  if (issues.length > 0) throw new ConfigError(issues);
  return options.hostedOrigin ?? env.NEXT_PUBLIC_VERIFRAME_FRONTEND_URL?.trim() ?? sandboxHostedOrigin;
}

/**
 * Whether a request is for a page: not Next's static files, not an API route, and not a prefetch (its HTML
 * is never used as a page, so it needs no nonce of its own).
 */
export function isPageRequest(request: Request, pathname: string): boolean {
  if (/^\/(api|_next\/static|_next\/image)(\/|$)|^\/favicon\.ico$/.test(pathname)) return false;
  const headers = request.headers;
  return !headers.has('next-router-prefetch') && headers.get('purpose') !== 'prefetch';
}

/** A fresh per-response nonce: 128 bits from the platform's cryptographic source, base64. */
const freshNonce = () => btoa(crypto.randomUUID());

/**
 * The page answer of a Next proxy: Next reads the nonce from the request's `content-security-policy` (and
 * puts it on its own scripts); the browser gets the same policy on the response. `x-nonce` carries it to
 * Server Components that write an inline script (`(await headers()).get('x-nonce')`).
 */
export function pageWithCsp(
  request: Request,
  NextResponse: NextResponseLike,
  options: NextPageCspOptions,
  env: Record<string, string | undefined>,
): Response {
  const { hostedOrigin: _, trustedTypes, ...rest } = options;
  const nonce = freshNonce();
  const { header } = contentSecurityPolicy({
    ...rest,
    hostedOrigin: hostedOriginOf(options, env),
    nonce,
    trustedTypes: trustedTypes ?? false,
    // React's and Next's development builds use eval for stack traces: `next dev` only.
    development: env.NODE_ENV === 'development',
  });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', header);
  headers.set('x-nonce', nonce);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', header);
  return response;
}
