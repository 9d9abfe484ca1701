import { isRecord } from '../../kernel/http';
import {
  type EventStamp,
  envelope,
  mask,
  reason,
  reasonCodes,
  resolutionEndpoint,
  type VpinEnvelope,
  type VpinEventType,
} from './events';
import type { VpinHub } from './hub';
import { defaultRedirectWindowDays, newVpin, type VpinRegistry } from './registry';

/** Why an admin event could not be emitted: a 400 (bad field), 404 (unknown V-PIN/event) or 409 (wrong state). */
export interface TriggerError {
  status: 400 | 404 | 409;
  error: string;
  field: string;
  rule: string;
}

type Built = { ok: true; envelope: VpinEnvelope; apply: () => void } | { ok: false; error: TriggerError };

const bad = (field: string, rule: string): Built => ({
  ok: false,
  error: { status: 400, error: 'invalid_request', field, rule },
});
const missing = (field: string, rule: string): Built => ({
  ok: false,
  error: { status: 404, error: 'not_found', field, rule },
});
const conflict = (field: string, rule: string): Built => ({
  ok: false,
  error: { status: 409, error: 'invalid_transition', field, rule },
});

function reasonCode(type: VpinEventType, value: unknown): string | null {
  if (value === undefined) return reasonCodes[type][0]!;
  return typeof value === 'string' && reasonCodes[type].includes(value) ? value : null;
}

/**
 * Builds the event an admin call asks for (`POST /__sandbox/vpin/events`), validating the V-PINs and the
 * lifecycle of 3.4. `apply()` moves the registry once the event is accepted.
 */
export function buildTrigger(
  body: Record<string, unknown>,
  registry: VpinRegistry,
  hub: VpinHub,
  stamp: EventStamp,
): Built {
  const { nowMs } = stamp;
  const type = body.type as VpinEventType;
  if (!Object.hasOwn(reasonCodes, String(type))) {
    return bad('type', `must be one of ${Object.keys(reasonCodes).join(', ')}`);
  }
  const code = reasonCode(type, body.reason_code);
  if (!code) return bad('reason_code', `must be one of ${reasonCodes[type].join(', ')}`);
  const iso = (ms: number) => new Date(ms).toISOString();
  const at = iso(nowMs);

  if (type === 'vpin.merged') {
    const canonical = body.canonical_vpin;
    if (typeof canonical !== 'string' || canonical === '') return bad('canonical_vpin', 'required string');
    const list = body.superseded;
    if (!Array.isArray(list) || list.length === 0)
      return bad('superseded', 'required non-empty array of V-PINs');
    const superseded = list.map((v) => (isRecord(v) ? v.vpin : v));
    if (superseded.some((v) => typeof v !== 'string'))
      return bad('superseded', 'items must be V-PIN strings or { vpin }');
    const days = body.redirect_window_days ?? defaultRedirectWindowDays;
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 0) {
      return bad('redirect_window_days', 'must be a non-negative integer');
    }
    const canon = registry.get(canonical);
    if (!canon) return missing('canonical_vpin', `unknown V-PIN ${canonical}`);
    if (canon.status !== 'active') return conflict('canonical_vpin', `must be active (is ${canon.status})`);
    for (const [i, v] of (superseded as string[]).entries()) {
      const record = registry.get(v);
      if (!record) return missing(`superseded[${i}]`, `unknown V-PIN ${v}`);
      if (v === canonical) return conflict(`superseded[${i}]`, 'must differ from canonical_vpin');
      if (record.status !== 'active')
        return conflict(`superseded[${i}]`, `must be active (is ${record.status})`);
    }
    const records = (superseded as string[]).map((v) => registry.get(v)!);
    const replayFrom = Math.min(...records.map((r) => r.firstSeenAt));
    return {
      ok: true,
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
      apply: () => registry.merge(canonical, superseded as string[], days, nowMs),
    };
  }

  if (type === 'vpin.split') {
    const source = body.source_vpin;
    if (typeof source !== 'string' || source === '') return bad('source_vpin', 'required string');
    const count = body.replacements ?? 2;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 2 || count > 10) {
      return bad('replacements', 'must be an integer from 2 to 10 (the number of new V-PINs)');
    }
    const record = registry.get(source);
    if (!record) return missing('source_vpin', `unknown V-PIN ${source}`);
    if (record.status !== 'active') return conflict('source_vpin', `must be active (is ${record.status})`);
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
      ok: true,
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
    const vpin = body.vpin;
    if (typeof vpin !== 'string' || vpin === '') return bad('vpin', 'required string');
    const record = registry.get(vpin);
    if (!record) return missing('vpin', `unknown V-PIN ${vpin}`);
    if (type === 'vpin.retired') {
      if (record.status === 'retired' || record.status === 'split') {
        return conflict('vpin', `is already ${record.status}`);
      }
      return {
        ok: true,
        envelope: envelope(type, { vpin, retired_at: at, reason: reason(code) }, stamp),
        apply: () => registry.retire(vpin, nowMs),
      };
    }
    if (record.status !== 'retired') return conflict('vpin', `must be retired (is ${record.status})`);
    return {
      ok: true,
      // Payload not shown in the spec (6.4): the sandbox's shape, documented in the README.
      envelope: envelope(type, { vpin, reinstated_at: at, status: 'active', reason: reason(code) }, stamp),
      apply: () => registry.reinstate(vpin, nowMs),
    };
  }

  // vpin.merge.reverted: names the merge it undoes by event id.
  const eventId = body.event_id;
  if (typeof eventId !== 'string' || eventId === '')
    return bad('event_id', 'required: id of the vpin.merged event to revert');
  const merged = hub.events.get(eventId);
  if (merged?.envelope.type !== 'vpin.merged' || merged.envelope.trace.source !== 'vpin-monitor') {
    return missing('event_id', `no vpin.merged event ${eventId}`);
  }
  if (merged.reverted) return conflict('event_id', 'this merge was already reverted');
  const data = merged.envelope.data as { canonical_vpin: string; superseded: { vpin: string }[] };
  const restored = data.superseded.map((s) => s.vpin);
  return {
    ok: true,
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
