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
  /** Whether the journey's own page was about to be replaced (a subframe's load is not). */
  topFrame: boolean;
}

/** Frames the hosted page may create empty; never a top-level page. */
const EMPTY_FRAMES = new Set(['about:blank', 'about:srcdoc']);

/**
 * Whether the WebView may load `url`: its origin must be exactly one of `origins` and it must be https (plain
 * http only to a loopback host in development). Returns null when it may, else what was blocked and why.
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
  if (!topFrame && EMPTY_FRAMES.has(url)) return null;
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
