import type { ModalParameters } from '../builders';
import type { IdempotentAction } from '../flow/idempotent-action';
import type { ModalSdkConfig } from './file-config';
import type { DocumentModalState } from './machine';
import type { DocumentModalEventType } from './modal-events';
import type { DocumentToken } from './token';

// The document modal's public types (spec 4.8, 6.2), apart from its code in modal.ts.

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
