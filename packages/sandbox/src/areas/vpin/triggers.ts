import { fieldRefusal } from '../../kernel/service-error';
import { parseBody } from '../../kernel/validate';
import { vpinTriggerSchemas, vpinTriggerTypeSchema } from './admin-schemas';
import { type EventStamp, envelope, mask, reason, resolutionEndpoint, type SentVpinEnvelope } from './events';
import type { VpinHub } from './hub';
import { newVpin, type VpinRegistry } from './registry';

/** The event an admin call asks for, and how it moves the registry once accepted. */
type Built = { envelope: SentVpinEnvelope; apply: () => void };

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
  const { nowMs } = stamp;
  const { type } = parseBody(vpinTriggerTypeSchema, body);
  const iso = (ms: number) => new Date(ms).toISOString();
  const at = iso(nowMs);

  if (type === 'vpin.merged') {
    const {
      reason_code: code,
      canonical_vpin: canonical,
      superseded,
      redirect_window_days: days,
    } = parseBody(vpinTriggerSchemas[type], body);
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
        type,
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
      apply: () => registry.merge(canonical, superseded, days, nowMs),
    };
  }

  if (type === 'vpin.split') {
    const {
      reason_code: code,
      source_vpin: source,
      replacements: count,
    } = parseBody(vpinTriggerSchemas[type], body);
    const record = registry.get(source);
    if (!record) throw fieldRefusal(404, 'not_found', 'source_vpin', `unknown V-PIN ${source}`);
    if (record.status !== 'active')
      throw fieldRefusal(409, 'invalid_transition', 'source_vpin', `must be active (is ${record.status})`);
    const replacements = Array.from({ length: count }, () => newVpin(stamp.random));
    const names = [
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
    return {
      envelope: envelope(
        type,
        {
          source_vpin: source,
          replacements: replacements.map((vpin, i) => ({
            vpin,
            first_seen_at: at,
            links: [
              { name: 'first_name', value: mask(names[i]!) },
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
      apply: () => void registry.split(source, replacements, nowMs),
    };
  }

  if (type === 'vpin.retired' || type === 'vpin.retire.reverted') {
    const { reason_code: code, vpin } = parseBody(vpinTriggerSchemas[type], body);
    const record = registry.get(vpin);
    if (!record) throw fieldRefusal(404, 'not_found', 'vpin', `unknown V-PIN ${vpin}`);
    if (type === 'vpin.retired') {
      if (record.status === 'retired' || record.status === 'split') {
        throw fieldRefusal(409, 'invalid_transition', 'vpin', `is already ${record.status}`);
      }
      return {
        envelope: envelope(type, { vpin, retired_at: at, reason: reason(code) }, stamp),
        apply: () => registry.retire(vpin, nowMs),
      };
    }
    if (record.status !== 'retired')
      throw fieldRefusal(409, 'invalid_transition', 'vpin', `must be retired (is ${record.status})`);
    return {
      // Payload not shown in the spec (6.4): the sandbox's shape, documented in the README.
      envelope: envelope(type, { vpin, reinstated_at: at, status: 'active', reason: reason(code) }, stamp),
      apply: () => registry.reinstate(vpin, nowMs),
    };
  }

  // vpin.merge.reverted: names the merge it undoes by event id.
  const { reason_code: code, event_id: eventId } = parseBody(vpinTriggerSchemas[type], body);
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
      type,
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
      registry.revertMerge(restored, nowMs);
    },
  };
}
