/**
 * Error body of the proxy (`{ code, message, status, issues? }`), thrown by every proxy call.
 *
 * @example
 * const { error } = useHostedVerification();
 * if (error instanceof ProxyError && error.status === 429) showRetryLater();
 */
export class ProxyError extends Error {
  declare readonly name: 'ProxyError';
  /** Machine-readable code from the proxy, or `network_error` / `bad_response` when the proxy never answered in JSON. */
  declare readonly code: string;
  /** HTTP status of the answer; 0 when the request never reached the proxy. */
  declare readonly status: number;
  /** Validation issues the proxy listed, if any. */
  declare readonly issues: unknown;

  constructor(code: string, message: string, status: number, issues?: unknown) {
    super(message);
    // One assignment instead of four class fields: the same object, fewer bytes.
    Object.assign(this, { name: 'ProxyError', code, status, issues });
  }
}
