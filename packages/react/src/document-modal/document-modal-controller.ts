import {
  createDocumentModal,
  type DocumentModal,
  type DocumentModalEvent,
  type DocumentModalState,
  type ModalParameters,
  type ModalSdkConfig,
} from '@veriframe/core';
import { type DocumentToken, tokenExpiry } from './token';

/** What `useDocumentModal` reads. A new object only when something changed. */
export interface DocumentModalView {
  state: DocumentModalState;
  /** A token is there and the modal is built: `open()` shows it at once. */
  ready: boolean;
  /** A `ProxyError` (token), `ScriptLoadError`/`EmbedConfigError` (vendor files) or the vendor's own error. */
  error: Error | null;
  lastEvent: DocumentModalEvent | null;
}

export interface DocumentModalControllerInit {
  sdk: ModalSdkConfig;
  fetchToken: () => Promise<DocumentToken>;
  iframeId?: string;
  onEvent?: (event: DocumentModalEvent) => void;
  /** Renew this long before the token expires. Default 5 minutes. */
  renewBeforeMs?: number;
  now?: () => number;
}

export const IDLE_VIEW: DocumentModalView = { state: 'idle', ready: false, error: null, lastEvent: null };

/**
 * The framework-free object behind `useDocumentModal`: one per component. It owns the token (fetched from the
 * proxy, renewed before it expires and after an `error-token` event) and, between `mount()` and the function
 * it returns, one core document modal. Remounting (React StrictMode) builds a fresh modal and keeps the token.
 */
export function createDocumentModalController(init: DocumentModalControllerInit) {
  const { fetchToken, iframeId, renewBeforeMs = 5 * 60_000, now = Date.now } = init;
  let { sdk, onEvent } = init;
  let parameters = {} as Omit<ModalParameters, 'token'>;
  let modal: DocumentModal | null = null;
  let token: { value: string; expiresAt: number } | null = null;
  let tokenError: Error | null = null;
  let pending: Promise<boolean> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let view = IDLE_VIEW;
  const listeners = new Set<() => void>();

  const fresh = () => !!token && token.expiresAt - renewBeforeMs > now();
  // Core builds the vendor modal only in load(), which runs once a token is there: the cast is never observed.
  const withToken = () => ({ ...parameters, token: token?.value }) as ModalParameters;

  const update = () => {
    const snap = modal?.getSnapshot();
    let state = snap?.state ?? 'idle';
    if (tokenError) state = 'failed';
    else if (modal && state === 'idle' && (pending || !token)) state = 'loading';
    const next: DocumentModalView = {
      state,
      ready: !!token && (state === 'ready' || state === 'closed'),
      error: tokenError ?? snap?.error ?? null,
      lastEvent: snap?.lastEvent ?? null,
    };
    if (
      next.state === view.state &&
      next.ready === view.ready &&
      next.error === view.error &&
      next.lastEvent === view.lastEvent
    )
      return;
    view = next;
    for (const listener of [...listeners]) listener();
  };

  const schedule = () => {
    clearTimeout(timer);
    if (!modal || !token) return;
    // setTimeout overflows past 2^31-1 ms; tokenExpiry already caps the lifetime at 6 h.
    timer = setTimeout(renew, Math.max(0, token.expiresAt - renewBeforeMs - now()));
  };

  /** Fetches a new token (one request at a time); resolves whether it worked. */
  function renew(): Promise<boolean> {
    pending ??= fetchToken()
      .then((answer) => {
        if (typeof answer?.token !== 'string' || !answer.token)
          throw new TypeError('The proxy answered without a token');
        token = { value: answer.token, expiresAt: tokenExpiry(answer.expires_at, now()) };
        tokenError = null;
        // Core rebuilds the vendor modal with the new token at the next open, never while it is open.
        modal?.setParameters(withToken());
        schedule();
        return true;
      })
      .catch((error: Error) => {
        tokenError = error;
        return false;
      })
      .finally(() => {
        pending = null;
        update();
      });
    update();
    return pending;
  }

  const handleEvent = (event: DocumentModalEvent) => {
    if (event.type === 'error-token') void renew();
    onEvent?.(event);
  };

  return {
    getSnapshot: () => view,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setSdk(next: ModalSdkConfig) {
      sdk = next;
    },
    setParameters(next: Omit<ModalParameters, 'token'>) {
      parameters = next;
      modal?.setParameters(withToken());
    },
    setOnEvent(next: ((event: DocumentModalEvent) => void) | undefined) {
      onEvent = next;
    },
    /** Builds the core modal and gets a token; returns the teardown that destroys the modal. */
    mount(): () => void {
      const current = createDocumentModal({ sdk, parameters: withToken(), iframeId, onEvent: handleEvent });
      modal = current;
      const off = current.subscribe(update);
      const load = () => (modal === current ? current.load().catch(() => {}) : undefined);
      if (fresh()) {
        schedule();
        void load();
      } else
        void renew().then((ok) => {
          if (ok) void load();
        });
      update();
      return () => {
        off();
        clearTimeout(timer);
        modal = null;
        current.destroy();
        update();
      };
    },
    /** Opens the modal, renewing an expiring token first. Failures land in `error`; never rejects. */
    async open(): Promise<void> {
      const current = modal;
      if (!current || (!fresh() && !(await renew()))) return;
      await current.open().catch(() => {});
    },
    close() {
      modal?.close();
    },
    renewToken: renew,
  };
}

export type DocumentModalController = ReturnType<typeof createDocumentModalController>;
