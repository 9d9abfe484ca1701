import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startReceiver, startTestSandbox, type TestSandbox, type WebhookReceiver } from '../helpers';
import { auth, emit, issue, resolve, subscribe } from './vpin-support';

let t: TestSandbox;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await startTestSandbox();
  receiver = await startReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  await t.reset();
  receiver.clear();
});

const secret = 'whsec_sandbox_test_1';

describe('4.12 GET /v1/vpin/resolve/{vpin}', () => {
  it('200 for an active V-PIN: input, canonical_vpin (itself), superseded false, effective_at', async () => {
    const vpin = await issue(t);
    const res = await resolve(t, vpin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      input: vpin,
      canonical_vpin: vpin,
      superseded: false,
      effective_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  it('404 { error: VPIN_NOT_FOUND } for a V-PIN never issued', async () => {
    const res = await resolve(t, 'VP-NEVER-ISSUED');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('VPIN_NOT_FOUND');
  });

  it('resolves the V-PIN a gateway PASS returned (every V-PIN returned to the client is monitored)', async () => {
    const pass = await t.post('/process/comprehensive/gateway', {
      user: 'sandbox',
      pass: 'sandbox-pass',
      service: 'AgeMatch5.0',
      target: { fn: 'ALICE', ln: 'ADULT', addr: '100 MAIN ST', zip: '12207', age: '21+' },
    });
    const vpin = pass.body.output.vpin.vpin;
    expect((await resolve(t, vpin)).status).toBe(200);
  });
});

describe('5 V-PIN API authentication', () => {
  it('every V-PIN API route needs Authorization: Bearer <API token>; otherwise 401', async () => {
    const calls = [
      () => t.get('/v1/vpin/resolve/VP-X'),
      () => t.get('/v1/vpin/resolve/VP-X', { authorization: 'Bearer wrong' }),
      () => t.post('/v1/vpin/webhooks/subscriptions', { url: receiver.url }),
      () => t.post('/v1/vpin/webhooks/subscriptions/sub_x:test', { type: 'vpin.merged' }),
      () => t.post('/v1/vpin/webhooks/events/evt_x:replay', {}, { authorization: 'Basic abc' }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('UNAUTHORIZED');
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });
});

describe('4.12 POST /v1/vpin/webhooks/subscriptions', () => {
  it('201 with id, url, event_types, status active, created_at; the secret is never echoed', async () => {
    const res = await subscribe(t, receiver.url, secret, ['vpin.split']);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^sub_/),
      url: receiver.url,
      event_types: ['vpin.merged', 'vpin.split'],
      status: 'active',
      created_at: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain(secret);
  });

  it('enabled false gives status disabled; unknown fields are tolerated', async () => {
    const res = await subscribe(t, receiver.url, secret, [], { enabled: false, note: 'hi' });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('disabled');
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['url missing', { url: undefined }, 'url'],
    ['url plain http to a non-loopback host', { url: 'http://example.com/hook' }, 'url'],
    ['url not a URL', { url: 'not a url' }, 'url'],
    ['event_types not an array', { event_types: 'vpin.merged' }, 'event_types'],
    [
      'event_types without vpin.merged (required for monitoring)',
      { event_types: ['vpin.split'] },
      'event_types',
    ],
    ['event_types with an unknown kind', { event_types: ['vpin.merged', 'vpin.exploded'] }, 'event_types[1]'],
    ['secret missing', { secret: undefined }, 'secret'],
    ['secret too short', { secret: 'short' }, 'secret'],
    ['enabled not a boolean', { enabled: 'yes' }, 'enabled'],
  ];
  for (const [name, change, field] of invalid) {
    it(`400 naming ${field}: ${name}`, async () => {
      const body = { url: receiver.url, secret, event_types: ['vpin.merged'], enabled: true, ...change };
      const res = await t.post('/v1/vpin/webhooks/subscriptions', body, auth);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_request');
      expect(res.body.issues.map((i: { field: string }) => i.field)).toContain(field);
    });
  }

  it('accepts https anywhere and http on localhost', async () => {
    expect((await subscribe(t, 'https://hooks.example.com/vpin', secret)).status).toBe(201);
    expect((await subscribe(t, 'http://localhost:9/vpin', secret)).status).toBe(201);
  });
});

describe('4.12 POST /v1/vpin/webhooks/subscriptions/{id}:test', () => {
  for (const type of ['vpin.merged', 'vpin.split', 'vpin.retired']) {
    it(`delivers a mock ${type} to the subscription`, async () => {
      const sub = await subscribe(t, receiver.url, secret);
      const res = await t.post(`/v1/vpin/webhooks/subscriptions/${sub.body.id}:test`, { type }, auth);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        event_id: expect.any(String),
        type,
        delivery: { ok: true, status: 200 },
      });
      expect(receiver.requests).toHaveLength(1);
      const sent = receiver.requests[0]!.json as { id: string; type: string; trace: { source: string } };
      expect(sent.type).toBe(type);
      expect(sent.id).toBe(res.body.event_id);
      expect(sent.trace.source).toBe('webhook-test');
    });
  }

  it('also reaches a disabled subscription (a test delivery is an explicit request)', async () => {
    const sub = await subscribe(t, receiver.url, secret, [], { enabled: false });
    const res = await t.post(
      `/v1/vpin/webhooks/subscriptions/${sub.body.id}:test`,
      { type: 'vpin.split' },
      auth,
    );
    expect(res.body.delivery.ok).toBe(true);
    expect((receiver.requests[0]!.json as { type: string }).type).toBe('vpin.split');
  });

  it('404 for an unknown subscription, 400 naming type for another type', async () => {
    const unknown = await t.post(
      '/v1/vpin/webhooks/subscriptions/sub_nope:test',
      { type: 'vpin.merged' },
      auth,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('SUBSCRIPTION_NOT_FOUND');
    const sub = await subscribe(t, receiver.url, secret);
    const bad = await t.post(
      `/v1/vpin/webhooks/subscriptions/${sub.body.id}:test`,
      { type: 'vpin.merge.reverted' },
      auth,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].field).toBe('type');
  });
});

describe('4.12 POST /v1/vpin/webhooks/events/{event_id}:replay', () => {
  it('re-delivers the historical event with the same envelope and event id', async () => {
    await subscribe(t, receiver.url, secret);
    const [a, b] = [await issue(t), await issue(t)];
    const merged = await emit(t, { type: 'vpin.merged', canonical_vpin: a, superseded: [b] });
    const res = await t.post(`/v1/vpin/webhooks/events/${merged.body.event.id}:replay`, {}, auth);
    expect(res.status).toBe(200);
    expect(res.body.deliveries).toHaveLength(1);
    expect(receiver.requests).toHaveLength(2);
    expect(receiver.requests[1]!.rawBody).toBe(receiver.requests[0]!.rawBody);
    expect(receiver.requests[1]!.headers['x-service-event-id']).toBe(merged.body.event.id);
  });

  it('404 EVENT_NOT_FOUND for an unknown event id', async () => {
    const res = await t.post('/v1/vpin/webhooks/events/evt_nope:replay', undefined, auth);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('EVENT_NOT_FOUND');
  });
});
