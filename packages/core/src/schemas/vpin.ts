import { z } from 'zod';
import { isoDateTimeSchema, metadataSchema, openString } from './shared';

/** The event kinds of 6.4. */
export const vpinEventTypes = [
  'vpin.merged',
  'vpin.split',
  'vpin.retired',
  'vpin.merge.reverted',
  'vpin.retire.reverted',
] as const;
export const vpinEventTypeSchema = z.enum(vpinEventTypes);
export type VpinEventType = z.infer<typeof vpinEventTypeSchema>;

/** `reason` of every V-PIN event (2.6). Codes and signal names are only "seen". */
export const vpinReasonSchema = z.looseObject({
  code: openString(['NEW_DATA_AVAILABLE', 'HUMAN_REVIEW', 'AI_AGENT_REVIEW', 'COLLISION_DETECTED']),
  summary: z.string(),
  signals: z
    .array(
      z.looseObject({
        name: openString(['external_data_source', 'human_review', 'ai_agent_review']),
        value: z.union([z.string(), z.boolean()]),
      }),
    )
    .optional(),
});
export type VpinReason = z.infer<typeof vpinReasonSchema>;

/** `vpin.merged` data (2.6). */
export const vpinMergedDataSchema = z.looseObject({
  canonical_vpin: z.string().min(1),
  superseded: z.array(
    z.looseObject({
      vpin: z.string().min(1),
      first_seen_at: isoDateTimeSchema.optional(),
      last_used_at: isoDateTimeSchema.optional(),
    }),
  ),
  effective_at: isoDateTimeSchema,
  reason: vpinReasonSchema,
  actions: z.looseObject({
    redirect_window_days: z.number().int().nonnegative().optional(),
    resolution_endpoint: z.string().optional(),
    replay_from: isoDateTimeSchema.optional(),
  }),
});
export type VpinMergedData = z.infer<typeof vpinMergedDataSchema>;

/** `vpin.split` data (2.6). Link values are partly masked with asterisks. */
export const vpinSplitDataSchema = z.looseObject({
  source_vpin: z.string().min(1),
  replacements: z.array(
    z.looseObject({
      vpin: z.string().min(1),
      first_seen_at: isoDateTimeSchema,
      links: z.array(
        z.looseObject({
          name: openString(['first_name', 'last_name', 'date_of_birth', 'verification_confirmation_number']),
          value: z.string(),
        }),
      ),
    }),
  ),
  effective_at: isoDateTimeSchema,
  reason: vpinReasonSchema,
  actions: z.looseObject({
    resolution_endpoint: z.string().optional(),
    superseded_vpin_status: openString(['retired']).optional(),
  }),
});
export type VpinSplitData = z.infer<typeof vpinSplitDataSchema>;

/** `vpin.retired` data (2.6). */
export const vpinRetiredDataSchema = z.looseObject({
  vpin: z.string().min(1),
  retired_at: isoDateTimeSchema,
  reason: vpinReasonSchema,
});
export type VpinRetiredData = z.infer<typeof vpinRetiredDataSchema>;

/** Payloads of the two reverted events are "not shown" (6.4): any object. */
export const vpinRevertedDataSchema = metadataSchema;
export type VpinRevertedData = z.infer<typeof vpinRevertedDataSchema>;

/** Envelope of every V-PIN delivery (2.6), with `data` left open. */
export const vpinEnvelopeSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  version: z.iso.date(),
  created_at: isoDateTimeSchema,
  data: metadataSchema,
  trace: z.looseObject({ correlation_id: z.string(), source: z.string() }),
});
export type VpinEnvelope = z.infer<typeof vpinEnvelopeSchema>;

export const vpinMergedEventSchema = vpinEnvelopeSchema.extend({
  type: z.literal('vpin.merged'),
  data: vpinMergedDataSchema,
});
export const vpinSplitEventSchema = vpinEnvelopeSchema.extend({
  type: z.literal('vpin.split'),
  data: vpinSplitDataSchema,
});
export const vpinRetiredEventSchema = vpinEnvelopeSchema.extend({
  type: z.literal('vpin.retired'),
  data: vpinRetiredDataSchema,
});
export const vpinMergeRevertedEventSchema = vpinEnvelopeSchema.extend({
  type: z.literal('vpin.merge.reverted'),
  data: vpinRevertedDataSchema,
});
export const vpinRetireRevertedEventSchema = vpinEnvelopeSchema.extend({
  type: z.literal('vpin.retire.reverted'),
  data: vpinRevertedDataSchema,
});

/** The five known event kinds, discriminated on `type`. */
export const knownVpinEventSchema = z.discriminatedUnion('type', [
  vpinMergedEventSchema,
  vpinSplitEventSchema,
  vpinRetiredEventSchema,
  vpinMergeRevertedEventSchema,
  vpinRetireRevertedEventSchema,
]);
export type KnownVpinEvent = z.infer<typeof knownVpinEventSchema>;
/** An event of a kind this version does not know (spec 9.3): envelope checked, `data` kept as is. */
export type UnknownVpinEvent = VpinEnvelope & { known: false };
export type VpinEvent = KnownVpinEvent | UnknownVpinEvent;

const isKnownType = (type: string): type is VpinEventType =>
  (vpinEventTypes as readonly string[]).includes(type);

/**
 * Any V-PIN delivery. A known `type` must carry its documented payload (errors keep their paths, for example
 * `data.canonical_vpin`); an unknown `type` is accepted with only the envelope checked and is marked
 * `known: false`, so a receiver can acknowledge it and skip it without failing delivery.
 */
export const vpinEventSchema = vpinEnvelopeSchema.transform((envelope, ctx): VpinEvent => {
  if (!isKnownType(envelope.type)) return { ...envelope, known: false };
  const parsed = knownVpinEventSchema.safeParse(envelope);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: envelope });
  }
  return z.NEVER;
});

/** 200 of `GET /v1/vpin/resolve/{vpin}` (4.12). */
export const vpinResolveResponseSchema = z.looseObject({
  input: z.string(),
  canonical_vpin: z.string().min(1),
  superseded: z.boolean(),
  effective_at: isoDateTimeSchema,
});
export type VpinResolveResponse = z.infer<typeof vpinResolveResponseSchema>;

/** 409 of resolve (4.12, 7.7): the V-PIN was split. */
export const vpinResolveSplitSchema = z.looseObject({
  input: z.string(),
  split: z.literal(true),
  replacements: z.array(z.looseObject({ vpin: z.string().min(1), effective_at: isoDateTimeSchema })),
});
export type VpinResolveSplit = z.infer<typeof vpinResolveSplitSchema>;

/** Error body of the V-PIN API (7.7), for example `{ error: 'VPIN_NOT_FOUND' }` with 404. */
export const vpinErrorSchema = z.looseObject({
  error: openString(['VPIN_NOT_FOUND']),
});
export type VpinError = z.infer<typeof vpinErrorSchema>;

/** HTTPS URL (the subscription endpoint must be public). */
const httpsUrlSchema = z.url({ protocol: /^https$/ });

/** Body of `POST /v1/vpin/webhooks/subscriptions` (4.12). */
export const vpinSubscriptionRequestSchema = z.looseObject({
  url: httpsUrlSchema,
  event_types: z.array(openString(vpinEventTypes)).min(1),
  secret: z.string().min(1),
  enabled: z.boolean(),
});
export type VpinSubscriptionRequest = z.infer<typeof vpinSubscriptionRequestSchema>;

/** 201 of the subscription call (4.12). */
export const vpinSubscriptionSchema = z.looseObject({
  id: z.string().min(1),
  url: z.string(),
  event_types: z.array(z.string()),
  status: openString(['active']),
  created_at: isoDateTimeSchema,
});
export type VpinSubscription = z.infer<typeof vpinSubscriptionSchema>;

/** Body of `POST /v1/vpin/webhooks/subscriptions/{id}:test` (4.12): one of three kinds. */
export const vpinTestRequestSchema = z.looseObject({
  type: z.enum(['vpin.merged', 'vpin.split', 'vpin.retired']),
});
export type VpinTestRequest = z.infer<typeof vpinTestRequestSchema>;

/**
 * Answers of the test and replay calls (4.12) are "not shown": any JSON value (an empty body is read as
 * `null` by callers). Kept as explicit schemas so every endpoint has one.
 */
export const vpinTestResponseSchema = z.unknown();
export const vpinReplayResponseSchema = z.unknown();
