import type { HostedVerificationPhase } from './outcome-machine';
import { nextPollDelay, type PollBackoff } from './poll-policy';
import { serviceStatus } from './snapshot';
import type { HostedSession, HostedVerificationClient, SessionProgress } from './types';

/** A 4xx another read cannot fix (408 and 429 can). */
const isPermanent = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
};
const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/** What the reads take from their observer: its options, its facts, and where a read's answer goes. */
export interface ReadsHost {
  options(): {
    client: HostedVerificationClient;
    poll?: PollBackoff;
    setTimeout?: (run: () => void, ms: number) => unknown;
    clearTimeout?: (handle: unknown) => void;
  };
  /** The session shown (none: no read), its phase and what the service said last. */
  facts(): { phase: HostedVerificationPhase; session: HostedSession | undefined; progress?: SessionProgress };
  /** Whether anyone is watching: reads run only then. */
  watched(): boolean;
  /** Bumped by every new session: an answer for an older one is dropped. */
  generation(): number;
  /** A read's answer, newer than every one given before; `same`: equal to the last one kept. */
  answered(progress: SessionProgress, same: boolean, readNumber: number): void;
  /** A read failed (not aborted). */
  failed(error: unknown): void;
}

/**
 * The reads of the shown session's result (spec 4.5), one at a time: planned by {@link nextPollDelay} from
 * how long the answer has stayed the same, abandoned when news comes (a read under way started before it),
 * and numbered, so that an answer older than one already kept is dropped and the observer can tell reads
 * made after a page's message.
 *
 * @example
 * const reads = new SessionReads(host);
 * reads.schedule(0); // read now, then as the policy says, while `host.watched()`
 */
export class SessionReads {
  #host: ReadsHost;
  #timer: unknown;
  #inFlight: AbortController | undefined;
  #readsStarted = 0;
  #lastAppliedRead = 0;
  #unchangedReads = 0;
  #stopped = false;

  constructor(host: ReadsHost) {
    this.#host = host;
  }

  /** The number the next read will have. */
  get nextReadNumber(): number {
    return this.#readsStarted + 1;
  }

  /** Forgets how the last session's answers went (a new session's reads back off from the start). */
  reset(): void {
    this.#unchangedReads = 0;
    this.#stopped = false;
  }

  /** Stops the timer and abandons a read under way. */
  pause(): void {
    this.#clearTimer();
    this.#inFlight?.abort();
    this.#inFlight = undefined;
  }

  /** Plans the next read after `delay`, or by the policy when `delay` is omitted. */
  schedule(delay?: number): void {
    const facts = this.#host.facts();
    if (!this.#host.watched() || !facts.session || this.#inFlight) return;
    const planned =
      delay ??
      nextPollDelay(
        {
          phase: facts.phase,
          unchangedReads: this.#unchangedReads,
          serviceDecided: ['PASS', 'FAIL'].includes(serviceStatus(facts.progress)),
          stopped: this.#stopped,
        },
        this.#host.options().poll,
      );
    if (planned === false) return;
    this.#clearTimer();
    this.#timer = (this.#host.options().setTimeout ?? setTimeout)(() => {
      this.#timer = undefined;
      void this.#read();
    }, planned);
  }

  /** Reads at once: a read already under way is abandoned, since it started before the news. */
  readNow(): void {
    this.#inFlight?.abort();
    this.#inFlight = undefined;
    this.schedule(0);
  }

  #clearTimer(): void {
    if (this.#timer !== undefined) (this.#host.options().clearTimeout ?? clearTimeout)(this.#timer as never);
    this.#timer = undefined;
  }

  async #read(): Promise<void> {
    const host = this.#host;
    const { session } = host.facts();
    if (!session) return;
    const generation = host.generation();
    const readNumber = ++this.#readsStarted;
    const abort = new AbortController();
    this.#inFlight = abort;
    try {
      const progress = await host
        .options()
        .client.get(`/vx/sessions/${encodeURIComponent(session.request_id)}`, abort.signal);
      if (generation !== host.generation() || readNumber < this.#lastAppliedRead) return;
      this.#lastAppliedRead = readNumber;
      const kept = host.facts().progress;
      const same = kept !== undefined && JSON.stringify(kept) === JSON.stringify(progress);
      this.#unchangedReads = same ? this.#unchangedReads + 1 : 0;
      this.#stopped = false;
      host.answered(progress, same, readNumber);
    } catch (error) {
      if (isAbort(error) || generation !== host.generation()) return;
      this.#unchangedReads += 1;
      this.#stopped = isPermanent(error);
      host.failed(error);
    } finally {
      if (this.#inFlight === abort) {
        this.#inFlight = undefined;
        if (generation === host.generation()) this.schedule();
      }
    }
  }
}
