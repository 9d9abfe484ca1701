import { EmbedConfigError } from '@veriframe/core';
import {
  createProxyClient,
  type ProxyBody,
  type ProxyClient,
  type ProxyClientHeaders,
  type ProxyError,
} from '@veriframe/core/client';
import {
  type HostedSession,
  HostedVerificationObserver,
  type HostedVerificationPhase,
  type HostedVerificationSnapshot,
  type PollBackoff,
} from '@veriframe/core/hosted';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';

/** What `POST {proxy}/vx/sessions` accepts (the proxy's route contract); `settings.isReactNative` is always set. */
export type HostedSessionBody = ProxyBody<'/vx/sessions'>;

export interface UseHostedVerificationOptions {
  /**
   * The proxy's absolute URL, e.g. `https://app.example.com/api/veriframe` (an app has no page origin to be
   * relative to). Ignored when `client` is given.
   */
  proxyUrl?: string;
  /**
   * Sent with every proxy request: who is asking, e.g. `async () => ({ authorization: `Bearer ${token}` })`,
   * read fresh for each request. Ignored when `client` is given (pass them to its `createProxyClient`).
   */
  headers?: ProxyClientHeaders;
  /** A proxy client of your own (`createProxyClient(url, { headers })`), instead of `proxyUrl` and `headers`. */
  client?: ProxyClient;
  /** Body of the session creation, e.g. `{ age: '21+' }`; `settings.isReactNative` is added. */
  session?: HostedSessionBody;
  /** Default 1 s, ×1.5, at most 10 s. */
  poll?: PollBackoff;
  /** How long the service may lag behind the page's PASS or FAIL before it is a disagreement. Default 30 s. */
  confirmWithinMs?: number;
}

export interface HostedVerification extends HostedVerificationSnapshot<ProxyError> {
  /** Creates a session (through the proxy); resolves with it, or `null` when creation failed (see `error`). */
  start(session?: HostedSessionBody): Promise<HostedSession | null>;
  /** The outcome machine's phase; act only on `final` (then `outcome.confirmed` is true). */
  phase: HostedVerificationPhase;
  /** The core observer behind the hook (`VerificationWebView` connects the WebView's messages to it). */
  observer: HostedVerificationObserver<ProxyError>;
}

/** The body with the React Native setting: the journey page then posts through the WebView's bridge. */
const inApp = (body: HostedSessionBody | undefined): HostedSessionBody =>
  ({ ...body, settings: { ...body?.settings, isReactNative: true } }) as HostedSessionBody;

/**
 * Creates a hosted verification session through the proxy and follows it to an outcome that is final only
 * when the journey page posted PASS or FAIL in the WebView and a read of the service made after it agrees: the
 * web kit's core observer, over `useSyncExternalStore`. Render `VerificationWebView` with its result.
 *
 * @example
 * const verification = useHostedVerification({
 *   proxyUrl: 'https://app.example.com/api/veriframe',
 *   headers: async () => ({ authorization: `Bearer ${await auth.accessToken()}` }),
 *   session: { age: '21+' },
 * });
 * <Button title="Verify" onPress={() => verification.start()} />
 */
export function useHostedVerification({
  proxyUrl,
  headers,
  client,
  session,
  poll,
  confirmWithinMs,
}: UseHostedVerificationOptions): HostedVerification {
  // The headers are read at each request: the latest ones given are sent, without a new client.
  const latestHeaders = useRef(headers);
  const [ownClient] = useState(() =>
    client
      ? undefined
      : createProxyClient(requiredProxyUrl(proxyUrl), {
          headers: async () => {
            const current = latestHeaders.current;
            return (typeof current === 'function' ? await current() : current) ?? {};
          },
        }),
  );
  const options = {
    client: client ?? (ownClient as ProxyClient),
    session: inApp(session),
    poll,
    confirmWithinMs,
  };
  const [observer] = useState(() => new HostedVerificationObserver<ProxyError>(options));
  // Pushed after commit: a render never touches the observer.
  useEffect(() => {
    latestHeaders.current = headers;
    observer.setOptions(options);
  });
  const snapshot = useSyncExternalStore(observer.subscribe, observer.getSnapshot, observer.getSnapshot);
  return useMemo(
    () => ({
      ...snapshot,
      start: (body?: HostedSessionBody) => observer.start(body === undefined ? undefined : inApp(body)),
      observer,
    }),
    [snapshot, observer],
  );
}

const requiredProxyUrl = (proxyUrl: string | undefined): string => {
  if (typeof proxyUrl !== 'string' || !/^https?:\/\//.test(proxyUrl))
    throw new EmbedConfigError(
      'proxyUrl',
      "must be the proxy's absolute http(s) URL (or pass client): an app has no page to be relative to",
    );
  return proxyUrl;
};
