import type { WebViewJourney } from '@veriframe/core/webview';
import { type ReactNode, type Ref, useCallback, useEffect, useRef } from 'react';
import { BackHandler } from 'react-native';
import { WebView, type WebViewProps } from 'react-native-webview';
import { MessageScreen } from './screens';
import type { VerificationWebViewTexts } from './texts';

/**
 * The WebView settings the kit owns, so no prop can loosen them: what loads (`source`, the navigation check,
 * `originWhitelist`), what runs in the page (the injected bridge script), the message gate, JavaScript, the
 * camera grant, new windows and local files.
 */
export type OwnedWebViewProp =
  | 'source'
  | 'onMessage'
  | 'onShouldStartLoadWithRequest'
  | 'originWhitelist'
  | 'injectedJavaScript'
  | 'injectedJavaScriptBeforeContentLoaded'
  | 'injectedJavaScriptForMainFrameOnly'
  | 'injectedJavaScriptBeforeContentLoadedForMainFrameOnly'
  | 'injectedJavaScriptObject'
  | 'javaScriptEnabled'
  | 'mediaCapturePermissionGrantType'
  | 'setSupportMultipleWindows'
  | 'allowFileAccess'
  | 'allowFileAccessFromFileURLs'
  | 'allowUniversalAccessFromFileURLs'
  | 'mixedContentMode';

/** Props passed through to react-native-webview's `WebView` (its look, caching, its own events…). */
export type PassThroughWebViewProps = Omit<WebViewProps, OwnedWebViewProp>;

/**
 * The settings every WebView showing a hosted page needs (see the "React Native and WebViews" guide): the
 * camera only for the page's own host (iOS 15+), the preview played inline and at once (iOS), JavaScript on,
 * no new windows (a `target=_blank` link must pass the same origin check), no local files.
 */
export const cameraSettings = {
  javaScriptEnabled: true,
  mediaCapturePermissionGrantType: 'grantIfSameHostElseDeny',
  allowsInlineMediaPlayback: true,
  mediaPlaybackRequiresUserAction: false,
  setSupportMultipleWindows: false,
  allowFileAccess: false,
  // Every URL reaches onShouldStartLoadWithRequest, which checks origins exactly and reports what it stops
  // (the whitelist's own prefix match would send others to the browser unreported).
  originWhitelist: ['*'],
} satisfies Partial<WebViewProps>;

export interface JourneyWebViewProps {
  /** Core's journey: every event of the WebView goes to it, it decides. */
  journey: WebViewJourney;
  link: string;
  /** The WebView's key: a new number is a new WebView (a reload after a crash, "Try again"). */
  load: number;
  bridgeScript: string;
  texts: VerificationWebViewTexts;
  testID: string;
  webViewProps?: PassThroughWebViewProps;
  webViewRef?: Ref<WebView>;
  /** Android's back button with no page to go back to: true when the app handled it. */
  onBackWithoutHistory?: () => boolean;
}

/**
 * The hosted page in a react-native-webview with the kit's settings, its events forwarded to core's
 * `WebViewJourney` (every navigation judged, the bridge script injected into the top document, the process's
 * death and a failed load), and Android's back button going back inside the page first.
 */
export function JourneyWebView({
  journey,
  link,
  load,
  bridgeScript,
  texts,
  testID,
  webViewProps,
  webViewRef,
  onBackWithoutHistory,
}: JourneyWebViewProps): ReactNode {
  const webView = useRef<WebView | null>(null);
  const backWithoutHistory = useRef(onBackWithoutHistory);
  backWithoutHistory.current = onBackWithoutHistory;

  const setWebView = useCallback(
    (instance: WebView | null) => {
      webView.current = instance;
      if (typeof webViewRef === 'function') webViewRef(instance);
      else if (webViewRef) (webViewRef as { current: WebView | null }).current = instance;
    },
    [webViewRef],
  );

  useEffect(() => {
    const subscription = BackHandler.addEventListener('hardwareBackPress', () => {
      if (journey.backInPage() && webView.current) {
        webView.current.goBack();
        return true;
      }
      return backWithoutHistory.current?.() ?? false;
    });
    return () => subscription.remove();
  }, [journey]);

  return (
    <WebView
      startInLoadingState
      renderLoading={() => <MessageScreen testID="veriframe-loading" text={texts.loading} />}
      {...webViewProps}
      {...cameraSettings}
      key={load}
      ref={setWebView}
      source={{ uri: link }}
      testID={`${testID}-page`}
      injectedJavaScriptBeforeContentLoaded={bridgeScript}
      // Again once the document is there: Android runs the first from onPageStarted, which may come too early.
      injectedJavaScript={bridgeScript}
      injectedJavaScriptForMainFrameOnly
      injectedJavaScriptBeforeContentLoadedForMainFrameOnly
      onMessage={(event) => journey.receive(event.nativeEvent)}
      onShouldStartLoadWithRequest={(request) => journey.shouldLoad(request.url, request.isTopFrame)}
      onNavigationStateChange={(state) => {
        webViewProps?.onNavigationStateChange?.(state);
        journey.navigated(state.url, state.canGoBack);
      }}
      onError={(event) => {
        webViewProps?.onError?.(event);
        journey.loadFailed();
      }}
      onHttpError={(event) => {
        webViewProps?.onHttpError?.(event);
        journey.loadFailed();
      }}
      onRenderProcessGone={(event) => {
        webViewProps?.onRenderProcessGone?.(event);
        journey.processGone();
      }}
      onContentProcessDidTerminate={(event) => {
        webViewProps?.onContentProcessDidTerminate?.(event);
        journey.processGone();
      }}
    />
  );
}
