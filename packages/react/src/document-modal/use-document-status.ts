'use client';

import type { ProxyError } from '@veriframe/core/client';
import type { DocumentStatus, DocumentStatusSnapshot } from '@veriframe/core/document';
import { useMemo } from 'react';
import { useFlow } from '../base/use-flow';
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
  // Given before the first subscription (useFlow's order): a disabled hook's first subscriber reads nothing.
  // Only when one changed: the provider's observer is shared, and another hook may have given its own.
  const snapshot = useFlow(observer, { client, enabled, pendingPollMs }, [
    observer,
    client,
    enabled,
    pendingPollMs,
  ]);
  return useMemo(() => ({ ...snapshot, refetch: () => void observer.refetch() }), [snapshot, observer]);
}
