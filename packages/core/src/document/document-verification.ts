import type { ModalSdkConfig } from '../document-modal/file-config';
import { createDocumentModal } from '../document-modal/modal';
import type {
  DocumentModal,
  DocumentModalEvent,
  DocumentModalParametersWithoutToken,
  DocumentModalSnapshot,
} from '../document-modal/modal-types';
import type { DocumentToken } from '../document-modal/token';
import { IDEMPOTENCY_KEY_HEADER, IdempotentAction } from '../flow/idempotent-action';
import { FlowStore } from '../flow/store';
import type { ProxyRequestOptions } from '../hosted/types';
import { type DocumentModalHandoff, nextHandoff } from './handoff';

/** The proxy call for the modal's token (the `ProxyClient` of `@veriframe/core/client` is one). */
export interface DocumentTokenClient {
  post(
    path: '/document/token',
    body: Record<string, never>,
    options?: ProxyRequestOptions,
  ): Promise<DocumentToken>;
}

/**
 * Modal parameters of spec 4.8 without `token`, and `email` optional: the proxy's token answer carries the email
 * of the person its `identify` vouched for, which comes over the page's anyway.
 */
export type DocumentVerificationParameters = Omit<DocumentModalParametersWithoutToken, 'email'> & {
  email?: string;
};

/** What a UI reads: the modal's snapshot, whether `open()` shows it at once, and the move to a phone. */
export interface DocumentVerificationSnapshot extends DocumentModalSnapshot {
  /** A token is there and the modal is built: `open()` shows it at once. */
  ready: boolean;
  /** `waiting-for-phone` after `onQr` or `onEmail` until an outcome arrives (`finished-on-phone`). */
  handoff: DocumentModalHandoff;
}

export interface DocumentVerificationOptions {
  /** The proxy client: the token comes from `POST {base}/document/token`, one `Idempotency-Key` per renewal. */
  client: DocumentTokenClient;
  sdk: ModalSdkConfig;
  /** Parameters of 4.8 without `token`; the token answer's `email` comes over the page's. */
  parameters: DocumentVerificationParameters;
  /** Told to read again after the modal's `success` or `failure` (browser events only hint). */
  status?: { invalidate(): void };
  /**
   * The token requests' keys; pass one that outlives this object when it may be rebuilt for the same action
   * (a React hook keeps it across StrictMode's second effect). Default: one of its own.
   */
  tokenRequests?: IdempotentAction;
  /** The iframe the vendor takes over; default, one of its own in a modal `<dialog>`. */
  iframeId?: string;
  onEvent?: (event: DocumentModalEvent) => void;
}

/**
 * The document-capture journey of one page (spec 4.8, 6.2) as a flow object on `FlowStore`: core's document
 * modal with its token from the proxy, the hand-off to a phone, and the confirmed status told to read again
 * when the modal reports an outcome. `open()` never rejects: a failure is state `failed` with its `error`.
 *
 * @example
 * const client = createProxyClient('/api/veriframe');
 * const status = new DocumentStatusObserver({ client });
 * const flow = new DocumentVerificationFlow({ client, sdk, parameters: { fn, ln, addr, city, state, zip, dob }, status });
 * flow.subscribe(() => render(flow.getSnapshot())); // `ready`, `handoff`, `lastEvent`
 * void flow.load();
 * button.onclick = () => flow.open();
 */
export class DocumentVerificationFlow extends FlowStore<DocumentVerificationSnapshot> {
  readonly #modal: DocumentModal;
  readonly #stopModal: () => void;
  #onEvent: DocumentVerificationOptions['onEvent'];
  #handoff: DocumentModalHandoff = 'none';

  constructor({
    client,
    sdk,
    parameters,
    status,
    tokenRequests,
    iframeId,
    onEvent,
  }: DocumentVerificationOptions) {
    super({ state: 'idle', error: null, lastEvent: null, ready: false, handoff: 'none' });
    this.#onEvent = onEvent;
    this.#modal = createDocumentModal({
      sdk,
      iframeId,
      parameters: parameters as DocumentModalParametersWithoutToken,
      tokenRequests: tokenRequests ?? new IdempotentAction(),
      fetchToken: (key) => client.post('/document/token', {}, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
      onEvent: (event) => {
        this.#handoff = nextHandoff(this.#handoff, event.type);
        this.#update();
        this.#onEvent?.(event);
        if (event.type === 'success' || event.type === 'failure') status?.invalidate();
      },
    });
    this.#stopModal = this.#modal.subscribe(() => this.#update());
    this.#update();
  }

  /** Loads the vendor files, gets a token and builds the modal; a failure is state `failed`, never a rejection. */
  load = (): Promise<void> => this.#modal.load().catch(() => {});

  /** Opens the modal (renews an expiring token first). Never rejects: failures are in `error`. */
  open = (): Promise<void> => this.#modal.open().catch(() => {});

  close = (): void => this.#modal.close();

  /** Destroys the vendor modal and what it created; every later call is a no-op. */
  destroy = (): void => {
    this.#stopModal();
    this.#modal.destroy();
    this.#update();
    this.dropSubscribers();
  };

  /** New parameters, used from the next open. */
  setParameters = (parameters: DocumentVerificationParameters): void =>
    this.#modal.setParameters(parameters as DocumentModalParametersWithoutToken);

  /** Replaces the event handler without rebuilding anything. */
  setOnEvent = (onEvent: DocumentVerificationOptions['onEvent']): void => {
    this.#onEvent = onEvent;
  };

  #update(): void {
    const modal = this.#modal.getSnapshot();
    const next = {
      ...modal,
      ready: modal.state === 'ready' || modal.state === 'closed',
      handoff: this.#handoff,
    };
    const current = this.getSnapshot();
    const same = (Object.keys(next) as (keyof DocumentVerificationSnapshot)[]).every((key) =>
      Object.is(next[key], current[key]),
    );
    if (!same) this.publish(next);
  }
}
