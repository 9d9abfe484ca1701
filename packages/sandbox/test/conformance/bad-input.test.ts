import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testPersons } from '../../src/test-data';
import { postOnFreshConnection, startTestSandbox, type TestSandbox } from '../helpers';
import { targetOf } from './gateway-support';
import { auth, issue, subscribe } from './vpin-support';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const gateway = '/process/comprehensive/gateway';
const creds = { user: 'sandbox', pass: 'sandbox-pass' };
const audit = { user: 'sandbox-audit', pass: 'sandbox-audit-pass' };

/** Every JSON route of the gateway, audit and V-PIN areas, with the headers it needs. */
const routes: [string, Record<string, string>][] = [
  [gateway, {}],
  ['/process/continue', {}],
  ['/process/status', {}],
  ['/reporting/api/audit', {}],
  ['/v1/vpin/webhooks/subscriptions', auth],
  ['/__sandbox/vpin/events', {}],
  ['/__sandbox/vpin/issue', {}],
];

describe('bad input: malformed JSON, non-object bodies, oversized bodies', () => {
  for (const [path, headers] of routes) {
    it(`${path}: malformed JSON is a 400 with a clear message`, async () => {
      const res = await t.post(path, '{"user": "sandbox", ', headers);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('body: malformed JSON');
    });

    it(`${path}: a JSON array or string is a 400, never a 500`, async () => {
      for (const body of ['[1,2,3]', '"text"', '42', 'null']) {
        const res = await t.post(path, body, headers);
        expect(res.status, body).toBe(400);
      }
    });

    it(`${path}: a 1.1 MB body is a 413`, async () => {
      const big = JSON.stringify({ ...creds, padding: 'x'.repeat(1_100_000) });
      const res = await postOnFreshConnection(`${t.sandbox.apiOrigin}${path}`, big, headers);
      expect(res.status).toBe(413);
      expect(res.body.error).toBe('payload_too_large');
    });
  }
});

describe('bad input: wrong types and missing fields name the field', () => {
  it('gateway: every wrong or missing target field is listed', async () => {
    const res = await t.post(gateway, {
      ...creds,
      service: 'AgeMatch5.0',
      reference: 7,
      target: { fn: 1, addr: '', zip: '123', dob: '1980-01-15', ssn: '12', age: 'adult', email: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { field: 'reference', rule: 'must be a string' },
      { field: 'target.fn', rule: 'must be a string' },
      { field: 'target.ln', rule: 'required' },
      { field: 'target.addr', rule: 'required' },
      { field: 'target.zip', rule: 'must be a 5-digit zip (or zip+4)' },
      { field: 'target.dob', rule: 'must be a date YYYYMMDD' },
      { field: 'target.ssn', rule: 'must be 4 or 9 digits' },
      { field: 'target.email', rule: 'must be an email address' },
      { field: 'target.age', rule: 'must look like 18+ or 21+' },
    ]);
    expect(res.body.message).toContain('target.ln: required');
  });

  it('gateway: missing target, service, user; impossible dates', async () => {
    const noTarget = await t.post(gateway, { ...creds, service: 'AgeMatch5.0' });
    expect(noTarget.body.issues).toEqual([{ field: 'target', rule: 'required object' }]);
    const noService = await t.post(gateway, { ...creds, target: {} });
    expect(noService.body.issues[0]).toEqual({ field: 'service', rule: 'required' });
    const badDate = await t.post(gateway, {
      ...creds,
      service: 'AgeMatch5.0',
      target: targetOf(testPersons.adult, { dob: '19800231' }),
    });
    expect(badDate.body.issues).toEqual([{ field: 'target.dob', rule: 'must be a real calendar date' }]);
    const wrongUserType = await t.post(gateway, { user: 5, pass: 'sandbox-pass' });
    expect(wrongUserType.status).toBe(400);
    expect(wrongUserType.body.issues).toEqual([{ field: 'user', rule: 'must be a string' }]);
  });

  it('subscriptions and triggers: wrong types name the field', async () => {
    const sub = await t.post(
      '/v1/vpin/webhooks/subscriptions',
      { url: 5, event_types: [1], secret: true },
      auth,
    );
    expect(sub.status).toBe(400);
    expect(sub.body.issues.map((i: { field: string }) => i.field)).toEqual([
      'url',
      'event_types[0]',
      'event_types',
      'secret',
    ]);
    const vpin = await issue(t);
    const trig = await t.admin('POST', '/vpin/events', {
      type: 'vpin.merged',
      canonical_vpin: vpin,
      superseded: 'x',
    });
    expect(trig.status).toBe(400);
    expect(trig.body.issues).toEqual([{ field: 'superseded', rule: expect.any(String) }]);
    const win = await t.admin('POST', '/vpin/events', {
      type: 'vpin.merged',
      canonical_vpin: vpin,
      superseded: [vpin],
      redirect_window_days: 1.5,
    });
    expect(win.body.issues[0].field).toBe('redirect_window_days');
  });
});

describe('bad input: unknown fields are tolerated', () => {
  it('gateway, audit, subscriptions and triggers ignore fields they do not know', async () => {
    const g = await t.post(gateway, {
      ...creds,
      service: 'AgeMatch5.0',
      future_field: { a: 1 },
      target: targetOf(testPersons.adult, { middle_initial: 'Q' }),
    });
    expect(g.body.result.action).toBe('PASS');
    const a = await t.post('/reporting/api/audit', { ...audit, day: '2000-01-01', format: 'csv' });
    expect(a.status).toBe(404);
    const s = await subscribe(t, 'https://example.com/h', 'whsec_unknown_fields', [], { description: 'x' });
    expect(s.status).toBe(201);
  });
});

describe('bad input: names of Object.prototype members are unknown values, not crashes', () => {
  it('service, rules, test keys and V-PIN event types named like prototype members are 400s naming the field', async () => {
    for (const service of ['toString', 'constructor', '__proto__', 'AgeMatch5.0.constructor']) {
      const res = await t.post(gateway, { ...creds, service, target: targetOf(testPersons.adult) });
      expect(res.status, service).toBe(400);
      expect(res.body.issues[0].field).toBe('service');
    }
    for (const rules of ['constructor', '__proto__', 'hasOwnProperty']) {
      const res = await t.post(gateway, {
        ...creds,
        service: 'AgeMatch5.0',
        rules,
        target: targetOf(testPersons.adult),
      });
      expect(res.status, rules).toBe(400);
      expect(res.body.issues[0].field).toBe('rules');
    }
    const key = await t.post(gateway, {
      ...creds,
      service: 'AgeMatch5.0.UK',
      target: { test_key: 'constructor' },
    });
    expect(key.status).toBe(400);
    const event = await t.admin('POST', '/vpin/events', { type: 'constructor' });
    expect(event.status).toBe(400);
    expect(event.body.issues[0].field).toBe('type');
  });
});

describe('bad input: never a 500 for a client mistake', () => {
  it('a grab bag of odd bodies gets 4xx on every route', async () => {
    const bodies = [
      {},
      { user: null, pass: null },
      { ...creds, service: null, target: null },
      { ...creds, service: 'AgeMatch5.0.DMV', target: { document: [] } },
      { ...creds, service: 'AgeMatch5.0.UK', target: { test_key: 5 } },
      { ...creds, service: ['AgeMatch5.0'], target: [] },
      { token: {}, answers: [] },
      { ...audit, day: {} },
      { type: 'vpin.split', source_vpin: {} },
      { type: 'vpin.merge.reverted', event_id: 1 },
      { url: 'https://x.example', event_types: ['vpin.merged'], secret: 'x'.repeat(9), enabled: null },
    ];
    for (const [path, headers] of routes) {
      for (const body of bodies) {
        const res = await t.post(path, body, headers);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
  });
});
