import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FlowStore } from '../flow/store';
import type { HostedVerificationSnapshot } from './types';
import { WebViewJourney, type WebViewJourneyOptions } from './webview-journey';
import type { CameraPermission } from './webview-journey-machine';

// The journey class with the observer's public API (a FlowStore holding what the observer would say) and the
// platform's calls recorded; the page's posts go through the real injected bridge script, run as a WebView runs
// it. The whole path over the real proxy and sandbox is the React Native package's suite.

const hosted = 'https://verify.example.com';
const linkOf = (id: string) => `${hosted}/journey/${id}?t=link-token`;
type ObserverSnapshot = Pick<
  HostedVerificationSnapshot<unknown>,
  'session' | 'phase' | 'outcome' | 'progress'
>;

/** What the observer says (`say`), and every message type it was told and each refresh. */
class Observer extends FlowStore<ObserverSnapshot> {
  reported: string[] = [];
  refreshed = 0;
  constructor(id = 'session-1') {
    super({
      session: { request_id: id, link: linkOf(id), expires_in: 3600 },
      phase: 'in-progress',
      outcome: null,
      progress: undefined,
    });
  }
  say(snapshot: Partial<ObserverSnapshot>) {
    this.publish({ ...this.getSnapshot(), ...snapshot });
  }
  reportMessage = (type: string) => void this.reported.push(type);
  refresh = () => {
    this.refreshed += 1;
  };
}

/** The platform: camera questions answered by the test, and what was opened. */
function platform() {
  const calls = { asked: 0, opened: [] as string[], settings: 0, active: new Set<() => void>() };
  const answers: ((answer: CameraPermission) => void)[] = [];
  return {
    calls,
    answer: async (camera: CameraPermission) => {
      answers.shift()?.(camera);
      await Promise.resolve();
    },
    adapter: {
      askCamera: () => {
        calls.asked += 1;
        return new Promise<CameraPermission>((resolve) => answers.push(resolve));
      },
      openUrl: (url: string) => void calls.opened.push(url),
      openSettings: () => {
        calls.settings += 1;
      },
      onActive: (listener: () => void) => {
        calls.active.add(listener);
        return () => void calls.active.delete(listener);
      },
    },
  };
}

function journeyOver(observer: Observer | undefined, options: Partial<WebViewJourneyOptions> = {}) {
  const device = platform();
  const seen = { outcomes: [] as unknown[][], blocked: [] as unknown[], messages: [] as unknown[] };
  const given: WebViewJourneyOptions = {
    observer,
    allowedOrigins: [hosted],
    platform: device.adapter,
    onOutcome: (...outcome) => seen.outcomes.push(outcome),
    onNavigationBlocked: (navigation) => seen.blocked.push(navigation),
    onMessage: (message) => seen.messages.push(message),
    ...options,
  };
  return { journey: new WebViewJourney(given), given, device, seen };
}

/** What the top document posts through the injected script (tagged with its session's token). */
function postedByPage(journey: WebViewJourney, data: string): string {
  const posted: string[] = [];
  const window = { ReactNativeWebView: { postMessage: (sent: string) => void posted.push(sent) } };
  runInNewContext(journey.getSnapshot().bridgeScript, { window, navigator: {}, JSON, String });
  window.ReactNativeWebView.postMessage(data);
  return posted[0] as string;
}

describe('WebViewJourney', () => {
  it('asks for the camera once, even when subscribed, left and subscribed again (StrictMode), then shows the page', async () => {
    const observer = new Observer();
    const { journey, device } = journeyOver(observer);
    expect(journey.getSnapshot()).toMatchObject({
      phase: 'loading',
      camera: 'asking',
      link: linkOf('session-1'),
    });
    journey.subscribe(() => {})();
    journey.subscribe(() => {});
    expect(device.calls.asked).toBe(1);
    await device.answer('granted');
    expect(journey.getSnapshot().phase).toBe('page');
  });

  it("StrictMode's second subscription gets a live bridge: the page's PASS reaches the observer, and the outcome is reported once confirmed", async () => {
    const observer = new Observer();
    const { journey, device, seen } = journeyOver(observer);
    journey.subscribe(() => {})();
    journey.subscribe(() => {});
    await device.answer('granted');
    const pass = postedByPage(journey, 'PASS');
    expect(journey.receive({ url: linkOf('session-1'), data: pass })).toEqual({
      type: 'PASS',
      terminal: true,
    });
    expect(observer.reported).toEqual(['PASS']);
    expect(seen.messages).toEqual([{ type: 'PASS', terminal: true }]);
    observer.say({ phase: 'confirming' });
    expect(seen.outcomes).toEqual([]);
    observer.say({ phase: 'final', outcome: { status: 'PASS', confirmed: true } });
    observer.say({ progress: { status: 'complete' } });
    expect(seen.outcomes).toEqual([[{ status: 'PASS', confirmed: true }, 'webview']]);
    expect(journey.getSnapshot().reported).toEqual({
      outcome: { status: 'PASS', confirmed: true },
      finishedIn: 'webview',
    });
  });

  it('after unsubscribing nothing counts: a post is dropped and no outcome is reported', async () => {
    const observer = new Observer();
    const { journey, device, seen } = journeyOver(observer);
    const stop = journey.subscribe(() => {});
    await device.answer('granted');
    const pass = postedByPage(journey, 'PASS');
    stop();
    expect(journey.receive({ url: linkOf('session-1'), data: pass })).toBeNull();
    observer.say({ phase: 'final', outcome: { status: 'PASS', confirmed: true } });
    expect(observer.reported).toEqual([]);
    expect(seen.outcomes).toEqual([]);
  });

  it('never loads a link off the hosted origins and reports it once; every navigation is judged', () => {
    const { journey, given, seen } = journeyOver(undefined, { src: 'https://evil.example/journey/1' });
    expect(journey.getSnapshot().phase).toBe('link-blocked');
    journey.subscribe(() => {});
    // The options given again after each commit (as the component does): still reported once.
    journey.setOptions({ ...given });
    expect(seen.blocked).toEqual([
      { url: 'https://evil.example/journey/1', reason: 'other-origin', topFrame: true },
    ]);
    expect(journey.shouldLoad('https://captcha.example/x', false)).toBe(false);
    expect(journey.shouldLoad('about:blank', false)).toBe(true);
    expect(journey.shouldLoad('about:blank', undefined)).toBe(false);
    expect(journey.shouldLoad(`${hosted}/next`, undefined)).toBe(true);
    expect(seen.blocked).toHaveLength(3);
  });

  it('closes a page that got to another site anyway; "Try again" opens a new WebView', async () => {
    const { journey, device, seen } = journeyOver(new Observer());
    journey.subscribe(() => {});
    await device.answer('granted');
    journey.navigated(`${hosted}/step`, true);
    expect(journey.backInPage()).toBe(true);
    journey.navigated('https://evil.example/landing', false);
    expect(journey.getSnapshot().phase).toBe('page-left');
    expect(journey.backInPage()).toBe(false);
    expect(seen.blocked).toEqual([
      { url: 'https://evil.example/landing', reason: 'other-origin', topFrame: true },
    ]);
    journey.retry();
    expect(journey.getSnapshot()).toMatchObject({ phase: 'page', load: 1 });
  });

  it('camera refused: the browser gets the link, the service is read on return, and the ended journey is the outcome', async () => {
    const observer = new Observer();
    const { journey, device, seen } = journeyOver(observer);
    const stop = journey.subscribe(() => {});
    await device.answer('blocked');
    expect(journey.getSnapshot()).toMatchObject({ phase: 'camera-refused', camera: 'blocked' });
    journey.openSettings();
    journey.openInBrowser();
    expect(device.calls).toMatchObject({ settings: 1, opened: [linkOf('session-1')] });
    expect(journey.getSnapshot().phase).toBe('in-browser');
    for (const listener of device.calls.active) listener();
    expect(observer.refreshed).toBe(1);
    // A PASS after the first step is not the end (issue 39); the journey the proxy says ended is.
    observer.say({
      progress: { status: 'complete', result: { status: 'PASS', request_id: 'r1' }, ended: false },
    });
    expect(seen.outcomes).toEqual([]);
    observer.say({
      progress: { status: 'complete', result: { status: 'FAIL', request_id: 'r2' }, ended: true },
    });
    expect(seen.outcomes).toEqual([[{ status: 'FAIL', confirmed: true }, 'browser']]);
    stop();
    expect(device.calls.active.size).toBe(0);
  });

  it("a new session gets a new bridge token and no outcome yet: the old page's posts no longer count, LINK EXPIRED only for its session", async () => {
    const observer = new Observer('session-1');
    const { journey, device } = journeyOver(observer);
    journey.subscribe(() => {});
    await device.answer('granted');
    observer.say({ phase: 'final', outcome: { status: 'FAIL', confirmed: true } });
    expect(journey.getSnapshot().reported).toMatchObject({ outcome: { status: 'FAIL' } });
    const oldScript = journey.getSnapshot().bridgeScript;
    const expired = postedByPage(journey, 'LINK EXPIRED');
    journey.receive({ url: linkOf('session-1'), data: expired });
    expect(journey.getSnapshot().phase).toBe('expired');
    observer.say({
      session: { request_id: 'session-2', link: linkOf('session-2'), expires_in: 3600 },
      phase: 'in-progress',
      outcome: null,
    });
    expect(journey.getSnapshot()).toMatchObject({ phase: 'page', link: linkOf('session-2'), reported: null });
    expect(journey.getSnapshot().bridgeScript).not.toBe(oldScript);
    expect(journey.receive({ url: linkOf('session-2'), data: expired })).toBeNull();
  });

  it('a page process that died is loaded again once, then a screen; the snapshot stays the same object when nothing changed', async () => {
    const { journey, given, device } = journeyOver(new Observer());
    journey.subscribe(() => {});
    await device.answer('granted');
    const page = journey.getSnapshot();
    journey.setOptions({ ...given, allowedOrigins: [hosted] });
    expect(journey.getSnapshot()).toBe(page);
    journey.processGone();
    expect(journey.getSnapshot()).toMatchObject({ phase: 'page', load: 1 });
    journey.processGone();
    expect(journey.getSnapshot().phase).toBe('process-gone');
    journey.loadFailed();
    journey.retry();
    expect(journey.getSnapshot()).toMatchObject({ phase: 'page', load: 2 });
  });
});
