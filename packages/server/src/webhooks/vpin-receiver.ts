import type { ProblemIssue } from '../errors/problem';
import {
  createReceiverCore,
  type DeliveryMeta,
  type WebhookReceiver,
  type WebhookReceiverSettings,
} from './receiver';
import {
  isKnownVpinEventType,
  type KnownVpinEvent,
  type VpinEnvelope,
  type VpinMergedEvent,
  type VpinMergeRevertedEvent,
  type VpinRetiredEvent,
  type VpinRetireRevertedEvent,
  type VpinSplitEvent,
  vpinDataSchemas,
  vpinEnvelopeSchema,
} from './vpin-events';
import type { VpinMapping } from './vpin-mapping';

/** Typed handlers, one per event kind of 6.4. A handler that throws makes the delivery fail (500, retried). */
export interface VpinHandlers {
  merged?: (event: VpinMergedEvent, meta: DeliveryMeta) => unknown;
  split?: (event: VpinSplitEvent, meta: DeliveryMeta) => unknown;
  retired?: (event: VpinRetiredEvent, meta: DeliveryMeta) => unknown;
  mergeReverted?: (event: VpinMergeRevertedEvent, meta: DeliveryMeta) => unknown;
  retireReverted?: (event: VpinRetireRevertedEvent, meta: DeliveryMeta) => unknown;
  /** Event types this version does not know. Without it they are acknowledged (2xx) and ignored. */
  unknown?: (event: VpinEnvelope, meta: DeliveryMeta) => unknown;
}

export interface VpinReceiverOptions extends WebhookReceiverSettings {
  /** The subscription secret (`VERIFRAME_VPIN_WEBHOOK_SECRET`). */
  secret: string;
  handlers?: VpinHandlers | undefined;
  /** Applied before the handlers: keeps a V-PIN mapping per the consumer responsibilities of 6.4. */
  mapping?: VpinMapping | undefined;
}

function issuesOf(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[] },
  prefix: string,
): ProblemIssue[] {
  return error.issues.map((i) => ({
    path: [prefix, ...i.path.map(String)].filter(Boolean).join('.'),
    rule: i.code,
    message: i.message,
  }));
}

/**
 * A `fetch` handler for V-PIN deliveries (spec 5, 6.4): signature over the raw body, 5-minute timestamp window,
 * deduplication by `X-Service-Event-Id`, typed handlers; 2xx only once the handler succeeded.
 *
 * @example
 * const receiver = createVpinWebhookReceiver({
 *   secret: process.env.VERIFRAME_VPIN_WEBHOOK_SECRET!,
 *   handlers: { merged: async (e) => db.rekey(e.data.superseded.map((s) => s.vpin), e.data.canonical_vpin) },
 * });
 * // Next.js: export const POST = (req: Request) => receiver.fetch(req);
 */
export function createVpinWebhookReceiver(options: VpinReceiverOptions): WebhookReceiver {
  const { handlers = {}, mapping, ...settings } = options;
  return createReceiverCore<{ event: VpinEnvelope; known: boolean }>({
    ...settings,
    source: 'vpin',
    requireEventId: true,
    parse(payload, eventId) {
      const envelope = vpinEnvelopeSchema.safeParse(payload);
      if (!envelope.success) return { ok: false, error: { issues: issuesOf(envelope.error, '') } };
      const event = envelope.data as VpinEnvelope;
      if (eventId !== event.id) {
        return {
          ok: false,
          error: {
            issues: [
              { path: 'id', rule: 'equals_event_id_header', message: 'must equal X-Service-Event-Id' },
            ],
            eventIdDisowned: true,
          },
        };
      }
      if (!isKnownVpinEventType(event.type)) {
        return {
          ok: true,
          value: { payload: { event, known: false }, eventType: event.type, ignored: !handlers.unknown },
        };
      }
      const data = vpinDataSchemas[event.type].safeParse(event.data);
      if (!data.success) return { ok: false, error: { issues: issuesOf(data.error, 'data') } };
      return {
        ok: true,
        value: { payload: { event: { ...event, data: data.data }, known: true }, eventType: event.type },
      };
    },
    async handle({ event, known }, meta) {
      if (!known) return handlers.unknown?.(event, meta);
      const typed = event as KnownVpinEvent;
      await mapping?.apply(typed);
      switch (typed.type) {
        case 'vpin.merged':
          return handlers.merged?.(typed, meta);
        case 'vpin.split':
          return handlers.split?.(typed, meta);
        case 'vpin.retired':
          return handlers.retired?.(typed, meta);
        case 'vpin.merge.reverted':
          return handlers.mergeReverted?.(typed, meta);
        case 'vpin.retire.reverted':
          return handlers.retireReverted?.(typed, meta);
      }
    },
  });
}
