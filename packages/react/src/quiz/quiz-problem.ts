import type { ProxyError } from '../proxy/proxy-error';
import type { QuizTexts } from '../texts/kit-texts';

/**
 * What a person is shown for a failed quiz call, and the one action that helps:
 * - `time-up`: the service closed the questions (their token's 90 s passed); start again.
 * - `closed`: the service no longer knows these questions (unknown or used token); start again.
 * - `retry`: the call may work a second time (network, service trouble, a rate limit); answers are kept.
 * - `start-failed`: the questions could not be started; try again.
 * - `sign-in`: the proxy vouches for nobody (401 `unauthenticated`): the app must sign the person in first.
 * The proxy's own message is for the app (`onError`), never shown: it is written for developers.
 */
export type QuizProblem = {
  kind: 'time-up' | 'closed' | 'retry' | 'start-failed' | 'sign-in';
  /** Plain words for the person. */
  message: string;
};

/** Codes a second try can fix: the request was fine, the way to the service was not. */
const retryable = new Set<string>([
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
]);

/**
 * The person's view of a failed start (`step: 'start'`) or submission (`step: 'send'`).
 *
 * @example
 * quizProblem(new ProxyError('expired', 'token: expired…', 410), 'send', englishQuizTexts).kind; // 'time-up'
 */
export function quizProblem(error: ProxyError, step: 'start' | 'send', texts: QuizTexts): QuizProblem {
  if (error.code === 'unauthenticated') return { kind: 'sign-in', message: texts.quizSignIn };
  const rateLimited = error.code === 'rate_limited' || error.code === 'service_rate_limited';
  if (step === 'start')
    return { kind: 'start-failed', message: rateLimited ? texts.quizRateLimited : texts.quizStartFailed };
  if (error.code === 'expired') return { kind: 'time-up', message: texts.quizTimeUpBody };
  if (retryable.has(error.code))
    return { kind: 'retry', message: rateLimited ? texts.quizRateLimited : texts.quizSendFailed };
  return { kind: 'closed', message: texts.quizClosed };
}
