import type { HostedMessage } from '@veriframe/core/embed';
import { HostedVerificationObserver, type VerificationOutcome } from '@veriframe/core/hosted';
import {
  type BlockedNavigation,
  type FinishedIn,
  WebViewJourney,
  type WebViewJourneyOptions,
  type WebViewJourneySnapshot,
} from '@veriframe/core/webview';
import { useFlow } from '@veriframe/react/base';
import { type ReactNode, type Ref, useState } from 'react';
import { type StyleProp, View, type ViewStyle } from 'react-native';
import type { WebView } from 'react-native-webview';
import type { askCameraPermission } from './camera-permission';
import { JourneyWebView, type PassThroughWebViewProps } from './journey-webview';
import { reactNativePlatform } from './platform';
import { CameraRefused, type CameraRefusedScreen, MessageScreen } from './screens';
import { defaultVerificationWebViewTexts, type VerificationWebViewTexts } from './texts';
import { useEmbeddingDoctor } from './use-embedding-doctor';

/** Where the journey ended: in this WebView, or in the system browser after the camera was refused. */
export type { FinishedIn };

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

const observerOf = (verification: VerificationWebViewProps['verification']) =>
  verification instanceof HostedVerificationObserver ? verification : verification?.observer;

/** The screens of the phases that show one short text (and, when something can be done, its button). */
const messages = {
  loading: ['veriframe-loading', 'loading', undefined],
  'link-blocked': ['veriframe-link-blocked', 'linkBlocked', undefined],
  expired: ['veriframe-journey-expired', 'journeyExpired', undefined],
  'in-browser': ['veriframe-waiting-in-browser', 'waitingInBrowser', undefined],
  'page-left': ['veriframe-page-left', 'pageLeft', 'reopen'],
  'process-gone': ['veriframe-process-gone', 'processGone', 'retry'],
  'load-failed': ['veriframe-load-failed', 'networkLost', 'retry'],
} as const satisfies Record<
  string,
  readonly [string, keyof VerificationWebViewTexts, keyof VerificationWebViewTexts | undefined]
>;

/**
 * A hosted verification journey in a react-native-webview: asks for the camera first (Android), loads the
 * session link only on an https hosted origin, keeps the WebView there (other origins are stopped and
 * reported), and hands the page's messages to core's observer, so `onOutcome` fires only once a read of the
 * service through the proxy agrees. Camera refused: a screen with the settings, the system browser (the
 * outcome still comes through the proxy) and asking again. The states live in core's `WebViewJourney`; this
 * component renders its phase and forwards the WebView's events.
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
  const options: WebViewJourneyOptions = {
    observer: observerOf(verification),
    src,
    allowedOrigins,
    platform: reactNativePlatform(cameraRationale),
    onOutcome,
    onMessage,
    onNavigationBlocked,
  };
  const [journey] = useState(() => new WebViewJourney(options));
  const snapshot = useFlow(journey, options);
  useEmbeddingDoctor(snapshot, allowedOrigins);
  const texts = { ...defaultVerificationWebViewTexts, ...givenTexts };

  let content: ReactNode;
  if (snapshot.phase === 'page' && snapshot.link)
    content = (
      <JourneyWebView
        journey={journey}
        link={snapshot.link}
        load={snapshot.load}
        bridgeScript={snapshot.bridgeScript}
        texts={texts}
        testID={testID}
        webViewProps={webViewProps}
        webViewRef={ref}
        onBackWithoutHistory={onBackWithoutHistory}
      />
    );
  else if (snapshot.phase === 'camera-refused')
    content = cameraRefused(journey, snapshot, texts, renderCameraRefused);
  else {
    const [id, text, action] = messages[snapshot.phase === 'page' ? 'loading' : snapshot.phase];
    content = (
      <MessageScreen
        testID={id}
        text={texts[text]}
        action={action && { label: texts[action], onPress: journey.retry }}
      />
    );
  }
  return (
    <View style={[{ flex: 1 }, style]} testID={testID}>
      {content}
    </View>
  );
}

/** The camera-refused screen, the app's own or the default one, with the journey's buttons. */
function cameraRefused(
  journey: WebViewJourney,
  { camera }: WebViewJourneySnapshot,
  texts: VerificationWebViewTexts,
  render: VerificationWebViewProps['renderCameraRefused'],
): ReactNode {
  const screen: CameraRefusedScreen = {
    reason: camera === 'asking' || camera === 'granted' ? 'unavailable' : camera,
    openSettings: journey.openSettings,
    openInBrowser: journey.openInBrowser,
    retry: journey.retry,
    texts,
  };
  return render ? render(screen) : <CameraRefused {...screen} />;
}
