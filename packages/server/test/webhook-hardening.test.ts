import { describe, expect, it } from 'vitest';
import { createProxy, type ProxyEvent, type ProxyOptions } from '../src/proxy/create-proxy';
import { documentEmailOf } from '../src/proxy/routes/document-email';
import { MemoryEventStore } from '../src/stores/event-store';
import type { WebhookEvent } from '../src/webhooks/receiver';
import { createVxWebhookReceiver } from '../src/webhooks/service-receivers';
import { signedRequest, unreachableServiceConfig } from './helpers';

// Hardened webhooks: a delivery bound to its receiver, events without personal data,
// credentials and header formats checked before the body is read.

const secret = 'sandbox-webhook-secret'; // what `unreachableServiceConfig()` (the sandbox defaults) verifies with
const vxBody = JSON.stringify({
  status: 'PASS',
  request_id: 'req_bound',
  reference: 'ref-1',
  ssn: '123456789',
  dob: '19800115',
  dcams_plus: { service: 'DCAMSPLUS', action: 'PASS', document_data: { DocumentNumber: 'D1234567' } },
});
// A callback about an address and reference this proxy issued: any other is quarantined (issue 39).
const documentEmail = documentEmailOf({ id: 'ada', reference: 'doc-ref' }, unreachableServiceConfig());
const documentBody = JSON.stringify({ status: 'PASS', email: documentEmail, reference: 'doc-ref' });

function receivingProxy(options: ProxyOptions = {}) {
  const handled: { vx: unknown[]; document: unknown[] } = { vx: [], document: [] };
  const events: ProxyEvent[] = [];
  const proxy = createProxy({
    config: unreachableServiceConfig(),
    rateLimit: false,
    onEvent: (e) => events.push(e),
    ...options,
    webhooks: {
      vx: { handler: (p) => void handled.vx.push(p) },
      document: { handler: (p) => void handled.document.push(p) },
      ...options.webhooks,
    },
  });
  const deliver = (path: string, body: string, eventId: string, timestamp = Date.now()) =>
    proxy.fetch(
      signedRequest(`http://proxy.test/api/veriframe/webhooks/${path}`, body, { secret, timestamp, eventId }),
    );
  return { proxy, handled, events, deliver };
}

describe('a signed delivery is bound to its receiver', () => {
  it('refuses a VX webhook replayed to /webhooks/document after the VX receiver took it (handler not run)', async () => {
    const { handled, deliver } = receivingProxy();
    const timestamp = Date.now();
    expect((await deliver('vx', vxBody, 'evt_vx_1', timestamp)).status).toBe(200);
    const replay = await deliver('document', vxBody, 'evt_vx_1', timestamp);
    expect(replay.status).toBe(400);
    expect(handled.document).toEqual([]);
  });

  it('refuses a VX body sent first to the document receiver: 400 webhook_wrong_receiver naming request_id', async () => {
    const { handled, deliver, events } = receivingProxy();
    const res = await deliver('document', vxBody, 'evt_vx_2');
    expect(res.status).toBe(400);
    const problem = (await res.json()) as { code: string; issues: { path: string; rule: string }[] };
    expect(problem.code).toBe('webhook_wrong_receiver');
    expect(problem.issues.map((i) => [i.path, i.rule])).toEqual([['request_id', 'other-receiver']]);
    expect(handled.document).toEqual([]);
    expect(events.at(-1)).toMatchObject({ source: 'document', outcome: 'rejected', status: 400 });
    // The VX receiver still takes it afterwards: the refusal claimed nothing.
    expect((await deliver('vx', vxBody, 'evt_vx_2')).status).toBe(200);
  });

  it('refuses a document callback sent to the VX receiver, naming request_id', async () => {
    const { handled, deliver } = receivingProxy();
    const res = await deliver('vx', documentBody, 'evt_doc_1');
    expect(res.status).toBe(422);
    expect(((await res.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
      'request_id',
    ]);
    expect(handled.vx).toEqual([]);
  });

  it('keeps one replay store for all receivers, event ids keyed per source and signatures across them', async () => {
    const store = new MemoryEventStore();
    const { deliver } = receivingProxy({ webhooks: { store } });
    const timestamp = Date.now();
    expect((await deliver('vx', vxBody, 'evt_same', timestamp)).status).toBe(200);
    // Another source may use the same event id: a different event, not a duplicate.
    const doc = await deliver('document', documentBody, 'evt_same', timestamp);
    expect(await doc.json()).toEqual({ received: true });
    expect(store.isDone('vx:event:evt_same')).toBe(true);
    expect(store.isDone('document:event:evt_same')).toBe(true);
    expect(store.isDone('event:evt_same')).toBe(false);
  });

  it('standalone receivers sharing one store refuse a signature another receiver accepted', async () => {
    const store = new MemoryEventStore();
    const first = createVxWebhookReceiver({ secret, store });
    const second = createVxWebhookReceiver({ secret, store });
    const timestamp = Date.now();
    const post = (receiver: typeof first, eventId: string) =>
      receiver.fetch(signedRequest('http://r.test/', vxBody, { secret, timestamp, eventId }));
    expect((await post(first, 'evt_a')).status).toBe(200);
    const replay = await post(second, 'evt_b');
    expect(replay.status).toBe(409);
    expect(((await replay.json()) as { code: string }).code).toBe('webhook_replayed');
  });
});

describe('webhook events carry no personal data by default', () => {
  const personal = ['123456789', '19800115', 'D1234567', documentEmail];

  it('leaves the verified payload out of processed, ignored and failed events', async () => {
    const { deliver, events } = receivingProxy({
      webhooks: {
        document: {
          handler: () => {
            throw new Error('db down');
          },
        },
      },
    });
    expect((await deliver('vx', vxBody, 'evt_p1')).status).toBe(200);
    expect((await deliver('document', documentBody, 'evt_p2')).status).toBe(500);
    const webhookEvents = events.filter((e): e is WebhookEvent => e.type === 'webhook');
    expect(webhookEvents.map((e) => e.outcome)).toEqual(['processed', 'failed']);
    for (const event of webhookEvents) {
      expect(event).not.toHaveProperty('payload');
      for (const value of personal) expect(JSON.stringify(event)).not.toContain(value);
    }
  });

  it('includes the payload only with includePayloadInEvents: true', async () => {
    const { deliver, events } = receivingProxy({ webhooks: { includePayloadInEvents: true } });
    expect((await deliver('vx', vxBody, 'evt_p3')).status).toBe(200);
    expect(events.at(-1)).toMatchObject({ outcome: 'processed', payload: { ssn: '123456789' } });
  });
});

/** A body stream that counts how many chunks the receiver pulled from it. */
function countedBody(bytes: number) {
  let pulls = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulls++;
        if (sent >= bytes) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  ); // no pull until someone reads
  return { stream, pulls: () => pulls };
}

describe('receivers check credentials and header formats before reading the body', () => {
  const post = (headers: Record<string, string>, body: ReadableStream<Uint8Array>) =>
    new Request('http://r.test/', {
      method: 'POST',
      headers,
      body,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });

  it('answers 401 to wrong Basic credentials without reading the body', async () => {
    const receiver = createVxWebhookReceiver({ secret, basicAuth: 'hook:right' });
    const body = countedBody(900 * 1024);
    const timestamp = String(Date.now());
    const res = await receiver.fetch(
      post(
        {
          authorization: `Basic ${Buffer.from('hook:wrong').toString('base64')}`,
          'x-service-signature': 'a'.repeat(64),
          'x-service-timestamp': timestamp,
        },
        body.stream,
      ),
    );
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('webhook_unauthorized');
    expect(body.pulls()).toBe(0);
  });

  it('answers 401 to wrong credentials before 413, even for a declared oversized body', async () => {
    const receiver = createVxWebhookReceiver({ secret, basicAuth: 'hook:right' });
    const res = await receiver.fetch(
      new Request('http://r.test/', {
        method: 'POST',
        headers: { 'content-length': String(2 * 1024 * 1024) },
        body: 'x',
      }),
    );
    expect(res.status).toBe(401);
  });

  it('answers 401 to a missing, malformed or stale signature header without reading the body', async () => {
    const receiver = createVxWebhookReceiver({ secret });
    const cases: [Record<string, string>, string][] = [
      [{ 'x-service-timestamp': String(Date.now()) }, 'webhook_signature_missing'],
      [
        { 'x-service-signature': 'zz', 'x-service-timestamp': String(Date.now()) },
        'webhook_signature_invalid',
      ],
      [{ 'x-service-signature': 'a'.repeat(64), 'x-service-timestamp': 'soon' }, 'webhook_timestamp_invalid'],
      [
        { 'x-service-signature': 'a'.repeat(64), 'x-service-timestamp': String(Date.now() - 3_600_000) },
        'webhook_timestamp_out_of_range',
      ],
    ];
    for (const [headers, code] of cases) {
      const body = countedBody(512 * 1024);
      const res = await receiver.fetch(post(headers, body.stream));
      expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([401, code]);
      expect(body.pulls()).toBe(0);
    }
  });
});
