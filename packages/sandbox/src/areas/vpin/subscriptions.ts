import type { VpinSubscription } from '@veriframe/core/schemas';
import type { SandboxRandom } from '../../kernel/random';
import type { FieldIssue } from '../../kernel/service-error';
import { requiredEventType, type VpinEventType, vpinEventTypes } from './events';

export interface Subscription {
  id: string;
  url: string;
  event_types: VpinEventType[];
  secret: string;
  enabled: boolean;
  created_at: string;
}

export type { FieldIssue };

/** Minimum secret length the sandbox accepts (the spec says "one-time generated"; not shown). */
export const minSecretLength = 8;
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** https everywhere; plain http only to a loopback host (local receivers in tests and the demo). */
export function urlIssue(value: unknown): FieldIssue | null {
  if (typeof value !== 'string' || value === '')
    return { field: 'url', rule: 'required string (an https URL)' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { field: 'url', rule: 'must be an absolute URL' };
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && loopbackHosts.has(url.hostname)) return null;
  return {
    field: 'url',
    rule: 'must use https (plain http is accepted only for 127.0.0.1, localhost and [::1])',
  };
}

/**
 * Validates the body of `POST /v1/vpin/webhooks/subscriptions` (4.12). Unknown fields are ignored.
 * `event_types` must include `vpin.merged` (required for monitoring, 6.4); `enabled` defaults to true.
 */
export function parseSubscription(
  body: Record<string, unknown>,
  nowMs: number,
  random: SandboxRandom,
): { ok: true; value: Subscription } | { ok: false; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const url = urlIssue(body.url);
  if (url) issues.push(url);
  const types = body.event_types;
  if (!Array.isArray(types) || types.length === 0) {
    issues.push({ field: 'event_types', rule: 'required non-empty array of event types' });
  } else {
    types.forEach((type, i) => {
      if (!vpinEventTypes.includes(type as VpinEventType)) {
        issues.push({ field: `event_types[${i}]`, rule: `must be one of ${vpinEventTypes.join(', ')}` });
      }
    });
    if (!types.includes(requiredEventType)) {
      issues.push({
        field: 'event_types',
        rule: `must include ${requiredEventType} (required for monitoring)`,
      });
    }
  }
  if (typeof body.secret !== 'string' || body.secret.length < minSecretLength) {
    issues.push({ field: 'secret', rule: `required string of at least ${minSecretLength} characters` });
  }
  if (body.enabled !== undefined && typeof body.enabled !== 'boolean') {
    issues.push({ field: 'enabled', rule: 'must be a boolean' });
  }
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: {
      id: `sub_${random.hex(10)}`,
      url: body.url as string,
      event_types: [...new Set(types as VpinEventType[])],
      secret: body.secret as string,
      enabled: body.enabled !== false,
      created_at: new Date(nowMs).toISOString(),
    },
  };
}

/** The 201 body: never echoes the secret. */
export function publicSubscription(s: Subscription): VpinSubscription {
  return {
    id: s.id,
    url: s.url,
    event_types: s.event_types,
    status: s.enabled ? 'active' : 'disabled',
    created_at: s.created_at,
  } satisfies VpinSubscription;
}
