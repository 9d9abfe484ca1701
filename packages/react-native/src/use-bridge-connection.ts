import type { HostedMessage } from '@veriframe/core/embed';
import {
  connectHostedWebView,
  createBridgeToken,
  type WebViewConnection,
  type WebViewMessage,
  webViewBridgeScript,
} from '@veriframe/core/webview';
import { useEffect, useMemo, useRef } from 'react';

/** The part of the observer the connection uses. */
type Listener = Parameters<typeof connectHostedWebView>[0];

/** The WebView's line to the observer, as the component uses it. */
export interface BridgeConnection {
  /** The script injected into the top document: it tags what the page posts with this connection's token. */
  script: string;
  /** Hands one `onMessage` event to the gate; null when it did not count. */
  receive(event: WebViewMessage): HostedMessage | null;
}

export interface BridgeHandlers {
  onMessage?: (message: HostedMessage) => void;
  onCameraRefused?: () => void;
}

/**
 * Connects the WebView to the observer in an effect, so the connection lives exactly as long as the effect:
 * StrictMode's cleanup and second setup make a new, live connection (a connection made during render and
 * closed by a cleanup stayed closed). A new session (`requestId`) gets a new connection and a new token.
 */
export function useBridgeConnection(
  listener: Listener,
  requestId: string | undefined,
  allowedOrigins: readonly string[],
  handlers: BridgeHandlers,
): BridgeConnection {
  const originsKey = JSON.stringify(allowedOrigins);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const originsRef = useRef(allowedOrigins);
  originsRef.current = allowedOrigins;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session gets a new token
  const token = useMemo(() => createBridgeToken(), [requestId]);
  const connection = useRef<WebViewConnection | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the origins are compared by value (originsKey); a new session needs a new connection
  useEffect(() => {
    const made = connectHostedWebView(listener, {
      allowedOrigins: originsRef.current,
      bridgeToken: token,
      onMessage: (message) => handlersRef.current.onMessage?.(message),
      onCameraRefused: () => handlersRef.current.onCameraRefused?.(),
    });
    connection.current = made;
    return () => {
      made.disconnect();
      if (connection.current === made) connection.current = null;
    };
  }, [listener, requestId, originsKey, token]);

  const script = useMemo(() => webViewBridgeScript(token), [token]);
  return { script, receive: (event) => connection.current?.receive(event) ?? null };
}
