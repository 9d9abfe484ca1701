import type { ProblemIssue } from '../problem';
import type { ProcessedEventStore } from '../stores/event-store';
import { createReceiverCore, type DeliveryMeta, type WebhookEvent } from './receiver';
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

export interface VpinReceiverOptions {
  /** The subscription secret (`VERIFRAME_VPIN_WEBHOOK_SECRET`). */
  secret: string;
  handlers?: VpinHandlers;
  /** Applied before the handlers: keeps a V-PIN mapping per the consumer responsibilities of 6.4. */
  mapping?: VpinMapping;
  /** Claims event ids and accepted signatures: `RedisEventStore` when several instances receive. */
  store?: ProcessedEventStore;
  dedupeTtlMs?: number;
  /** How long a claim holds while the handler runs (default 60 s). */
  leaseMs?: number;
  /** Deadline of each store call (default 2 s); a slower store gets a retryable 503. */
  storeTimeoutMs?: number;
  now?: () => number;
  /** Largest body once HTTP Basic credentials vouched for the sender (checked before the body); default 1 MiB. */
  maxBodyBytes?: number;
  /** Largest body read before the signature is verified; default 64 KiB (V-PIN) or 256 KiB (VX, document). */
  maxUnverifiedBodyBytes?: number;
  /** How long a body may take to arrive once the headers passed; default 5 000 ms (408 beyond). */
  bodyTimeoutMs?: number;
  onEvent?: (event: WebhookEvent) => void;
  /** Put the verified payload into `onEvent`'s events; default false. */
  includePayloadInEvents?: boolean;
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
export function createVpinWebhookReceiver(options: VpinReceiverOptions): {
  fetch(request: Request): Promise<Response>;
} {
  const handlers = options.handlers ?? {};
  return createReceiverCore<{ event: VpinEnvelope; known: boolean }>({
    source: 'vpin',
    secret: options.secret,
    requireEventId: true,
    store: options.store,
    dedupeTtlMs: options.dedupeTtlMs,
    leaseMs: options.leaseMs,
    storeTimeoutMs: options.storeTimeoutMs,
    now: options.now,
    maxBodyBytes: options.maxBodyBytes,
    maxUnverifiedBodyBytes: options.maxUnverifiedBodyBytes,
    bodyTimeoutMs: options.bodyTimeoutMs,
    onEvent: options.onEvent,
    includePayloadInEvents: options.includePayloadInEvents,
    parse(payload, eventId) {
      const envelope = vpinEnvelopeSchema.safeParse(payload);
      if (!envelope.success) return { ok: false, issues: issuesOf(envelope.error, '') };
      const event = envelope.data as VpinEnvelope;
      if (eventId !== event.id) {
        return {
          ok: false,
          issues: [{ path: 'id', rule: 'equals_event_id_header', message: 'must equal X-Service-Event-Id' }],
          eventIdDisowned: true,
        };
      }
      if (!isKnownVpinEventType(event.type)) {
        return {
          ok: true,
          value: { event, known: false },
          eventType: event.type,
          ignored: !handlers.unknown,
        };
      }
      const data = vpinDataSchemas[event.type].safeParse(event.data);
      if (!data.success) return { ok: false, issues: issuesOf(data.error, 'data') };
      return {
        ok: true,
        value: { event: { ...event, data: data.data }, known: true },
        eventType: event.type,
      };
    },
    async handle({ event, known }, meta) {
      if (!known) return handlers.unknown?.(event, meta);
      const typed = event as KnownVpinEvent;
      await options.mapping?.apply(typed);
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
