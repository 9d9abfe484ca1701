import { VeriframeApiError } from '../errors';
import type { Problem } from '../problem';
import { StoreFullError, StoreUnavailableError } from '../stores/store-errors';

/**
 * Maps a client error to what the browser may learn. Outcomes about the user (already verified, pending
 * review, too many attempts) keep their status; problems between the proxy and the service become 502/504
 * with a generic message, so no credential, upstream URL or internal detail leaks.
 */
export function problemForServiceError(error: unknown): {
  problem: Problem;
  headers: Record<string, string>;
  /** What the service said, for the server-side request event only. */
  detail?: string;
} {
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
  const retryHeaders = (fallback?: number): Record<string, string> => {
    const seconds = error.retryAfter ?? fallback;
    return seconds === undefined ? {} : { 'retry-after': String(seconds) };
  };
  switch (error.kind) {
    case 'already_verified':
      return {
        problem: { code: 'already_verified', message: 'this user is already verified', status: 403 },
        headers: {},
      };
    case 'pending_review':
      return {
        problem: {
          code: 'pending_review',
          message: 'a document of this user is under manual review',
          status: 423,
        },
        headers: {},
      };
    case 'too_many_attempts':
      return {
        problem: {
          code: 'too_many_attempts',
          message: 'this user exceeded the allowed verification attempts',
          status: 429,
        },
        headers: retryHeaders(),
      };
    case 'rate_limited':
      return {
        problem: {
          code: 'service_rate_limited',
          message: 'the verification service is rate limiting; retry later',
          status: 429,
        },
        headers: retryHeaders(60),
      };
    case 'bad_request':
      // The service's text is not passed on: the proxy validated the input already, so this is a drift between
      // the two, and the text (any text the service sends) is no message for a browser. The server log gets it.
      return {
        problem: {
          code: 'rejected_by_service',
          message: 'the verification service refused the request',
          status: 400,
        },
        headers: {},
        detail: error.detail ? `${error.message}: ${error.detail}` : error.message,
      };
    case 'not_found':
      return { problem: { code: 'not_found', message: 'not found', status: 404 }, headers: {} };
    case 'expired':
      return { problem: { code: 'expired', message: error.message, status: 410 }, headers: {} };
    case 'conflict':
      return { problem: { code: 'conflict', message: error.message, status: 409 }, headers: {} };
    case 'link_not_generated':
      return { problem: { code: 'link_not_generated', message: error.message, status: 422 }, headers: {} };
    case 'timeout':
      return {
        problem: {
          code: 'service_timeout',
          message: 'the verification service did not answer in time',
          status: 504,
        },
        headers: {},
      };
    case 'network':
      return {
        problem: {
          code: 'service_unreachable',
          message: 'the verification service could not be reached',
          status: 502,
        },
        headers: {},
      };
    case 'unauthorized':
    case 'forbidden':
      return {
        problem: {
          code: 'service_credentials_rejected',
          message: 'the verification service refused the proxy credentials',
          status: 502,
        },
        headers: {},
      };
    case 'invalid_response':
      return {
        problem: {
          code: 'invalid_service_response',
          message: 'the verification service sent an unexpected answer',
          status: 502,
        },
        headers: {},
      };
    default:
      return {
        problem: { code: 'service_error', message: 'the verification service failed', status: 502 },
        headers: {},
      };
  }
}
