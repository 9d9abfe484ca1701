import { checkHostedLink } from '@veriframe/core';

/** Why a navigation of the WebView was stopped. */
export type NavigationBlockReason =
  /** The URL's origin is not exactly one of `allowedOrigins`. */
  | 'other-origin'
  /** The origin is listed but the URL is not https (plain http only to a loopback host, in development). */
  | 'not-https';

/** A navigation the WebView was not allowed to make, as `onNavigationBlocked` reports it. */
export interface BlockedNavigation {
  url: string;
  reason: NavigationBlockReason;
  /** Whether the journey's own page was about to be replaced (always, today: subframes are not judged). */
  topFrame: boolean;
}

/**
 * Whether the WebView may load `url`: its origin must be exactly one of `origins` and it must be https (plain
 * http only to a loopback host in development). Returns null when it may, else what was blocked and why. A
 * subframe's load (`topFrame` false, iOS) is the hosted page's own choice, as on the web: it is not judged, and
 * the camera stays with the page's own host (`mediaCapturePermissionGrantType`).
 *
 * @example
 * judgeNavigation('https://evil.example/x', ['https://verify.example.com'], true);
 * // { url: 'https://evil.example/x', reason: 'other-origin', topFrame: true }
 */
export function judgeNavigation(
  url: string,
  origins: readonly string[],
  topFrame: boolean,
): BlockedNavigation | null {
  if (!topFrame) return null;
  try {
    checkHostedLink(url, origins, undefined);
    return null;
  } catch (error) {
    const rule = (error as { rule?: unknown }).rule;
    const listed = typeof rule === 'string' && rule.startsWith('must be on one of');
    return { url, reason: listed ? 'other-origin' : secureRuleFailed(url, origins), topFrame };
  }
}

/** A URL that failed the https rule: on a listed origin it is `not-https`, elsewhere simply another origin. */
const secureRuleFailed = (url: string, origins: readonly string[]): NavigationBlockReason => {
  try {
    return origins.some((origin) => new URL(origin).origin === new URL(url).origin)
      ? 'not-https'
      : 'other-origin';
  } catch {
    return 'other-origin';
  }
};
