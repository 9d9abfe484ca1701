import { type AuditResponse, auditResponseSchema } from '@veriframe/core/schemas';
import type { CallOptions, ClientContext } from './context';
import { joinUrl } from './http';
import { callJson } from './responses';

/**
 * Client of the audit API (area D). A day that is not available yet (before 07:00 New York time the next day)
 * throws a `not_ready` error (7.6: 404); a malformed day a `bad_request`.
 *
 * @example
 * const { data } = await clients.audit.transactions('2026-01-02');
 */
export function createAuditClient(ctx: ClientContext) {
  return {
    transactions: (day: string, options: CallOptions = {}): Promise<AuditResponse> =>
      callJson(
        ctx.transport,
        {
          operation: 'audit.transactions',
          method: 'POST',
          url: joinUrl(ctx.config.urls.reporting, '/api/audit'),
          body: { user: ctx.config.audit.user, pass: ctx.config.audit.pass, day },
          signal: options.signal,
        },
        auditResponseSchema,
        { okStatuses: [200], kindFor: (status) => (status === 404 ? 'not_ready' : undefined) },
      ),
  };
}

export type AuditClient = ReturnType<typeof createAuditClient>;
