import type { Problem, WebhookProblemCode } from '../errors/problem';
import { ProblemError } from '../errors/problem';
import { StoreUnavailableError } from '../errors/store-errors';
import type { SignatureFailure } from './signature';

// The refusals of the receiver pipeline (`receiver.ts`): each step throws one; the pipeline reports it and the
// one error handler answers its problem.

const signatureCodes: Record<SignatureFailure, [WebhookProblemCode, string]> = {
  missing_signature: ['webhook_signature_missing', 'X-Service-Signature: header is required'],
  missing_timestamp: ['webhook_timestamp_missing', 'X-Service-Timestamp: header is required'],
  malformed_signature: ['webhook_signature_invalid', 'X-Service-Signature: must be 64 hex characters'],
  malformed_timestamp: ['webhook_timestamp_invalid', 'X-Service-Timestamp: must be epoch milliseconds'],
  timestamp_out_of_range: [
    'webhook_timestamp_out_of_range',
    'X-Service-Timestamp: more than 5 minutes away from now',
  ],
  signature_mismatch: ['webhook_signature_invalid', 'X-Service-Signature: does not match the body'],
};

/** How a refused delivery is reported (the answer itself is the problem). */
export type RefusalOutcome = 'rejected' | 'replayed' | 'failed';

/** A delivery refused at some step: thrown to the one error handler, reported on its way there. */
export class WebhookRefusal extends ProblemError {
  constructor(
    problem: Problem,
    readonly outcome: RefusalOutcome,
    headers: Record<string, string> = {},
    readonly detail: { error?: string; payload?: unknown } = {},
  ) {
    super(problem, headers);
    this.name = 'WebhookRefusal';
  }
}

export const refuse = (problem: Problem, headers: Record<string, string> = {}) =>
  new WebhookRefusal(problem, 'rejected', headers);

export const refuseSignature = (reason: SignatureFailure) => {
  const [code, message] = signatureCodes[reason];
  return refuse({ code, message, status: 401 });
};

/** A store that is down or late: retryable 503, nothing applied. */
export function storeDown(error: unknown): WebhookRefusal {
  const name = error instanceof StoreUnavailableError ? error.store : 'webhook event store';
  return new WebhookRefusal(
    { code: 'store_unavailable', message: `${name}: unavailable; deliver again later`, status: 503 },
    'failed',
    { 'retry-after': '5' },
    { error: error instanceof Error ? error.message : String(error) },
  );
}

/** The same event (or signed delivery) is being handled right now: the sender comes back, it never runs twice. */
export const inProgress = () =>
  refuse({ code: 'webhook_in_progress', message: 'this event is being processed; retry later', status: 409 });
