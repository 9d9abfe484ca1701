import { codeOf } from './gateway-answer';

/**
 * What went wrong with a quiz call, as a typed value (the words are the UI's):
 * - `time-up`: the service closed the questions (their token's 90 s passed: 410 `expired`), or it refused
 *   answers the countdown sent; start again.
 * - `closed`: the service or the proxy no longer knows these questions for this person (a used token, or one
 *   issued to someone else: 404 `not_found`); start again.
 * - `retry`: the call may work a second time (network, service trouble, a rate limit); the answers are kept.
 * - `start-failed`: the questions could not be started; try again.
 * - `sign-in`: the proxy vouches for nobody (401 `unauthenticated`): the app must sign the person in first.
 */
export type QuizProblemKind = 'time-up' | 'closed' | 'retry' | 'start-failed' | 'sign-in';

export interface QuizProblem {
  kind: QuizProblemKind;
  /** A rate limit (the proxy's or the service's): "try again in a moment" rather than "it failed". */
  rateLimited: boolean;
  /** The proxy's code (`expired`, `not_found`, `network_error`, ...), `''` when the error had none. */
  code: string;
}

/** Codes a second try can fix: the request was fine, the way to the service was not. */
const retryable: ReadonlySet<string> = new Set([
  'network_error',
  'bad_response',
  'http_error',
  'rate_limited',
  'service_rate_limited',
  'service_timeout',
  'service_unreachable',
  'service_error',
  'internal_error',
  'invalid_service_response',
  'store_unavailable',
  'store_full',
]);

/**
 * The typed view of a failed start (`step: 'start'`) or submission (`step: 'send'`). A refusal of answers the
 * countdown sent (`afterCountdown`) is a `time-up`: those questions' time is up, whatever the code.
 *
 * @example
 * quizProblemOf({ code: 'expired', status: 410 }, 'send').kind;   // 'time-up'
 * quizProblemOf({ code: 'not_found', status: 404 }, 'send').kind; // 'closed' (another person's token)
 */
export function quizProblemOf(error: unknown, step: 'start' | 'send', afterCountdown = false): QuizProblem {
  const code = codeOf(error);
  const rateLimited = code === 'rate_limited' || code === 'service_rate_limited';
  const problem = (kind: QuizProblemKind): QuizProblem => ({ kind, rateLimited, code });
  if (code === 'unauthenticated') return problem('sign-in');
  if (step === 'start') return problem('start-failed');
  if (code === 'expired') return problem('time-up');
  if (retryable.has(code)) return problem('retry');
  return problem(afterCountdown ? 'time-up' : 'closed');
}
