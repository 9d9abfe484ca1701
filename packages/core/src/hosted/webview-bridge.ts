import { fail } from '../embed/errors';

/**
 * The tag the injected bridge script puts on what the top document posts: a field no hosted page sends, holding
 * the token only the app and that script know.
 */
const TAG = 'veriframeBridge';

/** What a tagged message carried: a 6.3 string of the top document, or the camera refused by the person. */
export type BridgeMessage = { kind: 'page'; data: string } | { kind: 'camera-refused'; error: string };

/**
 * A token for one WebView's bridge script: 128 random bits, hex. `crypto.getRandomValues` when the JavaScript
 * engine has it; otherwise (a bare React Native app without a polyfill) `Math.random`, whose state lives in the
 * app's engine, where no page of the WebView can observe it.
 */
export const createBridgeToken = (): string => {
  const bytes = new Uint8Array(16);
  const crypto = (globalThis as { crypto?: { getRandomValues?: (array: Uint8Array) => Uint8Array } }).crypto;
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/**
 * The script a react-native-webview injects into the top document only (`injectedJavaScriptBeforeContentLoaded`,
 * and again as `injectedJavaScript` in case Android ran the first before the document existed; it installs
 * once). It wraps `window.ReactNativeWebView.postMessage` so what the top document posts is tagged with `token`,
 * and `navigator.mediaDevices.getUserMedia` so a camera the person refused (`NotAllowedError`) is posted too.
 *
 * Why: react-native-webview's message URL is the posting frame's own on iOS (`frameInfo`) and on Android
 * WebViews with `WEB_MESSAGE_LISTENER` (the source origin), but an older Android WebView's fallback bridge
 * (`addJavascriptInterface`) reports the top document's URL for every frame, so an iframe of another site
 * could post CLOSE or ERROR as if it were the journey. Frames get no injected script (iOS
 * `forMainFrameOnly`, Android's `evaluateJavascript` runs in the main frame), so their posts carry no token.
 *
 * @example
 * const token = createBridgeToken();
 * <WebView injectedJavaScriptBeforeContentLoaded={webViewBridgeScript(token)} … />
 */
export const webViewBridgeScript = (token: string): string => {
  if (typeof token !== 'string' || !/^[0-9a-f]{16,}$/.test(token))
    fail('token', 'must be a hex string from createBridgeToken()');
  return `(function () {
  if (window.__veriframeBridgeInstalled) return;
  var bridge = window.ReactNativeWebView;
  if (!bridge || typeof bridge.postMessage !== 'function') return;
  window.__veriframeBridgeInstalled = true;
  var post = bridge.postMessage.bind(bridge);
  var send = function (fields) { fields.${TAG} = '${token}'; post(JSON.stringify(fields)); };
  bridge.postMessage = function (data) { send({ data: String(data) }); };
  var media = navigator.mediaDevices;
  if (media && typeof media.getUserMedia === 'function') {
    var getUserMedia = media.getUserMedia.bind(media);
    media.getUserMedia = function (constraints) {
      return getUserMedia(constraints).catch(function (error) {
        var name = error && error.name;
        if (name === 'NotAllowedError' || name === 'PermissionDeniedError') send({ camera: 'refused', error: name });
        throw error;
      });
    };
  }
})();
true;`;
};

/**
 * Reads a message the bridge script tagged: what it carried, or null when `data` is not tagged with `token`
 * (a frame's post, a page's own JSON, another WebView's token). Never throws.
 *
 * @example
 * readBridgeMessage('{"data":"PASS","veriframeBridge":"…"}', token); // { kind: 'page', data: 'PASS' }
 */
export const readBridgeMessage = (data: unknown, token: string): BridgeMessage | null => {
  if (typeof data !== 'string' || !data.includes(TAG)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const fields = parsed as Record<string, unknown>;
  if (fields[TAG] !== token) return null;
  if (fields.camera === 'refused') return { kind: 'camera-refused', error: String(fields.error) };
  return typeof fields.data === 'string' ? { kind: 'page', data: fields.data } : null;
};
