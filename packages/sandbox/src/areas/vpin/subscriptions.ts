import type { VpinSubscription, VpinSubscriptionServiceReading } from '@veriframe/core/schemas';
import type { SandboxRandom } from '../../kernel/random';
import type { VpinEventType } from './events';

export interface Subscription {
  id: string;
  url: string;
  event_types: VpinEventType[];
  secret: string;
  enabled: boolean;
  created_at: string;
}

/**
 * A new subscription from a body read with core's service reading (`vpinSubscriptionServiceReadingSchema`:
 * unknown fields ignored, `vpin.merged` required, `enabled` true by default).
 */
export function newSubscription(
  body: VpinSubscriptionServiceReading,
  nowMs: number,
  random: SandboxRandom,
): Subscription {
  return {
    id: `sub_${random.hex(10)}`,
    url: body.url,
    event_types: body.event_types,
    secret: body.secret,
    enabled: body.enabled,
    created_at: new Date(nowMs).toISOString(),
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
