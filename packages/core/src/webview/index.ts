// The React Native path (`@veriframe/core/webview`): the observer's WebView connection and the embedding doctor's
// WebView case. Its own entry, so the web bundles never carry it.

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
  type CheckWebViewOptions,
  checkWebViewEmbedding,
  type WebViewFinding,
  type WebViewFindingCode,
  type WebViewSettings,
} from './webview-doctor';
