import { normalizeOrigins } from '@veriframe/core/embed';
import { checkHostedLink } from '@veriframe/core/hosted';
import { exactOrigin } from '@veriframe/core/webview';

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
  /**
   * Whether the journey's own page was about to be replaced; false for a frame inside it (iOS says which;
   * Android does not, so its navigations count as the top frame's).
   */
  topFrame: boolean;
}

/** What a frame inside the hosted page may show besides the hosted origins: an empty document of its own. */
const EMPTY_FRAME = /^about:(blank|srcdoc)$/;

/**
 * Whether the WebView may load `url`, in its top frame or in any frame inside the page: its origin must be
 * exactly one of `origins` and it must be https (plain http only to a loopback host in development); a frame
 * may also be `about:blank` or `about:srcdoc`. Returns null when it may, else what was blocked and why. A frame
 * is judged as the page is: on Android the WebView gives the camera to any page that asks, so a page of
 * another site must never load in it. Origins are compared as text (`exactOrigin`), not through `URL`, so a
 * bare React Native app's URL polyfill (which keeps `:443`) gives the same answer.
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
  const listed = normalizeOrigins(origins).map((origin) => exactOrigin(origin));
  if (!topFrame && EMPTY_FRAME.test(url)) return null;
  const origin = exactOrigin(url);
  if (origin === undefined || !listed.includes(origin)) return { url, reason: 'other-origin', topFrame };
  try {
    // Its own origin is listed: only the https rule (loopback http in development) is left to check.
    checkHostedLink(url, [url], undefined);
    return null;
  } catch {
    return { url, reason: 'not-https', topFrame };
  }
}
