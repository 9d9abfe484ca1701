/**
 * The states of a hosted journey in an app's WebView (react-native-webview), as an explicit machine beside
 * `HostedFrame`, the web's frame lifecycle. The app's component renders one screen per phase:
 * - `loading`: the camera is being asked for (Android), or there is no link yet.
 * - `page`: the journey page is shown in the WebView; its outcome comes from the observer (`confirming`, `final`).
 * - `camera-refused`: the person refused the camera (before the page, or the page's own request).
 * - `link-blocked`: the link is not https on a hosted origin, so it never loads.
 * - `expired`: the page said LINK EXPIRED; the app has to start a new verification.
 * - `page-left`: the WebView got to another site anyway and was closed.
 * - `process-gone`: the page's process died twice (it is loaded again once).
 * - `load-failed`: the page could not load (no network, an HTTP error).
 * - `in-browser`: the journey continues in the system browser; the outcome still comes through the proxy.
 */
export type WebViewJourneyPhase =
  | 'loading'
  | 'page'
  | 'camera-refused'
  | 'link-blocked'
  | 'expired'
  | 'page-left'
  | 'process-gone'
  | 'load-failed'
  | 'in-browser';

/**
 * The camera as the app holds it before the journey opens: `granted`; `denied` (refused this time, asking again
 * may work); `blocked` (Android's "don't ask again", or not in the manifest: only the system settings help);
 * `unavailable` (the permission could not be asked at all).
 */
export type CameraPermission = 'granted' | 'denied' | 'blocked' | 'unavailable';

/** Where the journey ended: in the app's WebView, or in the system browser after the camera was refused. */
export type FinishedIn = 'webview' | 'browser';

/** What the machine remembers; the phase is derived from it and from the link (`webViewJourneyPhase`). */
export interface WebViewJourneyState {
  camera: CameraPermission | 'asking';
  /** Which question for the camera is the current one: "Try again" asks anew. */
  attempt: number;
  /** The page's own trouble, until "Try again" (or a new session) clears it. */
  fault: 'left' | 'process-gone' | 'load-failed' | null;
  /** The page was loaded again once after its process died (a second death is a screen, not a loop). */
  reloaded: boolean;
  /** Counts the WebView's loads: a new number is a new WebView (a reload after a crash, "Try again"). */
  load: number;
  /** The session (its request id, else its link) whose page said LINK EXPIRED. */
  expired: string | null;
  finishedIn: FinishedIn;
}

/** What moves the machine: the camera's answer, the page's events, the person's buttons, a new session. */
export type WebViewJourneyEvent =
  | { type: 'CAMERA_ANSWERED'; attempt: number; camera: CameraPermission }
  | { type: 'CAMERA_REFUSED_IN_PAGE' }
  | { type: 'PAGE_LEFT' }
  | { type: 'PROCESS_GONE' }
  | { type: 'LOAD_FAILED' }
  | { type: 'LINK_EXPIRED'; session: string }
  | { type: 'RETRY' }
  | { type: 'OPENED_IN_BROWSER' }
  | { type: 'NEW_SESSION' };

/** The journey before anything happened: the camera is being asked for. */
export const initialWebViewJourney: WebViewJourneyState = {
  camera: 'asking',
  attempt: 0,
  fault: null,
  reloaded: false,
  load: 0,
  expired: null,
  finishedIn: 'webview',
};

const refused = (camera: WebViewJourneyState['camera']) => camera !== 'asking' && camera !== 'granted';

/**
 * The next state, or the same object when the event changes nothing.
 *
 * @example
 * let journey = nextWebViewJourney(initialWebViewJourney, { type: 'CAMERA_ANSWERED', attempt: 0, camera: 'granted' });
 * journey = nextWebViewJourney(journey, { type: 'PROCESS_GONE' }); // loaded again: load 1, no fault
 * journey = nextWebViewJourney(journey, { type: 'PROCESS_GONE' }); // fault 'process-gone'
 * nextWebViewJourney(journey, { type: 'RETRY' }); // load 2, no fault
 */
export function nextWebViewJourney(
  state: WebViewJourneyState,
  event: WebViewJourneyEvent,
): WebViewJourneyState {
  switch (event.type) {
    case 'CAMERA_ANSWERED':
      // An answer to an earlier question ("Try again" asked anew) says nothing now.
      if (event.attempt !== state.attempt || state.camera !== 'asking') return state;
      return { ...state, camera: event.camera };
    case 'CAMERA_REFUSED_IN_PAGE':
      // iOS asks once: after a refusal only the settings give the camera back, "Try again" stays offered.
      return state.camera === 'denied' ? state : { ...state, camera: 'denied' };
    case 'PAGE_LEFT':
      return state.fault === 'left' ? state : { ...state, fault: 'left' };
    case 'PROCESS_GONE':
      if (state.reloaded) return { ...state, fault: 'process-gone' };
      return { ...state, reloaded: true, load: state.load + 1 };
    case 'LOAD_FAILED':
      return state.fault === 'load-failed' ? state : { ...state, fault: 'load-failed' };
    case 'LINK_EXPIRED':
      return state.expired === event.session ? state : { ...state, expired: event.session };
    case 'RETRY':
      // Always a new WebView; a refused camera is asked for again (the page's own request too, by reloading).
      return {
        ...state,
        ...(refused(state.camera) && { camera: 'asking', attempt: state.attempt + 1 }),
        fault: null,
        reloaded: false,
        load: state.load + 1,
      };
    case 'OPENED_IN_BROWSER':
      return state.finishedIn === 'browser' ? state : { ...state, finishedIn: 'browser' };
    case 'NEW_SESSION':
      // A new session opens its own page: the old page's trouble is not its.
      return state.fault === null && !state.reloaded ? state : { ...state, fault: null, reloaded: false };
  }
}

/** What besides the machine's state decides the phase: the link, whether it may load, and its session. */
export interface WebViewJourneyLink {
  link: string | undefined;
  /** The link is not https on a hosted origin. */
  blocked: boolean;
  /** The session's request id, else its link. */
  session: string | undefined;
}

/**
 * The phase to render, first match wins: the browser, a blocked link, an expired one, a refused camera, the
 * page's trouble, then the page once the camera is granted and the link known, else loading.
 *
 * @example
 * webViewJourneyPhase({ ...initialWebViewJourney, camera: 'granted' }, { link, blocked: false, session: id }); // 'page'
 */
export function webViewJourneyPhase(
  state: WebViewJourneyState,
  { link, blocked, session }: WebViewJourneyLink,
): WebViewJourneyPhase {
  if (state.finishedIn === 'browser') return 'in-browser';
  if (blocked) return 'link-blocked';
  if (state.expired !== null && state.expired === session) return 'expired';
  if (refused(state.camera)) return 'camera-refused';
  if (state.fault === 'left') return 'page-left';
  if (state.camera !== 'granted' || !link) return 'loading';
  return state.fault ?? 'page';
}
