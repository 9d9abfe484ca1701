'use client';

import { useQueryClient } from '@tanstack/react-query';
import { type DocumentModalEvent, type ModalParameters, preloadModalSdk } from '@veriframe/core';
import { useEffect, useId, useReducer, useState } from 'react';
import { callbackName } from '../callback-name';
import { useVeriframe } from '../provider/veriframe-provider';
import { useLatestRef } from '../use-latest-ref';
import { createDocumentModalController, type DocumentModalView } from './document-modal-controller';
import { resultMessageFor } from './result-message';
import type { DocumentToken } from './token';
import { documentStatusKey } from './use-document-status';

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

/** Modal parameters of spec 4.8 without `token`: the hook gets the token from the proxy. */
export type DocumentModalInput = Omit<ModalParameters, 'token'>;

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
  /** Title and subtitle of resultMessages (defaults merged with `parameters.resultMessages`) for the last event. */
  message: { title: string; subtitle: string } | null;
}

/**
 * The document-capture modal (spec 4.8): token from the proxy (renewed before its 6 h end and after an
 * `error-token` event), latest callbacks without rebuilding, destroyed on unmount, StrictMode-safe.
 *
 * @example
 * const modal = useDocumentModal(
 *   { fn, ln, addr, city, state, zip, dob, email },
 *   { onSuccess: () => refetchStatus(), onErrorAlreadyVerified: () => navigate('/done') },
 * );
 * <DocumentModalButton modal={modal}>Scan my ID</DocumentModalButton>
 * {modal.message && <p>{modal.message.title}: {modal.message.subtitle}</p>}
 */
export function useDocumentModal(
  parameters: DocumentModalInput,
  options: UseDocumentModalOptions = {},
): DocumentModalHandle {
  const { client, documentModal: sdk } = useVeriframe();
  const queryClient = useQueryClient();
  const latest = useLatestRef({ options, client, queryClient, email: parameters.email });
  const iframeId = `veriframe-${useId().replace(/\W/g, '')}`;
  // The controller tells when its view changed; the view itself is read during render.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [controller] = useState(() =>
    createDocumentModalController({
      iframeId,
      onChange: rerender,
      fetchToken: () => latest.current.client.post<DocumentToken>('/document/token'),
      onEvent(event) {
        const { options, client, queryClient, email } = latest.current;
        options.onEvent?.(event);
        options[callbackName(event.type) as keyof DocumentModalCallbacks]?.(event.data as never);
        // The browser only hints; a fresh user status (useDocumentStatus) is the confirmed outcome.
        if (event.type === 'success' || event.type === 'failure')
          void queryClient.invalidateQueries({ queryKey: documentStatusKey(client.basePath, email) });
      },
    }),
  );
  const view = controller.getSnapshot();
  const { enabled = true, preload } = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: pushed when their content changes, not their identity
  useEffect(() => controller.setParameters(parameters), [controller, JSON.stringify(parameters)]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt only when the SDK location changes
  useEffect(
    () => (enabled ? controller.mount(sdk) : void (preload && preloadModalSdk(sdk))),
    [controller, enabled, preload, JSON.stringify(sdk)],
  );

  return {
    ...view,
    open: controller.open,
    close: controller.close,
    message: resultMessageFor(view.lastEvent?.type, parameters.resultMessages),
  };
}

/**
 * Warms up the modal's script and stylesheet (preconnect + preload) so a later open is fast.
 *
 * @example
 * usePreloadDocumentModal(); // on the page before the one with the scan button
 */
export function usePreloadDocumentModal(): void {
  const { documentModal: sdk } = useVeriframe();
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the SDK location
  useEffect(() => preloadModalSdk(sdk), [JSON.stringify(sdk)]);
}
