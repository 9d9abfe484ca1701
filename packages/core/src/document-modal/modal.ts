import { addModalDialog, getDocument, setModalDialogOpen } from '../embed/dom';
import { fail } from '../embed/errors';
import { IdempotentAction } from '../flow/idempotent-action';
import { FlowStore } from '../flow/store';
import { loadModalSdk, type ModalConstructor, type VendorModal } from './loader';
import { type DocumentModalState, type DocumentModalTransition, nextModalState } from './machine';
import { type DocumentModalEventType, documentModalEvents } from './modal-events';
import type {
  DocumentModal,
  DocumentModalEvent,
  DocumentModalOptions,
  DocumentModalSnapshot,
} from './modal-types';
import { tokenExpiry } from './token';

/**
 * The events that end a scan (6.2), in the order 7.4 lists the states; each shows a result message (4.9).
 *
 * @example
 * documentModalOutcomeTypes.includes(event.type); // true for 'success' and 'error-velocity', false for 'open'
 */
export const documentModalOutcomeTypes = [
  'success',
  'failure',
  'error-token',
  'error-already-verified',
  'error-pending',
  'error-velocity',
  'error',
] as const satisfies readonly DocumentModalEventType[];

export type {
  DocumentModal,
  DocumentModalEvent,
  DocumentModalOptions,
  DocumentModalParameters,
  DocumentModalParametersWithoutToken,
  DocumentModalSnapshot,
} from './modal-types';

/**
 * The document-capture modal (spec 4.8) as a flow object on {@link FlowStore}, Zag.js style: one machine holds
 * all of the modal's state (the fields below, nothing in closures), its state moves only through
 * {@link nextModalState}'s table, the vendor's constructor does the rest, and the DOM is touched through
 * `dom.ts`. Private fields, not one context object: a minifier shortens them, never an object's keys (as a
 * context object the machine measured 0.2 kB gzip more).
 */
class DocumentModalFlow extends FlowStore<DocumentModalSnapshot> implements DocumentModal {
  // What it was given, fixed for its life.
  readonly #options: DocumentModalOptions;
  readonly #id: string;
  readonly #tokenRequests: IdempotentAction;
  readonly #renewBeforeMs: number;
  readonly #now: () => number;
  // The machine: its state (moved by #send only), why it failed, the vendor's last callback...
  #state: DocumentModalState = 'idle';
  #error: Error | null = null;
  #lastEvent: DocumentModalEvent | null = null;
  // ...and its context: everything else it knows.
  #parameters: DocumentModalOptions['parameters'];
  #onEvent: DocumentModalOptions['onEvent'];
  #vendorConstructor: ModalConstructor | null | undefined;
  #vendor: VendorModal | null | undefined;
  /** Only a frame this modal created (in its dialog). */
  #frame: HTMLIFrameElement | undefined;
  /** What had focus when `open()` was called, to give it back. */
  #opener: Element | null | undefined;
  #loading: Promise<void> | null = null;
  /** The vendor modal is rebuilt at the next open (new parameters, or a new token). */
  #stale = false;
  /** Bumped whenever a vendor instance is dropped, so its late callbacks are ignored. */
  #generation = 0;
  #token: string | undefined;
  /** The token answer's email, which comes over the page's (the proxy says who this person is). */
  #tokenEmail: string | undefined;
  /** The token answer's reference, issued with its email: it comes over the page's too. */
  #tokenReference: string | undefined;
  #tokenExpiresAt = 0;
  /** The token request under way (one at a time). */
  #renewing: Promise<void> | null = null;
  #renewTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: DocumentModalOptions) {
    super({ state: 'idle', error: null, lastEvent: null });
    const { parameters, onEvent, renewBeforeMs = 5 * 60 * 1000, now = Date.now } = options;
    this.#id = options.iframeId ?? 'veriframe-document-modal';
    if (!this.#id) fail('iframeId', 'must name an iframe');
    this.#options = options;
    this.#tokenRequests = options.tokenRequests ?? new IdempotentAction();
    this.#renewBeforeMs = renewBeforeMs;
    this.#now = now;
    this.#parameters = parameters;
    this.#onEvent = onEvent;
  }

  load = async (): Promise<void> => {
    if (!this.#loading && getDocument(this.#options) && this.#can('LOAD')) {
      this.#send('LOAD', null);
      this.#loading = this.#loadAndBuild();
    }
    await this.#loading;
  };

  open = async (): Promise<void> => {
    this.#opener = getDocument(this.#options)?.activeElement;
    await this.load();
    if (!this.#tokenFresh() && this.#can('OPEN')) {
      await this.#renewToken().catch((error: Error) => {
        this.#send('FAIL', error);
        throw error;
      });
    }
    if (this.#can('OPEN')) {
      this.#build();
      const frame = this.#frame;
      // Shown before the vendor opens, so the vendor's own focus call lands in the open dialog.
      setModalDialogOpen(frame, true);
      this.#vendor!.open();
      this.#send('OPEN');
      if (frame && !frame.parentElement!.contains(frame.ownerDocument.activeElement)) frame.focus();
    }
  };

  close = (): void => {
    if (this.#can('CLOSE')) {
      this.#vendor!.close();
      this.#send('CLOSE');
    }
  };

  destroy = (): void => {
    if (!this.#can('DESTROY')) return;
    this.#send('DESTROY');
    this.#generation++;
    clearTimeout(this.#renewTimer);
    try {
      this.#vendor?.destroy();
    } finally {
      this.#frame?.parentElement?.remove(); // our dialog, with the frame in it
      this.dropSubscribers();
    }
  };

  setParameters = (parameters: DocumentModalOptions['parameters']): void => {
    this.#parameters = parameters;
    this.#stale = true;
  };

  setOnEvent = (onEvent: DocumentModalOptions['onEvent']): void => {
    this.#onEvent = onEvent;
  };

  /** Whether the table lets `event` move the current state. */
  #can(event: DocumentModalTransition): boolean {
    return nextModalState(this.#state, event) !== this.#state;
  }

  /** Moves the machine (an event the table does not allow leaves the state) and publishes what changed. */
  #send(event: DocumentModalTransition, error = this.#error, lastEvent = this.#lastEvent): void {
    const state = nextModalState(this.#state, event);
    if (state !== this.#state || error !== this.#error || lastEvent !== this.#lastEvent) {
      this.#state = state;
      this.#error = error;
      this.#lastEvent = lastEvent;
      // The dialog follows the state, whoever closed the modal (our close, the vendor's page, destroy).
      setModalDialogOpen(this.#frame, state === 'open', this.#opener);
      this.publish({ state, error, lastEvent });
    }
  }

  /** The vendor's files and the token in parallel; either failing is state `failed`. */
  async #loadAndBuild(): Promise<void> {
    try {
      const [vendorConstructor] = await Promise.all([
        loadModalSdk(this.#options.sdk, this.#options),
        this.#tokenFresh() ? undefined : this.#renewToken(),
      ]);
      // Destroyed meanwhile: build nothing, report nothing.
      if (this.#can('LOADED')) {
        this.#vendorConstructor = vendorConstructor;
        this.#build();
        this.#send('LOADED');
      }
    } catch (error) {
      if (this.#can('FAIL')) {
        this.#send('FAIL', error as Error);
        throw error;
      }
    } finally {
      this.#loading = null;
    }
  }

  /** Whether the modal needs no token of its own, or holds one that is not about to expire. */
  #tokenFresh(): boolean {
    return (
      !this.#options.fetchToken ||
      (this.#token !== undefined && this.#tokenExpiresAt - this.#renewBeforeMs > this.#now())
    );
  }

  /** Fetches a new token (one request at a time); the vendor modal is rebuilt with it at the next open. */
  #renewToken(): Promise<void> {
    this.#renewing ??= (async () => {
      try {
        const answer = await this.#tokenRequests.run(undefined, this.#options.fetchToken!);
        if (!answer?.token) throw new TypeError('The token answer has no token');
        if (this.#state === 'destroyed') return;
        this.#token = answer.token;
        this.#tokenEmail = typeof answer.email === 'string' && answer.email !== '' ? answer.email : undefined;
        this.#tokenReference = typeof answer.reference === 'string' ? answer.reference : undefined;
        this.#tokenExpiresAt = tokenExpiry(answer.expires_at, this.#now());
        this.#stale = true;
        // setTimeout overflows past 2^31-1 ms; tokenExpiry caps the lifetime at 6 h.
        clearTimeout(this.#renewTimer);
        this.#renewTimer = setTimeout(
          () => this.#renewInBackground(),
          this.#tokenExpiresAt - this.#renewBeforeMs - this.#now(),
        );
      } finally {
        this.#renewing = null;
      }
    })();
    return this.#renewing;
  }

  /** A renewal nobody awaits: a failure moves the machine to `failed` (an open retries). */
  #renewInBackground(): void {
    this.#renewToken().catch((error: Error) => this.#send('FAIL', error));
  }

  // Makes sure the iframe is there (it may have gone since: another modal with this id destroyed its own),
  // then builds the vendor modal unless a current one exists (none yet, or parameters changed since).
  #build(): void {
    const id = this.#id;
    const doc = getDocument(this.#options)!;
    const found = doc.getElementById(id);
    if (!found) {
      const attributes = { id, allow: 'camera', hidden: '', scrolling: 'no', title: 'Document verification' };
      this.#frame = addModalDialog(doc, attributes, () => this.close());
    } else if (found.tagName !== 'IFRAME') fail('iframeId', 'must name an iframe');
    if (this.#vendor && !this.#stale) return;
    // Drop the old vendor instance (its late callbacks are ignored from now on), so a constructor that
    // throws below leaves none behind and the next open builds again.
    const ownGeneration = ++this.#generation;
    const old = this.#vendor;
    this.#vendor = null;
    old?.destroy();
    // Our iframe id and callbacks come last: parameters can never replace them. The token's email (the
    // proxy's choice) comes over the page's.
    const vendorOptions: Record<string, unknown> = {
      ...this.#parameters,
      ...(this.#options.fetchToken && { token: this.#token }),
      ...(this.#tokenEmail && { email: this.#tokenEmail }),
      ...(this.#tokenReference !== undefined && { reference: this.#tokenReference }),
      iframeId: id,
    };
    for (const type of Object.keys(documentModalEvents) as DocumentModalEventType[]) {
      vendorOptions[documentModalEvents[type].callback] = (data?: unknown) => {
        const event: DocumentModalEvent = { type, data };
        // `open` and `close` are also machine events (OPEN, CLOSE); the others leave the state as is.
        if (ownGeneration === this.#generation) {
          this.#send(type.toUpperCase() as DocumentModalTransition, this.#error, event);
          if (type === 'error-token' && this.#options.fetchToken) this.#renewInBackground();
          this.#onEvent?.(event);
        }
      };
    }
    this.#vendor = new this.#vendorConstructor!(vendorOptions);
    this.#stale = false;
  }
}

/**
 * The document-capture modal (spec 4.8) as an explicit state machine over the vendor's constructor.
 *
 * @example
 * const modal = createDocumentModal({
 *   sdk: { scriptUrl, stylesheetUrl, constructorPath: 'SandboxVerify.DocumentModal' },
 *   parameters: built.value, // from buildModalParameters
 *   onEvent: (e) => { if (e.type === 'success') router.push('/thanks'); },
 * });
 * button.onclick = () => modal.open();
 * // later: modal.destroy();
 */
export const createDocumentModal = (options: DocumentModalOptions): DocumentModal =>
  new DocumentModalFlow(options);
