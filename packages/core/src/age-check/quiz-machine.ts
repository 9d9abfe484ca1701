/**
 * Phases of the knowledge quiz (spec 2.2, 4.1 step 2), as an explicit machine:
 * - `idle`: no questions yet; `starting`: `POST /gateway/age` is on its way; `start-failed`: it failed.
 * - `answering`: the questions are shown and the countdown runs.
 * - `sending`: `POST /gateway/quiz/continue` is on its way (the person's submit, or the countdown's).
 * - `send-failed`: the submission may work a second time (network, service trouble); the answers are kept.
 * - `closed`: the service refused the token (expired, used, or another person's): only new questions help.
 * - `done`: a final result (the graded answers, or a gateway answer that asked no questions).
 */
export type KnowledgeQuizPhase =
  | 'idle'
  | 'starting'
  | 'start-failed'
  | 'answering'
  | 'sending'
  | 'send-failed'
  | 'closed'
  | 'done';

/**
 * What moves the machine: the person (`START`, `SEND`), the kit's countdown (`TIME_UP`) and the proxy's answers
 * (`ASKED`: questions, `ANSWERED`: a final result, `START_FAILED`, `SEND_FAILED`: retryable, `REFUSED`).
 */
export type KnowledgeQuizTransition =
  | 'START'
  | 'ASKED'
  | 'ANSWERED'
  | 'START_FAILED'
  | 'SEND'
  | 'SEND_FAILED'
  | 'REFUSED'
  | 'TIME_UP';

// New questions may be asked for from anywhere but while they are being asked for.
const restart = { START: 'starting' } as const;

/**
 * The whole machine as a table (phase × transition → phase). A pair missing from the table is ignored: a late
 * answer, a second submit or a tick after the result changes nothing.
 *
 * @example
 * quizTransitions.answering.TIME_UP; // 'sending': the countdown sends the answers given so far
 * quizTransitions.closed.SEND;       // undefined: refused questions cannot be sent again
 */
export const quizTransitions: Readonly<
  Record<KnowledgeQuizPhase, Partial<Record<KnowledgeQuizTransition, KnowledgeQuizPhase>>>
> = {
  idle: { ...restart, ASKED: 'answering', ANSWERED: 'done' },
  starting: { ASKED: 'answering', ANSWERED: 'done', START_FAILED: 'start-failed' },
  'start-failed': { ...restart },
  answering: { ...restart, SEND: 'sending', TIME_UP: 'sending' },
  // The countdown ending mid-send waits for the answer: a retryable failure then sends once more.
  sending: { ...restart, ANSWERED: 'done', SEND_FAILED: 'send-failed', REFUSED: 'closed' },
  'send-failed': { ...restart, SEND: 'sending', TIME_UP: 'sending' },
  closed: { ...restart },
  done: { ...restart },
};

/**
 * The next phase, or `undefined` when the transition does not apply in `phase`.
 *
 * @example
 * nextQuizPhase('sending', 'REFUSED'); // 'closed'
 * nextQuizPhase('done', 'SEND');       // undefined
 */
export const nextQuizPhase = (
  phase: KnowledgeQuizPhase,
  transition: KnowledgeQuizTransition,
): KnowledgeQuizPhase | undefined => quizTransitions[phase][transition];
