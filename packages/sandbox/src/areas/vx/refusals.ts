import type { VxError, VxTokenError } from '@veriframe/core/schemas';
import type { ErrorAudit } from '../../kernel/service-error';
import { ServiceError } from '../../kernel/service-error';

// The VX error bodies (7.1, 7.2) as refusals of the sandbox's one error type: the route's `auditedAs` names
// the service; the one error handler writes the audit record and answers the body.

/** What a VX refusal adds to its route's audit record and answer. */
export interface VxRefusalOptions {
  /** The client id behind the token, once known. */
  user?: string;
  inputs?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * A 7.2 refusal of create_session: `{ message, detail }`, audited with `message` as its detail and `detail`
 * as its issue.
 *
 * @example
 * throw sessionRefusal(403, 'Forbidden', 'Missing, invalid or expired access token.');
 */
export const sessionRefusal = (
  status: 400 | 401 | 403 | 404 | 423 | 429,
  message: string,
  detail: string,
  { user = '', inputs = {}, headers = {} }: VxRefusalOptions = {},
) =>
  new ServiceError(status, { message, detail } satisfies VxError, {
    headers,
    audit: { user, issues: [detail], inputs },
  });

/**
 * A 7.1 refusal of the token endpoint: `{ error, error_description }`, audited with `audit.detail`.
 *
 * @example
 * throw tokenRefusal(401, 'access_denied', 'Unauthorized', { detail: 'Unauthorized', user: clientId });
 */
export const tokenRefusal = (
  status: 400 | 401 | 403,
  error: string,
  description: string,
  audit: Pick<ErrorAudit, 'detail'> & Partial<ErrorAudit>,
) => new ServiceError(status, { error, error_description: description } satisfies VxTokenError, { audit });
