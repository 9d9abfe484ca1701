// The React Native path (`@veriframe/core/webview`): the observer's WebView connection. Its own entry, so the
// web bundles never carry it.

export {
  connectHostedWebView,
  type WebViewConnection,
  type WebViewConnectionOptions,
  type WebViewMessage,
} from '../hosted/webview-connection';
