// Types only (erased at build): the root entry never loads zod, the shape still comes from the browser contract.

import { FlowStore } from '../flow/store';
import type { ProxyRequestOptions, VerificationOutcome } from '../hosted/types';
import type { BrowserRouteOutput } from '../routes/routes';

/** User status of spec 2.4 reduced to the outcome, as the proxy answers `POST {base}/document/status`. */
export type DocumentStatus = BrowserRouteOutput<'documentStatus'>;

/** The one proxy call the observer makes (the `ProxyClient` of `@veriframe/core/client` is one). */
export interface DocumentStatusClient {
  post(
    path: '/document/status',
    body: Record<string, never>,
    options?: ProxyRequestOptions,
  ): Promise<DocumentStatus>;
}

export interface DocumentStatusSnapshot<TError = Error> {
  /** The last answer; kept through a failed read after it. */
  status: DocumentStatus | undefined;
  /**
   * PASS / FAIL / PENDING read by the proxy from the service. PASS and FAIL are `confirmed`; PENDING (a manual
   * review) is not: it is no outcome yet, the review decides.
   */
  outcome: VerificationOutcome | null;
  /** The error of the last read (cleared by the next successful one). */
  error: TError | null;
  /** A first read is under way: nothing to show yet. */
  isLoading: boolean;
}

/** Whether the page is seen, and a way to hear when it is again (polling waits while it is hidden). */
export interface PageVisibility {
  isVisible(): boolean;
  /** Calls `listener` when the page becomes visible; returns the function that stops it. */
  onVisible(listener: () => void): () => void;
}

export interface DocumentStatusOptions {
  client: DocumentStatusClient;
  /** Default true. False reads nothing (a read under way is dropped). */
  enabled?: boolean;
  /** Read again this long after a PENDING answer (manual review). Default 10 s; `false` never polls. */
  pendingPollMs?: number | false;
  /** Default: the document's `visibilityState`; without a document, always visible. */
  visibility?: PageVisibility;
  /** Timers, for tests; default `setTimeout`, `clearTimeout`. */
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

const documentVisibility: PageVisibility = {
  isVisible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  onVisible(listener) {
    if (typeof document === 'undefined') return () => {};
    const onChange = () => {
      if (document.visibilityState !== 'hidden') listener();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
};

const initial = { status: undefined, outcome: null, error: null, isLoading: false };

/**
 * The confirmed document outcome of the signed-in person, read by the proxy from the service (`POST
 * {base}/document/status`; the browser names nobody), as a flow object on `FlowStore`. It reads when the first
 * subscriber arrives and on `refetch()`, reads again every `pendingPollMs` while the answer is PENDING (not
 * while the page is hidden: then at once when it is seen again), and stops on PASS, FAIL or no result. When the
 * last subscriber leaves it stops and forgets the answer, so no one's status outlives the page that showed it.
 *
 * @example
 * const status = new DocumentStatusObserver({ client: createProxyClient('/api/veriframe') });
 * const stop = status.subscribe(() => render(status.getSnapshot().outcome)); // reads now
 * modal.onEvent = (event) => event.type === 'success' && status.invalidate(); // browser events only hint
 */
export class DocumentStatusObserver<TError = Error> extends FlowStore<DocumentStatusSnapshot<TError>> {
  #options: DocumentStatusOptions;
  #timer: unknown;
  #stopWaiting: (() => void) | undefined;
  #reading: AbortController | undefined;

  constructor(options: DocumentStatusOptions) {
    super(initial);
    this.#options = options;
  }

  /** New options; a change of `enabled` or `pendingPollMs` applies from the next read. */
  setOptions(options: DocumentStatusOptions): void {
    const wasEnabled = this.#enabled();
    this.#options = options;
    if (!this.#enabled()) {
      this.#halt();
      const current = this.getSnapshot();
      if (current.isLoading) this.publish({ ...current, isLoading: false });
    } else if (!wasEnabled && this.hasSubscribers()) void this.refetch();
  }

  /**
   * Reads now (a read under way is dropped: it may have been sent before what this read should see).
   * Resolves when the read is done; its failure is in `error`, never a rejection.
   */
  refetch = async (): Promise<void> => {
    if (!this.#enabled()) return;
    this.#halt();
    const reading = new AbortController();
    this.#reading = reading;
    const current = this.getSnapshot();
    if (!current.status && !current.isLoading) this.publish({ ...current, isLoading: true });
    let status: DocumentStatus;
    try {
      status = await this.#options.client.post('/document/status', {}, { signal: reading.signal });
    } catch (error) {
      if (this.#reading !== reading) return;
      this.#reading = undefined;
      this.publish({ ...this.getSnapshot(), error: error as TError, isLoading: false });
      return;
    }
    if (this.#reading !== reading) return;
    this.#reading = undefined;
    // PENDING (manual review) is reported but not confirmed: it is no outcome yet, the review decides.
    const outcome =
      status.found && status.status
        ? { status: status.status, confirmed: status.status !== 'PENDING' }
        : null;
    this.publish({ status, outcome, error: null, isLoading: false });
    this.#schedule(status);
  };

  /** After something that may change the status (the modal's success or failure): reads again if watched. */
  invalidate(): void {
    if (this.hasSubscribers()) void this.refetch();
  }

  protected override onFirstSubscriber(): void {
    void this.refetch();
  }

  protected override onLastUnsubscribe(): void {
    this.#halt();
    this.publish(initial);
  }

  #enabled(): boolean {
    return this.#options.enabled ?? true;
  }

  #schedule(status: DocumentStatus): void {
    const { pendingPollMs = 10_000, visibility = documentVisibility } = this.#options;
    if (status.status !== 'PENDING' || pendingPollMs === false || !this.hasSubscribers()) return;
    const set = this.#options.setTimeout ?? setTimeout;
    this.#timer = set(() => {
      this.#timer = undefined;
      if (visibility.isVisible()) return void this.refetch();
      this.#stopWaiting = visibility.onVisible(() => void this.refetch());
    }, pendingPollMs);
  }

  /** Stops the poll timer, the wait for visibility and a read under way. */
  #halt(): void {
    if (this.#timer !== undefined) (this.#options.clearTimeout ?? clearTimeout)(this.#timer as never);
    this.#timer = undefined;
    this.#stopWaiting?.();
    this.#stopWaiting = undefined;
    this.#reading?.abort();
    this.#reading = undefined;
  }
}
