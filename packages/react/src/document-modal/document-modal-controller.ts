import {
  createDocumentModal,
  type DocumentModal,
  type DocumentModalEvent,
  type DocumentModalState,
  type ModalParameters,
  type ModalSdkConfig,
} from '@veriframe/core';
import { type DocumentToken, tokenExpiry } from './token';

/** What `useDocumentModal` reads. */
export interface DocumentModalView {
  state: DocumentModalState;
  /** A token is there and the modal is built: `open()` shows it at once. */
  ready: boolean;
  /** A `ProxyError` (token), `ScriptLoadError`/`EmbedConfigError` (vendor files) or the vendor's own error. */
  error: Error | null;
  lastEvent: DocumentModalEvent | null;
}

export interface DocumentModalControllerInit {
  fetchToken: () => Promise<DocumentToken>;
  iframeId?: string;
  onEvent?: (event: DocumentModalEvent) => void;
  /** Called after each change of the view (the hook re-renders). */
  onChange?: () => void;
  /** Renew this long before the token expires. Default 5 minutes. */
  renewBeforeMs?: number;
  now?: () => number;
}

const ignore = () => {};

/**
 * The framework-free object behind `useDocumentModal`: one per component. It owns the token (fetched from the
 * proxy, renewed before it expires and after an `error-token` event) and, between `mount(sdk)` and the function
 * it returns, one core document modal. Remounting (React StrictMode) builds a fresh modal and keeps the token.
 */
export function createDocumentModalController({
  fetchToken,
  iframeId,
  onEvent,
  onChange: update = ignore,
  renewBeforeMs = 3e5,
  now = Date.now,
}: DocumentModalControllerInit) {
  let parameters = {};
  let modal: DocumentModal | null = null;
  let token: string | undefined;
  let expiresAt = 0;
  let tokenError: Error | null = null;
  let pending: Promise<boolean> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const fresh = () => expiresAt - renewBeforeMs > now();
  // Core builds the vendor modal only in load(), which runs once a token is there: the cast is never observed.
  const withToken = () => ({ ...parameters, token }) as ModalParameters;

  // setTimeout overflows past 2^31-1 ms; tokenExpiry already caps the lifetime at 6 h.
  const schedule = () => {
    clearTimeout(timer);
    if (modal && token) timer = setTimeout(renew, expiresAt - renewBeforeMs - now());
  };

  /** Fetches a new token (one request at a time); resolves whether it worked. */
  function renew(): Promise<boolean> {
    pending ??= fetchToken()
      .then((answer) => {
        if (!answer?.token) throw TypeError('The proxy answered without a token');
        token = answer.token;
        expiresAt = tokenExpiry(answer.expires_at, now());
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

  return {
    /** The view now (computed on each call; on a server it is always idle). */
    getSnapshot(): DocumentModalView {
      const snap = modal?.getSnapshot();
      const state = tokenError
        ? 'failed'
        : snap?.state === 'idle' && (pending || !token)
          ? 'loading'
          : (snap?.state ?? 'idle');
      return {
        state,
        ready: !!token && (state === 'ready' || state === 'closed'),
        error: tokenError ?? snap?.error ?? null,
        lastEvent: snap?.lastEvent ?? null,
      };
    },
    setParameters(next: Omit<ModalParameters, 'token'>) {
      parameters = next;
      modal?.setParameters(withToken());
    },
    /** Builds the core modal with `sdk` and gets a token; returns the teardown that destroys the modal. */
    mount(sdk: ModalSdkConfig): () => void {
      const current = createDocumentModal({
        sdk,
        parameters: withToken(),
        iframeId,
        onEvent(event) {
          if (event.type === 'error-token') void renew();
          onEvent?.(event);
        },
      });
      modal = current;
      // Never unsubscribed on purpose: destroy() notifies once (state `destroyed`) and then drops its listeners,
      // and that last notification is what re-renders the hook after the teardown below sets `modal` to null
      // (e.g. `enabled` turned false). Unsubscribing first would leave the view showing the old modal's state.
      current.subscribe(update);
      // A destroyed core modal ignores load(): a token that arrives after unmount builds nothing.
      const load = () => void current.load().catch(ignore);
      if (fresh()) {
        schedule();
        load();
      } else void renew().then((ok) => ok && load());
      update();
      return () => {
        clearTimeout(timer);
        modal = null;
        current.destroy();
        update();
      };
    },
    /** Opens the modal, renewing an expiring token first. Failures land in `error`; never rejects. */
    async open(): Promise<void> {
      const current = modal;
      if (current && (fresh() || (await renew()))) await current.open().catch(ignore);
    },
    close() {
      modal?.close();
    },
  };
}

export type DocumentModalController = ReturnType<typeof createDocumentModalController>;
