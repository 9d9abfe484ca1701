// The Content-Security-Policy a page embedding the kit needs, written from the kit's configuration: which
// origins the hosted frame, the document modal's files, the proxy and the theme assets come from. A strict,
// nonce-based policy (script-src 'nonce-…' 'strict-dynamic') with Trusted Types required for scripts. Pure:
// no request, no framework; the caller sets the header (Next.js proxy.ts, a Node server, an edge function).

/** A directive name of CSP Level 3 (`script-src`, `frame-src`, `require-trusted-types-for`, …). */
export type CspDirectiveName = string;

/** The directives, each with its source list in order. */
export type CspDirectives = Record<CspDirectiveName, string[]>;

export interface ContentSecurityPolicyOptions {
  /**
   * Origin(s) of the service's hosted pages (`frame-src`): the journey frame and the document capture frame.
   * https only; plain http on a loopback host (the local sandbox) is allowed.
   */
  hostedOrigin: string | readonly string[];
  /**
   * Per-response nonce: at least 16 base64 characters from a cryptographic random source, fresh for every
   * response (`crypto.randomUUID()` in base64 is enough). Goes into `script-src` and `style-src`; pass the same
   * value to the kit (`documentModal.nonce`) and to your framework.
   */
  nonce: string;
  /**
   * Origin(s) of the document modal's script and stylesheet, when not the hosted origin (`script-src`,
   * `style-src`). Default: `hostedOrigin`.
   */
  modalOrigin?: string | readonly string[];
  /**
   * Where the browser reaches the proxy (`connect-src`): a path on the page's own origin (default
   * `/api/veriframe`, covered by `'self'`) or an absolute https URL on another origin.
   */
  proxyUrl?: string;
  /** URLs or origins of theme images shown in your page (a logo in the document modal): `img-src`. */
  imageSources?: readonly string[];
  /** URLs or origins of theme fonts used in your page: `font-src`. */
  fontSources?: readonly string[];
  /**
   * Who may show your page in a frame (`frame-ancestors`): `'self'` and https origins. Default none
   * (`'none'`): a page that starts a verification cannot be framed by another site to trick a click.
   */
  frameAncestors?: readonly string[];
  /** Origins your page's forms may post to besides its own (`form-action 'self'` always). https only. */
  formActions?: readonly string[];
  /**
   * `style-src-attr 'unsafe-inline'` (default true): inline `style` attributes, which React writes for style
   * props in server-rendered HTML and the kit's components use. `false` leaves them blocked.
   */
  styleAttributes?: boolean;
  /**
   * `require-trusted-types-for 'script'` (default true). With `trustedTypesPolicies`, also a
   * `trusted-types` list: the kit's `veriframe-loader` plus the names given (your framework's policies).
   */
  trustedTypes?: boolean;
  trustedTypesPolicies?: readonly string[];
  /**
   * Development builds only: adds `'unsafe-eval'` to `script-src` (React's development build and Next.js
   * dev use eval for stack traces). Never in production.
   */
  development?: boolean;
  /** Your page's own sources, merged after the kit's (e.g. `{ 'img-src': ['https://cdn.example.com'] }`). */
  directives?: Readonly<Partial<Record<CspDirectiveName, readonly string[]>>>;
}

export interface ContentSecurityPolicy {
  /** Each directive and its sources. */
  directives: CspDirectives;
  /** The `Content-Security-Policy` header value: `directive source source; directive …`. */
  header: string;
}

/** A bad option of {@link contentSecurityPolicy}: names the field and the rule it breaks. */
export class ContentSecurityPolicyError extends TypeError {
  override readonly name = 'ContentSecurityPolicyError';
  constructor(
    readonly field: string,
    readonly rule: string,
  ) {
    super(`contentSecurityPolicy: ${field} ${rule}`);
  }
}

/** The Trusted Types policy the kit's script loader creates (core's `scriptUrlFor`). */
export const veriframeTrustedTypesPolicy = 'veriframe-loader';

const NONCE = /^[A-Za-z0-9+/_-]{16,}={0,2}$/;
const DIRECTIVE = /^[a-z][a-z-]*$/;
// A source expression may hold neither `;` nor `,` (they end a directive or a policy) nor whitespace.
const SOURCE = /^[^\s;,]+$/;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const fail = (field: string, rule: string): never => {
  throw new ContentSecurityPolicyError(field, rule);
};

const listOf = (value: string | readonly string[] | undefined): readonly string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : value;

/** The origin of an https URL (or loopback http): what a CSP source list needs. */
const originOf = (value: unknown, field: string): string => {
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  if (!url) return fail(field, 'must be an absolute URL');
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (!secure) fail(field, 'must be https (plain http only on localhost, 127.0.0.1 or [::1])');
  return url.origin;
};

const originsOf = (value: string | readonly string[] | undefined, field: string): string[] =>
  listOf(value).map((entry, index) =>
    originOf(entry, typeof value === 'string' ? field : `${field}[${index}]`),
  );

/** The proxy's `connect-src` entry: none for a path on the page's origin, else its origin. */
const proxySources = (proxyUrl: string | undefined): string[] => {
  if (proxyUrl === undefined || proxyUrl.startsWith('/')) {
    if (proxyUrl?.startsWith('//')) fail('proxyUrl', 'must be a path (/api/veriframe) or an absolute URL');
    return [];
  }
  return [originOf(proxyUrl, 'proxyUrl')];
};

/** Appends `sources` to `directive`, once each; `'none'` gives way to any real source. */
const add = (directives: CspDirectives, directive: string, sources: readonly string[]) => {
  const list = directives[directive] ?? [];
  for (const source of sources) if (!list.includes(source)) list.push(source);
  directives[directive] = list.length > 1 ? list.filter((source) => source !== "'none'") : list;
};

/**
 * The Content-Security-Policy a page embedding Veriframe needs, for its configuration: a fresh `nonce` per
 * response, `frame-src` for the hosted origin, `script-src`/`style-src` for the document modal's files,
 * `connect-src` for the proxy, `img-src`/`font-src` for theme assets, Trusted Types required for scripts, no
 * framing by other sites (`frame-ancestors`) and forms posting only to the page's origin (`form-action`).
 * Scripts run only with the nonce (`'strict-dynamic'` lets them load theirs: the kit's loader passes the nonce
 * too). Throws a {@link ContentSecurityPolicyError} naming a bad option.
 *
 * @example
 * // proxy.ts (Next.js 16; middleware.ts before 16)
 * import { contentSecurityPolicy } from '@veriframe/server';
 * import { type NextRequest, NextResponse } from 'next/server';
 *
 * export function proxy(request: NextRequest) {
 *   const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
 *   const { header } = contentSecurityPolicy({ hostedOrigin: 'https://verify.example.com', nonce });
 *   const headers = new Headers(request.headers);
 *   headers.set('content-security-policy', header); // Next.js puts the nonce on its own scripts
 *   const response = NextResponse.next({ request: { headers } });
 *   response.headers.set('content-security-policy', header);
 *   return response;
 * }
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): ContentSecurityPolicy {
  if (typeof options?.nonce !== 'string' || !NONCE.test(options.nonce))
    fail('nonce', 'must be at least 16 base64 characters, fresh for every response');
  const hosted = originsOf(options.hostedOrigin, 'hostedOrigin');
  if (hosted.length === 0) fail('hostedOrigin', 'must name at least one origin');
  const modal = options.modalOrigin === undefined ? hosted : originsOf(options.modalOrigin, 'modalOrigin');
  const nonce = `'nonce-${options.nonce}'`;

  const directives: CspDirectives = {};
  add(directives, 'default-src', ["'self'"]);
  add(directives, 'script-src', [
    nonce,
    "'strict-dynamic'",
    // Ignored by browsers that know 'strict-dynamic'; the fallback of older ones.
    "'self'",
    ...modal,
    ...(options.development ? ["'unsafe-eval'"] : []),
  ]);
  add(directives, 'style-src', ["'self'", nonce, ...modal]);
  // `style` attributes only (never <style> elements): React renders style props as attributes in server HTML,
  // and the kit's default look uses them. They run no script.
  if (options.styleAttributes !== false) add(directives, 'style-src-attr', ["'unsafe-inline'"]);
  add(directives, 'img-src', [
    "'self'",
    'data:',
    ...(options.imageSources ?? []).map((u, i) => originOf(u, `imageSources[${i}]`)),
  ]);
  add(directives, 'font-src', [
    "'self'",
    ...(options.fontSources ?? []).map((u, i) => originOf(u, `fontSources[${i}]`)),
  ]);
  add(directives, 'connect-src', ["'self'", ...proxySources(options.proxyUrl)]);
  add(directives, 'frame-src', hosted);
  add(directives, 'object-src', ["'none'"]);
  add(directives, 'base-uri', ["'none'"]);
  add(directives, 'frame-ancestors', [
    "'none'",
    ...(options.frameAncestors ?? []).map((u, i) =>
      u === "'self'" ? u : originOf(u, `frameAncestors[${i}]`),
    ),
  ]);
  add(directives, 'form-action', [
    "'self'",
    ...(options.formActions ?? []).map((u, i) => originOf(u, `formActions[${i}]`)),
  ]);
  if (options.trustedTypes !== false) {
    add(directives, 'require-trusted-types-for', ["'script'"]);
    options.trustedTypesPolicies?.forEach((name, i) => {
      if (!/^[\w#=_/@.%-]+$/.test(name)) fail(`trustedTypesPolicies[${i}]`, 'must be a policy name');
    });
    if (options.trustedTypesPolicies)
      add(directives, 'trusted-types', [veriframeTrustedTypesPolicy, ...options.trustedTypesPolicies]);
  }

  for (const [name, sources] of Object.entries(options.directives ?? {})) {
    if (!DIRECTIVE.test(name)) fail(`directives.${name}`, 'is not a directive name (lowercase and hyphens)');
    for (const source of sources ?? [])
      if (!SOURCE.test(source))
        fail(`directives.${name}`, `holds "${source}": a source has no spaces, ";" or ","`);
    add(directives, name, sources ?? []);
  }

  const header = Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
  return { directives, header };
}
