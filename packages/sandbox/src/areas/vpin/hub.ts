import type { SandboxContext } from '../../kernel/context';
import type { SentVpinEnvelope, VpinEventType } from './events';
import type { Subscription } from './subscriptions';

/** One delivery started for an event, as routes report it. */
export interface DeliverySummary {
  subscription_id: string;
  url: string;
  attempt: number;
  status: number | null;
  ok: boolean;
}

/** An event the sandbox emitted, kept for `:replay`. */
export interface StoredEvent {
  envelope: SentVpinEnvelope;
  /** Subscriptions it was sent to. */
  subscriptionIds: string[];
  /** For vpin.merged: set once reverted. */
  reverted?: boolean;
}

/** Subscriptions, emitted events and delivery of events; cleared on reset. */
export class VpinHub {
  readonly subscriptions = new Map<string, Subscription>();
  readonly events = new Map<string, StoredEvent>();

  constructor(private readonly ctx: SandboxContext) {}

  /** Enabled subscriptions that asked for this event type. */
  subscribersOf(type: VpinEventType): Subscription[] {
    return [...this.subscriptions.values()].filter((s) => s.enabled && s.event_types.includes(type));
  }

  /**
   * Signs and POSTs the envelope to each subscription (6.4, 5) through the kernel's delivery log, which retries
   * non-2xx answers on the virtual clock. Resolves after each first attempt.
   */
  async deliver(envelope: SentVpinEnvelope, targets: Subscription[]): Promise<DeliverySummary[]> {
    return Promise.all(
      targets.map(async (s) => {
        const attempt = await this.ctx.deliveries.send({
          kind: 'vpin.webhook',
          url: s.url,
          body: envelope,
          secret: s.secret,
          eventId: envelope.id,
          eventType: envelope.type,
        });
        return {
          subscription_id: s.id,
          url: s.url,
          attempt: attempt.attempt,
          status: attempt.status,
          ok: attempt.ok,
        };
      }),
    );
  }

  /** Stores the event and delivers it to `targets` (default: every enabled subscriber of its type). */
  async emit(
    envelope: SentVpinEnvelope,
    targets = this.subscribersOf(envelope.type),
  ): Promise<DeliverySummary[]> {
    this.events.set(envelope.id, { envelope, subscriptionIds: targets.map((s) => s.id) });
    return this.deliver(envelope, targets);
  }

  clear(): void {
    this.subscriptions.clear();
    this.events.clear();
  }
}
