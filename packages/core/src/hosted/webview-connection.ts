import { fail } from '../embed/errors';
import { exactOrigin } from '../embed/exact-origin';
import { type HostedMessage, parseHostedMessage } from '../embed/messages';
import { normalizeOrigins } from '../embed/origins';
import type { HostedVerificationSnapshot } from './types';
import { readBridgeMessage } from './webview-bridge';

/**
 * One message of a react-native-webview, as its `onMessage` gives it (`event.nativeEvent` has both fields): the
 * WebView's URL when the page posted, and what it posted (always a string from the bridge).
 */
export interface WebViewMessage {
  url: string;
  data: unknown;
}

/** What {@link connectHostedWebView} is given. */
export interface WebViewConnectionOptions {
  /** Origins of the hosted pages, e.g. `['https://verify.example.com']`; compared exactly after normalizing. */
  allowedOrigins: readonly string[];
  /** Every message that passed the origin check, known or not (an unknown one is never reported). */
  onMessage?: (message: HostedMessage) => void;
  /**
   * The token of the bridge script injected into the WebView's top document (`webViewBridgeScript`): then only
   * messages it tagged count, so a frame of another site cannot speak for the journey on an Android WebView
   * whose bridge reports the top document's URL for every frame. Without it, the URL check is the only gate.
   */
  bridgeToken?: string;
  /** The top document's camera request was refused by the person (tagged by the bridge script; iOS and Android). */
  onCameraRefused?: (error: string) => void;
}

/** A WebView's line to the observer: the app hands it every `onMessage` event. */
export interface WebViewConnection {
  /**
   * Checks one message and reports it to the observer: returns what passed, or null when it did not count (the
   * WebView's URL is not on a hosted origin, a second terminal message, or the connection is closed).
   */
  receive(message: WebViewMessage): HostedMessage | null;
  /** Stops counting messages; idempotent. */
  disconnect(): void;
}

/** The part of the observer a WebView connection uses (its public API). */
interface WebViewListener {
  getSnapshot(): Pick<HostedVerificationSnapshot<unknown>, 'session'>;
  reportMessage(type: string): void;
}

/**
 * The hosted verification observer's second connection kind, for a page in a react-native-webview (a session
 * created with `settings.isReactNative`): where the web gate checks the message event's origin and source
 * window, this one checks the WebView's current URL is on a hosted origin, exactly, and that the data is one of
 * the 6.3 strings. A terminal message counts once. What passes goes to `reportMessage`, so the outcome is final
 * only when a later read of the service agrees, as on the web. Connect once the session exists: a message
 * counts for the session of connection time only (a new session needs a new connection).
 *
 * @example
 * const connection = connectHostedWebView(verification, { allowedOrigins: ['https://verify.example.com'] });
 * <WebView source={{ uri: session.link }} onMessage={(e) => connection.receive(e.nativeEvent)} />
 */
export function connectHostedWebView(
  verification: WebViewListener,
  { allowedOrigins, onMessage, bridgeToken, onCameraRefused }: WebViewConnectionOptions,
): WebViewConnection {
  // Compared as text (exactOrigin), never through `URL`: React Native's polyfill keeps `:443` in an origin.
  const origins = normalizeOrigins(allowedOrigins).map((origin) => exactOrigin(origin));
  if (onMessage !== undefined && typeof onMessage !== 'function') fail('onMessage', 'must be a function');
  if (bridgeToken !== undefined && (typeof bridgeToken !== 'string' || bridgeToken === ''))
    fail('bridgeToken', 'must be the non-empty token given to webViewBridgeScript');
  const requestId = verification.getSnapshot().session?.request_id;
  let connected = true;
  let terminalDelivered = false;
  return {
    receive(event) {
      if (typeof event !== 'object' || event === null) fail('message', 'must be { url, data } (nativeEvent)');
      if (typeof event.url !== 'string') fail('message.url', "must be a string (the WebView's URL)");
      if (!connected) return null;
      // about:blank, data: and file: pages have no origin on the list; neither has anything unparsable.
      const origin = exactOrigin(event.url);
      if (!origin || !origins.includes(origin)) return null;
      let data = event.data;
      if (bridgeToken !== undefined) {
        const tagged = readBridgeMessage(event.data, bridgeToken);
        if (!tagged) return null;
        if (tagged.kind === 'camera-refused') {
          onCameraRefused?.(tagged.error);
          return null;
        }
        data = tagged.data;
      }
      const message = parseHostedMessage(data);
      if (message.type !== 'unknown' && message.terminal) {
        if (terminalDelivered) return null;
        terminalDelivered = true;
      }
      // A WebView still showing an older session's page speaks for that session, not this one.
      if (message.type !== 'unknown' && verification.getSnapshot().session?.request_id === requestId)
        verification.reportMessage(message.type);
      onMessage?.(message);
      return message;
    },
    disconnect() {
      connected = false;
    },
  };
}
