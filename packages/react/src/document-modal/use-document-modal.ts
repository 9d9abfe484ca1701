'use client';

import { IdempotentAction } from '@veriframe/core';
import {
  type DocumentModalCallbackName,
  type DocumentModalEvent,
  type DocumentModalHandoff,
  type DocumentModalState,
  DocumentVerificationFlow,
  type DocumentVerificationSnapshot,
  documentModalEvents,
  type ModalParameters,
  preloadModalSdk,
} from '@veriframe/core/document';
import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useVeriframe } from '../provider/veriframe-provider';
import { englishDocumentModalTexts } from '../texts/kit-texts';
import { useKitTextsFor } from '../texts/kit-texts-context';
import { useLatestRef } from '../use-latest-ref';
import { type ResultMessage, resultMessageFor } from './result-message';

/** What `useDocumentModal` reads: core's modal snapshot, plus `ready`. */
export interface DocumentModalView {
  state: DocumentModalState;
  /** A token is there and the modal is built: `open()` shows it at once. */
  ready: boolean;
  /**
   * A `ProxyError` (token), `ScriptLoadError`/`EmbedConfigError` (vendor files; `field: 'documentModal'` when a
   * production build's provider has none) or the vendor's own error.
   */
  error: Error | null;
  lastEvent: DocumentModalEvent | null;
}

const idleSnapshot: DocumentVerificationSnapshot = {
  state: 'idle',
  error: null,
  lastEvent: null,
  ready: false,
  handoff: 'none',
};
const getIdleSnapshot = () => idleSnapshot;
const noSubscribe = () => () => {};

/** One callback per browser callback of spec 6.2, each with the vendor's argument. */
export interface DocumentModalCallbacks {
  onOpen?: (data?: unknown) => void;
  onClose?: (data?: unknown) => void;
  onSuccess?: (data?: unknown) => void;
  onFailure?: (data?: unknown) => void;
  onEmail?: (data?: unknown) => void;
  onQr?: (data?: unknown) => void;
  onError?: (data?: unknown) => void;
  onErrorToken?: (data?: unknown) => void;
  onErrorPending?: (data?: unknown) => void;
  onErrorAlreadyVerified?: (data?: unknown) => void;
  onErrorVelocity?: (data?: unknown) => void;
  /** Every event, typed. */
  onEvent?: (event: DocumentModalEvent) => void;
}
// Fails the typecheck the day core's event table names a callback this interface does not list.
type _EveryCallbackListed = Required<Pick<DocumentModalCallbacks, DocumentModalCallbackName>>;

/**
 * Modal parameters of spec 4.8 without `token`: the hook gets the token from the proxy. `email` is optional:
 * the proxy's token answer carries the customer email of the person its `identify` vouched for, and that one
 * is passed to the modal (a page's own `email` is used only with a proxy whose answer has none).
 */
export type DocumentModalInput = Omit<ModalParameters, 'token' | 'email'> & { email?: string };

export interface UseDocumentModalOptions extends DocumentModalCallbacks {
  /** Default true. False builds nothing and fetches no token. */
  enabled?: boolean;
  /** With `enabled: false`, still warm up the vendor files (preconnect + preload). */
  preload?: boolean;
}

export interface DocumentModalHandle extends DocumentModalView {
  /** Opens the modal (renews an expiring token first). Never rejects: failures are in `error`. */
  open(): Promise<void>;
  close(): void;
  /**
   * Title, subtitle and tone of resultMessages (the kit texts' language, English by default, merged with
   * `parameters.resultMessages`) for the last event. A `failure` with status PENDING reads as pending (tone
   * `pending`, title "Under Review" or the language's), one with status FAIL as final ("Verification Failed",
   * tone `error`): see `resultMessageFor`.
   */
  message: ResultMessage | null;
  /**
   * The move to a phone (4.8 `qr`): `waiting-for-phone` after `onQr` or `onEmail` until an outcome arrives
   * (`finished-on-phone`); `none` on this device. Show "continue on your phone" while waiting.
   */
  handoff: DocumentModalHandoff;
}

/**
 * The document-capture modal (spec 4.8): token from the proxy (renewed before its 6 h end and after an
 * `error-token` event), latest callbacks without rebuilding, destroyed on unmount, StrictMode-safe.
 *
 * @example
 * const modal = useDocumentModal(
 *   { fn, ln, addr, city, state, zip, dob }, // the email is the proxy's (its token answer)
 *   { onSuccess: () => refetchStatus(), onErrorAlreadyVerified: () => navigate('/done') },
 * );
 * <DocumentModalButton modal={modal}>Scan my ID</DocumentModalButton>
 * {modal.message && <p>{modal.message.title}: {modal.message.subtitle}</p>}
 */
export function useDocumentModal(
  parameters: DocumentModalInput,
  options: UseDocumentModalOptions = {},
): DocumentModalHandle {
  const { client, documentModal, documentStatus } = useVeriframe();
  // A production build without `documentModal` (no sandbox default there): nothing loads, the error names it.
  const missingSdk = documentModal instanceof Error ? documentModal : null;
  const sdk = documentModal instanceof Error ? null : documentModal;
  const texts = useKitTextsFor(englishDocumentModalTexts);
  const latest = useLatestRef({ options, client, parameters });
  const iframeId = `veriframe-${useId().replace(/\W/g, '')}`;
  // One core flow per mount (StrictMode builds a second one): it owns the token, the modal and the hand-off.
  const [flow, setFlow] = useState<DocumentVerificationFlow | null>(null);
  // The token requests' Idempotency-Key outlives each flow, so StrictMode's second one reuses the key.
  const [tokenRequests] = useState(() => new IdempotentAction());
  const { enabled = true, preload } = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt only when the SDK location changes
  useEffect(() => {
    if (!sdk) return;
    if (!enabled) return void (preload && preloadModalSdk(sdk));
    const current = new DocumentVerificationFlow({
      client: latest.current.client,
      sdk,
      iframeId,
      parameters: latest.current.parameters,
      tokenRequests,
      // The browser only hints; the status read again through this proxy is the confirmed outcome.
      status: documentStatus,
      onEvent(event) {
        const { options } = latest.current;
        options.onEvent?.(event);
        options[documentModalEvents[event.type].callback]?.(event.data);
      },
    });
    setFlow(current);
    void current.load(); // a failure is state `failed`, with the error
    return () => {
      current.destroy();
      setFlow(null);
    };
  }, [enabled, preload, iframeId, latest, documentStatus, JSON.stringify(sdk)]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pushed when their content changes, not their identity
  useEffect(() => flow?.setParameters(parameters), [flow, JSON.stringify(parameters)]);

  const flowSnapshot = useSyncExternalStore(
    flow?.subscribe ?? noSubscribe,
    flow?.getSnapshot ?? getIdleSnapshot,
    getIdleSnapshot,
  );
  const snapshot: DocumentVerificationSnapshot = missingSdk
    ? { ...idleSnapshot, state: 'failed', error: missingSdk }
    : flowSnapshot;
  // Never rejects: failures land in `error`.
  const open = useCallback(async () => flow?.open(), [flow]);
  const close = useCallback(() => flow?.close(), [flow]);

  return {
    ...snapshot,
    open,
    close,
    // In the language of the kit's texts (a catalog from loadKitTexts), under the app's own resultMessages.
    // A failure's status (FAIL or PENDING, 6.2) decides whether it reads as final or under review.
    message: resultMessageFor(snapshot.lastEvent?.type, parameters.resultMessages, {
      texts,
      status: statusOf(snapshot.lastEvent?.data),
    }),
  };
}

/** The `status` a vendor callback carried (`{ status: 'FAIL' }`), if any. */
const statusOf = (data: unknown): unknown =>
  typeof data === 'object' && data !== null ? (data as { status?: unknown }).status : undefined;

/**
 * Warms up the modal's script and stylesheet (preconnect + preload) so a later open is fast.
 *
 * @example
 * usePreloadDocumentModal(); // on the page before the one with the scan button
 */
export function usePreloadDocumentModal(): void {
  const { documentModal: sdk } = useVeriframe();
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the SDK location
  useEffect(() => {
    if (!(sdk instanceof Error)) preloadModalSdk(sdk);
  }, [JSON.stringify(sdk)]);
}
