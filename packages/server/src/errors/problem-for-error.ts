import type { Problem } from './problem';
import { VeriframeApiError, type VeriframeErrorKind } from './service-error';
import { StoreFullError, StoreUnavailableError } from './store-errors';

/** What the browser may learn of an error, its headers, and what only the server log gets. */
export interface ServiceErrorAnswer {
  problem: Problem;
  headers: Record<string, string>;
  /** What the service said, for the server-side request event only. */
  detail?: string;
}

/** How one kind of service error is answered: a fixed problem, or one made from the error. */
type KindAnswer = (error: VeriframeApiError) => ServiceErrorAnswer;

const fixed =
  (code: Problem['code'], message: string, status: number): KindAnswer =>
  () => ({ problem: { code, message, status }, headers: {} });

/** The service's own message, which for these kinds is about the user's request (spec section 7). */
const withMessage =
  (code: Problem['code'], status: number): KindAnswer =>
  (error) => ({ problem: { code, message: error.message, status }, headers: {} });

/** A 429 carrying the service's `Retry-After`, or `fallback` seconds. */
const retryLater =
  (code: Problem['code'], message: string, fallback?: number): KindAnswer =>
  (error) => {
    const seconds = error.retryAfter ?? fallback;
    const headers: Record<string, string> = seconds === undefined ? {} : { 'retry-after': String(seconds) };
    return { problem: { code, message, status: 429 }, headers };
  };

const credentialsRejected = fixed(
  'service_credentials_rejected',
  'the verification service refused the proxy credentials',
  502,
);

/**
 * Each kind of service error, as the browser sees it. Outcomes about the user (already verified, pending review,
 * too many attempts) keep their status; problems between the proxy and the service become 502/504 with a
 * generic message, so no credential, upstream URL or internal detail leaks. A kind not listed is 502
 * `service_error`.
 */
const answersByKind: Partial<Record<VeriframeErrorKind, KindAnswer>> = {
  already_verified: fixed('already_verified', 'this user is already verified', 403),
  pending_review: fixed('pending_review', 'a document of this user is under manual review', 423),
  too_many_attempts: retryLater('too_many_attempts', 'this user exceeded the allowed verification attempts'),
  rate_limited: retryLater(
    'service_rate_limited',
    'the verification service is rate limiting; retry later',
    60,
  ),
  // The service's text is not passed on: the proxy validated the input already, so this is a drift between the
  // two, and the text (any text the service sends) is no message for a browser. The server log gets it.
  bad_request: (error) => ({
    problem: {
      code: 'rejected_by_service',
      message: 'the verification service refused the request',
      status: 400,
    },
    headers: {},
    detail: error.detail ? `${error.message}: ${error.detail}` : error.message,
  }),
  not_found: fixed('not_found', 'not found', 404),
  expired: withMessage('expired', 410),
  conflict: withMessage('conflict', 409),
  link_not_generated: withMessage('link_not_generated', 422),
  timeout: fixed('service_timeout', 'the verification service did not answer in time', 504),
  network: fixed('service_unreachable', 'the verification service could not be reached', 502),
  unauthorized: credentialsRejected,
  forbidden: credentialsRejected,
  invalid_response: fixed(
    'invalid_service_response',
    'the verification service sent an unexpected answer',
    502,
  ),
};

const serviceFailed = fixed('service_error', 'the verification service failed', 502);

/**
 * Maps an error thrown while answering to what the browser may learn: a store that is full or down is 503
 * naming the store, a service error is answered by its kind ({@link answersByKind}), anything else is 500
 * `internal_error`.
 */
export function problemForServiceError(error: unknown): ServiceErrorAnswer {
  if (error instanceof StoreFullError) {
    // A bounded memory store refuses a new key rather than forget one it holds; a place frees when the
    // soonest of its entries expires.
    return {
      problem: {
        code: 'store_full',
        message: `${error.store}: full (${error.capacity} live entries); retry in ${error.retryAfterSeconds} s`,
        status: 503,
      },
      headers: { 'retry-after': String(error.retryAfterSeconds) },
    };
  }
  if (error instanceof StoreUnavailableError) {
    // Which store is named (an operator's concern, no secret); the client retries after a short wait.
    return {
      problem: {
        code: 'store_unavailable',
        message: `${error.store}: unavailable; retry later`,
        status: 503,
      },
      headers: { 'retry-after': '5' },
    };
  }
  if (!(error instanceof VeriframeApiError)) {
    return {
      problem: { code: 'internal_error', message: 'the proxy failed unexpectedly', status: 500 },
      headers: {},
    };
  }
  const kind: VeriframeErrorKind = error.kind;
  return (answersByKind[kind] ?? serviceFailed)(error);
}
