import { type EventStamp, envelope, mask, reason, resolutionEndpoint, type SentVpinEnvelope } from './events';
import { defaultRedirectWindowDays } from './registry';

/** Event types `:test` can send (4.12). */
export const testableTypes = ['vpin.merged', 'vpin.split', 'vpin.retired'] as const;
export type TestableType = (typeof testableTypes)[number];

/**
 * A mock event for `POST /v1/vpin/webhooks/subscriptions/{id}:test`: a well-formed envelope with sample
 * V-PINs (`VP-TEST-...`) and `trace.source` `webhook-test`; it changes no V-PIN's state.
 */
export function mockEvent(type: TestableType, stamp: EventStamp): SentVpinEnvelope {
  const { nowMs } = stamp;
  const at = new Date(nowMs).toISOString();
  const source = 'webhook-test';
  if (type === 'vpin.merged') {
    return envelope(
      type,
      {
        canonical_vpin: 'VP-TEST-CANONICAL',
        superseded: [{ vpin: 'VP-TEST-SUPERSEDED', first_seen_at: at, last_used_at: at }],
        effective_at: at,
        reason: reason('NEW_DATA_AVAILABLE'),
        actions: {
          redirect_window_days: defaultRedirectWindowDays,
          resolution_endpoint: resolutionEndpoint,
          replay_from: at,
        },
      },
      stamp,
      source,
    );
  }
  if (type === 'vpin.split') {
    return envelope(
      type,
      {
        source_vpin: 'VP-TEST-SOURCE',
        replacements: ['VP-TEST-REPLACEMENT-1', 'VP-TEST-REPLACEMENT-2'].map((vpin) => ({
          vpin,
          first_seen_at: at,
          links: [
            { name: 'first_name', value: mask('TESTER') },
            { name: 'last_name', value: mask('SANDBOX') },
          ],
        })),
        effective_at: at,
        reason: reason('COLLISION_DETECTED'),
        actions: { resolution_endpoint: resolutionEndpoint, superseded_vpin_status: 'retired' },
      },
      stamp,
      source,
    );
  }
  return envelope(
    type,
    { vpin: 'VP-TEST-RETIRED', retired_at: at, reason: reason('HUMAN_REVIEW') },
    stamp,
    source,
  );
}
