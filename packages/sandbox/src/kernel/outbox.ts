import type { VirtualClock } from './clock';
import { perContext } from './context';
import type { SandboxRandom } from './random';

/**
 * Why the sandbox "sent" an email: link/generate with `send_email` (4.7), the capture page's hand-off (4.8) or
 * the VX journey's hand-off (4.4).
 */
export type OutboxKind = 'link.generate' | 'capture.handoff' | 'journey.handoff';

/** One email the sandbox would have sent. Nothing leaves the machine: it is only recorded here. */
export interface OutboxEmail {
  id: string;
  kind: OutboxKind;
  /** ISO 8601 time of the virtual clock. */
  sent_at: string;
  to: string;
  subject: string;
  text: string;
  /** The link the email carries (the capture page or the phone page on the hosted origin). */
  link: string;
}

/** Every email the sandbox "sends", newest last; cleared by a reset. */
export class Outbox {
  readonly emails: OutboxEmail[] = [];

  constructor(
    private readonly clock: VirtualClock,
    private readonly random: SandboxRandom,
  ) {}

  send(email: Omit<OutboxEmail, 'id' | 'sent_at'>): OutboxEmail {
    const recorded = {
      id: `email_${this.random.hex(12)}`,
      sent_at: new Date(this.clock.now()).toISOString(),
      ...email,
    };
    this.emails.push(recorded);
    return recorded;
  }

  /** The emails sent to `address` (case-insensitive), or all of them. */
  list(address?: string): OutboxEmail[] {
    const wanted = address?.trim().toLowerCase();
    return wanted ? this.emails.filter((e) => e.to.toLowerCase() === wanted) : [...this.emails];
  }

  clear(): void {
    this.emails.length = 0;
  }
}

/** The outbox of a sandbox context (one per context, cleared on reset). */
export const outboxOf = perContext((ctx) => new Outbox(ctx.clock, ctx.random));
