import { afterEach, describe, expect, it } from 'vitest';
import { type NodeServer, serveNode } from '../src/node';
import { jsonLogger } from '../src/observability/logger';
import { createProxy, type ProxyEvent } from '../src/proxy/create-proxy';
import { createVxWebhookReceiver } from '../src/webhooks/service-receivers';
import { createVpinWebhookReceiver } from '../src/webhooks/vpin-receiver';
import { sign, unreachableServiceConfig, vpinEvent } from './helpers';
import { postHead, trickle } from './support/trickle';

// Webhook deadlines, with real requests: a stranger trickling a delivery's body is dropped at the body's
// deadline, bodies nothing vouches for are capped small, Node's own deadlines drop slow clients, and an event
// id reaches the log and `onEvent` only once its delivery is verified.
// Deadlines here are 300 ms and the clients trickle a byte every 2 s: the assertions are "dropped before the
// third byte fell due" (4 s), so a slow machine has seconds of margin.

const vpinSecret = 'sandbox-vpin-webhook-secret'; // what `unreachableServiceConfig()` verifies V-PIN with
const servers: NodeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function receivingProxy(webhooks: { bodyTimeoutMs?: number; maxUnverifiedBodyBytes?: number } = {}) {
  const events: ProxyEvent[] = [];
  const lines: string[] = [];
  const proxy = createProxy({
    config: unreachableServiceConfig(),
    rateLimit: false,
    onEvent: (e) => events.push(e),
    logger: jsonLogger({ level: 'debug', write: (line) => lines.push(line) }),
    webhooks,
  });
  const server = await serveNode(proxy, { port: 0 });
  servers.push(server);
  return { server, events, lines, hooks: `${server.url}/api/veriframe/webhooks` };
}

const retiredEvent = (id: string) =>
  vpinEvent(id, 'vpin.retired', {
    vpin: 'vp_1',
    retired_at: '2026-01-01T00:00:00.000Z',
    reason: { code: 'HUMAN_REVIEW', summary: 'confirmed fraud' },
  });

function signedHeaders(body: string, eventId: string, timestamp = Date.now()) {
  return {
    'content-type': 'application/json',
    'x-service-signature': sign(vpinSecret, timestamp, body),
    'x-service-timestamp': String(timestamp),
    'x-service-event-id': eventId,
  };
}

describe('a delivery whose body is trickled is dropped at its deadline', () => {
  it('createProxy behind serveNode: 408 webhook_body_timeout and the connection closed before the third byte', async () => {
    const { server, events } = await receivingProxy({ bodyTimeoutMs: 300 });
    const body = retiredEvent('evt_slow');
    // What passes the header checks with HMAC only: any 64-hex signature and a current timestamp.
    const head = postHead('/api/veriframe/webhooks/vpin', body.length, {
      'x-service-signature': 'ab'.repeat(32),
      'x-service-timestamp': String(Date.now()),
      'x-service-event-id': 'evt_slow',
    });
    const seen = await trickle(server.port, head, body);
    expect(seen.closedByServer).toBe(true);
    expect(seen.sent).toBeLessThan(3);
    expect(seen.status).toBe(408);
    expect(seen.answer).toContain('"code":"webhook_body_timeout"');
    // Closed on the answer, not left to the adapter's draining of a body that may never end.
    expect(seen.answer.toLowerCase()).toContain('connection: close');
    expect(events).toEqual([
      expect.objectContaining({ source: 'vpin', outcome: 'rejected', status: 408, eventId: null }),
    ]);
  }, 20_000);

  it('serveNode drops a client trickling a request body at requestTimeoutMs (Node answers 408)', async () => {
    // A handler that waits for the whole body, as any route reading JSON does.
    const server = await serveNode(
      { fetch: async (r) => new Response(await r.text()) },
      { port: 0, requestTimeoutMs: 300 },
    );
    servers.push(server);
    const seen = await trickle(server.port, postHead('/anything', 20), '{"a":"0123456789ab"}');
    expect(seen.closedByServer).toBe(true);
    expect(seen.sent).toBeLessThan(3);
    expect(seen.status).toBe(408);
  }, 20_000);

  it('serveNode drops a client trickling its headers at headersTimeoutMs', async () => {
    const server = await serveNode(
      { fetch: () => new Response('never') },
      { port: 0, headersTimeoutMs: 300 },
    );
    servers.push(server);
    const seen = await trickle(server.port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'x-slow: 0123456789');
    expect(seen.closedByServer).toBe(true);
    expect(seen.sent).toBeLessThan(3);
    expect(seen.answer).not.toContain('never');
  }, 20_000);

  it('serveNode refuses deadlines that would switch Node’s off or contradict each other, naming the option', async () => {
    await expect(
      serveNode({ fetch: () => new Response() }, { port: 0, requestTimeoutMs: 0 }),
    ).rejects.toThrow('serveNode: requestTimeoutMs must be a whole number of milliseconds above 0');
    await expect(
      serveNode(
        { fetch: () => new Response() },
        { port: 0, requestTimeoutMs: 1_000, headersTimeoutMs: 2_000 },
      ),
    ).rejects.toThrow('serveNode: headersTimeoutMs must be at most requestTimeoutMs');
  });
});

describe('a body nothing vouches for is capped small', () => {
  it('refuses a signed V-PIN delivery over 64 KiB with 413 before checking its signature', async () => {
    const { hooks, events } = await receivingProxy();
    const body = retiredEvent('evt_big').replace('confirmed fraud', 'x'.repeat(64 * 1024));
    const res = await fetch(`${hooks}/vpin`, {
      method: 'POST',
      headers: signedHeaders(body, 'evt_big'),
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      code: 'payload_too_large',
      message: `body: must be at most ${64 * 1024} bytes before its signature is verified`,
    });
    expect(events.at(-1)).toMatchObject({ outcome: 'rejected', status: 413, eventId: null });
  });

  it('takes the same delivery when maxUnverifiedBodyBytes is raised for it', async () => {
    const { hooks } = await receivingProxy({ maxUnverifiedBodyBytes: 128 * 1024 });
    const body = retiredEvent('evt_big').replace('confirmed fraud', 'x'.repeat(64 * 1024));
    const res = await fetch(`${hooks}/vpin`, {
      method: 'POST',
      headers: signedHeaders(body, 'evt_big'),
      body,
    });
    expect(res.status).toBe(200);
  });
});

describe('an event id is reported only once its delivery is verified', () => {
  it('a forged signature: 401, and its X-Service-Event-Id is on no log line and in no event', async () => {
    const { hooks, events, lines } = await receivingProxy();
    const body = retiredEvent('evt_forged_by_a_stranger');
    const res = await fetch(`${hooks}/vpin`, {
      method: 'POST',
      headers: { ...signedHeaders(body, 'evt_forged_by_a_stranger'), 'x-service-signature': 'ab'.repeat(32) },
      body,
    });
    expect(res.status).toBe(401);
    expect(events).toEqual([expect.objectContaining({ outcome: 'rejected', status: 401, eventId: null })]);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      'webhook.event_id': null,
      'webhook.outcome': 'rejected',
    });
    expect(lines.join('')).not.toContain('evt_forged');
  });

  it('a verified delivery is reported with its id; the same signed body under another event id is reported without it', async () => {
    const { hooks, events, lines } = await receivingProxy();
    const body = retiredEvent('evt_real_1');
    const headers = signedHeaders(body, 'evt_real_1');
    expect((await fetch(`${hooks}/vpin`, { method: 'POST', headers, body })).status).toBe(200);
    const replay = await fetch(`${hooks}/vpin`, {
      method: 'POST',
      headers: { ...headers, 'x-service-event-id': 'evt_replayed_by_a_stranger' },
      body,
    });
    // The signed envelope names evt_real_1: the header's id is nobody's word, so it is not reported.
    expect(replay.status).toBe(422);
    expect(events.map((e) => [e.type === 'webhook' && e.outcome, e.type === 'webhook' && e.eventId])).toEqual(
      [
        ['processed', 'evt_real_1'],
        ['rejected', null],
      ],
    );
    expect(lines[0]).toContain('"webhook.event_id":"evt_real_1"');
    expect(lines.join('')).not.toContain('evt_replayed');
  });

  it('a VX webhook replayed under another event id: 409 webhook_replayed, reported without the id', async () => {
    const { hooks, events, lines } = await receivingProxy();
    const body = JSON.stringify({ status: 'PASS', request_id: 'req_1', reference: 'ref-1' });
    const timestamp = Date.now();
    const headers = {
      'content-type': 'application/json',
      'x-service-signature': sign('sandbox-webhook-secret', timestamp, body),
      'x-service-timestamp': String(timestamp),
    };
    const first = { ...headers, 'x-service-event-id': 'evt_vx_real' };
    expect((await fetch(`${hooks}/vx`, { method: 'POST', headers: first, body })).status).toBe(200);
    const again = { ...headers, 'x-service-event-id': 'evt_vx_replayed_by_a_stranger' };
    expect((await fetch(`${hooks}/vx`, { method: 'POST', headers: again, body })).status).toBe(409);
    expect(events.at(-1)).toMatchObject({ source: 'vx', outcome: 'replayed', eventId: null });
    expect(lines.join('')).not.toContain('evt_vx_replayed');
  });
});

describe('receiver options that would remove a limit are refused', () => {
  it('a deadline or limit of 0, negative or fractional: TypeError naming the receiver and the option', () => {
    expect(() => createVpinWebhookReceiver({ secret: vpinSecret, bodyTimeoutMs: 0 })).toThrow(
      'vpin webhook receiver: bodyTimeoutMs must be a whole number above 0',
    );
    expect(() => createVxWebhookReceiver({ secret: vpinSecret, maxUnverifiedBodyBytes: 1.5 })).toThrow(
      'vx webhook receiver: maxUnverifiedBodyBytes must be a whole number above 0',
    );
    expect(() => createVxWebhookReceiver({ secret: vpinSecret, maxBodyBytes: -1 })).toThrow(
      'vx webhook receiver: maxBodyBytes must be a whole number above 0',
    );
  });
});
