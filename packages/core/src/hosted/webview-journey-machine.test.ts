import { describe, expect, it } from 'vitest';
import {
  initialWebViewJourney,
  nextWebViewJourney,
  type WebViewJourneyEvent,
  type WebViewJourneyState,
  webViewJourneyPhase,
} from './webview-journey-machine';

// The journey machine alone: each event's next state, and the one screen each state shows.

const link = 'https://verify.example.com/journey/1';
const shown = { link, blocked: false, session: 'session-1' };
const run = (...events: WebViewJourneyEvent[]): WebViewJourneyState =>
  events.reduce(nextWebViewJourney, initialWebViewJourney);
const granted: WebViewJourneyEvent = { type: 'CAMERA_ANSWERED', attempt: 0, camera: 'granted' };

describe('nextWebViewJourney and webViewJourneyPhase', () => {
  it('loads while the camera is asked for or the link is unknown, then shows the page', () => {
    expect(webViewJourneyPhase(initialWebViewJourney, shown)).toBe('loading');
    expect(webViewJourneyPhase(run(granted), { ...shown, link: undefined })).toBe('loading');
    expect(webViewJourneyPhase(run(granted), shown)).toBe('page');
  });

  it('a page process that died is loaded again once (a new WebView); a second death is a screen', () => {
    const once = run(granted, { type: 'PROCESS_GONE' });
    expect(once.load).toBe(1);
    expect(webViewJourneyPhase(once, shown)).toBe('page');
    const twice = nextWebViewJourney(once, { type: 'PROCESS_GONE' });
    expect(webViewJourneyPhase(twice, shown)).toBe('process-gone');
    const again = nextWebViewJourney(twice, { type: 'RETRY' });
    expect(webViewJourneyPhase(again, shown)).toBe('page');
    expect(again.load).toBe(2);
    // The reload after the retry is a first death again.
    expect(webViewJourneyPhase(nextWebViewJourney(again, { type: 'PROCESS_GONE' }), shown)).toBe('page');
  });

  it('a refused camera is asked for again on retry; an answer to an earlier question says nothing', () => {
    const refused = run({ type: 'CAMERA_ANSWERED', attempt: 0, camera: 'denied' });
    expect(webViewJourneyPhase(refused, shown)).toBe('camera-refused');
    const asking = nextWebViewJourney(refused, { type: 'RETRY' });
    expect(asking).toMatchObject({ camera: 'asking', attempt: 1 });
    const late = { type: 'CAMERA_ANSWERED', attempt: 0, camera: 'granted' } as const;
    expect(nextWebViewJourney(asking, late)).toBe(asking);
    const allowed = nextWebViewJourney(asking, { ...late, attempt: 1 });
    expect(webViewJourneyPhase(allowed, shown)).toBe('page');
    // The page's own camera request refused (iOS): the same screen.
    expect(webViewJourneyPhase(nextWebViewJourney(allowed, { type: 'CAMERA_REFUSED_IN_PAGE' }), shown)).toBe(
      'camera-refused',
    );
  });

  it('LINK EXPIRED counts for its own session only', () => {
    const expired = run(granted, { type: 'LINK_EXPIRED', session: 'session-1' });
    expect(webViewJourneyPhase(expired, shown)).toBe('expired');
    expect(webViewJourneyPhase(expired, { ...shown, session: 'session-2' })).toBe('page');
  });

  it("a new session clears the old page's trouble", () => {
    const left = run(granted, { type: 'PAGE_LEFT' });
    expect(webViewJourneyPhase(left, shown)).toBe('page-left');
    expect(webViewJourneyPhase(nextWebViewJourney(left, { type: 'NEW_SESSION' }), shown)).toBe('page');
  });

  it('first match wins: the browser, a blocked link, an expired one, a refused camera, a page that left', () => {
    const everything = run(
      { type: 'CAMERA_ANSWERED', attempt: 0, camera: 'blocked' },
      { type: 'PAGE_LEFT' },
      { type: 'LINK_EXPIRED', session: 'session-1' },
    );
    expect(webViewJourneyPhase(everything, shown)).toBe('expired');
    expect(webViewJourneyPhase(everything, { ...shown, blocked: true })).toBe('link-blocked');
    const inBrowser = nextWebViewJourney(everything, { type: 'OPENED_IN_BROWSER' });
    expect(webViewJourneyPhase(inBrowser, { ...shown, blocked: true })).toBe('in-browser');
    expect(
      webViewJourneyPhase(
        run({ type: 'CAMERA_ANSWERED', attempt: 0, camera: 'blocked' }, { type: 'PAGE_LEFT' }),
        shown,
      ),
    ).toBe('camera-refused');
  });

  it('an event that changes nothing returns the same state (a UI may send what it sees)', () => {
    const page = run(granted, { type: 'LOAD_FAILED' });
    expect(nextWebViewJourney(page, { type: 'LOAD_FAILED' })).toBe(page);
    expect(nextWebViewJourney(page, granted)).toBe(page);
  });
});
