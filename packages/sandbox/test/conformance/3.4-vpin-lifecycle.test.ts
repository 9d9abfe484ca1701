import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../helpers';
import { emit, issue, resolve } from './vpin-support';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const day = 86_400;

describe('3.4 V-PIN lifecycle', () => {
  it('active → superseded by canonical_vpin on vpin.merged; auto-resolution for redirect_window_days', async () => {
    const [canonical, old] = [await issue(t, 'VP-CANON-1'), await issue(t, 'VP-OLD-1')];
    const merged = await emit(t, { type: 'vpin.merged', canonical_vpin: canonical, superseded: [old] });
    expect(merged.status).toBe(201);
    expect(merged.body.event.data.actions.redirect_window_days).toBe(90);
    const res = await resolve(t, old);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      input: old,
      canonical_vpin: canonical,
      superseded: true,
      effective_at: merged.body.event.data.effective_at,
    });
    await t.advance(89 * day);
    expect((await resolve(t, old)).body.canonical_vpin).toBe(canonical);
    // After the window: no longer auto-resolved (documented choice: 404 with reason REDIRECT_WINDOW_ENDED).
    await t.advance(2 * day);
    const after = await resolve(t, old);
    expect(after.status).toBe(404);
    expect(after.body).toMatchObject({ error: 'VPIN_NOT_FOUND', reason: 'REDIRECT_WINDOW_ENDED' });
    expect((await resolve(t, canonical)).status).toBe(200);
  });

  it('a custom redirect window and chains of merges resolve to the final canonical V-PIN', async () => {
    const [a, b, c] = [await issue(t), await issue(t), await issue(t)];
    await emit(t, { type: 'vpin.merged', canonical_vpin: b, superseded: [a], redirect_window_days: 10 });
    await emit(t, { type: 'vpin.merged', canonical_vpin: c, superseded: [{ vpin: b }] });
    expect((await resolve(t, a)).body.canonical_vpin).toBe(c);
    await t.advance(11 * day);
    expect((await resolve(t, a)).status).toBe(404);
    expect((await resolve(t, b)).body.canonical_vpin).toBe(c);
  });

  it('active → source retired on vpin.split; resolution answers 409 with the replacements', async () => {
    const source = await issue(t);
    const split = await emit(t, { type: 'vpin.split', source_vpin: source, replacements: 3 });
    expect(split.status).toBe(201);
    const data = split.body.event.data;
    expect(data.actions.superseded_vpin_status).toBe('retired');
    expect(data.replacements).toHaveLength(3);
    for (const r of data.replacements) {
      expect(r.links.map((l: { name: string }) => l.name)).toEqual([
        'first_name',
        'last_name',
        'date_of_birth',
        'verification_confirmation_number',
      ]);
      expect(r.links[0].value).toMatch(/^\w\*+$/);
    }
    const res = await resolve(t, source);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      input: source,
      split: true,
      replacements: data.replacements.map((r: { vpin: string }) => ({
        vpin: r.vpin,
        effective_at: data.effective_at,
      })),
    });
    // Replacements are active and monitored.
    expect((await resolve(t, data.replacements[0].vpin)).body.superseded).toBe(false);
  });

  it('active → retired on vpin.retired (must be purged: resolution 404, reason RETIRED)', async () => {
    const vpin = await issue(t);
    const retired = await emit(t, { type: 'vpin.retired', vpin, reason_code: 'EXTERNAL_DATA_CONFLICT' });
    expect(retired.body.event.data).toEqual({
      vpin,
      retired_at: expect.any(String),
      reason: expect.objectContaining({ code: 'EXTERNAL_DATA_CONFLICT', summary: expect.any(String) }),
    });
    const res = await resolve(t, vpin);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'VPIN_NOT_FOUND', reason: 'RETIRED' });
  });

  it('superseded → active again on vpin.merge.reverted', async () => {
    const [canonical, old] = [await issue(t), await issue(t)];
    const merged = await emit(t, { type: 'vpin.merged', canonical_vpin: canonical, superseded: [old] });
    const reverted = await emit(t, { type: 'vpin.merge.reverted', event_id: merged.body.event.id });
    expect(reverted.status).toBe(201);
    expect(reverted.body.event.data).toMatchObject({
      canonical_vpin: canonical,
      restored: [{ vpin: old, status: 'active' }],
      reverted_event_id: merged.body.event.id,
    });
    expect((await resolve(t, old)).body).toMatchObject({ canonical_vpin: old, superseded: false });
    const again = await emit(t, { type: 'vpin.merge.reverted', event_id: merged.body.event.id });
    expect(again.status).toBe(409);
  });

  it('retired → reinstated on vpin.retire.reverted', async () => {
    const vpin = await issue(t);
    await emit(t, { type: 'vpin.retired', vpin });
    const reinstated = await emit(t, { type: 'vpin.retire.reverted', vpin });
    expect(reinstated.status).toBe(201);
    expect(reinstated.body.event.data).toMatchObject({ vpin, status: 'active' });
    expect((await resolve(t, vpin)).status).toBe(200);
  });
});

describe('3.4 invalid transitions and bad trigger input (admin API)', () => {
  it('unknown V-PINs are 404 naming the field; wrong states 409; bad fields 400', async () => {
    const vpin = await issue(t);
    const unknown = await emit(t, { type: 'vpin.merged', canonical_vpin: vpin, superseded: ['VP-NOPE'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.issues[0].field).toBe('superseded[0]');
    expect((await emit(t, { type: 'vpin.retire.reverted', vpin })).status).toBe(409);
    expect((await emit(t, { type: 'vpin.merged', canonical_vpin: vpin, superseded: [vpin] })).status).toBe(
      409,
    );
    const badType = await emit(t, { type: 'vpin.exploded' });
    expect(badType.status).toBe(400);
    expect(badType.body.issues[0].field).toBe('type');
    const badReason = await emit(t, { type: 'vpin.retired', vpin, reason_code: 'BECAUSE' });
    expect(badReason.body.issues[0].field).toBe('reason_code');
    const badCount = await emit(t, { type: 'vpin.split', source_vpin: vpin, replacements: 1 });
    expect(badCount.body.issues[0].field).toBe('replacements');
    const badIssue = await t.admin('POST', '/vpin/issue', { vpin: 'has spaces!' });
    expect(badIssue.status).toBe(400);
  });
});
