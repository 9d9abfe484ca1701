import type { Context } from 'hono';
import type { SandboxContext } from '../../kernel/context';
import { type ErrorAudit, recordCall } from '../../kernel/service-error';
import type { Verdict } from './us-identity';

/** The company name every sandbox account has (2.1 `meta.company`, 2.5 `company`). */
export const sandboxCompany = 'Sandbox Company';

/** `YYYY-MM-DD HH:MM:SS` in UTC, from the virtual clock (2.1 `meta.timestamp`). */
export function serviceTimestamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** Per-context confirmation numbers: increasing, restarting on reset. */
export class ConfirmationCounter {
  #next = 100_000_001;
  next(): number {
    return this.#next++;
  }
  reset(): void {
    this.#next = 100_000_001;
  }
}

export interface GatewayMetaInput {
  confirmation: number | string;
  reference: string;
  service: string;
  user: string;
  nowMs: number;
}

/** 2.1 `meta`. */
export function buildMeta(input: GatewayMetaInput) {
  return {
    confirmation: input.confirmation,
    reference: input.reference,
    service: input.service,
    timestamp: serviceTimestamp(input.nowMs),
    company: sandboxCompany,
    user: input.user,
  };
}

/** SSNs are masked to their last four in audit `inputs`. */
function maskInputs(inputs: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...inputs };
  if (typeof copy.ssn === 'string') copy.ssn = `*****${copy.ssn.replace(/-/g, '').slice(-4)}`;
  return copy;
}

export interface RecordInput {
  service: string;
  reference: string;
  user: string;
  /** Test mode (4.2): a valid test_key was sent; otherwise the transaction is flagged billable. */
  test: boolean;
  /** `ERROR` for client mistakes recorded with the `error` flag. */
  verdict: { action: Verdict['action'] | 'ERROR'; detail: string; issues: string[] };
  inputs: Record<string, unknown>;
  error?: boolean;
}

/**
 * The audit record of a gateway transaction (2.5). Flags: `test` (valid test key) or `billable`; a client error
 * is `error` (plus `test` with a valid key) and never billable.
 */
export function transactionAudit(input: RecordInput): ErrorAudit {
  const flags = input.test ? ['test'] : input.error ? [] : ['billable'];
  if (input.error) flags.push('error');
  return {
    service: input.service,
    reference: input.reference,
    user: input.user,
    company: sandboxCompany,
    flags,
    action: input.verdict.action,
    detail: input.verdict.detail,
    issues: input.verdict.issues,
    inputs: maskInputs(input.inputs),
  };
}

/** Records a gateway transaction for the audit API (2.5). */
export function recordTransaction(ctx: SandboxContext, c: Context, input: RecordInput): void {
  recordCall(ctx, c, transactionAudit(input));
}
