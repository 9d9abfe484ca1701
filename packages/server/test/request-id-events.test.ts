import { describe, expect, it } from 'vitest';
import type { WebhookEvent } from '../src/webhooks';
import { signedRequest, useSandbox } from './helpers';
import { proxyFor } from './proxy-helpers';

// A webhook delivery's event (and so its log line) carries the request id the proxy answered with: the
// receivers read it from the request's context, where the request-id middleware put it.

const { sandbox } = useSandbox();

describe('the request id of a webhook delivery', () => {
  it('is on its event: the sender’s sane X-Request-Id, else the one the proxy made and answered', async () => {
    const { proxy, events } = proxyFor(sandbox());
    const deliver = (eventId: string, headers: Record<string, string> = {}) =>
      proxy.fetch(
        signedRequest('http://proxy.test/api/veriframe/webhooks/vx', '{"status":"PASS","request_id":"r"}', {
          secret: 'sandbox-webhook-secret',
          timestamp: sandbox().context.clock.now(),
          eventId,
          headers,
        }),
      );
    const named = await deliver('evt_named', { 'x-request-id': 'sender-request-0001' });
    const unnamed = await deliver('evt_unnamed');
    expect([named.status, unnamed.status]).toEqual([200, 200]);
    const made = unnamed.headers.get('x-request-id');
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    const webhooks = events.filter((e): e is WebhookEvent => e.type === 'webhook');
    expect(webhooks.map((e) => [e.eventId, e.requestId])).toEqual([
      ['evt_named', 'sender-request-0001'],
      ['evt_unnamed', made],
    ]);
  });
});
