// What the component tests share: the addresses of the real services (test/services.ts, started once by
// Jest's global setup), the app's sign-in against the test issuer, the sandbox's admin calls, and the messages
// the sandbox's journey page posted through react-native-webview's bridge in Chromium (recorded by the
// sandbox's conformance test, read here at test time).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

export interface Services {
  proxyUrl: string;
  hostedOrigin: string;
  adminUrl: string;
  tokenUrl: string;
}

export const services = (): Services => {
  const line = process.env.VERIFRAME_RN_SERVICES;
  if (!line)
    throw new Error('VERIFRAME_RN_SERVICES is unset: run the tests with `pnpm test` (jest global setup)');
  return JSON.parse(line) as Services;
};

/** A bearer token for `subject` from the app's (test) token issuer. */
export const signIn = async (subject: string): Promise<string> => {
  const response = await fetch(`${services().tokenUrl}?sub=${encodeURIComponent(subject)}`);
  if (!response.ok) throw new Error(`token issuer: ${response.status}`);
  return response.text();
};

/** Plays the sandbox journey's steps for a session (the person photographing their document, their face...). */
export const playSteps = async (requestId: string, steps: [component: string, outcome: string][]) => {
  for (const [component, outcome] of steps) {
    const response = await fetch(`${services().adminUrl}/vx/sessions/${requestId}/steps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ component, outcome }),
    });
    if (!response.ok) throw new Error(`admin steps: ${response.status} ${await response.text()}`);
  }
};

interface RecordedJourney {
  name: string;
  /** `url` as iOS gives it, `androidUrl` as an Android WebView with WEB_MESSAGE_LISTENER does (both recorded). */
  messages: { url: string; androidUrl: string; data: string }[];
}

const recordingPath = join(__dirname, '../../../sandbox/test/recorded/react-native-bridge-messages.json');

/**
 * How each platform's react-native-webview gives a message's URL: iOS the posting frame's full URL
 * (`frameInfo.request.URL`), an Android WebView with `WEB_MESSAGE_LISTENER` only the source origin
 * (`https://host`, no path), an older Android WebView's fallback bridge the top document's full URL.
 */
export type MessageUrlShape = 'ios' | 'android';

/**
 * The messages of a recorded journey for this session, each as react-native-webview's `onMessage` gives it
 * (`nativeEvent`: the page's URL and data, plus the WebView's state fields).
 */
export const recordedMessages = (
  journey: string,
  session: { link: string; request_id: string },
  shape: MessageUrlShape = 'ios',
) => {
  const recorded = JSON.parse(readFileSync(recordingPath, 'utf8')) as { journeys: RecordedJourney[] };
  const found = recorded.journeys.find((j) => j.name === journey);
  if (!found) throw new Error(`no recorded journey named ${journey}`);
  const link = new URL(session.link);
  return found.messages.map(({ url, androidUrl, data }) => ({
    url: (shape === 'android' ? androidUrl : url)
      .replace('{hostedOrigin}', link.origin)
      .replace('{request_id}', session.request_id)
      .replace('{link_token}', link.searchParams.get('t') ?? ''),
    data,
    title: 'Verification',
    loading: false,
    canGoBack: false,
    canGoForward: false,
    lockIdentifier: 0,
  }));
};

/**
 * What the WebView's top document posts once the component's injected bridge script ran in it: the script (the
 * page element's `injectedJavaScriptBeforeContentLoaded`) is run in a context with react-native-webview's
 * `window.ReactNativeWebView`, then the page posts `data` through it, as the hosted page does. Returns the
 * string that reaches `onMessage`.
 */
export const postedByTopDocument = (page: { props: Record<string, unknown> }, data: string): string => {
  const posted: string[] = [];
  const window: Record<string, unknown> = {
    ReactNativeWebView: { postMessage: (value: string) => void posted.push(String(value)) },
  };
  runInNewContext(String(page.props.injectedJavaScriptBeforeContentLoaded), {
    window,
    navigator: {},
    JSON,
    String,
  });
  (window.ReactNativeWebView as { postMessage(value: string): void }).postMessage(data);
  if (posted.length !== 1) throw new Error('the bridge script did not post exactly once');
  return posted[0] as string;
};

/** The recorded messages as the top document posts them through the injected bridge script. */
export const recordedTopDocumentMessages = (
  page: { props: Record<string, unknown> },
  journey: string,
  session: { link: string; request_id: string },
  shape: MessageUrlShape = 'ios',
) =>
  recordedMessages(journey, session, shape).map((message) => ({
    ...message,
    data: postedByTopDocument(page, message.data),
  }));
