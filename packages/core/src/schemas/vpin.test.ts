import { describe, expect, it } from 'vitest';
import {
  type VpinEvent,
  vpinErrorSchema,
  vpinEventSchema,
  vpinResolveResponseSchema,
  vpinResolveSplitSchema,
  vpinSubscriptionRequestSchema,
  vpinSubscriptionSchema,
  vpinTestRequestSchema,
} from './index';

const envelope = {
  id: 'evt_1',
  version: '2025-09-10',
  created_at: '2025-09-10T12:00:00.000Z',
  trace: { correlation_id: 'corr-1', source: 'vpin-graph' },
};
const reason = {
  code: 'HUMAN_REVIEW',
  summary: 'Reviewed',
  signals: [
    { name: 'human_review', value: true },
    { name: 'external_data_source', value: 'bureau' },
  ],
};
const merged = {
  ...envelope,
  type: 'vpin.merged',
  data: {
    canonical_vpin: 'VP-1',
    superseded: [
      { vpin: 'VP-2', first_seen_at: '2025-01-01T00:00:00.000Z', last_used_at: '2025-09-01T00:00:00.000Z' },
    ],
    effective_at: '2025-09-10T12:00:00.000Z',
    reason: { ...reason, code: 'NEW_DATA_AVAILABLE' },
    actions: {
      redirect_window_days: 90,
      resolution_endpoint: '/v1/vpin/resolve/{vpin}',
      replay_from: '2025-01-01T00:00:00.000Z',
    },
  },
};
const split = {
  ...envelope,
  type: 'vpin.split',
  data: {
    source_vpin: 'VP-3',
    replacements: [
      {
        vpin: 'VP-4',
        first_seen_at: '2025-09-10T12:00:00.000Z',
        links: [
          { name: 'first_name', value: 'A**' },
          { name: 'date_of_birth', value: '1990-**-**' },
        ],
      },
    ],
    effective_at: '2025-09-10T12:00:00.000Z',
    reason: { code: 'COLLISION_DETECTED', summary: 'Two people' },
    actions: { resolution_endpoint: '/v1/vpin/resolve/{vpin}', superseded_vpin_status: 'retired' },
  },
};
const retired = {
  ...envelope,
  type: 'vpin.retired',
  data: {
    vpin: 'VP-5',
    retired_at: '2025-09-10T12:00:00.000Z',
    reason: { code: 'EXTERNAL_DATA_CONFLICT', summary: 'x' },
  },
};

describe('V-PIN schemas', () => {
  it('parses merged, split, retired and narrows on type', () => {
    const events: VpinEvent[] = [merged, split, retired].map((event) => vpinEventSchema.parse(event));
    const first = events[0];
    if (first?.type !== 'vpin.merged' || 'known' in first) throw new Error('expected a merged event');
    expect(first.data.canonical_vpin).toBe('VP-1');
    expect(events.map((event) => event.type)).toEqual(['vpin.merged', 'vpin.split', 'vpin.retired']);
  });

  it('accepts permissive reverted payloads', () => {
    const reverted = { ...envelope, type: 'vpin.merge.reverted', data: { anything: ['goes'] } };
    expect(vpinEventSchema.parse(reverted).data).toEqual({ anything: ['goes'] });
    expect(vpinEventSchema.safeParse({ ...reverted, type: 'vpin.retire.reverted', data: {} }).success).toBe(
      true,
    );
  });

  it('accepts unknown event types with the envelope checked, marked known: false', () => {
    const parsed = vpinEventSchema.parse({ ...envelope, type: 'vpin.renamed', data: { x: 1 } });
    expect(parsed).toMatchObject({ type: 'vpin.renamed', known: false, data: { x: 1 } });
    expect(vpinEventSchema.safeParse({ ...envelope, type: 'vpin.renamed' }).error?.issues[0]?.path).toEqual([
      'data',
    ]);
  });

  it('does not let a malformed known event fall back to the unknown branch', () => {
    const bad = { ...merged, data: { ...merged.data, canonical_vpin: 7, effective_at: 'yesterday' } };
    const result = vpinEventSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'data.canonical_vpin',
      'data.effective_at',
    ]);
  });

  it('rejects a bad envelope (version, created_at, trace)', () => {
    const result = vpinEventSchema.safeParse({ ...merged, version: 'v1', created_at: 'now', trace: {} });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['version', 'created_at', 'trace.correlation_id', 'trace.source']);
  });

  it('parses the resolve 200, 409 and 404 bodies', () => {
    const ok = {
      input: 'VP-2',
      canonical_vpin: 'VP-1',
      superseded: true,
      effective_at: '2025-09-10T12:00:00.000Z',
    };
    expect(vpinResolveResponseSchema.parse(ok).superseded).toBe(true);
    const splitBody = {
      input: 'VP-3',
      split: true,
      replacements: [{ vpin: 'VP-4', effective_at: ok.effective_at }],
    };
    expect(vpinResolveSplitSchema.parse(splitBody).replacements).toHaveLength(1);
    expect(vpinResolveSplitSchema.safeParse({ ...splitBody, split: false }).success).toBe(false);
    expect(vpinErrorSchema.parse({ error: 'VPIN_NOT_FOUND' }).error).toBe('VPIN_NOT_FOUND');
  });

  it('validates subscription requests (https only) and the 201 answer', () => {
    const request = {
      url: 'https://hooks.example.com/vpin',
      event_types: ['vpin.merged'],
      secret: 's',
      enabled: true,
    };
    expect(vpinSubscriptionRequestSchema.safeParse(request).success).toBe(true);
    const bad = vpinSubscriptionRequestSchema.safeParse({
      ...request,
      url: 'http://hooks.example.com',
      event_types: [],
    });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['url', 'event_types']);
    const created = {
      id: 'sub_1',
      url: request.url,
      event_types: ['vpin.merged'],
      status: 'active',
      created_at: envelope.created_at,
    };
    expect(vpinSubscriptionSchema.parse(created).status).toBe('active');
    expect(vpinTestRequestSchema.safeParse({ type: 'vpin.merge.reverted' }).success).toBe(false);
  });
});
