import type { AuditTransaction } from '@veriframe/core/schemas';
import type { VirtualClock } from './clock';
import type { SandboxRandom } from './random';

/**
 * One transaction as the sandbox records it and the audit API returns it (spec 2.5): core's `AuditTransaction`
 * with every field present, ids and timestamps as strings, `flags` and `inputs` in the sandbox's shapes.
 */
export type AuditEntry = Required<
  Pick<
    AuditTransaction,
    'service' | 'reference' | 'user' | 'company' | 'origin' | 'path' | 'action' | 'detail' | 'issues'
  >
> & {
  id: string;
  timestamp: string;
  flags: string[];
  inputs: Record<string, unknown>;
};

export type AuditInput = Omit<AuditEntry, 'id' | 'timestamp' | 'company'> & { company?: string };

/** Every transaction of every area is recorded here, stamped with the virtual clock. */
export class AuditLog {
  readonly transactions: AuditEntry[] = [];

  constructor(
    private readonly clock: VirtualClock,
    private readonly random: SandboxRandom,
  ) {}

  record(input: AuditInput): AuditEntry {
    const transaction: AuditEntry = {
      company: 'Sandbox Company',
      ...input,
      id: this.random.uuid(),
      timestamp: new Date(this.clock.now()).toISOString(),
    };
    this.transactions.push(transaction);
    return transaction;
  }

  clear(): void {
    this.transactions.length = 0;
  }
}
