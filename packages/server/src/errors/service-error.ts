import type { LinkGenerateResponse, VpinResolveSplit } from '@veriframe/core/schemas';

/**
 * What went wrong with a call to the service, as a value callers can `switch` on instead of parsing text.
 * Status-based kinds follow the error tables of spec section 7; the last five are about the transport.
 */
export type VeriframeErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'already_verified'
  | 'not_found'
  | 'not_ready'
  | 'split'
  | 'conflict'
  | 'expired'
  | 'pending_review'
  | 'payload_too_large'
  | 'rate_limited'
  | 'too_many_attempts'
  | 'link_not_generated'
  | 'server_error'
  | 'invalid_response'
  | 'timeout'
  | 'network';

/**
 * The `body` of the kinds that carry data: the validated 409 of V-PIN resolve (its `replacements`) and the
 * link/generate answer with `action: ERROR`. Other kinds carry the service's raw body, or the issues of a
 * body that failed its schema: `unknown`, read it with care.
 */
export interface VeriframeErrorBodies {
  split: VpinResolveSplit;
  link_not_generated: LinkGenerateResponse;
}

/** The `body` type of a kind (distributes over a union of kinds). */
export type VeriframeErrorBody<K extends VeriframeErrorKind> = K extends keyof VeriframeErrorBodies
  ? VeriframeErrorBodies[K]
  : unknown;

export interface VeriframeApiErrorInit<K extends VeriframeErrorKind = VeriframeErrorKind> {
  kind: K;
  /** HTTP status of the service's answer; 0 when there was none (timeout, network). */
  status: number;
  message: string;
  /** `detail` of the VX bodies (7.2, 7.3) or the link-generation `detail`. */
  detail?: string | undefined;
  /** `error` of the token endpoint (7.1) or the V-PIN resolve 404 (7.7). */
  error?: string | undefined;
  /** `error_description` of the token endpoint (7.1) or link generation (4.7). */
  errorDescription?: string | undefined;
  /** Seconds from a `Retry-After` header, when the service sent one. */
  retryAfter?: number | undefined;
  /** The parsed body, for cases that carry data (the 409 split replacements, schema issues). */
  body?: VeriframeErrorBody<K>;
  /** Which endpoint was called, e.g. `vx.createSession`. Never holds credentials. */
  operation: string;
  cause?: unknown;
}

/**
 * The single error type of every typed client. Switch on `kind`.
 *
 * @example
 * try {
 *   await clients.vx.createSession({ email, age: '21+' });
 * } catch (e) {
 *   if (e instanceof VeriframeApiError && e.kind === 'already_verified') showAlreadyVerified();
 *   else throw e;
 * }
 */
export class VeriframeApiError<K extends VeriframeErrorKind = VeriframeErrorKind> extends Error {
  override readonly name = 'VeriframeApiError';
  readonly kind: K;
  readonly status: number;
  readonly detail: string | undefined;
  readonly error: string | undefined;
  readonly errorDescription: string | undefined;
  readonly retryAfter: number | undefined;
  readonly body: VeriframeErrorBody<K>;
  readonly operation: string;

  constructor(init: VeriframeApiErrorInit<K>) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.detail = init.detail;
    this.error = init.error;
    this.errorDescription = init.errorDescription;
    this.retryAfter = init.retryAfter;
    this.body = init.body as VeriframeErrorBody<K>;
    this.operation = init.operation;
  }
}

/** A `VeriframeApiError` of one of the kinds `K`, as a union, so `kind` narrows `body` (`split` → `replacements`). */
export type VeriframeApiErrorOf<K extends VeriframeErrorKind> = K extends VeriframeErrorKind
  ? VeriframeApiError<K>
  : never;

/**
 * True for a `VeriframeApiError`, optionally of one of the given kinds; narrows `kind` to those kinds and
 * `body` to their body type.
 *
 * @example
 * if (isVeriframeApiError(e, 'rate_limited', 'too_many_attempts')) retryLater(e.retryAfter);
 * if (isVeriframeApiError(e, 'split')) rekey(e.body.replacements); // typed: no cast
 */
export function isVeriframeApiError<K extends VeriframeErrorKind = VeriframeErrorKind>(
  value: unknown,
  ...kinds: K[]
): value is VeriframeApiErrorOf<K> {
  return (
    value instanceof VeriframeApiError && (kinds.length === 0 || (kinds as string[]).includes(value.kind))
  );
}
