import type { QuizProblem as QuizProblemOfCore } from '@veriframe/core/age-check';
import type { QuizTexts } from '../texts/kit-texts';

/**
 * What a person is shown for a failed quiz call (core's typed {@link QuizProblemOfCore}), and the one action that
 * helps: `time-up` and `closed` start again, `retry` sends again (answers kept), `start-failed` tries again,
 * `sign-in` asks the app to sign the person in. The proxy's own message is for the app (`onError`), never shown:
 * it is written for developers.
 */
export type QuizProblem = {
  kind: QuizProblemOfCore['kind'];
  /** Plain words for the person. */
  message: string;
};

/**
 * The person's words for core's typed problem.
 *
 * @example
 * quizProblemWords({ kind: 'time-up', rateLimited: false, code: 'expired' }, englishQuizTexts).message;
 */
export function quizProblemWords(problem: QuizProblemOfCore, texts: QuizTexts): QuizProblem {
  const words: Record<QuizProblemOfCore['kind'], string> = {
    'sign-in': texts.quizSignIn,
    'start-failed': problem.rateLimited ? texts.quizRateLimited : texts.quizStartFailed,
    'time-up': texts.quizTimeUpBody,
    retry: problem.rateLimited ? texts.quizRateLimited : texts.quizSendFailed,
    closed: texts.quizClosed,
  };
  return { kind: problem.kind, message: words[problem.kind] };
}
