import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testPersons } from '../../src/test-data';
import { startReceiver, startTestSandbox, type TestSandbox, type WebhookReceiver } from '../helpers';
import { query, targetOf } from './gateway-support';
import { emit, issue, resolve, subscribe } from './vpin-support';

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

describe('admin API: clock', () => {
  it('GET /clock reports now, now_ms and pending tasks', async () => {
    const res = await t.admin('GET', '/clock');
    expect(res.body).toEqual({ now: expect.any(String), now_ms: expect.any(Number), pending: 0 });
    expect(Date.parse(res.body.now)).toBe(res.body.now_ms);
  });

  it('POST /clock/advance moves virtual time forward by the seconds given', async () => {
    const realStart = Date.now();
    const before = (await t.admin('GET', '/clock')).body.now_ms;
    const res = await t.admin('POST', '/clock/advance', { seconds: 3600 });
    const after = (await t.admin('GET', '/clock')).body.now_ms;
    const realTaken = Date.now() - realStart;
    // An hour, plus at most the real time the calls took, however slow the machine made them.
    expect(res.body.now_ms - before).toBeGreaterThanOrEqual(3_600_000);
    expect(res.body.now_ms).toBeLessThanOrEqual(after);
    expect(after - before).toBeLessThanOrEqual(3_600_000 + realTaken);
  });

  it('POST /clock/set sets an absolute time and refuses to go backwards', async () => {
    const target = `${new Date().getUTCFullYear() + 2}-01-02T03:04:05.000Z`;
    const res = await t.admin('POST', '/clock/set', { now: target });
    expect(res.body.now).toBe(target);
    const back = await t.admin('POST', '/clock/set', { now: '2001-01-01T00:00:00Z' });
    expect(back.status).toBe(400);
    expect(back.body.message).toMatch(/^now:/);
  });

  it('bad clock input is a 400 naming the field', async () => {
    for (const body of [{ seconds: -1 }, { seconds: 'ten' }, {}]) {
      const res = await t.admin('POST', '/clock/advance', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^seconds:/);
    }
    const set = await t.admin('POST', '/clock/set', { now: 'tomorrow-ish' });
    expect(set.status).toBe(400);
    expect(set.body.message).toMatch(/^now:/);
  });

  it('quiz token lifetimes and delivery retries run on the virtual clock (pending tasks)', async () => {
    receiver.respondWith(500);
    await subscribe(t, receiver.url, 'whsec_admin_test');
    const [a, b] = [await issue(t), await issue(t)];
    await emit(t, { type: 'vpin.merged', canonical_vpin: a, superseded: [b] });
    expect((await t.admin('GET', '/clock')).body.pending).toBe(1);
  });
});

describe('admin API: reset', () => {
  it('forgets transactions, V-PINs, subscriptions, events, deliveries and settings; rewinds the clock', async () => {
    await t.admin('PATCH', '/settings', { storage: true });
    await query(t, 'AgeMatch5.0', targetOf(testPersons.adult));
    await subscribe(t, receiver.url, 'whsec_admin_test');
    const [a, b] = [await issue(t), await issue(t)];
    await emit(t, { type: 'vpin.merged', canonical_vpin: a, superseded: [b] });
    await t.advance(86_400);
    const res = await t.admin('POST', '/reset', {});
    expect(res.body).toEqual({ reset: true });
    expect((await t.admin('GET', '/transactions')).body.data).toEqual([]);
    expect((await t.admin('GET', '/deliveries')).body.data).toEqual([]);
    expect((await t.admin('GET', '/vpin/subscriptions')).body.data).toEqual([]);
    expect((await t.admin('GET', '/vpin/events')).body.data).toEqual([]);
    expect((await resolve(t, a)).status).toBe(404);
    expect((await t.admin('GET', '/settings')).body.storage).toBe(false);
    expect(Math.abs((await t.admin('GET', '/clock')).body.now_ms - Date.now())).toBeLessThan(60_000);
  });
});

describe('admin API: settings', () => {
  it('PATCH changes known settings and ignores unknown fields', async () => {
    const res = await t.admin('PATCH', '/settings', { storage: true, velocity_threshold: 5, colour: 'blue' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ storage: true, velocity_threshold: 5 });
    expect(res.body.colour).toBeUndefined();
    expect((await t.admin('GET', '/settings')).body.storage).toBe(true);
  });

  it('wrong types are a 400 naming each field and change nothing', async () => {
    const res = await t.admin('PATCH', '/settings', {
      storage: 'yes',
      velocity_threshold: 0,
      callback_url: 'ftp://x',
    });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { field: string }) => i.field)).toEqual([
      'storage',
      'callback_url',
      'velocity_threshold',
    ]);
    expect((await t.admin('GET', '/settings')).body.storage).toBe(false);
  });
});

describe('admin API: logs and V-PIN triggers', () => {
  it('GET /transactions lists every recorded transaction; /deliveries filters by kind', async () => {
    await query(t, 'AgeMatch5.0', targetOf(testPersons.adult));
    expect((await t.admin('GET', '/transactions')).body.data).toHaveLength(1);
    await subscribe(t, receiver.url, 'whsec_admin_test');
    const [a, b] = [await issue(t), await issue(t)];
    await emit(t, { type: 'vpin.merged', canonical_vpin: a, superseded: [b] });
    expect((await t.admin('GET', '/deliveries?kind=vpin.webhook')).body.data).toHaveLength(1);
    expect((await t.admin('GET', '/deliveries?kind=vx.webhook')).body.data).toHaveLength(0);
  });

  it('POST /vpin/issue issues a chosen or fresh V-PIN (idempotent); GET /vpin/:vpin shows its state', async () => {
    const chosen = await t.admin('POST', '/vpin/issue', { vpin: 'VP-CHOSEN-1' });
    expect(chosen.status).toBe(201);
    expect(chosen.body).toEqual({ vpin: 'VP-CHOSEN-1', status: 'active', monitored: true });
    expect((await t.admin('POST', '/vpin/issue', { vpin: 'VP-CHOSEN-1' })).body.status).toBe('active');
    const fresh = await issue(t);
    expect(fresh).toMatch(/^VP-[0-9A-F]{12}$/);
    const state = await t.admin('GET', '/vpin/VP-CHOSEN-1');
    expect(state.body).toMatchObject({ vpin: 'VP-CHOSEN-1', status: 'active' });
    expect((await t.admin('GET', '/vpin/VP-NOPE')).status).toBe(404);
  });

  it('GET /vpin/events lists emitted events with their recipients', async () => {
    const sub = await subscribe(t, receiver.url, 'whsec_admin_test', ['vpin.retired']);
    const vpin = await issue(t);
    const retired = await emit(t, { type: 'vpin.retired', vpin });
    const events = (await t.admin('GET', '/vpin/events')).body.data;
    expect(events).toEqual([{ ...retired.body.event, delivered_to: [sub.body.id] }]);
  });
});
