import type { ProblemIssue, ProxyProblemCode } from '../problems/codes';

/**
 * `code` of a `ProxyError`: one the proxy answers, or `network_error` (the proxy could not be reached),
 * `bad_response` (it did not answer JSON) and `http_error` (a JSON answer without a code).
 */
export type ProxyErrorCode = ProxyProblemCode | 'network_error' | 'bad_response' | 'http_error';

/**
 * Error body of the proxy (`{ code, message, status, issues? }`), thrown by every proxy call.
 *
 * @example
 * const { error } = useHostedVerification();
 * if (isProxyError(error, 'rate_limited')) showRetryLater();
 * if (isProxyError(error, 'invalid_request')) error.issues?.forEach((i) => markField(i.path, i.message));
 */
export class ProxyError<C extends ProxyErrorCode = ProxyErrorCode> extends Error {
  declare readonly name: 'ProxyError';
  /** Machine-readable code from the proxy (see `ProxyErrorCode`). */
  declare readonly code: C;
  /** HTTP status of the answer; 0 when the request never reached the proxy. */
  declare readonly status: number;
  /** The fields the proxy refused (`invalid_request`): path, rule and message of each. */
  declare readonly issues: ProblemIssue[] | undefined;
  /** Seconds to wait before trying again, when the answer said (`Retry-After` of a 429 or 503). */
  declare readonly retryAfterSeconds: number | undefined;

  constructor(code: C, message: string, status: number, issues?: ProblemIssue[], retryAfterSeconds?: number) {
    super(message);
    Object.assign(this, { name: 'ProxyError', code, status, issues, retryAfterSeconds });
  }
}

/**
 * True for a `ProxyError`, optionally of one of the given codes; narrows `code` to them.
 *
 * @example
 * if (isProxyError(error, 'already_verified', 'pending_review')) showStatusPage(error.code);
 */
export function isProxyError<C extends ProxyErrorCode = ProxyErrorCode>(
  value: unknown,
  ...codes: C[]
): value is ProxyError<C> {
  return value instanceof ProxyError && (codes.length === 0 || (codes as string[]).includes(value.code));
}
