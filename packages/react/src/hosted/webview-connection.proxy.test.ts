// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createProxyClient } from '@veriframe/core/client';
import {
  type HostedSession,
  type HostedVerificationClient,
  HostedVerificationObserver,
} from '@veriframe/core/hosted';
import { connectHostedWebView, type WebViewConnection } from '@veriframe/core/webview';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Harness, startHarness } from '../test-harness';

// Core's observer with its WebView connection (a React Native app has no DOM: Node here), on the real proxy and
// the real sandbox. The messages are those the sandbox's journey page posted through react-native-webview's
// bridge in Chromium, as its conformance test recorded them.

interface RecordedJourney {
  name: string;
  messages: { url: string; data: string }[];
}
const recorded = JSON.parse(
  readFileSync(
    fileURLToPath(
      new URL('../../../sandbox/test/recorded/react-native-bridge-messages.json', import.meta.url),
    ),
    'utf8',
  ),
) as { journeys: RecordedJourney[] };
const journey = (name: string) => {
  const found = recorded.journeys.find((j) => j.name === name);
  if (!found) throw new Error(`no recorded journey named ${name}`);
  return found;
};

describe('the hosted verification observer fed by a WebView', () => {
  let env: Harness;
  let observer: HostedVerificationObserver;
  let connection: WebViewConnection;
  let unsubscribe = () => {};
  beforeAll(async () => {
    env = await startHarness();
  });
  afterAll(() => env.close());
  afterEach(() => {
    connection?.disconnect();
    unsubscribe();
    observer?.destroy();
  });

  /** A session made through the proxy with `isReactNative`, and the WebView connection to it. */
  async function startInApp(email: string) {
    env.signIn(email);
    const proxy = createProxyClient(env.proxyBase);
    const client: HostedVerificationClient = {
      get: (path, signal) => proxy.get(path, signal),
      post: (path, body, options) => proxy.post(path, body as never, options),
    };
    observer = new HostedVerificationObserver({
      client,
      session: { age: '21+', settings: { isReactNative: true } },
    });
    // The app shows the verification: it subscribes, so the observer reads the service.
    unsubscribe = observer.subscribe(() => {});
    const session = (await observer.start()) as HostedSession;
    connection = connectHostedWebView(observer, { allowedOrigins: [env.sandbox.frontendOrigin] });
    const link = new URL(session.link);
    /** A recorded message as the app's onMessage gives it, in this run's session. */
    const asPosted = (message: { url: string; data: string }) => ({
      url: message.url
        .replace('{hostedOrigin}', link.origin)
        .replace('{request_id}', session.request_id)
        .replace('{link_token}', link.searchParams.get('t') ?? ''),
      data: message.data,
    });
    const steps = (outcomes: [string, string][]) =>
      Promise.all(
        outcomes.map(([component, outcome]) =>
          env.admin(`/vx/sessions/${session.request_id}/steps`, { component, outcome }),
        ),
      );
    return { session, asPosted, steps };
  }

  const phase = () => observer.getSnapshot().phase;

  it("the setting reaches the service through the proxy: the session's page posts through the bridge", async () => {
    const { session } = await startInApp('rn-setting@example.test');
    const page = await (await fetch(session.link)).text();
    expect(page).toContain('data-bridge="react-native"');
    expect(page).not.toContain('data-testid="journey-use-phone"');
  });

  it("the page's PASS from the WebView is final only once a read of the service agrees", async () => {
    const { asPosted, steps } = await startInApp('rn-pass@example.test');
    const [pass] = journey('pass').messages.map(asPosted);
    expect(connection.receive(pass!)).toEqual({ type: 'PASS', terminal: true });
    // The page's word alone: being checked, not final.
    expect(phase()).toBe('confirming');
    expect(observer.getSnapshot().outcome?.confirmed).toBe(false);
    await steps([
      ['document', 'PASS'],
      ['selfie', 'PASS'],
      ['phone', 'PASS'],
    ]);
    await vi.waitFor(() => expect(phase()).toBe('final'), { timeout: 12_000 });
    expect(observer.getSnapshot().outcome).toEqual({ status: 'PASS', confirmed: true });
  });

  it('a PASS while the WebView is on another origin counts for nothing', async () => {
    const { asPosted } = await startInApp('rn-elsewhere@example.test');
    const [pass] = journey('pass').messages.map(asPosted);
    const elsewhere = { ...pass!, url: pass!.url.replace(new URL(pass!.url).origin, 'https://evil.test') };
    expect(connection.receive(elsewhere)).toBeNull();
    expect(phase()).toBe('in-progress');
    expect(observer.getSnapshot().pageMessage).toBeNull();
  });

  it("the page's PASS against the service's FAIL is disputed, never final; FAIL then CLOSE as recorded", async () => {
    const first = await startInApp('rn-dispute@example.test');
    await first.steps([['document', 'FAIL']]);
    const [pass] = journey('pass').messages.map(first.asPosted);
    connection.receive(pass!);
    await vi.waitFor(() => expect(phase()).toBe('disputed'), { timeout: 12_000 });
    expect(observer.getSnapshot().disagreement).toEqual({ page: 'PASS', service: 'FAIL' });
    expect(observer.getSnapshot().outcome?.confirmed).toBe(false);
    connection.disconnect();
    unsubscribe();
    observer.destroy();

    const second = await startInApp('rn-fail@example.test');
    await second.steps([['document', 'FAIL']]);
    const posted = journey('fail').messages.map(second.asPosted);
    expect(posted.map((m) => connection.receive(m)?.type)).toEqual(['FAIL', 'CLOSE']);
    await vi.waitFor(() => expect(phase()).toBe('final'), { timeout: 12_000 });
    expect(observer.getSnapshot().outcome).toEqual({ status: 'FAIL', confirmed: true });
  });
});
