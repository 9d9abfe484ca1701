'use client';

import { useQuery } from '@tanstack/react-query';
import type { VerificationOutcome } from '../hosted/use-hosted-verification';
import { useVeriframe } from '../provider/veriframe-provider';
import type { ProxyError } from '../proxy/proxy-error';
import type { ProxyAnswer } from '../proxy/proxy-routes';

/** User status of spec 2.4 reduced to the outcome, as the proxy answers `POST {base}/document/status`. */
export type DocumentStatus = ProxyAnswer<'POST', '/document/status'>;

export interface UseDocumentStatusOptions {
  /** Default: true when an email is given. */
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

/**
 * Query key of a user status (without `email`: every status read through the proxy at `basePath`, the prefix
 * `useDocumentModal` invalidates after `success` and `failure`).
 */
export const documentStatusKey = (basePath: string, email?: string) =>
  email === undefined
    ? ['veriframe', 'document-status', basePath]
    : ['veriframe', 'document-status', basePath, email];

/**
 * The confirmed document outcome: the user status read by the proxy from the service. `useDocumentModal`
 * refreshes it after the modal's success or failure event (browser callbacks are only hints).
 *
 * @example
 * const { outcome } = useDocumentStatus(email);
 * if (outcome?.status === 'PASS') return <Welcome />;
 */
export function useDocumentStatus(
  email: string | undefined,
  options: UseDocumentStatusOptions = {},
): DocumentStatusResult {
  const { client } = useVeriframe();
  const { enabled = !!email, pendingPollMs = 10_000 } = options;
  const query = useQuery<DocumentStatus, ProxyError>({
    queryKey: documentStatusKey(client.basePath, email),
    enabled: enabled && !!email,
    // The query runs only with an email.
    queryFn: ({ signal }) => client.post('/document/status', { email: email as string }, signal),
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
