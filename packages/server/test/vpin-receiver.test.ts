import { describe, expect, it, vi } from 'vitest';
import { MemoryEventStore } from '../src/stores/event-store';
import type { WebhookEvent } from '../src/webhooks/receiver';
import type { VpinMergedEvent } from '../src/webhooks/vpin-events';
import { createVpinWebhookReceiver } from '../src/webhooks/vpin-receiver';
import { signedRequest, vpinEvent } from './helpers';

const secret = 'whsec_vpin_test';
const now = Date.parse('2026-01-01T00:00:00.000Z');
const url = 'http://receiver.test/webhooks/vpin';

const merged = (id: string) =>
  vpinEvent(id, 'vpin.merged', {
    canonical_vpin: 'VP-C',
    superseded: [{ vpin: 'VP-A', first_seen_at: '2025-01-01T00:00:00Z' }],
    effective_at: '2026-01-01T00:00:00.000Z',
    reason: { code: 'NEW_DATA_AVAILABLE', summary: 'same person' },
    actions: {
      redirect_window_days: 90,
      resolution_endpoint: '/v1/vpin/resolve/{vpin}',
      replay_from: '2025-01-01T00:00:00Z',
    },
    future_field: { tolerated: true },
  });

function setup(handlers: Parameters<typeof createVpinWebhookReceiver>[0]['handlers'] = {}) {
  const events: WebhookEvent[] = [];
  const store = new MemoryEventStore({ now: () => now });
  const receiver = createVpinWebhookReceiver({
    secret,
    handlers,
    store,
    now: () => now,
    onEvent: (e) => events.push(e),
  });
  const deliver = (raw: string, opts: Partial<Parameters<typeof signedRequest>[2]> = {}) =>
    receiver.fetch(signedRequest(url, raw, { secret, timestamp: now, eventId: JSON.parse(raw).id, ...opts }));
  return { receiver, deliver, events, store };
}

describe('V-PIN webhook receiver (5, 6.4)', () => {
  it('verifies, parses and hands a typed merged event to its handler, then answers 200', async () => {
    const received: VpinMergedEvent[] = [];
    const { deliver, events } = setup({ merged: (e) => void received.push(e) });
    const res = await deliver(merged('evt_1'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect(received).toHaveLength(1);
    expect(received[0]!.data.canonical_vpin).toBe('VP-C');
    expect(received[0]!.data.superseded[0]!.vpin).toBe('VP-A');
    expect(received[0]!.data.future_field).toEqual({ tolerated: true });
    expect(events.map((e) => [e.outcome, e.eventType])).toEqual([['processed', 'vpin.merged']]);
  });

  it('dispatches split, retired and both reverted events to their handlers', async () => {
    const seen: string[] = [];
    const { deliver } = setup({
      split: (e) =>
        void seen.push(`split:${e.data.source_vpin}>${e.data.replacements.map((r) => r.vpin).join('+')}`),
      retired: (e) => void seen.push(`retired:${e.data.vpin}`),
      mergeReverted: (e) => void seen.push(`merge.reverted:${e.id}`),
      retireReverted: (e) => void seen.push(`retire.reverted:${e.id}`),
    });
    const split = vpinEvent('evt_s', 'vpin.split', {
      source_vpin: 'VP-S',
      replacements: [
        {
          vpin: 'VP-S1',
          first_seen_at: '2025-01-01T00:00:00Z',
          links: [{ name: 'first_name', value: 'J***' }],
        },
        { vpin: 'VP-S2', first_seen_at: '2025-01-01T00:00:00Z', links: [] },
      ],
      effective_at: '2026-01-01T00:00:00Z',
      reason: { code: 'COLLISION_DETECTED', summary: 'two people' },
      actions: { superseded_vpin_status: 'retired' },
    });
    const retired = vpinEvent('evt_r', 'vpin.retired', {
      vpin: 'VP-R',
      retired_at: '2026-01-01T00:00:00Z',
      reason: { code: 'EXTERNAL_DATA_CONFLICT', summary: 'fraud' },
    });
    const mr = vpinEvent('evt_mr', 'vpin.merge.reverted', { anything: 'goes' });
    const rr = vpinEvent('evt_rr', 'vpin.retire.reverted', { vpin: 'VP-R' });
    for (const raw of [split, retired, mr, rr]) expect((await deliver(raw)).status).toBe(200);
    expect(seen).toEqual([
      'split:VP-S>VP-S1+VP-S2',
      'retired:VP-R',
      'merge.reverted:evt_mr',
      'retire.reverted:evt_rr',
    ]);
  });

  it('acknowledges an unknown event type with 2xx without calling handlers', async () => {
    let calls = 0;
    const { deliver, events } = setup({ merged: () => void calls++ });
    const res = await deliver(vpinEvent('evt_u', 'vpin.something_new', { x: 1 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, ignored: true });
    expect(calls).toBe(0);
    expect(events[0]!.outcome).toBe('ignored');
  });

  it('deduplicates by X-Service-Event-Id: the handler runs once', async () => {
    let calls = 0;
    const { deliver } = setup({ merged: () => void calls++ });
    const first = await deliver(merged('evt_dup'));
    const second = await deliver(merged('evt_dup'));
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ received: true, duplicate: true });
    expect(calls).toBe(1);
  });

  it('answers 500 when the handler throws, does not mark the id seen, and processes the retry', async () => {
    let attempts = 0;
    const { deliver, store, events } = setup({
      merged: () => {
        attempts++;
        if (attempts === 1) throw new Error('database down');
      },
    });
    const failed = await deliver(merged('evt_retry'));
    expect(failed.status).toBe(500);
    const body = await failed.json();
    expect(body.code).toBe('webhook_handler_failed');
    expect(JSON.stringify(body)).not.toContain('database down');
    expect(store.isDone('vpin:event:evt_retry')).toBe(false);
    expect(events[0]).toMatchObject({ outcome: 'failed', error: 'database down' });
    const retried = await deliver(merged('evt_retry'));
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ received: true });
    expect(attempts).toBe(2);
    expect(store.isDone('vpin:event:evt_retry')).toBe(true);
  });

  it('runs a handler once when the same event arrives twice at the same time', async () => {
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { deliver } = setup({
      merged: async () => {
        calls++;
        await gate;
      },
    });
    const first = deliver(merged('evt_conc'));
    await vi.waitFor(() => expect(calls).toBe(1)); // the first holds the claim in its handler (not a guessed 10 ms)
    const second = await deliver(merged('evt_conc'));
    expect(second.status).toBe(409);
    release();
    expect((await first).status).toBe(200);
    expect(calls).toBe(1);
  });

  it.each([
    [
      'tampered body',
      (raw: string) => ({ body: raw.replace('VP-C', 'VP-X') }),
      401,
      'webhook_signature_invalid',
    ],
    ['wrong secret', () => ({ opts: { secret: 'whsec_wrong' } }), 401, 'webhook_signature_invalid'],
    [
      'stale timestamp (5 min + 1 ms old)',
      () => ({ opts: { timestamp: now - 300_001 } }),
      401,
      'webhook_timestamp_out_of_range',
    ],
    [
      'future timestamp (5 min + 1 ms ahead)',
      () => ({ opts: { timestamp: now + 300_001 } }),
      401,
      'webhook_timestamp_out_of_range',
    ],
    ['missing signature', () => ({ opts: { signature: null } }), 401, 'webhook_signature_missing'],
    ['odd-length signature', () => ({ opts: { signature: 'abc' } }), 401, 'webhook_signature_invalid'],
    ['missing event id', () => ({ opts: { eventId: null } }), 400, 'webhook_event_id_missing'],
    [
      'event id not the envelope id',
      () => ({ opts: { eventId: 'evt_other' } }),
      422,
      'webhook_invalid_payload',
    ],
  ] as const)('rejects a %s without calling the handler', async (_name, change, status, code) => {
    let calls = 0;
    const { receiver, events } = setup({ merged: () => void calls++ });
    const raw = merged('evt_bad');
    const { body, opts } = { body: raw, opts: {}, ...change(raw) } as {
      body: string;
      opts: Record<string, unknown>;
    };
    // Signed over the original raw body; a tampered body is sent with the original signature.
    const signedFor = { secret, timestamp: now, eventId: 'evt_bad', ...opts };
    const request = signedRequest(url, raw, signedFor as Parameters<typeof signedRequest>[2]);
    const res = await receiver.fetch(new Request(request, { body }));
    expect(res.status).toBe(status);
    expect((await res.json()).code).toBe(code);
    expect(calls).toBe(0);
    expect(events[0]!.outcome).toBe('rejected');
  });

  it('rejects a signed but malformed known event with 422 naming the field, and not as processed', async () => {
    const { deliver, store } = setup({});
    const raw = vpinEvent('evt_m', 'vpin.merged', { canonical_vpin: 'VP-C', effective_at: 'x' });
    const res = await deliver(raw);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.code).toBe('webhook_invalid_payload');
    expect(body.issues[0].path).toBe('data.superseded');
    expect(store.isDone('vpin:event:evt_m')).toBe(false);
  });

  it("requires reason with its code and summary on every known event, as spec 2.6 says (core's rule, written once)", async () => {
    const { deliver, store } = setup({ merged: () => undefined, retired: () => undefined });
    const { reason: _reason, ...withoutReason } = JSON.parse(merged('x')).data;
    const missing = await deliver(vpinEvent('evt_r1', 'vpin.merged', withoutReason));
    expect(missing.status).toBe(422);
    expect((await missing.json()).issues.map((i: { path: string }) => i.path)).toEqual(['data.reason']);
    const noSummary = vpinEvent('evt_r2', 'vpin.retired', {
      vpin: 'VP-X',
      retired_at: '2026-01-01T00:00:00.000Z',
      reason: { code: 'HUMAN_REVIEW' },
    });
    const refused = await deliver(noSummary);
    expect(refused.status).toBe(422);
    expect((await refused.json()).issues.map((i: { path: string }) => i.path)).toEqual([
      'data.reason.summary',
    ]);
    expect(store.isDone('vpin:event:evt_r1') || store.isDone('vpin:event:evt_r2')).toBe(false);
    const retired = vpinEvent('evt_r3', 'vpin.retired', {
      vpin: 'VP-X',
      retired_at: '2026-01-01T00:00:00.000Z',
      reason: { code: 'HUMAN_REVIEW', summary: 'confirmed fraud' },
    });
    expect((await deliver(retired)).status).toBe(200);
  });

  it('rejects signed non-JSON with 400 and oversized bodies with 413', async () => {
    const { deliver, receiver } = setup({});
    const notJson = await receiver.fetch(
      signedRequest(url, 'not json', { secret, timestamp: now, eventId: 'e' }),
    );
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).code).toBe('webhook_invalid_json');
    const big = await deliver(vpinEvent('evt_big', 'vpin.unknown', { pad: 'x'.repeat(1024 * 1024) }));
    expect(big.status).toBe(413);
  });

  it('answers 405 to other methods and refuses to start without a secret', async () => {
    const { receiver } = setup({});
    expect((await receiver.fetch(new Request(url))).status).toBe(405);
    expect(() => createVpinWebhookReceiver({ secret: '' })).toThrow(/secret/);
  });
});
