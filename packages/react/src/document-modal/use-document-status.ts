'use client';

import { useQuery } from '@tanstack/react-query';
import type { ProxyAnswer, ProxyError } from '@veriframe/core/client';
import type { VerificationOutcome } from '../hosted/use-hosted-verification';
import { useVeriframe } from '../provider/veriframe-provider';

/** User status of spec 2.4 reduced to the outcome, as the proxy answers `POST {base}/document/status`. */
export type DocumentStatus = ProxyAnswer<'POST', '/document/status'>;

export interface UseDocumentStatusOptions {
  /** Default true. */
  enabled?: boolean;
  /** Poll while the status is PENDING (manual review). Default 10 s; `false` never polls. */
  pendingPollMs?: number | false;
}

export interface DocumentStatusResult {
  status: DocumentStatus | undefined;
  /** PASS / FAIL / PENDING read by the proxy from the service: always `confirmed`. */
  outcome: VerificationOutcome | null;
  error: ProxyError | null;
  isLoading: boolean;
  refetch(): void;
}

/** Query key of the user status; `useDocumentModal` invalidates it after `success` and `failure`. */
export const documentStatusKey = (basePath: string) => ['veriframe', 'document-status', basePath];

/**
 * The confirmed document outcome of the signed-in person: the user status read by the proxy from the service,
 * for the email the proxy's `identify` chose (the browser names nobody). `useDocumentModal` refreshes it after
 * the modal's success or failure event (browser callbacks are only hints).
 *
 * @example
 * const { outcome } = useDocumentStatus();
 * if (outcome?.status === 'PASS') return <Welcome />;
 */
export function useDocumentStatus(options: UseDocumentStatusOptions = {}): DocumentStatusResult {
  const { client } = useVeriframe();
  const { enabled = true, pendingPollMs = 10_000 } = options;
  const query = useQuery<DocumentStatus, ProxyError>({
    queryKey: documentStatusKey(client.basePath),
    enabled,
    queryFn: ({ signal }) => client.post('/document/status', {}, signal),
    refetchInterval: (q) => (q.state.data?.status === 'PENDING' ? pendingPollMs : false),
  });
  const status = query.data;
  return {
    status,
    outcome: status?.found && status.status ? { status: status.status, confirmed: true } : null,
    error: query.error,
    isLoading: query.isLoading,
    refetch: () => void query.refetch(),
  };
}
