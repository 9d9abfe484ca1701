// The React Native path (`@veriframe/core/webview`): the journey in a WebView (its states, the observer's WebView
// connection, the navigation check) and the embedding doctor's WebView case. Its own entry, so the web bundles
// never carry it.

export { exactOrigin } from '../embed/exact-origin';
export {
  type BridgeMessage,
  createBridgeToken,
  readBridgeMessage,
  webViewBridgeScript,
} from '../hosted/webview-bridge';
export {
  connectHostedWebView,
  type WebViewConnection,
  type WebViewConnectionOptions,
  type WebViewMessage,
} from '../hosted/webview-connection';
export {
  WebViewJourney,
  type WebViewJourneyObserver,
  type WebViewJourneyOptions,
  type WebViewJourneyPlatform,
  type WebViewJourneySnapshot,
} from '../hosted/webview-journey';
export type { CameraPermission, FinishedIn, WebViewJourneyPhase } from '../hosted/webview-journey-machine';
export {
  type BlockedNavigation,
  judgeNavigation,
  type NavigationBlockReason,
} from '../hosted/webview-navigation';
export {
  type CheckWebViewOptions,
  checkWebViewEmbedding,
  type WebViewFinding,
  type WebViewFindingCode,
  type WebViewSettings,
} from './webview-doctor';
