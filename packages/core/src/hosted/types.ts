import type { HostedMessageType } from '../embed/messages';
// Types only (erased at build): the browser path never loads zod, the shapes still come from the contract.
import type { BrowserRouteOutput } from '../routes/routes';
import type { CreateSessionResponse, SessionStatus } from '../schemas/vx';
import type { HostedVerificationPhase } from './outcome-machine';

/** Answer of the proxy's `POST {base}/vx/sessions` (create_session, spec 4.4). */
export type HostedSession = Pick<CreateSessionResponse, 'request_id' | 'link' | 'expires_in'> & {
  expires_at?: string | number;
};

/**
 * The session result (spec 2.3) as the proxy hands it to the browser: the route contract's allowlist of core's
 * `SessionResult` (`@veriframe/core/schemas`), status, ids and the service's verdict, no personal fields.
 */
export type BrowserSessionResult = Extract<
  BrowserRouteOutput<'vxSessionProgress'>,
  { status: 'complete' }
>['result'];

/** Answer of the proxy's `GET {base}/vx/sessions/:id` (spec 4.5: 404, 202 and 200 as three states). */
export interface SessionProgress {
  status: 'not_started' | 'in_progress' | 'complete';
  result?: BrowserSessionResult;
  /**
   * With `complete`: whether the journey is over, as the proxy judges it (a FAIL, or every step of its
   * configured journey, `VERIFRAME_VX_JOURNEY_STEPS`, passed). A result exists after the first step, so
   * without a page's message this is the only word that the journey ended.
   */
  ended?: boolean;
}

/** A verification outcome. `confirmed` is true only in the `final` phase: journey ended and service agrees. */
export interface VerificationOutcome {
  status: SessionStatus;
  confirmed: boolean;
}

/** The page's word against the service's, when they do not agree. */
export interface OutcomeDisagreement {
  /** What the session's frame posted. */
  page: 'PASS' | 'FAIL';
  /** What the service said in the last read after it (`none`: no result yet). */
  service: SessionStatus | 'none';
}

/** The frame's messages that end a journey (spec 6.3). */
export type TerminalPageMessage = Exclude<HostedMessageType, 'ERROR' | 'CLOSE'>;

/** Everything a UI shows; a new object only when something in it changed. */
export interface HostedVerificationSnapshot<TError = Error> {
  phase: HostedVerificationPhase;
  session: HostedSession | undefined;
  /**
   * The session made on intent and not shown yet (phase `prepared`): a UI may render its link hidden ahead of
   * the click (a prerender) and reveal that same frame when `start` takes it over (then it is `session`).
   */
  prepared: HostedSession | undefined;
  /** The error of the creation or of the last read (cleared by the next successful read). */
  error: TError | null;
  /**
   * The error a preload (a session made on intent, before the click) met, kept through the click that then made
   * the session itself, so a UI can tell that something failed on the way (an outage, a fault armed in a
   * sandbox) although a session is shown. A later preload that succeeds does not clear it (the click's focus
   * often starts one right after a failed hover); the creation after the one it was shown with does.
   */
  preloadError: TError | null;
  /** What the service said in the last read. */
  progress: SessionProgress | undefined;
  /** The service's status while the outcome is not final: progress to show, never to act on. */
  provisional: BrowserSessionResult['status'] | null;
  /** The terminal message the session's frame posted, if any. */
  pageMessage: TerminalPageMessage | null;
  /** The session was taken up from before (`resume`, after a reload), not created by this page. */
  resumed: boolean;
  /** Final (`confirmed: true`), or the page's word being checked, or the service's word in a dispute. */
  outcome: VerificationOutcome | null;
  disagreement: OutcomeDisagreement | null;
}

/** Per-request options of a proxy call: its abort signal and extra headers (`Idempotency-Key`). */
export interface ProxyRequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * The two proxy calls the observer makes, by their paths (the React package's `ProxyClient` is one: its types
 * come from the proxy's route declaration, so a proxy whose answers stop matching these fails its typecheck).
 */
export interface HostedVerificationClient {
  get(path: `/vx/sessions/${string}`, signal?: AbortSignal): Promise<SessionProgress>;
  post(
    path: '/vx/sessions',
    body: Record<string, unknown>,
    options?: ProxyRequestOptions,
  ): Promise<HostedSession>;
}
