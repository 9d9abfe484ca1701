// signTestDelivery of @veriframe/sandbox, as a user's handler unit test would use it: the server's receivers
// accept what it signs (with the receiver's clock fixed at the signing time) and refuse any tampering.
import { signTestDelivery } from '@veriframe/sandbox/testing';
import { describe, expect, it } from 'vitest';
import {
  createDocumentCallbackReceiver,
  createVxWebhookReceiver,
  type DocumentCallbackPayload,
  type VxWebhookPayload,
} from '../src/webhooks/service-receivers';
import { createVpinWebhookReceiver } from '../src/webhooks/vpin-receiver';

const fixedNow = Date.UTC(2030, 0, 1, 12);
const url = 'http://app.test/webhooks';

/** Returns a copy of the request with one part changed. */
function tampered(request: Request, change: { body?: string; headers?: Record<string, string> }): Request {
  return new Request(request.url, {
    method: 'POST',
    headers: { ...Object.fromEntries(request.headers), ...change.headers },
    body: change.body ?? (request.clone().body as ReadableStream | null),
    duplex: 'half',
  } as RequestInit);
}

describe('signTestDelivery with the server receivers', () => {
  it('VX webhook: accepted and handled; a changed body, timestamp or secret is refused', async () => {
    const handled: VxWebhookPayload[] = [];
    const receiver = createVxWebhookReceiver({
      secret: 'sandbox-webhook-secret',
      now: () => fixedNow,
      handler: (p) => void handled.push(p),
    });
    const delivery = signTestDelivery({
      kind: 'vx.webhook',
      body: { status: 'PASS', request_id: 'req-1', reference: 'order-1' },
      timestampMs: fixedNow,
    });
    expect((await receiver.fetch(delivery.request(url))).status).toBe(200);
    expect(handled).toEqual([{ status: 'PASS', request_id: 'req-1', reference: 'order-1' }]);

    const again = signTestDelivery({
      kind: 'vx.webhook',
      body: { status: 'PASS', request_id: 'req-2' },
      timestampMs: fixedNow,
    });
    const forged = tampered(again.request(url), { body: again.rawBody.replace('PASS', 'FAIL') });
    expect((await receiver.fetch(forged)).status).toBe(401);
    const moved = tampered(again.request(url), { headers: { 'x-service-timestamp': String(fixedNow + 1) } });
    expect((await receiver.fetch(moved)).status).toBe(401);
    const otherSecret = signTestDelivery({
      kind: 'vx.webhook',
      body: { status: 'PASS', request_id: 'req-3' },
      secret: 'not-the-secret',
      timestampMs: fixedNow,
    });
    expect((await receiver.fetch(otherSecret.request(url))).status).toBe(401);
    expect(handled).toHaveLength(1);
  });

  it('a delivery signed 6 minutes before the receiver clock is refused (5-minute window)', async () => {
    const receiver = createVxWebhookReceiver({ secret: 'sandbox-webhook-secret', now: () => fixedNow });
    const stale = signTestDelivery({
      kind: 'vx.webhook',
      body: { status: 'PASS', request_id: 'old' },
      timestampMs: fixedNow - 6 * 60_000,
    });
    expect((await receiver.fetch(stale.request(url))).status).toBe(401);
  });

  it('document callback: accepted and handled; tampered refused', async () => {
    const handled: DocumentCallbackPayload[] = [];
    const receiver = createDocumentCallbackReceiver({
      secret: 'sandbox-webhook-secret',
      now: () => fixedNow,
      handler: (p) => void handled.push(p),
    });
    const delivery = signTestDelivery({
      kind: 'document.callback',
      body: { status: 'PASS', email: 'ada@example.test', reference: 'r' },
      timestampMs: fixedNow,
    });
    expect((await receiver.fetch(delivery.request(url))).status).toBe(200);
    expect(handled).toHaveLength(1);
    const forged = tampered(delivery.request(url), { body: delivery.rawBody.replace('ada', 'eve') });
    expect((await receiver.fetch(forged)).status).toBe(401);
  });

  it('V-PIN event: signed with the subscription secret, event id from the envelope; tampered refused', async () => {
    const merged: string[] = [];
    const receiver = createVpinWebhookReceiver({
      secret: 'subscription-secret',
      now: () => fixedNow,
      handlers: { merged: (e) => void merged.push(e.data.canonical_vpin) },
    });
    const envelope = {
      id: 'evt_test_1',
      type: 'vpin.merged',
      version: '2025-09-10',
      created_at: new Date(fixedNow).toISOString(),
      data: {
        canonical_vpin: 'VP-AAAA',
        superseded: [{ vpin: 'VP-BBBB', status: 'superseded' }],
        effective_at: new Date(fixedNow).toISOString(),
        reason: { code: 'DUPLICATE_IDENTITY', summary: 'same person' },
        actions: {
          redirect_window_days: 90,
          resolution_endpoint: '/v1/vpin/resolve/{vpin}',
          replay_from: new Date(fixedNow).toISOString(),
        },
      },
      trace: { correlation_id: 'corr_1', source: 'vpin-monitor' },
    };
    const delivery = signTestDelivery({
      kind: 'vpin.webhook',
      body: envelope,
      secret: 'subscription-secret',
      timestampMs: fixedNow,
    });
    expect(delivery.headers['x-service-event-id']).toBe('evt_test_1');
    const res = await receiver.fetch(delivery.request(url));
    expect(res.status).toBe(200);
    expect(merged).toEqual(['VP-AAAA']);
    const forged = tampered(delivery.request(url), { body: delivery.rawBody.replace('VP-AAAA', 'VP-EVIL') });
    expect((await receiver.fetch(forged)).status).toBe(401);
    expect(() => signTestDelivery({ kind: 'vpin.webhook', body: envelope, timestampMs: fixedNow })).toThrow(
      /secret: required/,
    );
  });
});
