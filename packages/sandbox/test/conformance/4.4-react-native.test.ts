import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, devices, type Page } from '@playwright/test';
import { createBridgeToken, readBridgeMessage, webViewBridgeScript } from '@veriframe/core/webview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumExecutablePath } from '../../../../scripts/chromium';
import { createSession, get, post, useVxSandbox } from './vx-documents-support';

// 4.4 `settings.isReactNative`: the journey page runs inside an app's react-native-webview, on the phone. Chromium
// stands in for the WebView; the bridge is injected before any page script, as react-native-webview does it (iOS:
// a document-start user script defining `window.ReactNativeWebView.postMessage(data)` that hands
// `String(data)` to `webkit.messageHandlers`; Android: `addJavascriptInterface` with `postMessage(String)`).

/** Where the messages this suite records go: a later package replays them, nobody writes them by hand. */
const recordedFile = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'recorded',
  'react-native-bridge-messages.json',
);

/**
 * What the mimicked bridge saw: the argument's type (the native side takes strings only), its value, and the
 * URL each platform's react-native-webview gives `onMessage` for it: iOS the posting frame's full URL
 * (`frameInfo.request.URL`), an Android WebView with `WEB_MESSAGE_LISTENER` the posting frame's origin only
 * (`sourceOrigin`, `https://host` with no path).
 */
interface BridgeCall {
  argumentType: string;
  data: string;
  url: string;
  androidUrl: string;
}

/** Runs before any page script: records what reaches the window's message event, and injects the bridge. */
const initScript = (withBridge: boolean) => `(() => {
  const bridge = [];
  const windowMessages = [];
  Object.defineProperty(window, '__recorded', { value: { bridge, windowMessages } });
  window.addEventListener('message', (event) => windowMessages.push(event.data));
  if (!${withBridge}) return;
  window.ReactNativeWebView = {
    postMessage: function (data) {
      bridge.push({
        argumentType: typeof data,
        data: String(data),
        url: window.location.href,
        androidUrl: window.location.origin,
      });
    },
  };
})();`;

/** A record of one journey for the fixture: the session's settings, the clicks, and the messages in order. */
interface RecordedJourney {
  name: string;
  settings: Record<string, boolean>;
  clicks: string[];
  messages: { url: string; androidUrl: string; data: string }[];
}

describe('4.4 settings.isReactNative: the journey in a react-native-webview', () => {
  const vx = useVxSandbox();
  let browser: Browser;
  const recorded: RecordedJourney[] = [];

  beforeAll(async () => {
    const executablePath = chromiumExecutablePath();
    browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
    if (recorded.length === 2) {
      mkdirSync(dirname(recordedFile), { recursive: true });
      const fixture = {
        about:
          "What the sandbox journey page posted through window.ReactNativeWebView.postMessage in Chromium, recorded by packages/sandbox/test/conformance/4.4-react-native.test.ts on each run, with the URL onMessage gets on iOS (url: the posting frame's full URL) and on an Android WebView with WEB_MESSAGE_LISTENER (androidUrl: its origin only). In a URL, {hostedOrigin}, {request_id} and {link_token} stand for the session of that run.",
        journeys: recorded,
      };
      // Arrays of strings on one line, as the repository's formatter writes JSON, so a run leaves it unchanged.
      const json = JSON.stringify(fixture, null, 2).replace(
        /\[\n\s+("[^"\n]*"(?:,\n\s+"[^"\n]*")*)\n\s+\]/g,
        (_, items: string) => `[${items.split(/,\n\s+/).join(', ')}]`,
      );
      writeFileSync(recordedFile, `${json}\n`);
    }
  });

  /** A new session's page on a phone-sized screen, with the bridge injected unless `bridge` is false. */
  async function openJourney(settings: Record<string, boolean>, bridge = true) {
    const created = await createSession(vx.sandbox, vx.token, { settings });
    const { link, request_id: requestId } = created.body as { link: string; request_id: string };
    const context = await browser.newContext({ ...devices['Pixel 5'] });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(initScript(bridge));
    await page.goto(link);
    return { page, link, requestId, errors, close: () => context.close() };
  }

  const clickTo = async (page: Page, testId: string, state: string) => {
    await page.getByTestId(testId).click();
    await page.locator(`body[data-state="${state}"]`).waitFor();
  };
  const bridgeCalls = (page: Page) =>
    page.evaluate(() => (window as unknown as { __recorded: { bridge: BridgeCall[] } }).__recorded.bridge);
  const windowMessages = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { __recorded: { windowMessages: unknown[] } }).__recorded.windowMessages,
    );

  /**
   * Runs clicks (test id, the screen it leads to), checks the bridge got `expected`, and only then records the
   * journey for the fixture (a failing run never writes a wrong record).
   */
  async function recordJourney(name: string, clicks: [string, string][], expected: string[]) {
    const settings = { isReactNative: true };
    const journey = await openJourney(settings);
    for (const [testId, state] of clicks) await clickTo(journey.page, testId, state);
    const calls = await bridgeCalls(journey.page);
    expect(await windowMessages(journey.page)).toEqual([]);
    expect(journey.errors).toEqual([]);
    // react-native-webview's native side takes a string: the page hands it one, never relying on coercion.
    for (const call of calls) expect(call.argumentType).toBe('string');
    expect(calls.map((call) => call.data)).toEqual(expected);
    const { origin, searchParams } = new URL(journey.link);
    const template = (url: string) =>
      url
        .replace(origin, '{hostedOrigin}')
        .replace(journey.requestId, '{request_id}')
        .replace(searchParams.get('t') ?? '', '{link_token}');
    recorded.push({
      name,
      settings,
      clicks: clicks.map(([testId]) => testId),
      messages: calls.map((call) => ({
        url: template(call.url),
        androidUrl: template(call.androidUrl),
        data: call.data,
      })),
    });
    await journey.close();
  }

  it('a passing journey posts PASS through the injected bridge, as a string, and nothing to window.parent', async () => {
    await recordJourney(
      'pass',
      [
        ['journey-start', 'document'],
        ['document-pass', 'selfie'],
        ['selfie-pass', 'phone'],
        ['phone-pass', 'pass'],
      ],
      ['PASS'],
    );
    expect(recorded.at(-1)?.messages[0]).toMatchObject({
      url: '{hostedOrigin}/journey/{request_id}?t={link_token}',
      androidUrl: '{hostedOrigin}',
    });
  });

  it('a failing journey posts FAIL, then CLOSE from the close button, through the bridge', async () => {
    await recordJourney(
      'fail',
      [
        ['journey-start', 'document'],
        ['document-fail', 'fail'],
        ['journey-close', 'fail'],
      ],
      ['FAIL', 'CLOSE'],
    );
  });

  it('the page is on the phone already: no "Continue on your phone", and the hand-off routes refuse', async () => {
    const journey = await openJourney({ isReactNative: true });
    await journey.page.locator('body[data-state="intro"]').waitFor();
    expect(await journey.page.getByTestId('journey-start').isVisible()).toBe(true);
    expect(await journey.page.getByTestId('journey-use-phone').count()).toBe(0);
    expect(await journey.page.getByTestId('handoff-qr').count()).toBe(0);
    const t = new URL(journey.link).searchParams.get('t');
    for (const path of ['/handoff/follow', '/handoff/email']) {
      const r = await post(`${vx.sandbox.frontendOrigin}/journey/${journey.requestId}${path}`, { t });
      expect(r.status).toBe(409);
      expect(r.body.detail).toMatch(/^settings\.isReactNative: /);
    }
    // Its phone link (never shown) does not open either; the same link of a web session does.
    const phoneLink = async (link: string) => {
      const token = new URL(link).searchParams.get('t') ?? '';
      const id = createHash('sha256').update(`handoff:${token}`).digest('base64url').slice(0, 24);
      return (await get(`${vx.sandbox.frontendOrigin}/phone/journey/${id}`)).status;
    };
    expect(await phoneLink(journey.link)).toBe(404);
    const web = await createSession(vx.sandbox, vx.token, { email: 'web@example.test' });
    expect(await phoneLink(web.body.link)).toBe(200);
    await journey.close();
  });

  it('without the bridge the page still shows the outcome, posts nowhere and throws nothing', async () => {
    const journey = await openJourney({ isReactNative: true }, false);
    await clickTo(journey.page, 'journey-start', 'document');
    await clickTo(journey.page, 'document-fail', 'fail');
    expect(await journey.page.evaluate(() => 'ReactNativeWebView' in window)).toBe(false);
    expect(await windowMessages(journey.page)).toEqual([]);
    expect(journey.errors).toEqual([]);
    await journey.close();
  });

  it("the app's bridge script (core's webViewBridgeScript) in the top document: the page's PASS tagged, a refused camera reported, a frame's post untagged", async () => {
    const token = createBridgeToken();
    const created = await createSession(vx.sandbox, vx.token, { settings: { isReactNative: true } });
    const { link } = created.body as { link: string };
    // A fake camera, and no permission granted to this context: Chromium refuses getUserMedia (NotAllowedError),
    // as WebKit does when the person said no.
    const executablePath = chromiumExecutablePath();
    const withCamera = await chromium.launch({
      ...(executablePath ? { executablePath } : {}),
      args: [...chromiumArgs, '--use-fake-device-for-media-stream'],
    });
    const context = await withCamera.newContext({ ...devices['Pixel 5'] });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The bridge in every frame (an older Android WebView's bridge is), the app's script in the top one only.
    await page.addInitScript(initScript(true));
    await page.addInitScript(`if (window === window.top) {\n${webViewBridgeScript(token)}\n}`);
    await page.goto(link);
    for (const [testId, state] of [
      ['journey-start', 'document'],
      ['document-pass', 'selfie'],
      ['selfie-pass', 'phone'],
      ['phone-pass', 'pass'],
    ] as const)
      await clickTo(page, testId, state);
    const camera = await page.evaluate(() =>
      navigator.mediaDevices.getUserMedia({ video: true }).then(
        () => 'granted',
        (error: Error) => error.name,
      ),
    );
    expect(camera).toBe('NotAllowedError');
    const calls = await bridgeCalls(page);
    expect(calls.map((call) => readBridgeMessage(call.data, token))).toEqual([
      { kind: 'page', data: 'PASS' },
      { kind: 'camera-refused', error: 'NotAllowedError' },
    ]);
    // A frame of the page posting through its own bridge: no token, so the app's gate counts nothing.
    await page.evaluate(async (src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
      document.body.append(frame);
      await loaded;
    }, link);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    const framePosted = await frame?.evaluate(() => {
      const bridge = (window as unknown as { ReactNativeWebView: { postMessage(data: string): void } })
        .ReactNativeWebView;
      bridge.postMessage('CLOSE');
      return (window as unknown as { __recorded: { bridge: BridgeCall[] } }).__recorded.bridge.map(
        (call) => call.data,
      );
    });
    expect(framePosted?.at(-1)).toBe('CLOSE');
    expect(readBridgeMessage(framePosted?.at(-1), token)).toBeNull();
    expect(errors).toEqual([]);
    await withCamera.close();
  });

  it('without isReactNative the bridge is left alone: the setting, not the bridge, picks where messages go', async () => {
    const journey = await openJourney({});
    await clickTo(journey.page, 'journey-start', 'document');
    await clickTo(journey.page, 'document-fail', 'fail');
    expect(await bridgeCalls(journey.page)).toEqual([]);
    expect(await journey.page.getByTestId('journey-use-phone').count()).toBe(1);
    await journey.close();
  });
});
