import type { VirtualClock } from './clock';
import type { SandboxRandom } from './random';

/** One transaction as the audit API returns it (spec 2.5); a type alias, so it satisfies core's `AuditResponse`. */
export type AuditTransaction = {
  id: string;
  timestamp: string;
  service: string;
  reference: string;
  user: string;
  company: string;
  origin: string;
  path: string;
  flags: string[];
  action: string;
  detail: string;
  issues: string[];
  inputs: Record<string, unknown>;
};

export type AuditInput = Omit<AuditTransaction, 'id' | 'timestamp' | 'company'> & { company?: string };

/** Every transaction of every area is recorded here, stamped with the virtual clock. */
export class AuditLog {
  readonly transactions: AuditTransaction[] = [];

  constructor(
    private readonly clock: VirtualClock,
    private readonly random: SandboxRandom,
  ) {}

  record(input: AuditInput): AuditTransaction {
    const transaction: AuditTransaction = {
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
