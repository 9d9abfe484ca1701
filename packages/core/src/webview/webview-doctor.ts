// The embedding doctor's WebView case: an app that shows a hosted page in its own react-native-webview. Plain
// data in (the WebView's props, the platform, the camera permission the app holds), findings out; no React
// Native import, so it runs anywhere and in tests.
import type { EmbeddingFinding } from '../embed/embedding-rules';
import { fail } from '../embed/errors';
import { exactOrigin } from '../embed/exact-origin';
import { normalizeOrigins } from '../embed/origins';

/** What the doctor finds in a WebView setup (each an {@link EmbeddingFinding} `code`). */
export type WebViewFindingCode =
  /** Android: the app does not hold the CAMERA permission (not in the manifest, or refused). */
  | 'webview-camera-permission-missing'
  /** iOS: `mediaCapturePermissionGrantType` is unset or not limited to the page's own host. */
  | 'webview-media-capture-not-limited'
  /** iOS: the camera preview needs `allowsInlineMediaPlayback` and `mediaPlaybackRequiresUserAction={false}`. */
  | 'webview-media-playback'
  /** The WebView's JavaScript is off: the hosted page cannot run. */
  | 'webview-javascript-disabled'
  /** The WebView loads a page that is not on a hosted origin. */
  | 'webview-other-origin'
  /** No `onShouldStartLoadWithRequest`: a link can take the WebView, and its camera, to any site. */
  | 'webview-navigation-unguarded';

/** One problem in a WebView setup: what breaks for people (or who else would get the camera), and the fix. */
export interface WebViewFinding extends Omit<EmbeddingFinding, 'code'> {
  code: WebViewFindingCode;
}

/** The react-native-webview props the doctor reads (the names are react-native-webview's). */
export interface WebViewSettings {
  source?: { uri?: string } | { html?: string } | number;
  javaScriptEnabled?: boolean;
  mediaCapturePermissionGrantType?: string;
  allowsInlineMediaPlayback?: boolean;
  mediaPlaybackRequiresUserAction?: boolean;
  onShouldStartLoadWithRequest?: unknown;
}

export interface CheckWebViewOptions {
  /** The WebView's props, as the app renders it. */
  webView: WebViewSettings;
  /** Origins of the hosted pages, e.g. `['https://verify.example.com']`. */
  hostedOrigins: readonly string[];
  /** `Platform.OS` of react-native. */
  platform: string;
  /**
   * Android: the CAMERA permission's state (`PermissionsAndroid.check`/`request`): `granted`, or anything else
   * (`denied`, `never_ask_again`, `unavailable`). Unknown (`undefined`): not checked.
   */
  cameraPermission?: string;
}

/** Grant types that let the camera through only to the page's own host (react-native-webview, iOS 15+). */
const SAME_HOST_GRANTS = new Set(['grantIfSameHostElsePrompt', 'grantIfSameHostElseDeny']);

/**
 * What in a react-native-webview that shows a hosted page would break verification, or give the camera to a
 * page that is not ours, each with its fix. Empty when nothing is wrong. `VerificationWebView` of
 * `@veriframe/react-native` runs it in development builds; an app with its own WebView calls it in its tests.
 * The iOS `NSCameraUsageDescription` is not visible from JavaScript: it is not checked.
 *
 * @example
 * const findings = checkWebViewEmbedding({
 *   webView: { source: { uri: link }, allowsInlineMediaPlayback: true },
 *   hostedOrigins: ['https://verify.example.com'],
 *   platform: Platform.OS,
 * });
 * expect(findings).toEqual([]);
 */
export const checkWebViewEmbedding = ({
  webView,
  hostedOrigins,
  platform,
  cameraPermission,
}: CheckWebViewOptions): WebViewFinding[] => {
  if (typeof webView !== 'object' || webView === null) fail('webView', "must be the WebView's props");
  // Origins read from the text, never through `URL`: React Native's polyfill keeps `:443` and the host's case.
  const origins = normalizeOrigins(hostedOrigins).map((origin) => exactOrigin(origin));
  const findings: WebViewFinding[] = [];
  const uri = typeof webView.source === 'object' && 'uri' in webView.source ? webView.source.uri : undefined;
  const origin = exactOrigin(uri);
  if (!origin || !origins.includes(origin))
    findings.push({
      code: 'webview-other-origin',
      subject: uri ?? 'inline content',
      problem: `the WebView shows ${uri ?? 'inline content'}, not a page of ${origins.join(', ')}: its messages are ignored and it must not get the camera`,
      fix: 'load the session link the proxy returned (session.link), whose origin is one of the hosted origins',
    });
  if (webView.javaScriptEnabled === false)
    findings.push({
      code: 'webview-javascript-disabled',
      subject: 'javaScriptEnabled',
      problem: 'the WebView has JavaScript turned off: the hosted page cannot run',
      fix: 'leave javaScriptEnabled at its default (true)',
    });
  if (typeof webView.onShouldStartLoadWithRequest !== 'function')
    findings.push({
      code: 'webview-navigation-unguarded',
      subject: 'onShouldStartLoadWithRequest',
      problem:
        'nothing stops a link from taking the WebView to another site, and on Android any page in it gets the camera the app holds',
      fix: 'pass onShouldStartLoadWithRequest that returns true only for URLs whose origin is exactly a hosted origin',
    });
  if (platform === 'android' && cameraPermission !== undefined && cameraPermission !== 'granted')
    findings.push({
      code: 'webview-camera-permission-missing',
      subject: `CAMERA (${cameraPermission})`,
      problem: `the app does not hold the CAMERA permission (${cameraPermission}): the WebView's page gets no camera`,
      fix: 'list "android.permission.CAMERA" in app.json (expo.android.permissions) and ask with PermissionsAndroid.request before opening the journey',
    });
  if (platform === 'ios') {
    if (!SAME_HOST_GRANTS.has(webView.mediaCapturePermissionGrantType ?? ''))
      findings.push({
        code: 'webview-media-capture-not-limited',
        subject: `mediaCapturePermissionGrantType=${webView.mediaCapturePermissionGrantType ?? 'prompt'}`,
        problem:
          webView.mediaCapturePermissionGrantType === 'grant'
            ? 'the camera is granted to any page the WebView shows'
            : 'WebKit asks for the camera again on every capture, or never grants it',
        fix: 'set mediaCapturePermissionGrantType="grantIfSameHostElseDeny" (the camera for the hosted page only)',
      });
    const inline = webView.allowsInlineMediaPlayback === true;
    const autoplay = webView.mediaPlaybackRequiresUserAction === false;
    if (!inline || !autoplay)
      findings.push({
        code: 'webview-media-playback',
        subject: [!inline && 'allowsInlineMediaPlayback', !autoplay && 'mediaPlaybackRequiresUserAction']
          .filter(Boolean)
          .join(', '),
        problem:
          'the camera preview cannot play in the page: iOS plays video full screen unless inline playback is allowed, and waits for a tap unless playback needs no user action',
        fix: 'set allowsInlineMediaPlayback and mediaPlaybackRequiresUserAction={false}',
      });
  }
  return findings;
};
