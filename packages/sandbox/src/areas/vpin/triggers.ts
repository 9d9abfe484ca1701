import { fieldRefusal } from '../../kernel/service-error';
import { parseBody } from '../../kernel/validate';
import { vpinTriggerSchemas, vpinTriggerTypeSchema } from './admin-schemas';
import { type EventStamp, envelope, mask, reason, resolutionEndpoint, type SentVpinEnvelope } from './events';
import type { VpinHub } from './hub';
import { newVpin, type VpinRegistry } from './registry';

/** The event an admin call asks for, and how it moves the registry once accepted. */
type Built = { envelope: SentVpinEnvelope; apply: () => void };

/** What every builder reads: the admin body, the registry and hub it checks, and the time it stamps. */
interface TriggerInput {
  body: Record<string, unknown>;
  registry: VpinRegistry;
  hub: VpinHub;
  stamp: EventStamp;
  /** The virtual now, as an ISO time. */
  at: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Builds the event an admin call asks for (`POST /__sandbox/vpin/events`), validating the V-PINs and the
 * lifecycle of 3.4 (the body's fields by the admin schemas, `vpinTriggerSchemas`). `apply()` moves the
 * registry once the event is accepted. Throws the refusal: 400 a bad field, 404 `not_found` (an unknown V-PIN or
 * event), 409 `invalid_transition` (the wrong state in 3.4's lifecycle).
 */
export function buildTrigger(
  body: Record<string, unknown>,
  registry: VpinRegistry,
  hub: VpinHub,
  stamp: EventStamp,
): Built {
  const { type } = parseBody(vpinTriggerTypeSchema, body);
  const input: TriggerInput = { body, registry, hub, stamp, at: iso(stamp.nowMs) };
  if (type === 'vpin.merged') return buildMerged(input);
  if (type === 'vpin.split') return buildSplit(input);
  if (type === 'vpin.retired') return buildRetired(input);
  if (type === 'vpin.retire.reverted') return buildRetireReverted(input);
  return buildMergeReverted(input);
}

/** `vpin.merged`: active superseded V-PINs fold into an active canonical one. */
function buildMerged({ body, registry, stamp, at }: TriggerInput): Built {
  const {
    reason_code: code,
    canonical_vpin: canonical,
    superseded,
    redirect_window_days: days,
  } = parseBody(vpinTriggerSchemas['vpin.merged'], body);
  const canon = registry.get(canonical);
  if (!canon) throw fieldRefusal(404, 'not_found', 'canonical_vpin', `unknown V-PIN ${canonical}`);
  if (canon.status !== 'active')
    throw fieldRefusal(409, 'invalid_transition', 'canonical_vpin', `must be active (is ${canon.status})`);
  for (const [i, v] of superseded.entries()) {
    const record = registry.get(v);
    if (!record) throw fieldRefusal(404, 'not_found', `superseded[${i}]`, `unknown V-PIN ${v}`);
    if (v === canonical)
      throw fieldRefusal(409, 'invalid_transition', `superseded[${i}]`, 'must differ from canonical_vpin');
    if (record.status !== 'active')
      throw fieldRefusal(
        409,
        'invalid_transition',
        `superseded[${i}]`,
        `must be active (is ${record.status})`,
      );
  }
  const records = superseded.map((v) => registry.get(v)!);
  const replayFrom = Math.min(...records.map((r) => r.firstSeenAt));
  return {
    envelope: envelope(
      'vpin.merged',
      {
        canonical_vpin: canonical,
        superseded: records.map((r) => ({
          vpin: r.vpin,
          first_seen_at: iso(r.firstSeenAt),
          last_used_at: iso(r.lastUsedAt),
        })),
        effective_at: at,
        reason: reason(code),
        actions: {
          redirect_window_days: days,
          resolution_endpoint: resolutionEndpoint,
          replay_from: iso(replayFrom),
        },
      },
      stamp,
    ),
    apply: () => registry.merge(canonical, superseded, days, stamp.nowMs),
  };
}

/** First names of the people a split V-PIN turns out to be, one per replacement (at most 10). */
const splitNames = [
  'JORDAN',
  'TAYLOR',
  'MORGAN',
  'CASEY',
  'RILEY',
  'AVERY',
  'QUINN',
  'HARPER',
  'ROWAN',
  'SAGE',
];

/** `vpin.split`: an active V-PIN turns out to be several people, each with a new V-PIN. */
function buildSplit({ body, registry, stamp, at }: TriggerInput): Built {
  const {
    reason_code: code,
    source_vpin: source,
    replacements: count,
  } = parseBody(vpinTriggerSchemas['vpin.split'], body);
  const record = registry.get(source);
  if (!record) throw fieldRefusal(404, 'not_found', 'source_vpin', `unknown V-PIN ${source}`);
  if (record.status !== 'active')
    throw fieldRefusal(409, 'invalid_transition', 'source_vpin', `must be active (is ${record.status})`);
  const replacements = Array.from({ length: count }, () => newVpin(stamp.random));
  return {
    envelope: envelope(
      'vpin.split',
      {
        source_vpin: source,
        replacements: replacements.map((vpin, i) => ({
          vpin,
          first_seen_at: at,
          links: [
            { name: 'first_name', value: mask(splitNames[i]!) },
            { name: 'last_name', value: mask('SANDBOX') },
            { name: 'date_of_birth', value: `19${80 + i}****` },
            { name: 'verification_confirmation_number', value: `10000${i}****` },
          ],
        })),
        effective_at: at,
        reason: reason(code),
        actions: { resolution_endpoint: resolutionEndpoint, superseded_vpin_status: 'retired' },
      },
      stamp,
    ),
    apply: () => void registry.split(source, replacements, stamp.nowMs),
  };
}

/** `vpin.retired`: a V-PIN that is neither retired nor split is retired. */
function buildRetired({ body, registry, stamp, at }: TriggerInput): Built {
  const { reason_code: code, vpin } = parseBody(vpinTriggerSchemas['vpin.retired'], body);
  const record = registry.get(vpin);
  if (!record) throw fieldRefusal(404, 'not_found', 'vpin', `unknown V-PIN ${vpin}`);
  if (record.status === 'retired' || record.status === 'split') {
    throw fieldRefusal(409, 'invalid_transition', 'vpin', `is already ${record.status}`);
  }
  return {
    envelope: envelope('vpin.retired', { vpin, retired_at: at, reason: reason(code) }, stamp),
    apply: () => registry.retire(vpin, stamp.nowMs),
  };
}

/** `vpin.retire.reverted`: a retired V-PIN is active again. */
function buildRetireReverted({ body, registry, stamp, at }: TriggerInput): Built {
  const { reason_code: code, vpin } = parseBody(vpinTriggerSchemas['vpin.retire.reverted'], body);
  const record = registry.get(vpin);
  if (!record) throw fieldRefusal(404, 'not_found', 'vpin', `unknown V-PIN ${vpin}`);
  if (record.status !== 'retired')
    throw fieldRefusal(409, 'invalid_transition', 'vpin', `must be retired (is ${record.status})`);
  return {
    // Payload not shown in the spec (6.4): the sandbox's shape, documented in the README.
    envelope: envelope(
      'vpin.retire.reverted',
      { vpin, reinstated_at: at, status: 'active', reason: reason(code) },
      stamp,
    ),
    apply: () => registry.reinstate(vpin, stamp.nowMs),
  };
}

/** `vpin.merge.reverted`: names the merge it undoes by event id; its superseded V-PINs are active again. */
function buildMergeReverted({ body, registry, hub, stamp, at }: TriggerInput): Built {
  const { reason_code: code, event_id: eventId } = parseBody(vpinTriggerSchemas['vpin.merge.reverted'], body);
  const merged = hub.events.get(eventId);
  if (merged?.envelope.type !== 'vpin.merged' || merged.envelope.trace.source !== 'vpin-monitor') {
    throw fieldRefusal(404, 'not_found', 'event_id', `no vpin.merged event ${eventId}`);
  }
  if (merged.reverted)
    throw fieldRefusal(409, 'invalid_transition', 'event_id', 'this merge was already reverted');
  const data = merged.envelope.data as { canonical_vpin: string; superseded: { vpin: string }[] };
  const restored = data.superseded.map((s) => s.vpin);
  return {
    envelope: envelope(
      'vpin.merge.reverted',
      {
        canonical_vpin: data.canonical_vpin,
        restored: restored.map((vpin) => ({ vpin, status: 'active' })),
        reverted_event_id: eventId,
        effective_at: at,
        reason: reason(code),
      },
      stamp,
    ),
    apply: () => {
      merged.reverted = true;
      registry.revertMerge(restored, stamp.nowMs);
    },
  };
}
