import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startReceiver, startTestSandbox, type TestSandbox, type WebhookReceiver } from '../helpers';
import { emit, issue, subscribe } from './vpin-support';

let t: TestSandbox;
let receiver: WebhookReceiver;
let other: WebhookReceiver;
beforeAll(async () => {
  t = await startTestSandbox();
  receiver = await startReceiver();
  other = await startReceiver('/other');
});
afterAll(async () => {
  await t.close();
  await receiver.close();
  await other.close();
});
beforeEach(async () => {
  await t.reset();
  receiver.clear();
  other.clear();
});

const secret = 'whsec_delivery_test';
const minute = 60;

async function mergeEvent() {
  const [a, b] = [await issue(t), await issue(t)];
  return emit(t, { type: 'vpin.merged', canonical_vpin: a, superseded: [b] });
}

/** Verifies a delivery the way a consumer must (5): HMAC of `<ts>.<raw body>`, constant-time compare. */
function verify(rawBody: string, headers: Record<string, unknown>, key: string): boolean {
  const expected = createHmac('sha256', key).update(`${headers['x-service-timestamp']}.${rawBody}`).digest();
  const given = Buffer.from(String(headers['x-service-signature']), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('2.6 V-PIN event envelope', () => {
  it('has id, type, version 2025-09-10, created_at (ISO with ms), data and trace', async () => {
    await subscribe(t, receiver.url, secret);
    const merged = await mergeEvent();
    const sent = receiver.requests[0]!.json;
    expect(sent).toEqual(merged.body.event);
    expect(sent).toEqual({
      id: expect.any(String),
      type: 'vpin.merged',
      version: '2025-09-10',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      data: {
        canonical_vpin: expect.any(String),
        superseded: [
          { vpin: expect.any(String), first_seen_at: expect.any(String), last_used_at: expect.any(String) },
        ],
        effective_at: expect.any(String),
        reason: { code: 'NEW_DATA_AVAILABLE', summary: expect.any(String), signals: [expect.any(Object)] },
        actions: {
          redirect_window_days: 90,
          resolution_endpoint: '/v1/vpin/resolve/{vpin}',
          replay_from: expect.any(String),
        },
      },
      trace: { correlation_id: expect.any(String), source: 'vpin-monitor' },
    });
  });
});

describe('6.4 V-PIN delivery rules', () => {
  it('1. POST of the envelope with a signature verifiable with node:crypto and the subscription secret', async () => {
    await subscribe(t, receiver.url, secret);
    await mergeEvent();
    const req = receiver.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/hook');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['x-service-signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(verify(req.rawBody, req.headers, secret)).toBe(true);
    expect(verify(req.rawBody, req.headers, 'another-secret')).toBe(false);
    expect(verify(`${req.rawBody} `, req.headers, secret)).toBe(false);
  });

  it('1. X-Service-Timestamp is milliseconds of the virtual clock; X-Service-Event-Id equals the envelope id', async () => {
    await t.advance(3600);
    const clock = (await t.admin('GET', '/clock')).body.now_ms;
    await subscribe(t, receiver.url, secret);
    const merged = await mergeEvent();
    const req = receiver.requests[0]!;
    const ts = Number(req.headers['x-service-timestamp']);
    expect(req.headers['x-service-timestamp']).toMatch(/^\d{13}$/);
    // Within the 5-minute tolerance of 5 (item 4), measured on the virtual clock.
    expect(Math.abs(ts - clock)).toBeLessThan(5 * 60_000);
    expect(ts - Date.now()).toBeGreaterThan(3_500_000);
    expect(req.headers['x-service-event-id']).toBe(merged.body.event.id);
  });

  it('2-3. a non-2xx is retried after 1, 5, 15, 60 and 120 minutes of virtual time: 6 requests at most', async () => {
    receiver.respondWith(500);
    await subscribe(t, receiver.url, secret);
    await mergeEvent();
    const schedule = [1, 5, 15, 60, 120];
    expect(receiver.requests).toHaveLength(1);
    for (const [i, wait] of schedule.entries()) {
      // A margin of 30 s of virtual time so real time passing during the test never fires a retry early.
      await t.advance(wait * minute - 30);
      expect(receiver.requests).toHaveLength(i + 1);
      await t.advance(30);
      expect(receiver.requests).toHaveLength(i + 2);
    }
    await t.advance(24 * 60 * minute);
    expect(receiver.requests).toHaveLength(6);
    const log = (await t.admin('GET', '/deliveries?kind=vpin.webhook')).body.data;
    expect(log.map((a: { attempt: number; status: number }) => [a.attempt, a.status])).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => [n, 500]),
    );
    expect(log.at(-1).next_attempt_at).toBeNull();
    // Every attempt carries the same event id and a fresh, valid signature.
    for (const req of receiver.requests) {
      expect(req.headers['x-service-event-id']).toBe(receiver.requests[0]!.headers['x-service-event-id']);
      expect(verify(req.rawBody, req.headers, secret)).toBe(true);
    }
  });

  it('2. a 2xx acknowledges and stops the retries', async () => {
    receiver.respondWith(503);
    await subscribe(t, receiver.url, secret);
    await mergeEvent();
    await t.advance(minute);
    receiver.respondWith(204);
    await t.advance(5 * minute);
    expect(receiver.requests).toHaveLength(3);
    await t.advance(300 * minute);
    expect(receiver.requests).toHaveLength(3);
    const log = (await t.admin('GET', '/deliveries?kind=vpin.webhook')).body.data;
    expect(log.map((a: { ok: boolean }) => a.ok)).toEqual([false, false, true]);
  });

  it('2. an unreachable receiver counts as a failure and is retried', async () => {
    await subscribe(t, 'http://127.0.0.1:9/unreachable', secret);
    await mergeEvent();
    await t.advance(minute);
    const log = (await t.admin('GET', '/deliveries?kind=vpin.webhook')).body.data;
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ ok: false, status: null, error: expect.any(String) });
  });

  it('4. duplicates (retries and replays) share the event id', async () => {
    await subscribe(t, receiver.url, secret);
    const merged = await mergeEvent();
    await t.post(
      `/v1/vpin/webhooks/events/${merged.body.event.id}:replay`,
      {},
      {
        authorization: 'Bearer sandbox-vpin-token',
      },
    );
    const ids = receiver.requests.map((r) => r.headers['x-service-event-id']);
    expect(ids).toEqual([merged.body.event.id, merged.body.event.id]);
  });

  it('opt-in types reach only subscribers of that type; disabled subscriptions get nothing', async () => {
    await subscribe(t, receiver.url, secret, ['vpin.retired']);
    await subscribe(t, other.url, secret);
    await subscribe(t, other.url, secret, ['vpin.retired'], { enabled: false });
    const vpin = await issue(t);
    await emit(t, { type: 'vpin.retired', vpin });
    expect(receiver.requests.map((r) => (r.json as { type: string }).type)).toEqual(['vpin.retired']);
    expect(other.requests).toHaveLength(0);
    await mergeEvent();
    expect(receiver.requests).toHaveLength(2);
    expect(other.requests).toHaveLength(1);
  });
});

describe('7.7 V-PIN errors', () => {
  it('webhook receiver non-2xx reply: treated as failure and retried (delivery log)', async () => {
    receiver.respondWith(400);
    await subscribe(t, receiver.url, secret);
    await mergeEvent();
    const [first] = (await t.admin('GET', '/deliveries?kind=vpin.webhook')).body.data;
    expect(first).toMatchObject({ status: 400, ok: false, next_attempt_at: expect.any(String) });
  });

  it('webhook signature: a tampered body or a wrong secret does not verify, so the receiver rejects it', async () => {
    await subscribe(t, receiver.url, secret);
    await mergeEvent();
    const req = receiver.requests[0]!;
    expect(verify(req.rawBody.replace('vpin.merged', 'vpin.retired'), req.headers, secret)).toBe(false);
    expect(verify(req.rawBody, { ...req.headers, 'x-service-timestamp': '1' }, secret)).toBe(false);
  });
});
