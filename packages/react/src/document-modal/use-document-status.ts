'use client';

import type { ProxyError } from '@veriframe/core/client';
import type { DocumentStatus, DocumentStatusSnapshot } from '@veriframe/core/document';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useVeriframe } from '../provider/veriframe-provider';

export type { DocumentStatus } from '@veriframe/core/document';

export interface UseDocumentStatusOptions {
  /** Default true. */
  enabled?: boolean;
  /** Poll while the status is PENDING (manual review). Default 10 s; `false` never polls. */
  pendingPollMs?: number | false;
}

export interface DocumentStatusResult extends DocumentStatusSnapshot<ProxyError> {
  status: DocumentStatus | undefined;
  refetch(): void;
}

/**
 * The confirmed document outcome of the signed-in person: the user status read by the proxy from the service,
 * for the email the proxy's `identify` chose (the browser names nobody). An adapter over core's
 * `DocumentStatusObserver` (one per provider): it polls while PENDING, and `useDocumentModal` has it read again
 * after the modal's success or failure event (browser callbacks are only hints).
 *
 * @example
 * const { outcome } = useDocumentStatus();
 * if (outcome?.status === 'PASS') return <Welcome />;
 */
export function useDocumentStatus(options: UseDocumentStatusOptions = {}): DocumentStatusResult {
  const { client, documentStatus: observer } = useVeriframe();
  const { enabled = true, pendingPollMs = 10_000 } = options;
  // Before the subscription below (effects run in order): a disabled hook's first subscriber reads nothing.
  useEffect(
    () => observer.setOptions({ client, enabled, pendingPollMs }),
    [observer, client, enabled, pendingPollMs],
  );
  const snapshot = useSyncExternalStore(observer.subscribe, observer.getSnapshot, observer.getSnapshot);
  return useMemo(() => ({ ...snapshot, refetch: () => void observer.refetch() }), [snapshot, observer]);
}
