import { type VpinEnvelope, type VpinEventType, vpinEventTypes } from '@veriframe/core/schemas';
import type { SandboxRandom } from '../../kernel/random';

/** 2.6 / 9.2: the payload contract version of every envelope. */
export const vpinEventVersion = '2025-09-10';

// 6.4: every event kind is core's list (the shape).
export { type VpinEventType, vpinEventTypes };

/** Reason codes seen in the spec per event kind (2.6); the first is the default. */
export const reasonCodes: Record<VpinEventType, readonly string[]> = {
  'vpin.merged': ['NEW_DATA_AVAILABLE', 'HUMAN_REVIEW', 'AI_AGENT_REVIEW'],
  'vpin.split': ['COLLISION_DETECTED', 'HUMAN_REVIEW', 'AI_AGENT_REVIEW'],
  'vpin.retired': ['HUMAN_REVIEW', 'AI_AGENT_REVIEW', 'EXTERNAL_DATA_CONFLICT'],
  'vpin.merge.reverted': ['HUMAN_REVIEW', 'AI_AGENT_REVIEW'],
  'vpin.retire.reverted': ['HUMAN_REVIEW', 'AI_AGENT_REVIEW'],
};

const summaries: Record<string, string> = {
  NEW_DATA_AVAILABLE: 'New data shows these V-PINs identify the same person.',
  HUMAN_REVIEW: 'A human reviewer made this decision.',
  AI_AGENT_REVIEW: 'An automated review agent made this decision.',
  COLLISION_DETECTED: 'One V-PIN was used for more than one person.',
  EXTERNAL_DATA_CONFLICT: 'External data conflicts with this identity.',
};

/** 2.6 `reason`: code, summary and signals. */
export function reason(code: string) {
  const signal =
    code === 'HUMAN_REVIEW'
      ? 'human_review'
      : code === 'AI_AGENT_REVIEW'
        ? 'ai_agent_review'
        : 'external_data_source';
  return { code, summary: summaries[code] ?? code, signals: [{ name: signal, value: true }] };
}

/** The 2.6 envelope, exactly what is POSTed (and signed) to subscriptions: core's `VpinEnvelope` of a known kind. */
export type SentVpinEnvelope = Pick<VpinEnvelope, 'id' | 'version' | 'created_at' | 'data' | 'trace'> & {
  type: VpinEventType;
};

/** The virtual time and the id source an event is stamped with. */
export interface EventStamp {
  nowMs: number;
  random: SandboxRandom;
}

/** Wraps a payload in a fresh envelope stamped with the virtual time. */
export function envelope(
  type: VpinEventType,
  data: Record<string, unknown>,
  stamp: EventStamp,
  source = 'vpin-monitor',
): SentVpinEnvelope {
  const { nowMs, random } = stamp;
  return {
    id: `evt_${random.hex(12)}`,
    type,
    version: vpinEventVersion,
    created_at: new Date(nowMs).toISOString(),
    data,
    trace: { correlation_id: `corr_${random.hex(8)}`, source },
  };
}

/** The resolution path template sent in `actions.resolution_endpoint`. */
export const resolutionEndpoint = '/v1/vpin/resolve/{vpin}';

/** Masks all but the first character with asterisks (2.6 split `links[]`). */
export function mask(value: string): string {
  return value.length <= 1 ? '*' : `${value[0]}${'*'.repeat(value.length - 1)}`;
}
