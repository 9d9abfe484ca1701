import type { Context } from 'hono';

/** Escapes text for an HTML text node or a double-quoted attribute: user data is only ever rendered as text. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** What a page's theme adds to its CSP: the nonce of its inline theme stylesheet, its image and font origins. */
export interface CspTheme {
  nonce: string;
  imageOrigins: string[];
  fontOrigins: string[];
}

/**
 * The Content-Security-Policy of every hosted page: scripts only from the frontend origin (no inline code at
 * all), styles from it plus the one theme stylesheet carrying the response's nonce, images and fonts only from
 * the exact origins of the theme's (https) URLs, requests only to the same origin, any ancestor may frame it
 * (integrators embed it in an iframe).
 *
 * `own` is the page's origin, named beside 'self': in a sandboxed frame (the style previewer frames the pages
 * with `sandbox="allow-scripts"`) the document's origin is opaque, and WebKit matches 'self' against it, so
 * Safari loaded neither the script nor the stylesheet. Chromium and Firefox match the URL's origin either way.
 */
function hostedPageCsp(own: string, theme?: CspTheme): string {
  const list = (origins: string[] | undefined) => (origins?.length ? ` ${origins.join(' ')}` : '');
  return [
    "default-src 'none'",
    `script-src 'self' ${own}`,
    `style-src 'self'${theme ? ` 'nonce-${theme.nonce}'` : ''} ${own}`,
    `img-src 'self' data:${list(theme?.imageOrigins)} ${own}`,
    ...(theme?.fontOrigins.length ? [`font-src${list(theme.fontOrigins)}`] : []),
    `connect-src 'self' ${own}`,
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; ');
}

/** Answers a hosted page with the strict CSP; `no-referrer` because page URLs carry a link token. */
export function hostedHtml(
  c: Context,
  html: string,
  status: 200 | 400 | 404 | 410 = 200,
  theme?: CspTheme,
): Response {
  return c.body(html, status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': hostedPageCsp(new URL(c.req.url).origin, theme),
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
}

/** Serves a static script or stylesheet; loadable cross-origin (the modal script is included by integrators). */
export function hostedAsset(c: Context, body: string, type: 'js' | 'css'): Response {
  return c.body(body, 200, {
    'content-type': type === 'js' ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'access-control-allow-origin': '*',
    'cross-origin-resource-policy': 'cross-origin',
    'cache-control': 'no-cache',
  });
}

/** Accepts a value only when it is exactly an http(s) origin (scheme, host, optional port; nothing more). */
export function parseOrigin(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === value.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}
