import { IDEMPOTENCY_KEY_HEADER, IdempotentAction } from '../flow/idempotent-action';
import { FlowStore } from '../flow/store';
import { type GatewayAgeBody, type GatewayAnswer, type GatewayClient, quizOf } from './gateway-answer';
import { type KnowledgeQuizTransition, nextQuizPhase } from './quiz-machine';
import { quizProblemOf } from './quiz-problem';
import { type Facts, fresh, type KnowledgeQuizSnapshot, toQuizSnapshot } from './quiz-snapshot';

export interface KnowledgeQuizOptions<TError = Error> {
  /** The proxy client (`POST /gateway/age`, `POST /gateway/quiz/continue`). */
  client: GatewayClient;
  /** What {@link KnowledgeQuizFlow.start} sends to `/gateway/age` (spec 4.1); `service` defaults to KBA. */
  request?: Partial<GatewayAgeBody>;
  /** A gateway answer holding the quiz (spec 2.2), e.g. the age check's; a result without one is final. */
  initialResult?: GatewayAnswer;
  /** Seconds to answer; the quiz token lives 90 s (spec 8). When they run out the answers so far are sent. */
  timeLimitSeconds?: number;
  /** The final result: the graded answers, or a gateway answer without questions. */
  onResult?: (result: GatewayAnswer) => void;
  /** Every failed call, as the client threw it (the typed view is the snapshot's `problem`). */
  onError?: (error: TError) => void;
  /** Clock and interval timers, for tests; default `Date.now`, `setInterval`, `clearInterval`. */
  now?: () => number;
  setInterval?: (run: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/**
 * The knowledge quiz (spec 2.2, 4.1 step 2) as a framework-free flow object: it asks `/gateway/age` for
 * questions, keeps the chosen answers and the countdown, sends the answers to `/gateway/quiz/continue` (by the
 * person's submit, or by the countdown with the answers given so far) and holds the final result. Its lifecycle
 * is {@link quizTransitions}; the countdown ticks while someone is subscribed. Each start sends one
 * `Idempotency-Key`, reused by a retry after no answer, so the service is asked once.
 *
 * @example
 * const quiz = new KnowledgeQuizFlow({ client, request: { target: { fn, ln, addr, zip, age: '21+' } } });
 * const stop = quiz.subscribe(() => render(quiz.getSnapshot()));
 * await quiz.start();
 * for (const q of quiz.getSnapshot().quiz?.questions ?? []) quiz.choose(q.id, q.answers[0].text);
 * await quiz.submit(); // quiz.getSnapshot().result?.result.action → 'PASS' | 'REVIEW' | ...
 */
export class KnowledgeQuizFlow<TError = Error> extends FlowStore<KnowledgeQuizSnapshot<TError>> {
  #options: KnowledgeQuizOptions<TError>;
  #facts: Facts<TError> = fresh;
  /** Bumped by every start: answers for older questions are dropped. */
  #generation = 0;
  #ticker: unknown;
  /** The countdown sent this quiz's answers once; it never sends them again after a refusal. */
  #autoSent = false;
  /** One `Idempotency-Key` per start of the questions, kept across retries until one gets an answer. */
  #begin = new IdempotentAction();

  constructor(options: KnowledgeQuizOptions<TError>) {
    super(toQuizSnapshot<TError>(fresh));
    this.#options = options;
    const { initialResult } = options;
    if (initialResult) this.#receive(initialResult, false);
  }

  /** Replaces the options (client, request, callbacks, clock); a running countdown keeps its deadline. */
  setOptions(options: KnowledgeQuizOptions<TError>): void {
    this.#options = options;
  }

  /** Asks the service for new questions (also after a result or a refusal); never rejects. */
  start = async (): Promise<GatewayAnswer | null> => {
    if (!this.#move('START')) return null;
    const generation = ++this.#generation;
    this.#stopTicking();
    this.#autoSent = false;
    this.#set({ ...fresh, phase: 'starting' });
    const body = { service: 'AgeMatch5.0.KBA', ...this.#options.request } as GatewayAgeBody;
    try {
      const answer = await this.#begin.run(body, (key) =>
        this.#options.client.post('/gateway/age', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
      );
      if (generation === this.#generation) this.#receive(answer, true);
      return answer;
    } catch (error) {
      if (generation === this.#generation) this.#fail('START_FAILED', error as TError, 'start');
      return null;
    }
  };

  /** Chooses `text` as the answer to question `questionId`; ignored once the questions are locked. */
  choose = (questionId: string, text: string): void => {
    const { quiz, locked } = this.getSnapshot();
    if (!quiz || locked || (this.#facts.phase !== 'answering' && this.#facts.phase !== 'send-failed')) return;
    this.#set({ ...this.#facts, answers: { ...this.#facts.answers, [questionId]: text } });
  };

  /** Sends the chosen answers when {@link KnowledgeQuizSnapshot.canSend}; never rejects. */
  submit = async (): Promise<void> => {
    if (this.getSnapshot().canSend) await this.#send('SEND');
  };

  /** Stops the countdown and drops every listener and every answer still on its way. */
  destroy(): void {
    this.#generation++;
    this.#stopTicking();
    this.dropSubscribers();
  }

  protected override onFirstSubscriber(): void {
    const { quiz, deadline } = this.#facts;
    if (!quiz || !this.#counting()) return;
    // A quiz given at construction starts its clock when someone first watches (a React render stays pure).
    if (deadline === null) this.#set({ ...this.#facts, deadline: this.#now() + this.#limitMs() });
    this.#startTicking();
  }

  protected override onLastUnsubscribe(): void {
    this.#stopTicking();
  }

  /** Applies `transition`; false (and nothing changes) when the table has no such move from this phase. */
  #move(transition: KnowledgeQuizTransition): boolean {
    const phase = nextQuizPhase(this.#facts.phase, transition);
    if (phase === undefined) return false;
    this.#facts = { ...this.#facts, phase };
    return true;
  }

  #set(facts: Facts<TError>): void {
    this.#facts = facts;
    this.publish(toQuizSnapshot(facts));
  }

  /**
   * Takes a gateway answer: questions, or a final result. `fromCall`: the service just answered (the clock
   * starts now, a result is reported); otherwise it was given at construction (shown, not reported).
   */
  #receive(answer: GatewayAnswer, fromCall: boolean): void {
    const quiz = quizOf(answer);
    if (!this.#move(quiz ? 'ASKED' : 'ANSWERED')) return;
    if (!quiz) {
      this.#set({ ...this.#facts, result: answer });
      if (fromCall) this.#options.onResult?.(answer);
      return;
    }
    const deadline = fromCall ? this.#now() + this.#limitMs() : null;
    this.#set({ ...this.#facts, quiz, deadline, secondsLeft: null });
    if (fromCall && this.hasSubscribers()) this.#startTicking();
  }

  async #send(transition: 'SEND' | 'TIME_UP'): Promise<void> {
    const { quiz, answers } = this.#facts;
    if (!quiz || !this.#move(transition)) return;
    const generation = this.#generation;
    this.#set({ ...this.#facts, error: null, problem: null });
    const chosen: Record<string, string[]> = {};
    for (const question of quiz.questions) {
      const answer = answers[question.id];
      chosen[question.id] = answer === undefined ? [] : [answer];
    }
    try {
      const result = await this.#options.client.post('/gateway/quiz/continue', {
        token: quiz.token,
        answers: chosen,
      });
      if (generation !== this.#generation || !this.#move('ANSWERED')) return;
      this.#stopTicking();
      this.#set({ ...this.#facts, result, asked: true });
      this.#options.onResult?.(result);
    } catch (error) {
      if (generation !== this.#generation) return;
      const problem = quizProblemOf(error, 'send', this.#facts.countdownEnded);
      this.#fail(problem.kind === 'retry' ? 'SEND_FAILED' : 'REFUSED', error as TError, 'send');
      // The countdown ended while these answers were on their way: it sends them once itself.
      if (problem.kind === 'retry' && this.#facts.countdownEnded && !this.#autoSent) this.#sendOnTimeUp();
    }
  }

  #fail(transition: KnowledgeQuizTransition, error: TError, step: 'start' | 'send'): void {
    if (!this.#move(transition)) return;
    if (transition === 'REFUSED') this.#stopTicking();
    const problem = quizProblemOf(error, step, this.#facts.countdownEnded);
    this.#set({ ...this.#facts, error, problem });
    this.#options.onError?.(error);
  }

  /** Time ran out: the kit's countdown is only a hint, the service decides. It grades the answers it gets. */
  #sendOnTimeUp(): void {
    const { phase } = this.#facts;
    if (this.#autoSent || (phase !== 'answering' && phase !== 'send-failed')) return;
    this.#autoSent = true;
    void this.#send('TIME_UP');
  }

  #counting(): boolean {
    const { phase } = this.#facts;
    return phase === 'answering' || phase === 'sending' || phase === 'send-failed';
  }

  #tick = (): void => {
    const { deadline } = this.#facts;
    if (deadline === null || !this.#counting()) {
      this.#stopTicking();
      return;
    }
    const secondsLeft = Math.max(0, Math.ceil((deadline - this.#now()) / 1000));
    const ended = secondsLeft === 0;
    if (secondsLeft !== this.#facts.secondsLeft || ended !== this.#facts.countdownEnded)
      this.#set({ ...this.#facts, secondsLeft, countdownEnded: this.#facts.countdownEnded || ended });
    if (!ended) return;
    this.#stopTicking();
    this.#sendOnTimeUp();
  };

  #startTicking(): void {
    this.#stopTicking();
    this.#tick();
    if (this.#facts.countdownEnded || !this.#counting()) return;
    const every = this.#options.setInterval ?? ((run, ms) => globalThis.setInterval(run, ms));
    this.#ticker = every(this.#tick, 1000);
  }

  #stopTicking(): void {
    if (this.#ticker === undefined) return;
    const clear = this.#options.clearInterval ?? ((handle) => globalThis.clearInterval(handle as never));
    clear(this.#ticker);
    this.#ticker = undefined;
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }

  #limitMs(): number {
    return (this.#options.timeLimitSeconds ?? 90) * 1000;
  }
}
