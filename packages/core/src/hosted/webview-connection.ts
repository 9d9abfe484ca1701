import { fail, parseUrl } from '../embed/errors';
import { type HostedMessage, parseHostedMessage } from '../embed/messages';
import { normalizeOrigins } from '../embed/origins';
import type { HostedVerificationSnapshot } from './types';

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
  { allowedOrigins, onMessage }: WebViewConnectionOptions,
): WebViewConnection {
  const origins = normalizeOrigins(allowedOrigins);
  if (onMessage !== undefined && typeof onMessage !== 'function') fail('onMessage', 'must be a function');
  const requestId = verification.getSnapshot().session?.request_id;
  let connected = true;
  let terminalDelivered = false;
  return {
    receive(event) {
      if (typeof event !== 'object' || event === null) fail('message', 'must be { url, data } (nativeEvent)');
      if (typeof event.url !== 'string') fail('message.url', "must be a string (the WebView's URL)");
      if (!connected) return null;
      // about:blank, data: and file: pages have no origin on the list; neither has anything unparsable.
      const origin = parseUrl(event.url)?.origin;
      if (!origin || !origins.includes(origin)) return null;
      const message = parseHostedMessage(event.data);
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
