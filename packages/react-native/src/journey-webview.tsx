import { type ReactNode, type Ref, useCallback, useEffect, useRef, useState } from 'react';
import { BackHandler } from 'react-native';
import { WebView, type WebViewProps } from 'react-native-webview';
import { type BlockedNavigation, judgeNavigation } from './navigation';
import { MessageScreen } from './screens';
import type { VerificationWebViewTexts } from './texts';
import type { BridgeConnection } from './use-bridge-connection';

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
  link: string;
  allowedOrigins: readonly string[];
  bridge: BridgeConnection;
  texts: VerificationWebViewTexts;
  testID: string;
  webViewProps?: PassThroughWebViewProps;
  webViewRef?: Ref<WebView>;
  onBlocked(navigation: BlockedNavigation): void;
  /** The WebView got to another origin anyway: the component closes it. */
  onLeft(): void;
  /** Android's back button with no page to go back to: true when the app handled it. */
  onBackWithoutHistory?: () => boolean;
}

type Failure = 'process-gone' | 'load-failed';

/**
 * The hosted page in a react-native-webview with the kit's settings and checks: every navigation (the top
 * frame's and each frame's) judged against the hosted origins; the bridge script injected into the top
 * document; a page process that died reloaded once, then a screen; a page that could not load, a screen with
 * "Try again"; Android's back button going back inside the page first.
 */
export function JourneyWebView({
  link,
  allowedOrigins,
  bridge,
  texts,
  testID,
  webViewProps,
  webViewRef,
  onBlocked,
  onLeft,
  onBackWithoutHistory,
}: JourneyWebViewProps): ReactNode {
  const [load, setLoad] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const reloadedAfterCrash = useRef(false);
  const canGoBack = useRef(false);
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
      if (canGoBack.current && webView.current) {
        webView.current.goBack();
        return true;
      }
      return backWithoutHistory.current?.() ?? false;
    });
    return () => subscription.remove();
  }, []);

  const processGone = () => {
    // Once: a page that dies again at once would otherwise reload for ever.
    if (reloadedAfterCrash.current) return setFailure('process-gone');
    reloadedAfterCrash.current = true;
    canGoBack.current = false;
    setLoad((n) => n + 1);
  };
  const tryAgain = () => {
    reloadedAfterCrash.current = false;
    canGoBack.current = false;
    setFailure(null);
    setLoad((n) => n + 1);
  };

  if (failure)
    return (
      <MessageScreen
        testID={failure === 'process-gone' ? 'veriframe-process-gone' : 'veriframe-load-failed'}
        text={failure === 'process-gone' ? texts.processGone : texts.networkLost}
        action={{ label: texts.retry, onPress: tryAgain }}
      />
    );
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
      injectedJavaScriptBeforeContentLoaded={bridge.script}
      // Again once the document is there: Android runs the first from onPageStarted, which may come too early.
      injectedJavaScript={bridge.script}
      injectedJavaScriptForMainFrameOnly
      injectedJavaScriptBeforeContentLoadedForMainFrameOnly
      onMessage={(event) => bridge.receive(event.nativeEvent)}
      onShouldStartLoadWithRequest={(request) => {
        // Android sends no isTopFrame: counted as the top frame's (the stricter reading).
        const stopped = judgeNavigation(request.url, allowedOrigins, request.isTopFrame ?? true);
        if (stopped) onBlocked(stopped);
        return stopped === null;
      }}
      onNavigationStateChange={(state) => {
        canGoBack.current = state.canGoBack;
        webViewProps?.onNavigationStateChange?.(state);
        // A navigation the check above never saw (Android skips it for some redirects): close the page.
        const away = judgeNavigation(state.url, allowedOrigins, true);
        if (away && state.url !== 'about:blank') {
          onBlocked(away);
          onLeft();
        }
      }}
      onError={(event) => {
        webViewProps?.onError?.(event);
        setFailure('load-failed');
      }}
      onHttpError={(event) => {
        webViewProps?.onHttpError?.(event);
        setFailure('load-failed');
      }}
      onRenderProcessGone={(event) => {
        webViewProps?.onRenderProcessGone?.(event);
        processGone();
      }}
      onContentProcessDidTerminate={(event) => {
        webViewProps?.onContentProcessDidTerminate?.(event);
        processGone();
      }}
    />
  );
}
