import type { HostedMessage } from '@veriframe/core/embed';
import { HostedVerificationObserver, type VerificationOutcome } from '@veriframe/core/hosted';
import { checkWebViewEmbedding } from '@veriframe/core/webview';
import { type ReactNode, type Ref, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Linking, Platform, type StyleProp, View, type ViewStyle } from 'react-native';
import type { WebView } from 'react-native-webview';
import type { askCameraPermission } from './camera-permission';
import { cameraSettings, JourneyWebView, type PassThroughWebViewProps } from './journey-webview';
import { type BlockedNavigation, judgeNavigation } from './navigation';
import { CameraRefused, type CameraRefusedScreen, MessageScreen } from './screens';
import { defaultVerificationWebViewTexts, type VerificationWebViewTexts } from './texts';
import { useBridgeConnection } from './use-bridge-connection';
import { useCameraPermission } from './use-camera-permission';
import { useRefreshOnReturn } from './use-refresh-on-return';

declare const __DEV__: boolean | undefined;

/** Where the journey ended: in this WebView, or in the system browser after the camera was refused. */
export type FinishedIn = 'webview' | 'browser';

export interface VerificationWebViewProps {
  /**
   * From `useHostedVerification()` (or core's `HostedVerificationObserver` itself): its session's link is
   * loaded, the page's messages go to its observer, and `onOutcome` fires once the proxy confirms.
   */
  verification?: { observer: HostedVerificationObserver<unknown> } | HostedVerificationObserver<unknown>;
  /** The session link; defaults to the verification's `session.link`. */
  src?: string;
  /** Origins of the hosted pages, e.g. `['https://verify.example.com']`: https, compared exactly. */
  allowedOrigins: readonly string[];
  /**
   * The outcome once the service confirmed it through the proxy (the observer's `final` phase; after the
   * journey moved to the browser, a read whose journey the proxy says `ended`: a FAIL, or every step of its
   * `VERIFRAME_VX_JOURNEY_STEPS` passed). Called once per session.
   */
  onOutcome?: (outcome: VerificationOutcome, finishedIn: FinishedIn) => void;
  /** Every message of the hosted page that passed the origin check (spec 6.3 and unknown ones). */
  onMessage?: (message: HostedMessage) => void;
  /**
   * A navigation away from the hosted origins was stopped (a link, a redirect) or, when the WebView got there
   * anyway, the WebView was closed. Open `url` with `Linking.openURL` yourself if it is a page you trust.
   */
  onNavigationBlocked?: (navigation: BlockedNavigation) => void;
  /** Your own camera-refused screen; default: a title, a text and the settings, browser and retry buttons. */
  renderCameraRefused?: (screen: CameraRefusedScreen) => ReactNode;
  /** The words of the default screens. */
  texts?: Partial<VerificationWebViewTexts>;
  /** Android's rationale shown before the system's camera question. */
  cameraRationale?: Parameters<typeof askCameraPermission>[0];
  /**
   * Android's back button when the page has nothing to go back to: return true once you handled it (asked the
   * person, closed the screen). Not given: the back press goes to your app's navigation.
   */
  onBackWithoutHistory?: () => boolean;
  /** Passed to react-native-webview's `WebView`, except the settings the kit owns (`OwnedWebViewProp`). */
  webViewProps?: PassThroughWebViewProps;
  /** The `WebView` itself (React 19 passes `ref` as a prop). */
  ref?: Ref<WebView>;
  style?: StyleProp<ViewStyle>;
  testID?: string;
}

type Observer = HostedVerificationObserver<unknown>;
const noSession = { getSnapshot: () => ({ session: undefined }), reportMessage: () => {} };
const noSubscription = () => () => {};
const observerOf = (verification: VerificationWebViewProps['verification']): Observer | undefined =>
  verification instanceof HostedVerificationObserver ? verification : verification?.observer;

/**
 * A hosted verification journey in a react-native-webview: asks for the camera first (Android), loads the
 * session link only on an https hosted origin, keeps the WebView there (other origins are stopped and
 * reported), and hands the page's messages to core's observer, so `onOutcome` fires only once a read of the
 * service through the proxy agrees. Camera refused: a screen with the settings, the system browser (the
 * outcome still comes through the proxy) and asking again.
 *
 * @example
 * const verification = useHostedVerification({ proxyUrl, headers, session: { age: '21+' } });
 * <VerificationWebView
 *   verification={verification}
 *   allowedOrigins={['https://verify.example.com']}
 *   onOutcome={(outcome) => navigation.navigate('Result', outcome)}
 * />
 */
export function VerificationWebView({
  verification,
  src,
  allowedOrigins,
  onOutcome,
  onMessage,
  onNavigationBlocked,
  renderCameraRefused,
  texts: givenTexts,
  cameraRationale,
  onBackWithoutHistory,
  webViewProps,
  ref,
  style,
  testID = 'veriframe-verification-webview',
}: VerificationWebViewProps): ReactNode {
  const observer = observerOf(verification);
  const snapshot = useSyncExternalStore(
    observer?.subscribe ?? noSubscription,
    () => observer?.getSnapshot(),
    () => observer?.getSnapshot(),
  );
  const link = src ?? snapshot?.session?.link;
  const requestId = snapshot?.session?.request_id;
  const originsKey = JSON.stringify(allowedOrigins);
  const texts = { ...defaultVerificationWebViewTexts, ...givenTexts };
  const { camera, retry: askAgain, refusedInPage } = useCameraPermission(cameraRationale);
  // The session whose page said LINK EXPIRED (a new session opens its page again).
  const [expiredSession, setExpiredSession] = useState<string | null>(null);
  const expired = expiredSession !== null && expiredSession === (requestId ?? link);
  const [finishedIn, setFinishedIn] = useState<FinishedIn>('webview');
  const [left, setLeft] = useState(false);
  const callbacks = useRef({ onOutcome, onMessage, onNavigationBlocked });
  callbacks.current = { onOutcome, onMessage, onNavigationBlocked };

  // The link is checked before anything loads: https on a hosted origin, or nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the origins are compared by value (originsKey)
  const linkBlocked = useMemo(
    () => (link === undefined ? null : judgeNavigation(link, allowedOrigins, true)),
    [link, originsKey],
  );
  useEffect(() => {
    if (linkBlocked) callbacks.current.onNavigationBlocked?.(linkBlocked);
  }, [linkBlocked]);

  // One connection per session, made in an effect so StrictMode's cleanup and second setup get a new live one.
  const bridge = useBridgeConnection(observer ?? noSession, requestId, allowedOrigins, {
    onMessage: (message) => {
      if (message.type === 'LINK EXPIRED') setExpiredSession(requestId ?? link ?? null);
      callbacks.current.onMessage?.(message);
    },
    onCameraRefused: refusedInPage,
  });
  // Back from the system browser: read the service at once rather than at the next poll.
  useRefreshOnReturn(finishedIn === 'browser' ? observer : undefined);

  // The outcome, once per session: the observer's final phase, or, after the journey moved to the browser (no
  // page is in the app to speak), a read of the service whose journey the proxy says ended. A result exists
  // after the first step (a PASS of the document alone), so a completed read by itself is never the end.
  const reported = useRef<string | undefined>(undefined);
  const progress = snapshot?.progress;
  const serviceResult =
    progress?.status === 'complete' && progress.ended === true ? progress.result?.status : undefined;
  useEffect(() => {
    if (!snapshot || reported.current === requestId) return;
    let outcome: VerificationOutcome | undefined;
    if (snapshot.phase === 'final' && snapshot.outcome?.confirmed) outcome = snapshot.outcome;
    else if (finishedIn === 'browser' && (serviceResult === 'PASS' || serviceResult === 'FAIL'))
      outcome = { status: serviceResult, confirmed: true };
    if (!outcome) return;
    reported.current = requestId;
    callbacks.current.onOutcome?.(outcome, finishedIn);
  }, [snapshot, requestId, finishedIn, serviceResult]);

  // Development builds: the embedding doctor on this WebView's settings and the camera the app holds.
  useEffect(() => {
    if (typeof __DEV__ === 'undefined' || !__DEV__ || camera === 'asking' || !link) return;
    const findings = checkWebViewEmbedding({
      webView: { ...cameraSettings, source: { uri: link }, onShouldStartLoadWithRequest: () => true },
      hostedOrigins: allowedOrigins,
      platform: Platform.OS,
      cameraPermission: camera,
    });
    for (const finding of findings) console.warn(`Veriframe: ${finding.problem}.\n   Fix: ${finding.fix}.`);
  }, [camera, link, allowedOrigins]);

  const blocked = (navigation: BlockedNavigation) => callbacks.current.onNavigationBlocked?.(navigation);

  let content: ReactNode;
  if (finishedIn === 'browser')
    content = <MessageScreen testID="veriframe-waiting-in-browser" text={texts.waitingInBrowser} />;
  else if (linkBlocked) content = <MessageScreen testID="veriframe-link-blocked" text={texts.linkBlocked} />;
  else if (expired)
    content = <MessageScreen testID="veriframe-journey-expired" text={texts.journeyExpired} />;
  else if (camera !== 'asking' && camera !== 'granted') {
    const screen: CameraRefusedScreen = {
      reason: camera,
      openSettings: () => void Linking.openSettings(),
      openInBrowser: () => {
        if (!link || linkBlocked) return;
        setFinishedIn('browser');
        void Linking.openURL(link);
      },
      retry: askAgain,
      texts,
    };
    content = renderCameraRefused ? renderCameraRefused(screen) : <CameraRefused {...screen} />;
  } else if (left)
    content = (
      <MessageScreen
        testID="veriframe-page-left"
        text={texts.pageLeft}
        action={{ label: texts.reopen, onPress: () => setLeft(false) }}
      />
    );
  else if (camera === 'granted' && link)
    content = (
      <JourneyWebView
        link={link}
        allowedOrigins={allowedOrigins}
        bridge={bridge}
        texts={texts}
        testID={testID}
        webViewProps={webViewProps}
        webViewRef={ref}
        onBlocked={blocked}
        onLeft={() => setLeft(true)}
        onBackWithoutHistory={onBackWithoutHistory}
      />
    );
  else content = <MessageScreen testID="veriframe-loading" text={texts.loading} />;
  return (
    <View style={[{ flex: 1 }, style]} testID={testID}>
      {content}
    </View>
  );
}
