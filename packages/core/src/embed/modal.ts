import { FlowStore } from '../flow/store';
import { addModalDialog, getDocument, setModalDialogOpen } from './dom';
import { fail } from './errors';
import { IdempotentAction } from './idempotent-action';
import { loadModalSdk, type ModalConstructor, type VendorModal } from './loader';
import { type DocumentModalTransition, ModalMachine } from './machine';
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

/** What the modal's machine holds besides its state (its context): everything the modal knows that changes. */
interface ModalContext {
  /** Why the state is `failed`. */
  error: Error | null;
  lastEvent: DocumentModalEvent | null;
  parameters: DocumentModalOptions['parameters'];
  onEvent: DocumentModalOptions['onEvent'];
  /** The vendor's constructor, once its files loaded. */
  vendorConstructor?: ModalConstructor | null;
  vendor?: VendorModal | null;
  /** Only a frame this modal created (in its dialog). */
  frame?: HTMLIFrameElement;
  /** What had focus when `open()` was called, to give it back. */
  opener?: Element | null;
  loading?: Promise<void> | null;
  /** The vendor modal is rebuilt at the next open (new parameters, or a new token). */
  stale: boolean;
  /** Bumped whenever a vendor instance is dropped, so its late callbacks are ignored. */
  generation: number;
  token?: string;
  /** The token answer's email, which comes over the page's (the proxy says who this person is). */
  tokenEmail?: string;
  tokenExpiresAt: number;
  /** The token request under way (one at a time). */
  renewing?: Promise<void> | null;
  renewTimer?: ReturnType<typeof setTimeout>;
}

/**
 * The document-capture modal (spec 4.8) as a flow object on {@link FlowStore}: one {@link ModalMachine} holds
 * its state and all it knows, the vendor's constructor does the rest, and the DOM is touched through `dom.ts`.
 */
class DocumentModalFlow extends FlowStore<DocumentModalSnapshot> implements DocumentModal {
  readonly #options: DocumentModalOptions;
  readonly #id: string;
  readonly #tokenRequests: IdempotentAction;
  readonly #renewBeforeMs: number;
  readonly #now: () => number;
  readonly #machine: ModalMachine<ModalContext>;

  constructor(options: DocumentModalOptions) {
    super({ state: 'idle', error: null, lastEvent: null });
    const { parameters, onEvent, renewBeforeMs = 5 * 60 * 1000, now = Date.now } = options;
    this.#id = options.iframeId ?? 'veriframe-document-modal';
    if (!this.#id) fail('iframeId', 'must name an iframe');
    this.#options = options;
    this.#tokenRequests = options.tokenRequests ?? new IdempotentAction();
    this.#renewBeforeMs = renewBeforeMs;
    this.#now = now;
    this.#machine = new ModalMachine<ModalContext>({
      error: null,
      lastEvent: null,
      parameters,
      onEvent,
      stale: false,
      generation: 0,
      tokenExpiresAt: 0,
    });
  }

  load = async (): Promise<void> => {
    if (!this.#machine.context.loading && getDocument(this.#options) && this.#machine.can('LOAD')) {
      this.#send('LOAD', { error: null });
      this.#send(null, { loading: this.#loadAndBuild() });
    }
    await this.#machine.context.loading;
  };

  open = async (): Promise<void> => {
    const machine = this.#machine;
    this.#send(null, { opener: getDocument(this.#options)?.activeElement });
    await this.load();
    if (!this.#tokenFresh() && machine.can('OPEN')) {
      await this.#renewToken().catch((error: Error) => {
        this.#send('FAIL', { error });
        throw error;
      });
    }
    if (machine.can('OPEN')) {
      this.#build();
      const { frame, vendor } = machine.context;
      // Shown before the vendor opens, so the vendor's own focus call lands in the open dialog.
      setModalDialogOpen(frame, true);
      vendor!.open();
      this.#send('OPEN');
      if (frame && !frame.parentElement!.contains(frame.ownerDocument.activeElement)) frame.focus();
    }
  };

  close = (): void => {
    if (this.#machine.can('CLOSE')) {
      this.#machine.context.vendor!.close();
      this.#send('CLOSE');
    }
  };

  destroy = (): void => {
    if (!this.#machine.can('DESTROY')) return;
    this.#send('DESTROY');
    const { generation, renewTimer, vendor, frame } = this.#machine.context;
    this.#send(null, { generation: generation + 1 });
    clearTimeout(renewTimer);
    try {
      vendor?.destroy();
    } finally {
      frame?.parentElement?.remove(); // our dialog, with the frame in it
      this.dropSubscribers();
    }
  };

  setParameters = (parameters: ModalContext['parameters']): void =>
    this.#send(null, { parameters, stale: true });

  setOnEvent = (onEvent: ModalContext['onEvent']): void => this.#send(null, { onEvent });

  /** Sends `event` and its `changes` to the machine; a new snapshot when the state, error or last event changed. */
  #send(event: DocumentModalTransition | null, changes?: Partial<ModalContext>): void {
    this.#machine.send(event, changes);
    const { state, context } = this.#machine;
    const { error, lastEvent } = context;
    const snapshot = this.getSnapshot();
    if (state !== snapshot.state || error !== snapshot.error || lastEvent !== snapshot.lastEvent) {
      // The dialog follows the state, whoever closed the modal (our close, the vendor's page, destroy).
      setModalDialogOpen(context.frame, state === 'open', context.opener);
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
      if (this.#machine.can('LOADED')) {
        this.#send(null, { vendorConstructor });
        this.#build();
        this.#send('LOADED');
      }
    } catch (error) {
      if (this.#machine.can('FAIL')) {
        this.#send('FAIL', { error: error as Error });
        throw error;
      }
    } finally {
      this.#send(null, { loading: null });
    }
  }

  /** Whether the modal needs no token of its own, or holds one that is not about to expire. */
  #tokenFresh(): boolean {
    const { token, tokenExpiresAt } = this.#machine.context;
    return (
      !this.#options.fetchToken || (token !== undefined && tokenExpiresAt - this.#renewBeforeMs > this.#now())
    );
  }

  /** Fetches a new token (one request at a time); the vendor modal is rebuilt with it at the next open. */
  #renewToken(): Promise<void> {
    const under = this.#machine.context.renewing;
    if (under) return under;
    const renewing = (async () => {
      try {
        const answer = await this.#tokenRequests.run(undefined, this.#options.fetchToken!);
        if (!answer?.token) throw new TypeError('The token answer has no token');
        if (this.#machine.state === 'destroyed') return;
        const tokenExpiresAt = tokenExpiry(answer.expires_at, this.#now());
        clearTimeout(this.#machine.context.renewTimer);
        this.#send(null, {
          token: answer.token,
          tokenEmail: typeof answer.email === 'string' && answer.email !== '' ? answer.email : undefined,
          tokenExpiresAt,
          stale: true,
          // setTimeout overflows past 2^31-1 ms; tokenExpiry caps the lifetime at 6 h.
          renewTimer: setTimeout(
            () => this.#renewInBackground(),
            tokenExpiresAt - this.#renewBeforeMs - this.#now(),
          ),
        });
      } finally {
        this.#send(null, { renewing: null });
      }
    })();
    this.#send(null, { renewing });
    return renewing;
  }

  /** A renewal nobody awaits: a failure moves the machine to `failed` (an open retries). */
  #renewInBackground(): void {
    this.#renewToken().catch((error: Error) => this.#send('FAIL', { error }));
  }

  // Makes sure the iframe is there (it may have gone since: another modal with this id destroyed its own),
  // then builds the vendor modal unless a current one exists (none yet, or parameters changed since).
  #build(): void {
    const id = this.#id;
    const doc = getDocument(this.#options)!;
    const found = doc.getElementById(id);
    if (!found) {
      const attributes = { id, allow: 'camera', hidden: '', scrolling: 'no', title: 'Document verification' };
      this.#send(null, { frame: addModalDialog(doc, attributes, () => this.close()) });
    } else if (found.tagName !== 'IFRAME') fail('iframeId', 'must name an iframe');
    const { vendor, stale, generation, parameters, token, tokenEmail, vendorConstructor } =
      this.#machine.context;
    if (vendor && !stale) return;
    // Drop the old vendor instance (its late callbacks are ignored from now on), so a constructor that
    // throws below leaves none behind and the next open builds again.
    const ownGeneration = generation + 1;
    this.#send(null, { generation: ownGeneration, vendor: null });
    vendor?.destroy();
    // Our iframe id and callbacks come last: parameters can never replace them. The token's email (the
    // proxy's choice) comes over the page's.
    const vendorOptions: Record<string, unknown> = {
      ...parameters,
      ...(this.#options.fetchToken && { token }),
      ...(tokenEmail && { email: tokenEmail }),
      iframeId: id,
    };
    for (const type of Object.keys(documentModalEvents) as DocumentModalEventType[]) {
      vendorOptions[documentModalEvents[type].callback] = (data?: unknown) => {
        const event: DocumentModalEvent = { type, data };
        // `open` and `close` are also machine events (OPEN, CLOSE); the others leave the state as is.
        if (ownGeneration === this.#machine.context.generation) {
          this.#send(type.toUpperCase() as DocumentModalTransition, { lastEvent: event });
          if (type === 'error-token' && this.#options.fetchToken) this.#renewInBackground();
          this.#machine.context.onEvent?.(event);
        }
      };
    }
    this.#send(null, { vendor: new vendorConstructor!(vendorOptions), stale: false });
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
