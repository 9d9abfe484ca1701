import type { GatewayAnswer, Quiz } from './gateway-answer';
import type { KnowledgeQuizPhase } from './quiz-machine';
import type { QuizProblem } from './quiz-problem';

// The quiz's snapshot: the facts the flow keeps, and what a UI reads, derived from them in one place.

/** Everything a UI shows of the quiz; a new object only when something in it changed. */
export interface KnowledgeQuizSnapshot<TError = Error> {
  phase: KnowledgeQuizPhase;
  /** The questions and their token, while there are some (kept beside a final result and after a refusal). */
  quiz: Quiz | null;
  /** The chosen answer text per question id. */
  answers: Readonly<Record<string, string>>;
  /** When the kit's countdown ends (ms on the `now` clock); `null` until the first subscriber arrives. */
  deadline: number | null;
  /** Whole seconds left; `null` before the countdown started. Frozen once the questions are closed. */
  secondsLeft: number | null;
  /** The countdown ended, or the service said the questions' time is up: the questions are locked. */
  timeUp: boolean;
  /** The final result; `asked` tells whether it grades answers or came without questions. */
  result: GatewayAnswer | undefined;
  asked: boolean;
  error: TError | null;
  /** The typed view of `error`: what happened and the one action that helps. */
  problem: QuizProblem | null;
  /** The service refused these questions: nothing more can be sent, only new ones help. */
  closed: boolean;
  unanswered: number;
  /** Whether the questions take no more answers (time up, closed, or being sent). */
  locked: boolean;
  /** Whether {@link KnowledgeQuizFlow.submit} would send: every question answered, or a failed send to retry. */
  canSend: boolean;
}

/** What the flow keeps; the rest of the snapshot is derived from it. */
export type Facts<TError> = Pick<
  KnowledgeQuizSnapshot<TError>,
  'phase' | 'quiz' | 'answers' | 'deadline' | 'secondsLeft' | 'result' | 'asked' | 'error' | 'problem'
> & { countdownEnded: boolean };

/** No questions, no answers, no result: before the first start, and what each start begins from. */
export const fresh: Facts<never> = {
  phase: 'idle',
  quiz: null,
  answers: {},
  deadline: null,
  secondsLeft: null,
  result: undefined,
  asked: false,
  error: null,
  problem: null,
  countdownEnded: false,
};

/**
 * The snapshot a UI reads: the facts, and what follows from them. After the countdown only a failed send may be
 * sent again (the answers as they stand); before it, every question must be answered.
 *
 * @example
 * toQuizSnapshot({ ...fresh, phase: 'send-failed', countdownEnded: true }).canSend; // true
 */
export function toQuizSnapshot<TError>({
  countdownEnded,
  ...facts
}: Facts<TError>): KnowledgeQuizSnapshot<TError> {
  const { phase, quiz, answers, problem } = facts;
  const closed = phase === 'closed';
  const timeUp = countdownEnded || problem?.kind === 'time-up';
  const unanswered = quiz ? quiz.questions.filter((question) => !answers[question.id]).length : 0;
  const retry = phase === 'send-failed';
  return {
    ...facts,
    timeUp,
    closed,
    unanswered,
    locked: timeUp || closed || phase === 'sending',
    canSend: (phase === 'answering' || retry) && (timeUp ? retry : unanswered === 0),
  };
}
