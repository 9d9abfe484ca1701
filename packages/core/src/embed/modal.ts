import type { ModalParameters } from '../builders';
import { addModalDialog, getDocument, setModalDialogOpen } from './dom';
import { fail } from './errors';
import type { ModalSdkConfig } from './file-config';
import { IdempotentAction } from './idempotent-action';
import { loadModalSdk, type ModalConstructor, type VendorModal } from './loader';
import { type DocumentModalState, type DocumentModalTransition, nextModalState } from './machine';
import { type DocumentModalEventType, documentModalEvents } from './modal-events';
import { type DocumentToken, tokenExpiry } from './token';

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
/** A vendor callback, with the plain object it passed (if any). For messaging only: the backend callback is official. */
export type DocumentModalEvent = { type: DocumentModalEventType; data?: unknown };

/** Modal parameters of spec 4.8, already validated: the `value` of a successful `buildModalParameters`. */
export type DocumentModalParameters = Readonly<ModalParameters>;
/** The same without `token`, for a modal that fetches its own (`fetchToken`). */
export type DocumentModalParametersWithoutToken = Readonly<Omit<ModalParameters, 'token'>>;

export interface DocumentModalSnapshot {
  state: DocumentModalState;
  /** Why the state is `failed` (a `ScriptLoadError`, an `EmbedConfigError` or the vendor's own error). */
  error: Error | null;
  lastEvent: DocumentModalEvent | null;
}

export interface DocumentModalOptions {
  sdk: ModalSdkConfig;
  /** Parameters of 4.8; without `token` when `fetchToken` gives it. */
  parameters: DocumentModalParameters | DocumentModalParametersWithoutToken;
  /**
   * Gets a token (e.g. the proxy's `POST /document/token`, sending `idempotencyKey` as its `Idempotency-Key`).
   * The modal then owns the token's lifecycle: fetched while loading, renewed `renewBeforeMs` before it
   * expires, after an `error-token` event and before an open with a token about to expire (a sleeping tab
   * missed the timer). A failure is state `failed` with the error. An `email` in the answer replaces the
   * parameters' `email`: the proxy, not the page, says who this person is.
   */
  fetchToken?: (idempotencyKey: string) => Promise<DocumentToken>;
  /**
   * The `Idempotency-Key` of each token request: one key per renewal, kept across its retries until one gets an
   * answer. Pass one that outlives the modal (a React hook keeps it across StrictMode's second effect) so a
   * rebuilt modal's first request reuses the key; default, one of its own.
   */
  tokenRequests?: IdempotentAction;
  /** Renew this long before the token expires. Default 5 minutes. */
  renewBeforeMs?: number;
  /** Clock for the token's expiry; default `Date.now`. */
  now?: () => number;
  /**
   * Id of the iframe the vendor takes over. When the page has none, one is created (and later removed) inside a
   * modal `<dialog>` that is shown while the modal is open: focus moves in, the page behind is inert, Escape
   * closes, and focus returns to where it was. A page's own iframe gets none of that.
   */
  iframeId?: string;
  onEvent?: (event: DocumentModalEvent) => void;
  document?: Document | null;
}

export interface DocumentModal {
  /** The current snapshot; a new object only when something changed (for `useSyncExternalStore`). */
  getSnapshot(): DocumentModalSnapshot;
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Loads the vendor files and builds the modal (state `ready`); rejects with the error of state `failed`. */
  load(): Promise<void>;
  /** Loads if needed, then opens. Idempotent. */
  open(): Promise<void>;
  /** Closes an open modal. Idempotent. */
  close(): void;
  /** Destroys the vendor modal, removes what this created, and turns every later call into a no-op. */
  destroy(): void;
  /** New parameters, used from the next open (the vendor modal is rebuilt then, never while open). */
  setParameters(parameters: DocumentModalParameters | DocumentModalParametersWithoutToken): void;
  /** Replaces the event handler without rebuilding anything. */
  setOnEvent(onEvent: ((event: DocumentModalEvent) => void) | undefined): void;
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
export const createDocumentModal = (options: DocumentModalOptions): DocumentModal => {
  const id = options.iframeId ?? 'veriframe-document-modal';
  if (!id) fail('iframeId', 'must name an iframe');
  let { parameters, onEvent } = options;
  let snapshot: DocumentModalSnapshot = { state: 'idle', error: null, lastEvent: null };
  const listeners = new Set<() => void>();
  let vendorConstructor: ModalConstructor | null;
  let vendor: VendorModal | null;
  let frame: HTMLIFrameElement | undefined; // only a frame this modal created
  let opener: Element | null | undefined; // what had focus when open() was called, to give it back
  let loading: Promise<void> | null;
  let stale = false;
  // Bumped whenever a vendor instance is dropped, so its late callbacks are ignored.
  let generation = 0;
  const { fetchToken, renewBeforeMs = 5 * 60 * 1000, now = Date.now } = options;
  let token: string | undefined;
  let tokenEmail: string | undefined;
  const tokenRequests = options.tokenRequests ?? new IdempotentAction();
  let tokenExpiresAt = 0;
  let renewing: Promise<void> | null = null;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;

  /** Whether the transition table allows `event` in the current state. */
  const can = (event: DocumentModalTransition) => nextModalState(snapshot.state, event) !== snapshot.state;
  /** Moves the machine (an invalid event leaves the state) and notifies when anything changed. */
  const send = (event: DocumentModalTransition, error = snapshot.error, lastEvent = snapshot.lastEvent) => {
    const state = nextModalState(snapshot.state, event);
    if (state !== snapshot.state || error !== snapshot.error || lastEvent !== snapshot.lastEvent) {
      snapshot = { state, error, lastEvent };
      // The dialog follows the state, whoever closed the modal (our close, the vendor's page, destroy).
      setModalDialogOpen(frame, state === 'open', opener);
      for (const listener of listeners) listener();
    }
  };

  /** Whether the modal needs no token of its own, or holds one that is not about to expire. */
  const tokenFresh = () => !fetchToken || (token !== undefined && tokenExpiresAt - renewBeforeMs > now());

  /** Fetches a new token (one request at a time); the vendor modal is rebuilt with it at the next open. */
  const renewToken = (): Promise<void> =>
    (renewing ??= (async () => {
      try {
        const answer = await tokenRequests.run(undefined, fetchToken!);
        if (!answer?.token) throw new TypeError('The token answer has no token');
        if (snapshot.state === 'destroyed') return;
        token = answer.token;
        tokenEmail = typeof answer.email === 'string' && answer.email !== '' ? answer.email : undefined;
        tokenExpiresAt = tokenExpiry(answer.expires_at, now());
        stale = true;
        // setTimeout overflows past 2^31-1 ms; tokenExpiry caps the lifetime at 6 h.
        clearTimeout(renewTimer);
        renewTimer = setTimeout(renewInBackground, tokenExpiresAt - renewBeforeMs - now());
      } finally {
        renewing = null;
      }
    })());

  /** A renewal nobody awaits: a failure moves the machine to `failed` (an open retries). */
  const renewInBackground = () => {
    renewToken().catch((error: Error) => send('FAIL', error));
  };

  // Makes sure the iframe is there (it may have gone since: another modal with this id destroyed its own),
  // then builds the vendor modal unless a current one exists (none yet, or parameters changed since).
  const build = () => {
    const doc = getDocument(options)!;
    const found = doc.getElementById(id);
    if (!found)
      frame = addModalDialog(
        doc,
        { id, allow: 'camera', hidden: '', scrolling: 'no', title: 'Document verification' },
        () => modal.close(),
      );
    else if (found.tagName !== 'IFRAME') fail('iframeId', 'must name an iframe');
    if (vendor && !stale) return;
    // Drop the old vendor instance (its late callbacks are ignored from now on), so a constructor that
    // throws below leaves none behind and the next open builds again.
    const ownGeneration = ++generation;
    const old = vendor;
    vendor = null;
    old?.destroy();
    // Our iframe id and callbacks come last: parameters can never replace them. The token's email (the
    // proxy's choice) comes over the page's.
    const vendorOptions: Record<string, unknown> = {
      ...parameters,
      ...(fetchToken && { token }),
      ...(tokenEmail && { email: tokenEmail }),
      iframeId: id,
    };
    for (const type of Object.keys(documentModalEvents) as DocumentModalEventType[]) {
      vendorOptions[documentModalEvents[type].callback] = (data?: unknown) => {
        const event: DocumentModalEvent = { type, data };
        // `open` and `close` are also machine events (OPEN, CLOSE); the others leave the state as is.
        if (ownGeneration === generation) {
          send(type.toUpperCase() as DocumentModalTransition, snapshot.error, event);
          if (type === 'error-token' && fetchToken) renewInBackground();
          onEvent?.(event);
        }
      };
    }
    vendor = new vendorConstructor!(vendorOptions);
    stale = false;
  };

  const load = async (): Promise<void> => {
    if (!loading && getDocument(options) && can('LOAD')) {
      send('LOAD', null);
      loading = (async () => {
        try {
          // The vendor's files and the token in parallel; either failing is state `failed`.
          const [loadedConstructor] = await Promise.all([
            loadModalSdk(options.sdk, options),
            tokenFresh() ? undefined : renewToken(),
          ]);
          // Destroyed meanwhile: build nothing, report nothing.
          if (can('LOADED')) {
            vendorConstructor = loadedConstructor;
            build();
            send('LOADED');
          }
        } catch (error) {
          if (can('FAIL')) {
            send('FAIL', error as Error);
            throw error;
          }
        } finally {
          loading = null;
        }
      })();
    }
    await loading;
  };

  const modal: DocumentModal = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    open: async () => {
      opener = getDocument(options)?.activeElement;
      await load();
      if (!tokenFresh() && can('OPEN')) {
        await renewToken().catch((error: Error) => {
          send('FAIL', error);
          throw error;
        });
      }
      if (can('OPEN')) {
        build();
        // Shown before the vendor opens, so the vendor's own focus call lands in the open dialog.
        setModalDialogOpen(frame, true);
        vendor!.open();
        send('OPEN');
        if (frame && !frame.parentElement!.contains(frame.ownerDocument.activeElement)) frame.focus();
      }
    },
    close: () => {
      if (can('CLOSE')) {
        vendor!.close();
        send('CLOSE');
      }
    },
    destroy() {
      if (can('DESTROY')) {
        send('DESTROY');
        generation++;
        clearTimeout(renewTimer);
        try {
          vendor?.destroy();
        } finally {
          frame?.parentElement?.remove(); // our dialog, with the frame in it
          listeners.clear();
        }
      }
    },
    setParameters(nextParameters) {
      parameters = nextParameters;
      stale = true;
    },
    setOnEvent(nextOnEvent) {
      onEvent = nextOnEvent;
    },
  };
  return modal;
};
