import {
  vpinEnvelopeSchema as coreVpinEnvelopeSchema,
  type VpinEventType,
  vpinEventTypes,
  vpinMergedDataSchema,
  vpinRetiredDataSchema,
  vpinRevertedDataSchema,
  vpinSplitDataSchema,
} from '@veriframe/core/schemas';
import { z } from 'zod';

/**
 * V-PIN deliveries (2.6, 6.4) as the receiver reads them. The event names and each payload's rules are core's
 * (`@veriframe/core/schemas`, written once from the spec): `reason` with its `code` and `summary` is required on
 * every known event, as 2.6 says. The envelope is core's, loosened here: unknown fields are kept (9.3), and a
 * delivery is refused only for what the receiver needs (`id`, `type`, `data`), not for a missing or newer
 * `version`, `created_at` or `trace`.
 */
export const vpinEnvelopeSchema = coreVpinEnvelopeSchema.extend({
  version: z.string().optional(),
  created_at: z.string().optional(),
  trace: coreVpinEnvelopeSchema.shape.trace.partial().optional(),
});

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

export type {
  VpinMergedData,
  VpinRetiredData,
  VpinRevertedData,
  VpinSplitData,
} from '@veriframe/core/schemas';

import type {
  VpinMergedData,
  VpinRetiredData,
  VpinRevertedData,
  VpinSplitData,
} from '@veriframe/core/schemas';

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

/** Each known event's payload schema, by core's event names (a name core adds fails this typecheck). */
export const vpinDataSchemas = {
  'vpin.merged': vpinMergedDataSchema,
  'vpin.split': vpinSplitDataSchema,
  'vpin.retired': vpinRetiredDataSchema,
  'vpin.merge.reverted': vpinRevertedDataSchema,
  'vpin.retire.reverted': vpinRevertedDataSchema,
} as const satisfies Record<VpinEventType, z.ZodType>;

export type KnownVpinEventType = VpinEventType;

export function isKnownVpinEventType(type: string): type is KnownVpinEventType {
  return (vpinEventTypes as readonly string[]).includes(type);
}
