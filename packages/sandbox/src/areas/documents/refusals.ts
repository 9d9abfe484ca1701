import type { DocumentError, LinkGenerateError } from '@veriframe/core/schemas';
import { ServiceError } from '../../kernel/service-error';

// The 7.4 error bodies of the document API, as refusals of the sandbox's one error type: the route's
// `auditedAs` names the service, the one error handler writes the audit record and answers the body.

/**
 * A 7.4 refusal of user/status: `{ result: 'Error', message }`.
 *
 * @example
 * throw documentError(401, 'Username or password incorrect');
 */
export const documentError = (status: 400 | 401, message: string) =>
  new ServiceError(status, { result: 'Error', message } satisfies DocumentError);

/** A 7.4 refusal of token/create: `{ result: 'Error', message, token: '' }`. */
export const tokenCreateError = (status: 400 | 401, message: string) =>
  new ServiceError(status, { result: 'Error', message, token: '' } satisfies DocumentError);

/**
 * A 7.4 refusal of link/generate: its own shape, `action: 'ERROR'` with the error message and description
 * (the description is the audit `detail`).
 *
 * @example
 * throw linkGenerateError(401, 'Invalid token', 'token: unknown or expired; create a new one');
 */
export const linkGenerateError = (status: 400 | 401, message: string, description: string) =>
  new ServiceError(
    status,
    {
      action: 'ERROR',
      detail: message,
      link: '',
      email_sent: false,
      error_message: message,
      error_description: description,
    } satisfies LinkGenerateError,
    { audit: { detail: description } },
  );
