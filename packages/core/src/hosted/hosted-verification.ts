import { IDEMPOTENCY_KEY_HEADER, IdempotentAction } from '../flow/idempotent-action';
import { FlowStore } from '../flow/store';
import { judgeRead } from './confirmation';
import { connectHostedFrame } from './frame-connection';
import { preconnect } from './intent';
import type { FrameConnection, HostedVerificationOptions } from './options';
import { type HostedVerificationTransition, nextHostedPhase } from './outcome-machine';
import { isPermanentReadError, nextPollDelay, pollSituation } from './poll-policy';
import { Preparation } from './preparation';
import { type HostedFacts, idleFacts, toSnapshot } from './snapshot';
import type {
  HostedSession,
  HostedVerificationSnapshot,
  SessionProgress,
  TerminalPageMessage,
} from './types';

const endingMessages: readonly string[] = ['ALREADY VERIFIED', 'LINK EXPIRED', 'BOT DETECTED'];
const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/**
 * A hosted verification (VX, spec 3.2, 4.4, 4.5, 4.10, 6.3) as a framework-free subscribable, as TanStack
 * Query's observers are (on {@link FlowStore}): it creates the session, polls its result while someone is
 * subscribed, hears the frame's messages through the core's gate ({@link connectHostedFrame}), and decides the
 * outcome with {@link hostedTransitions} ({@link judgeRead} for each read).
 * An outcome is final only when the session's own frame posted PASS or FAIL and a read made after it agrees.
 *
 * @example
 * const verification = new HostedVerificationObserver({ client, session: { email, age: '21+' } });
 * const unsubscribe = verification.subscribe(() => render(verification.getSnapshot()));
 * await verification.start();
 * const disconnect = verification.connectFrame({ allowedOrigins: [origin], getSource: () => iframe.contentWindow });
 * // later: verification.getSnapshot().outcome → { status: 'PASS', confirmed: true } only when final
 */
export class HostedVerificationObserver<TError = Error> extends FlowStore<
  HostedVerificationSnapshot<TError>
> {
  #options: HostedVerificationOptions;
  #facts: HostedFacts<TError> = idleFacts;
  /** The error of the last preload, until a creation (`start`) takes it into its snapshot. */
  #preloadFailure: TError | null = null;
  /** Bumped by every `start`: answers for an older session are dropped. */
  #generation = 0;
  #linkExpiresAt = Infinity;
  #timer: unknown;
  #inFlight: AbortController | undefined;
  #readsStarted = 0;
  #lastAppliedRead = 0;
  #unchangedReads = 0;
  #stopped = false;
  /** Only reads numbered from here on may confirm the page's message (reads made after it). */
  #confirmFromRead = Infinity;
  #pageMessageAt = 0;
  /** The `Idempotency-Key` of the current creation: kept across its retries until one gets an answer. */
  #creation = new IdempotentAction();
  /** The session made on intent (phases `preparing` and `prepared`); the click takes it over. */
  #preparation: Preparation | undefined;

  constructor(options: HostedVerificationOptions) {
    super(toSnapshot<TError>(idleFacts));
    this.#options = options;
  }

  /** Replaces the options (the client, the default session body, the backoff); a running poll keeps going. */
  setOptions(options: HostedVerificationOptions): void {
    this.#options = options;
  }

  /** Polling runs while at least one listener is subscribed: the first one reads at once. */
  protected override onFirstSubscriber(): void {
    this.#schedule(0);
  }

  protected override onLastUnsubscribe(): void {
    this.#pause();
  }

  /**
   * Creates a new session (also after an expired link); the previous one is dropped. Resolves with it, or
   * with `null` when creation failed (the error is in the snapshot): it never rejects. Every call until one
   * gets an answer (a double click, a retry after a network error, a StrictMode effect run twice) sends the
   * same `Idempotency-Key`, so the proxy creates one session; after an answer, the next call is a new creation.
   * A session {@link preload}ed for the same body is shown at once (or awaited, while it is being made); one
   * that is about to expire is never shown: a new one is made instead.
   */
  start = async (body?: Record<string, unknown>): Promise<HostedSession | null> => {
    const generation = ++this.#generation;
    this.#pause();
    this.#resetReads();
    const sessionBody = body ?? this.#options.session ?? {};
    const preparation = this.#takePreparation(sessionBody);
    // A preload that failed since the last creation is still told beside the session this click makes.
    const preloadError = this.#preloadFailure;
    this.#preloadFailure = null;
    const cleared = {
      prepared: undefined,
      error: null,
      preloadError,
      progress: undefined,
      pageMessage: null,
      resumed: false,
    } as const;
    if (preparation?.session) {
      this.#set({ ...cleared, session: preparation.session }, 'REVEAL');
      // The first read waits one poll interval: the journey page's load goes first on the click's path.
      return this.#created(preparation.session, preparation.madeAt, undefined);
    }
    this.#set({ ...cleared, session: undefined }, 'START');
    try {
      // A preparation under way is this click's creation (same body, same key); one that failed is retried.
      const session = (await preparation?.creation) ?? (await this.#create(sessionBody));
      if (generation !== this.#generation) return session;
      // A preload this click joined may have failed while it waited (then this creation was a new one).
      const joinedFailure = this.#preloadFailure;
      this.#preloadFailure = null;
      this.#set({ session, preloadError: preloadError ?? joinedFailure }, 'CREATED');
      return this.#created(session);
    } catch (error) {
      if (generation === this.#generation) this.#set({ error: error as TError }, 'CREATE_FAILED');
      return null;
    }
  };

  /**
   * Takes up a session the person already had, as `lookup` finds it (the proxy's `GET /vx/resume`, after a
   * reload or a return): shown as if just created, its journey continues where it was, and a journey that had
   * ended posts its end again when its page loads, so its outcome is confirmed as usual. Only while nothing is
   * shown (`idle`, or a session prepared on intent, which is dropped); a `start` meanwhile wins. `lookup`
   * resolving `null` (nothing to resume) changes nothing; its error goes to `error`. Resolves with the session
   * taken up, or `null`.
   *
   * @example
   * void verification.resume(async () => (await client.get('/vx/resume')).session);
   */
  resume = async (lookup: () => Promise<HostedSession | null>): Promise<HostedSession | null> => {
    const resumable = () => ['idle', 'preparing', 'prepared'].includes(this.#facts.phase);
    if (!resumable()) return null;
    const generation = this.#generation;
    let session: HostedSession | null;
    try {
      session = await lookup();
    } catch (error) {
      if (generation === this.#generation && resumable()) this.#set({ error: error as TError });
      return null;
    }
    if (!session || generation !== this.#generation || !resumable()) return null;
    this.#generation += 1;
    this.#preparation = undefined;
    this.#pause();
    this.#resetReads();
    this.#set(
      { session, prepared: undefined, error: null, progress: undefined, pageMessage: null, resumed: true },
      'RESUME',
    );
    return this.#created(session);
  };

  /**
   * Makes the session ahead of the click, on a sign of intent: phase `preparing`, then `prepared`; nothing is
   * shown and no read is made until {@link start}. Only from `idle` (or to renew a prepared session that is
   * about to expire, or was made for another body). A failure does not stop the click, which tries again; it is
   * kept as `preloadError` (in the snapshot from now, and through that click) so it is never hidden.
   *
   * @example
   * const stop = watchIntent(button, { pointer: true, focus: true }, () => void verification.preload());
   */
  preload = async (body?: Record<string, unknown>): Promise<void> => {
    const { phase } = this.#facts;
    if (phase !== 'idle' && phase !== 'preparing' && phase !== 'prepared') return;
    const sessionBody = body ?? this.#options.session ?? {};
    if (this.#preparation?.offersTo(sessionBody, this.#now())) return void (await this.#preparation.creation);
    for (const origin of this.#options.hostedOrigins ?? []) preconnect(origin);
    let failure: TError | null = null;
    const preparation = new Preparation(
      sessionBody,
      this.#create(sessionBody).catch((error: unknown) => {
        failure = error as TError;
        this.#preloadFailure = failure;
        return null;
      }),
    );
    this.#preparation = preparation;
    // A new try does not clear an earlier failure: a click's focus often starts one after a failed hover.
    this.#set({}, 'PRELOAD');
    const session = await preparation.creation;
    if (this.#preparation !== preparation) return; // the click took it over, or a newer one replaced it
    if (!session) {
      this.#preparation = undefined;
      this.#set({ prepared: undefined, preloadError: failure }, 'PRELOAD_FAILED');
      return;
    }
    preparation.made(session, this.#now());
    // Offered in the snapshot, so a frame can load it hidden (a prerender) and the click only reveals it.
    this.#set({ prepared: session }, 'PRELOADED');
  };

  /**
   * Feeds a message of the session's own frame (spec 6.3). PASS and FAIL start the confirmation: a read
   * made after now must agree. {@link connectFrame} calls this for every message that passed the gate.
   */
  reportMessage = (type: string): void => {
    if (!this.#facts.session) return;
    if (type === 'PASS' || type === 'FAIL') {
      if (this.#facts.phase !== 'in-progress') return;
      this.#confirmFromRead = this.#readsStarted + 1;
      this.#pageMessageAt = this.#now();
      this.#set({ pageMessage: type }, 'PAGE_RESULT');
    } else if (endingMessages.includes(type)) {
      if (this.#facts.phase !== 'in-progress') return;
      this.#set({ pageMessage: type as TerminalPageMessage }, 'PAGE_ENDED');
      return;
    }
    // Any message (CLOSE and ERROR too) is a good moment to read again.
    this.#readNow();
  };

  /**
   * Reads the service now (through the proxy), abandoning a read already under way: for when the person comes
   * back to the app from the system browser, where the journey may have ended meanwhile. No session: nothing.
   */
  refresh = (): void => {
    if (this.#facts.session) this.#readNow();
  };

  /**
   * Listens for the current session's frame through the core's message gate (exact origin, the frame's own
   * window) and feeds what passes to {@link reportMessage}. Returns the function that stops listening. A new
   * session needs a new connection (its frame loads a new link).
   */
  connectFrame = (connection: FrameConnection): (() => void) => connectHostedFrame(this, connection);

  /** Stops timers and requests and drops every listener. */
  destroy(): void {
    this.#generation += 1;
    this.#preparation = undefined;
    this.dropSubscribers();
    this.#pause();
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }

  #create(body: Record<string, unknown>): Promise<HostedSession> {
    return this.#creation.run(body, (key) =>
      this.#options.client.post('/vx/sessions', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
    );
  }

  /** The preparation this click takes over (same body, under way or fresh); any other is dropped. */
  #takePreparation(body: Record<string, unknown>): Preparation | undefined {
    const preparation = this.#preparation;
    this.#preparation = undefined;
    return preparation?.offersTo(body, this.#now()) ? preparation : undefined;
  }

  /** A session is shown: reads begin (after `firstReadMs`, or the poll policy's); its link's life counts from when it was made. */
  #created(session: HostedSession, madeAt = this.#now(), firstReadMs: number | undefined = 0): HostedSession {
    this.#linkExpiresAt = madeAt + session.expires_in * 1000;
    this.#schedule(firstReadMs);
    return session;
  }

  #set(facts: Partial<HostedFacts<TError>>, transition?: HostedVerificationTransition): void {
    const next = { ...this.#facts, ...facts };
    if (transition) next.phase = nextHostedPhase(this.#facts.phase, transition);
    this.#facts = next;
    this.publish(toSnapshot(next));
  }

  #resetReads(): void {
    this.#linkExpiresAt = Infinity;
    this.#unchangedReads = 0;
    this.#stopped = false;
    this.#confirmFromRead = Infinity;
  }

  #pause(): void {
    if (this.#timer !== undefined) (this.#options.clearTimeout ?? clearTimeout)(this.#timer as never);
    this.#timer = undefined;
    this.#inFlight?.abort();
    this.#inFlight = undefined;
  }

  /** Plans the next read after `delay`, or by the policy when `delay` is omitted. */
  #schedule(delay?: number): void {
    if (!this.hasSubscribers() || !this.#facts.session || this.#inFlight) return;
    const situation = pollSituation(this.#facts, this.#unchangedReads, this.#stopped);
    const planned = delay ?? nextPollDelay(situation, this.#options.poll);
    if (planned === false) return;
    if (this.#timer !== undefined) (this.#options.clearTimeout ?? clearTimeout)(this.#timer as never);
    this.#timer = (this.#options.setTimeout ?? setTimeout)(() => {
      this.#timer = undefined;
      void this.#read();
    }, planned);
  }

  /** Reads at once: a read already under way is abandoned, since it started before the news. */
  #readNow(): void {
    this.#inFlight?.abort();
    this.#inFlight = undefined;
    this.#schedule(0);
  }

  async #read(): Promise<void> {
    const session = this.#facts.session;
    if (!session) return;
    const generation = this.#generation;
    const readNumber = ++this.#readsStarted;
    const abort = new AbortController();
    this.#inFlight = abort;
    try {
      const progress = await this.#options.client.get(
        `/vx/sessions/${encodeURIComponent(session.request_id)}`,
        abort.signal,
      );
      if (generation !== this.#generation || readNumber < this.#lastAppliedRead) return;
      this.#lastAppliedRead = readNumber;
      this.#apply(progress, readNumber);
    } catch (error) {
      if (isAbort(error) || generation !== this.#generation) return;
      this.#unchangedReads += 1;
      this.#stopped = isPermanentReadError(error);
      // A service that cannot be read does not agree either: the wait stays bounded.
      this.#set({ error: error as TError }, this.#waitExceeded() ? 'WAIT_EXCEEDED' : undefined);
    } finally {
      if (this.#inFlight === abort) {
        this.#inFlight = undefined;
        if (generation === this.#generation) this.#schedule();
      }
    }
  }

  /** One read's answer: kept (same object when nothing changed), then judged against the page's message. */
  #apply(progress: SessionProgress, readNumber: number): void {
    const previous = this.#facts.progress;
    const same = previous !== undefined && JSON.stringify(previous) === JSON.stringify(progress);
    this.#unchangedReads = same ? this.#unchangedReads + 1 : 0;
    this.#stopped = false;
    const facts: Partial<HostedFacts<TError>> = { progress: same ? previous : progress, error: null };
    const transition = judgeRead(
      this.#facts,
      progress,
      readNumber >= this.#confirmFromRead,
      () => this.#now() > this.#linkExpiresAt,
      () => this.#waitExceeded(),
    );
    if (same && !transition && this.#facts.error === null) return; // nothing new: no notification
    this.#set(facts, transition);
  }

  /** Confirming for longer than `confirmWithinMs` since the page's message. */
  #waitExceeded(): boolean {
    return (
      this.#facts.phase === 'confirming' &&
      this.#now() - this.#pageMessageAt > (this.#options.confirmWithinMs ?? 30_000)
    );
  }
}
