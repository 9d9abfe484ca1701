import type { HostedMessage } from '../embed/messages';
import { FlowStore } from '../flow/store';
import type { HostedVerificationSnapshot, VerificationOutcome } from './types';
import { createBridgeToken, webViewBridgeScript } from './webview-bridge';
import { connectHostedWebView, type WebViewConnection, type WebViewMessage } from './webview-connection';
import {
  type CameraPermission,
  type FinishedIn,
  initialWebViewJourney,
  nextWebViewJourney,
  type WebViewJourneyEvent,
  type WebViewJourneyPhase,
  webViewJourneyPhase,
} from './webview-journey-machine';
import { type BlockedNavigation, judgeNavigation } from './webview-navigation';

/** The platform's calls, passed in by the app's binding (React Native: `PermissionsAndroid`, `Linking`, `AppState`). */
export interface WebViewJourneyPlatform {
  /** Asks for the camera before the page loads (Android); where the WebView asks itself, `granted`. */
  askCamera(): Promise<CameraPermission>;
  /** Opens the link in the system browser. */
  openUrl(url: string): void;
  /** Opens this app's page of the system settings. */
  openSettings(): void;
  /** Calls `listener` each time the app is active again; returns the function that stops it. */
  onActive(listener: () => void): () => void;
}

/** The part of `HostedVerificationObserver` a journey uses (its public API). */
export interface WebViewJourneyObserver {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Pick<HostedVerificationSnapshot<unknown>, 'session' | 'phase' | 'outcome' | 'progress'>;
  reportMessage(type: string): void;
  refresh(): void;
}

/** What a {@link WebViewJourney} is given (`new WebViewJourney(options)`, `setOptions`). */
export interface WebViewJourneyOptions {
  /** The observer whose session's page is shown, and which turns its messages into the outcome. */
  observer?: WebViewJourneyObserver;
  /** The link to load; defaults to the observer's `session.link`. */
  src?: string;
  /** Origins of the hosted pages, e.g. `['https://verify.example.com']`: https, compared exactly. */
  allowedOrigins: readonly string[];
  platform: WebViewJourneyPlatform;
  /** The outcome once the service confirmed it through the proxy; once per session. */
  onOutcome?: (outcome: VerificationOutcome, finishedIn: FinishedIn) => void;
  /** Every message of the page that passed the origin check. */
  onMessage?: (message: HostedMessage) => void;
  /** A navigation away from the hosted origins was stopped, or the WebView got there anyway (and was closed). */
  onNavigationBlocked?: (navigation: BlockedNavigation) => void;
}

export interface WebViewJourneySnapshot {
  /** The screen to render (see `WebViewJourneyPhase`). */
  phase: WebViewJourneyPhase;
  /** The link the WebView loads (phase `page`). */
  link: string | undefined;
  /** The camera as the app holds it (`asking` until the platform answered). */
  camera: CameraPermission | 'asking';
  /** A new number is a new WebView: use it as the WebView's key. */
  load: number;
  /** Injected into the top document: it tags the page's posts with this session's token. */
  bridgeScript: string;
  /** The outcome of this session reported to `onOutcome`, and where the journey finished; null until then. */
  reported: { outcome: VerificationOutcome; finishedIn: FinishedIn } | null;
}

const noSession: WebViewJourneyObserver = {
  subscribe: () => () => {},
  getSnapshot: () => ({ session: undefined, phase: 'idle', outcome: null, progress: undefined }),
  reportMessage: () => {},
  refresh: () => {},
};

/** The link to load, whether it may (`blocked`: why not), and its session (request id, else the link). */
const linkOf = ({ observer, src, allowedOrigins }: WebViewJourneyOptions) => {
  const session = (observer ?? noSession).getSnapshot().session;
  const link = src ?? session?.link;
  const blocked = link === undefined ? null : judgeNavigation(link, allowedOrigins, true);
  return { link, blocked, session: session?.request_id ?? link };
};

/**
 * A hosted journey in an app's WebView, without the framework (the web's is `HostedFrame`): asks for the camera
 * once per attempt, keeps the WebView on the hosted origins (every navigation judged, what is stopped reported),
 * connects the page's messages to the observer with one bridge token per session, recovers a page whose process
 * died once, moves the journey to the system browser when the camera is refused, and reports the outcome once
 * per session, only when the service confirmed it through the proxy. Its work (the observer, the bridge, the
 * camera question, the return from the browser) runs while someone is subscribed, so StrictMode's second mount
 * gets a live connection. A component renders `getSnapshot().phase` and forwards the WebView's events.
 *
 * @example
 * const journey = new WebViewJourney({ observer, allowedOrigins, platform, onOutcome });
 * journey.subscribe(() => render(journey.getSnapshot()));
 * <WebView key={load} source={{ uri: link }} onMessage={(e) => journey.receive(e.nativeEvent)} … />
 */
export class WebViewJourney extends FlowStore<WebViewJourneySnapshot> {
  #options: WebViewJourneyOptions;
  #state = initialWebViewJourney;
  /** The session (request id, else link) the token and the connection are for. */
  #session: string | undefined;
  #token: string;
  #bridgeScript: string;
  /** The session whose outcome was reported. */
  #reportedSession: string | undefined;
  #connection: WebViewConnection | null = null;
  #question: { attempt: number; answer: Promise<CameraPermission> } | undefined;
  #stopObserving: (() => void) | undefined;
  #stopWaitingForReturn: (() => void) | undefined;
  #blockedReported: string | undefined;
  #canGoBack = false;

  constructor(options: WebViewJourneyOptions) {
    const token = createBridgeToken();
    const bridgeScript = webViewBridgeScript(token);
    const { link, blocked, session } = linkOf(options);
    const phase = webViewJourneyPhase(initialWebViewJourney, { link, blocked: blocked !== null, session });
    super({ phase, link, camera: 'asking', load: 0, bridgeScript, reported: null });
    this.#options = options;
    this.#token = token;
    this.#bridgeScript = bridgeScript;
    this.#session = session;
  }

  /** New options (callbacks, origins, the observer); a new observer or new origins get a new connection. */
  setOptions(options: WebViewJourneyOptions): void {
    const previous = this.#options;
    this.#options = options;
    const reconnect =
      previous.observer !== options.observer ||
      JSON.stringify(previous.allowedOrigins) !== JSON.stringify(options.allowedOrigins);
    if (reconnect && this.hasSubscribers()) {
      this.#stopObserving?.();
      this.#stopObserving = this.#observer().subscribe(() => this.#sync());
      this.#connect();
    }
    this.#sync();
  }

  /** Hands one WebView `onMessage` event (`nativeEvent`) to the gate; returns what passed, or null. */
  receive = (event: WebViewMessage): HostedMessage | null => this.#connection?.receive(event) ?? null;

  /**
   * Whether the WebView may load `url` (`onShouldStartLoadWithRequest`); what it may not is reported. Android
   * sends no `isTopFrame`: its navigations count as the top frame's (the stricter reading).
   */
  shouldLoad = (url: string, isTopFrame: boolean | undefined): boolean => {
    const stopped = judgeNavigation(url, this.#options.allowedOrigins, isTopFrame ?? true);
    if (stopped) this.#options.onNavigationBlocked?.(stopped);
    return stopped === null;
  };

  /** The WebView's navigation state changed: one the check above never saw (a redirect) closes the page. */
  navigated = (url: string, canGoBack: boolean): void => {
    this.#canGoBack = canGoBack;
    const away = judgeNavigation(url, this.#options.allowedOrigins, true);
    if (!away || url === 'about:blank') return;
    this.#options.onNavigationBlocked?.(away);
    this.#send({ type: 'PAGE_LEFT' });
  };

  /** Android's back button: true when the page has history to go back to (then call the WebView's `goBack`). */
  backInPage = (): boolean => this.getSnapshot().phase === 'page' && this.#canGoBack;

  /** The page could not load (`onError`, `onHttpError`). */
  loadFailed = (): void => this.#send({ type: 'LOAD_FAILED' });

  /** The page's process died (`onRenderProcessGone`, `onContentProcessDidTerminate`): loaded again once. */
  processGone = (): void => {
    this.#canGoBack = false;
    this.#send({ type: 'PROCESS_GONE' });
  };

  /** "Try again": a new WebView, and the camera asked for again when it was refused. */
  retry = (): void => {
    this.#canGoBack = false;
    this.#send({ type: 'RETRY' });
    this.#askCamera();
  };

  /** Opens this app's settings (the camera refused for good). */
  openSettings = (): void => this.#options.platform.openSettings();

  /** Continues in the system browser; the outcome still comes through the proxy, read again on return. */
  openInBrowser = (): void => {
    const { link, blocked } = this.#link();
    if (!link || blocked) return;
    this.#send({ type: 'OPENED_IN_BROWSER' });
    this.#options.platform.openUrl(link);
    this.#waitForReturn();
  };

  protected override onFirstSubscriber(): void {
    this.#stopObserving = this.#observer().subscribe(() => this.#sync());
    this.#connect();
    this.#askCamera();
    this.#waitForReturn();
    this.#sync();
  }

  protected override onLastUnsubscribe(): void {
    this.#stopObserving?.();
    this.#stopObserving = undefined;
    this.#connection?.disconnect();
    this.#connection = null;
    this.#stopWaitingForReturn?.();
    this.#stopWaitingForReturn = undefined;
  }

  #observer = (): WebViewJourneyObserver => this.#options.observer ?? noSession;

  #link = () => linkOf(this.#options);

  #send(event: WebViewJourneyEvent): void {
    this.#state = nextWebViewJourney(this.#state, event);
    this.publish(this.#derive());
  }

  #derive(): WebViewJourneySnapshot {
    const { link, blocked, session } = this.#link();
    const phase = webViewJourneyPhase(this.#state, { link, blocked: blocked !== null, session });
    const { camera, load } = this.#state;
    const previous = this.getSnapshot();
    // The outcome reported belongs to its session: a new session has none yet.
    const reported =
      this.#reportedSession === this.#observer().getSnapshot().session?.request_id ? previous.reported : null;
    const next = { phase, link, camera, load, bridgeScript: this.#bridgeScript, reported };
    const keys = Object.keys(next) as (keyof WebViewJourneySnapshot)[];
    return keys.every((key) => next[key] === previous[key]) ? previous : next;
  }

  /** Follows the observer and the options: a new session, a blocked link to report, an outcome to report. */
  #sync(): void {
    const { blocked, session } = this.#link();
    if (session !== this.#session) {
      this.#session = session;
      this.#token = createBridgeToken();
      this.#bridgeScript = webViewBridgeScript(this.#token);
      this.#state = nextWebViewJourney(this.#state, { type: 'NEW_SESSION' });
      if (this.hasSubscribers()) this.#connect();
    }
    this.publish(this.#derive());
    if (!this.hasSubscribers()) return;
    const blockedKey = blocked ? `${blocked.url} ${JSON.stringify(this.#options.allowedOrigins)}` : undefined;
    if (blocked && this.#blockedReported !== blockedKey) {
      this.#blockedReported = blockedKey;
      this.#options.onNavigationBlocked?.(blocked);
    }
    this.#reportOutcome();
  }

  /**
   * The outcome, once per session: the observer's final phase, or, after the journey moved to the browser (no
   * page is in the app to speak), a read of the service whose journey the proxy says ended. A result exists
   * after the first step (a PASS of the document alone), so a completed read by itself is never the end.
   */
  #reportOutcome(): void {
    const snapshot = this.#observer().getSnapshot();
    const requestId = snapshot.session?.request_id;
    if (requestId === undefined || this.#reportedSession === requestId) return;
    const { finishedIn } = this.#state;
    const progress = snapshot.progress;
    const service =
      progress?.status === 'complete' && progress.ended === true ? progress.result?.status : undefined;
    let outcome: VerificationOutcome | undefined;
    if (snapshot.phase === 'final' && snapshot.outcome?.confirmed) outcome = snapshot.outcome;
    else if (finishedIn === 'browser' && (service === 'PASS' || service === 'FAIL'))
      outcome = { status: service, confirmed: true };
    if (!outcome) return;
    this.#reportedSession = requestId;
    this.publish({ ...this.getSnapshot(), reported: { outcome, finishedIn } });
    this.#options.onOutcome?.(outcome, finishedIn);
  }

  /** One connection per subscription and session: a closed one never comes back (StrictMode's remount). */
  #connect(): void {
    this.#connection?.disconnect();
    const session = this.#session;
    this.#connection = connectHostedWebView(this.#observer(), {
      allowedOrigins: this.#options.allowedOrigins,
      bridgeToken: this.#token,
      onMessage: (message) => {
        if (message.type === 'LINK EXPIRED' && session !== undefined)
          this.#send({ type: 'LINK_EXPIRED', session });
        this.#options.onMessage?.(message);
      },
      onCameraRefused: () => this.#send({ type: 'CAMERA_REFUSED_IN_PAGE' }),
    });
  }

  /** Asks once per attempt: a second subscription (StrictMode) waits for the same answer. */
  #askCamera(): void {
    const { attempt, camera } = this.#state;
    if (camera !== 'asking' || this.#question?.attempt === attempt) return;
    const question = { attempt, answer: this.#options.platform.askCamera() };
    this.#question = question;
    void question.answer.then(
      (answer) => this.#send({ type: 'CAMERA_ANSWERED', attempt, camera: answer }),
      () => this.#send({ type: 'CAMERA_ANSWERED', attempt, camera: 'unavailable' }),
    );
  }

  /** While the journey is in the browser: read the service as soon as the person is back in the app. */
  #waitForReturn(): void {
    if (this.#state.finishedIn !== 'browser' || this.#stopWaitingForReturn || !this.hasSubscribers()) return;
    this.#stopWaitingForReturn = this.#options.platform.onActive(() => this.#observer().refresh());
  }
}
