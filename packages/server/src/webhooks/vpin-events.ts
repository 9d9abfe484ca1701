import { z } from 'zod';

/**
 * V-PIN event payloads (2.6). Loose objects: unknown fields are kept (9.3). The two reverted events are
 * "not shown" in the spec, so their data is any object; `VpinMapping` reads the fields it recognizes.
 */
const reason = z.looseObject({
  code: z.string(),
  summary: z.string().optional(),
  signals: z.array(z.looseObject({ name: z.string(), value: z.union([z.string(), z.boolean()]) })).optional(),
});

export const vpinEnvelopeSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  version: z.string().optional(),
  created_at: z.string().optional(),
  data: z.record(z.string(), z.unknown()),
  trace: z.looseObject({ correlation_id: z.string().optional(), source: z.string().optional() }).optional(),
});

export const vpinMergedDataSchema = z.looseObject({
  canonical_vpin: z.string().min(1),
  superseded: z.array(
    z.looseObject({
      vpin: z.string().min(1),
      first_seen_at: z.string().optional(),
      last_used_at: z.string().optional(),
    }),
  ),
  effective_at: z.string(),
  reason: reason.optional(),
  actions: z
    .looseObject({
      redirect_window_days: z.number().optional(),
      resolution_endpoint: z.string().optional(),
      replay_from: z.string().optional(),
    })
    .optional(),
});

export const vpinSplitDataSchema = z.looseObject({
  source_vpin: z.string().min(1),
  replacements: z.array(
    z.looseObject({
      vpin: z.string().min(1),
      first_seen_at: z.string().optional(),
      links: z.array(z.looseObject({ name: z.string(), value: z.string() })).optional(),
    }),
  ),
  effective_at: z.string(),
  reason: reason.optional(),
  actions: z
    .looseObject({
      resolution_endpoint: z.string().optional(),
      superseded_vpin_status: z.string().optional(),
    })
    .optional(),
});

export const vpinRetiredDataSchema = z.looseObject({
  vpin: z.string().min(1),
  retired_at: z.string(),
  reason: reason.optional(),
});

/** Payload not shown by the spec: any object. */
export const vpinRevertedDataSchema = z.record(z.string(), z.unknown());

/** The envelope of 2.6 (unknown fields kept). */
export interface VpinEnvelope<Type extends string = string, Data = Record<string, unknown>> {
  id: string;
  type: Type;
  version?: string | undefined;
  created_at?: string | undefined;
  data: Data;
  trace?: { correlation_id?: string | undefined; source?: string | undefined } | undefined;
  [extra: string]: unknown;
}

export type VpinMergedData = z.infer<typeof vpinMergedDataSchema>;
export type VpinSplitData = z.infer<typeof vpinSplitDataSchema>;
export type VpinRetiredData = z.infer<typeof vpinRetiredDataSchema>;
export type VpinRevertedData = z.infer<typeof vpinRevertedDataSchema>;

export type VpinMergedEvent = VpinEnvelope<'vpin.merged', VpinMergedData>;
export type VpinSplitEvent = VpinEnvelope<'vpin.split', VpinSplitData>;
export type VpinRetiredEvent = VpinEnvelope<'vpin.retired', VpinRetiredData>;
export type VpinMergeRevertedEvent = VpinEnvelope<'vpin.merge.reverted', VpinRevertedData>;
export type VpinRetireRevertedEvent = VpinEnvelope<'vpin.retire.reverted', VpinRevertedData>;

/** Every V-PIN event the receiver knows. */
export type KnownVpinEvent =
  | VpinMergedEvent
  | VpinSplitEvent
  | VpinRetiredEvent
  | VpinMergeRevertedEvent
  | VpinRetireRevertedEvent;

export const vpinDataSchemas = {
  'vpin.merged': vpinMergedDataSchema,
  'vpin.split': vpinSplitDataSchema,
  'vpin.retired': vpinRetiredDataSchema,
  'vpin.merge.reverted': vpinRevertedDataSchema,
  'vpin.retire.reverted': vpinRevertedDataSchema,
} as const;

export type KnownVpinEventType = keyof typeof vpinDataSchemas;

export function isKnownVpinEventType(type: string): type is KnownVpinEventType {
  return Object.hasOwn(vpinDataSchemas, type);
}
