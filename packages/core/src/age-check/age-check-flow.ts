import { IDEMPOTENCY_KEY_HEADER, IdempotentAction } from '../flow/idempotent-action';
import { FlowStore } from '../flow/store';
import { type AgeCheckPhase, type AgeCheckTransition, nextAgeCheckPhase } from './age-check-machine';
import {
  type AgeCheckProblem,
  type AgeCheckVerdict,
  ageCheckProblemOf,
  ageCheckVerdict,
} from './age-check-verdict';
import type { GatewayAgeBody, GatewayClient } from './gateway-answer';
import { KnowledgeQuizFlow, type KnowledgeQuizOptions } from './knowledge-quiz-flow';

export interface AgeCheckOptions<TError = Error> {
  /** The proxy client (`POST /gateway/age`; the quiz it hands over to also answers `/gateway/quiz/continue`). */
  client: GatewayClient;
  /** Every verdict of the service. */
  onVerdict?: (verdict: AgeCheckVerdict) => void;
  /** Every failed check, as the client threw it (the typed view is the snapshot's `problem`); not a cancel. */
  onError?: (error: TError) => void;
}

/** Everything a UI shows of an age check; a new object only when something in it changed. */
export interface AgeCheckSnapshot<TError = Error> {
  phase: AgeCheckPhase;
  /** The body of the last check (what a retry sends again). */
  body: GatewayAgeBody | undefined;
  /** The service's answer, typed; `null` until one came (and while checking again). */
  verdict: AgeCheckVerdict | null;
  error: TError | null;
  /** The typed view of `error`, or `cancelled`. */
  problem: AgeCheckProblem | null;
}

const initial: AgeCheckSnapshot<never> = {
  phase: 'idle',
  body: undefined,
  verdict: null,
  error: null,
  problem: null,
};

/**
 * A gateway age check (spec 4.1: `AgeMatch5.0`, its rule sets, the country and quiz services) through the proxy
 * as a framework-free flow object. Its lifecycle is {@link ageCheckTransitions}; the answer is typed
 * ({@link AgeCheckVerdict}), and so is a failure ({@link AgeCheckProblem}). One check is one `Idempotency-Key`:
 * a retry after no answer (a timeout, a 5xx) sends the same key, so the service is asked once. When the service
 * asks questions (`AgeMatch5.0.KBA`), {@link AgeCheckFlow.quiz} hands over to a {@link KnowledgeQuizFlow}.
 *
 * @example
 * const check = new AgeCheckFlow({ client });
 * check.subscribe(() => render(check.getSnapshot()));
 * const verdict = await check.check({ service: 'AgeMatch5.0', target: { fn, ln, addr, zip, age: '21+' } });
 * if (verdict?.kind === 'pass') allow();
 * if (verdict?.kind === 'quiz') showQuiz(check.quiz());
 */
export class AgeCheckFlow<TError = Error> extends FlowStore<AgeCheckSnapshot<TError>> {
  #options: AgeCheckOptions<TError>;
  #action = new IdempotentAction();
  #inFlight: AbortController | undefined;

  constructor(options: AgeCheckOptions<TError>) {
    super(initial);
    this.#options = options;
  }

  /** Replaces the options (client, callbacks); a check on its way keeps going. */
  setOptions(options: AgeCheckOptions<TError>): void {
    this.#options = options;
  }

  /**
   * Checks `body` (default: the last one, for "try again"). Resolves with the verdict, or `null` when the check
   * failed, was cancelled or is already running: it never rejects.
   */
  check = async (body?: GatewayAgeBody): Promise<AgeCheckVerdict | null> => {
    const sent = body ?? this.getSnapshot().body;
    if (sent === undefined || !this.#move('CHECK', { ...initial, body: sent })) return null;
    const abort = new AbortController();
    this.#inFlight = abort;
    try {
      const answer = await this.#action.run(sent, (key) =>
        this.#options.client.post('/gateway/age', sent, {
          signal: abort.signal,
          headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        }),
      );
      const verdict = ageCheckVerdict(answer);
      if (abort !== this.#inFlight || !this.#move('ANSWERED', { verdict })) return null;
      this.#options.onVerdict?.(verdict);
      return verdict;
    } catch (error) {
      if (abort !== this.#inFlight || abort.signal.aborted) return null;
      if (this.#move('FAILED', { error: error as TError, problem: ageCheckProblemOf(error) }))
        this.#options.onError?.(error as TError);
      return null;
    } finally {
      if (abort === this.#inFlight) this.#inFlight = undefined;
    }
  };

  /** Stops waiting for the check on its way (its answer is dropped); nothing was decided. */
  cancel = (): void => {
    const abort = this.#inFlight;
    if (!abort || !this.#move('CANCEL', { problem: { kind: 'cancelled' } })) return;
    this.#inFlight = undefined;
    // The person starts anew: the next check is a new action with a new key.
    this.#action.reset();
    abort.abort();
  };

  /**
   * The hand-over: when the service asked questions, a quiz flow on them (its "start again" asks with the same
   * body); `null` otherwise.
   *
   * @example
   * const quiz = check.quiz({ onResult: (r) => console.log(r.result.action) });
   */
  quiz(
    options: Omit<KnowledgeQuizOptions<TError>, 'client' | 'initialResult'> = {},
  ): KnowledgeQuizFlow<TError> | null {
    const { verdict, body } = this.getSnapshot();
    if (verdict?.kind !== 'quiz') return null;
    return new KnowledgeQuizFlow<TError>({
      client: this.#options.client,
      request: body,
      ...options,
      initialResult: verdict.result,
    });
  }

  /** Applies `transition` with `changes`; false (and nothing changes) when the table has no such move. */
  #move(transition: AgeCheckTransition, changes: Partial<AgeCheckSnapshot<TError>>): boolean {
    const current = this.getSnapshot();
    const phase = nextAgeCheckPhase(current.phase, transition);
    if (phase === undefined) return false;
    this.publish({ ...current, ...changes, phase });
    return true;
  }
}
