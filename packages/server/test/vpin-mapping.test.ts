import { describe, expect, it } from 'vitest';
import type { KnownVpinEvent } from '../src/webhooks/vpin-events';
import { type VpinChange, VpinMapping } from '../src/webhooks/vpin-mapping';

const ev = (id: string, type: KnownVpinEvent['type'], data: Record<string, unknown>) =>
  ({ id, type, data, created_at: '2026-01-01T00:00:00.000Z' }) as KnownVpinEvent;

const mergedAt = (id: string, at: string, superseded: string[], canonical: string) =>
  ev(id, 'vpin.merged', {
    canonical_vpin: canonical,
    superseded: superseded.map((vpin) => ({ vpin })),
    effective_at: at,
  });

describe('VpinMapping (6.4 consumer responsibilities)', () => {
  it('moves superseded V-PINs to the canonical one and follows merge chains', async () => {
    const changes: VpinChange[] = [];
    const mapping = new VpinMapping({ onChange: (c) => void changes.push(c) });
    await mapping.apply(mergedAt('e1', '2026-01-01T00:00:00Z', ['A', 'B'], 'C'));
    await mapping.apply(mergedAt('e2', '2026-01-02T00:00:00Z', ['C'], 'D'));
    expect(await mapping.resolve('A')).toEqual({ status: 'active', vpin: 'D', known: true });
    expect(await mapping.resolve('D')).toEqual({ status: 'active', vpin: 'D', known: false });
    expect(changes).toEqual([
      { kind: 'rekey', from: 'A', to: 'C' },
      { kind: 'rekey', from: 'B', to: 'C' },
      { kind: 'rekey', from: 'C', to: 'D' },
    ]);
  });

  it('re-keys a split source to its replacements and purges a retired V-PIN', async () => {
    const mapping = new VpinMapping();
    const split = ev('s1', 'vpin.split', {
      source_vpin: 'S',
      replacements: [{ vpin: 'S1', links: [{ name: 'first_name', value: 'J***' }] }, { vpin: 'S2' }],
      effective_at: '2026-01-01T00:00:00Z',
    });
    expect(await mapping.apply(split)).toEqual([{ kind: 'split', from: 'S', to: ['S1', 'S2'] }]);
    expect(await mapping.resolve('S')).toEqual({
      status: 'split',
      vpin: 'S',
      replacements: [
        { vpin: 'S1', links: [{ name: 'first_name', value: 'J***' }] },
        { vpin: 'S2', links: [] },
      ],
    });
    expect(
      await mapping.apply(ev('r1', 'vpin.retired', { vpin: 'R', retired_at: '2026-01-01T00:00:00Z' })),
    ).toEqual([{ kind: 'purge', vpin: 'R' }]);
    expect(await mapping.resolve('R')).toEqual({ status: 'retired', vpin: 'R' });
  });

  it('undoes a merge on merge.reverted (by referenced event id or by named V-PINs)', async () => {
    const mapping = new VpinMapping();
    await mapping.apply(mergedAt('m1', '2026-01-01T00:00:00Z', ['A'], 'C'));
    await mapping.apply(mergedAt('m2', '2026-01-01T00:00:00Z', ['B'], 'C'));
    await mapping.apply(
      ev('mr1', 'vpin.merge.reverted', { merge_event_id: 'm1', reverted_at: '2026-01-02T00:00:00Z' }),
    );
    await mapping.apply(
      ev('mr2', 'vpin.merge.reverted', {
        canonical_vpin: 'C',
        superseded: [{ vpin: 'B' }],
        effective_at: '2026-01-02T00:00:00Z',
      }),
    );
    expect(await mapping.resolve('A')).toEqual({ status: 'active', vpin: 'A', known: true });
    expect(await mapping.resolve('B')).toEqual({ status: 'active', vpin: 'B', known: true });
  });

  it('reinstates a retired V-PIN on retire.reverted, but a merge revert does not un-retire', async () => {
    const mapping = new VpinMapping();
    await mapping.apply(ev('r1', 'vpin.retired', { vpin: 'R', retired_at: '2026-01-01T00:00:00Z' }));
    await mapping.apply(ev('x', 'vpin.merge.reverted', { vpin: 'R', effective_at: '2026-01-02T00:00:00Z' }));
    expect((await mapping.resolve('R')).status).toBe('retired');
    await mapping.apply(
      ev('rr', 'vpin.retire.reverted', { vpin: 'R', reinstated_at: '2026-01-03T00:00:00Z' }),
    );
    expect(await mapping.resolve('R')).toEqual({ status: 'active', vpin: 'R', known: true });
  });

  it('tolerates out-of-order delivery: an older event never overrides a newer one', async () => {
    const mapping = new VpinMapping();
    // The revert (day 2) arrives before the merge it undoes (day 1).
    await mapping.apply(
      ev('mr', 'vpin.merge.reverted', { superseded: [{ vpin: 'A' }], effective_at: '2026-01-02T00:00:00Z' }),
    );
    expect(await mapping.apply(mergedAt('m', '2026-01-01T00:00:00Z', ['A'], 'C'))).toEqual([]);
    expect((await mapping.resolve('A')).vpin).toBe('A');
    // A retirement (day 3) delivered before an older merge (day 2) of the same V-PIN stays retired.
    await mapping.apply(ev('r', 'vpin.retired', { vpin: 'B', retired_at: '2026-01-03T00:00:00Z' }));
    await mapping.apply(mergedAt('m2', '2026-01-02T00:00:00Z', ['B'], 'C'));
    expect((await mapping.resolve('B')).status).toBe('retired');
  });

  it('applies each event once, even when redelivered', async () => {
    const changes: VpinChange[] = [];
    const mapping = new VpinMapping({ onChange: (c) => void changes.push(c) });
    const merged = mergedAt('m', '2026-01-01T00:00:00Z', ['A'], 'C');
    await mapping.apply(merged);
    expect(await mapping.apply(merged)).toEqual([]);
    expect(changes).toHaveLength(1);
  });

  it('a failing hook leaves the event unapplied, so its redelivery runs the hooks again', async () => {
    let calls = 0;
    const mapping = new VpinMapping({
      onChange: () => {
        calls++;
        if (calls === 1) throw new Error('db down');
      },
    });
    const retired = ev('r', 'vpin.retired', { vpin: 'R', retired_at: '2026-01-01T00:00:00Z' });
    await expect(mapping.apply(retired)).rejects.toThrow('db down');
    expect(await mapping.apply(retired)).toEqual([{ kind: 'purge', vpin: 'R' }]);
    expect(calls).toBe(2);
    expect(await mapping.apply(retired)).toEqual([]);
  });
});
