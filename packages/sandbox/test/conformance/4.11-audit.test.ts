import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { availableAt, newYorkDay } from '../../src/areas/audit/new-york-day';
import { testPersons } from '../../src/test-data';
import { startTestSandbox, type TestSandbox } from '../helpers';
import { query, targetOf } from './gateway-support';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const audit = (day: unknown, user = 'sandbox-audit', pass = 'sandbox-audit-pass') =>
  t.post('/reporting/api/audit', { user, pass, day });
const setClock = (iso: string) => t.admin('POST', '/clock/set', { now: iso });
/** A December 1st in the future of the virtual clock (EST, UTC-5). */
const winterYear = new Date().getUTCFullYear() + 1;

describe('4.11 audit: a day is available after 07:00 America/New_York on the next day', () => {
  it('EST: 404 at 06:59:30 New York time on the next day, 200 with the data at 07:00', async () => {
    await setClock(`${winterYear}-12-01T15:00:00Z`);
    await query(t, 'AgeMatch5.0', targetOf(testPersons.adult), { reference: 'winter-1' });
    // 30 s before the boundary: real time keeps running on the virtual clock during the test.
    await setClock(`${winterYear}-12-02T11:59:30Z`);
    const early = await audit(`${winterYear}-12-01`);
    expect(early.status).toBe(404);
    expect(early.body.error).toBe('data_not_ready');
    expect(early.body.available_at).toBe(`${winterYear}-12-02T12:00:00.000Z`);
    await setClock(`${winterYear}-12-02T12:00:00Z`);
    const ready = await audit(`${winterYear}-12-01`);
    expect(ready.status).toBe(200);
    expect(ready.body.data.map((tx: { reference: string }) => tx.reference)).toEqual(['winter-1']);
  });

  it('groups transactions by New York day: 22:00 EST belongs to that day, not to the UTC date', async () => {
    await setClock(`${winterYear}-12-02T03:00:00Z`); // 22:00 EST on Dec 1
    await query(t, 'AgeMatch5.0', targetOf(testPersons.adult), { reference: 'late-evening' });
    await setClock(`${winterYear}-12-03T12:00:00Z`);
    const dec1 = await audit(`${winterYear}-12-01`);
    const dec2 = await audit(`${winterYear}-12-02`);
    expect(dec1.body.data.map((tx: { reference: string }) => tx.reference)).toEqual(['late-evening']);
    expect(dec2.body.data).toEqual([]);
  });

  it('DST-correct: the availability instant is 07:00 EDT (11:00 UTC) in summer and 07:00 EST (12:00 UTC) in winter', () => {
    expect(new Date(availableAt('2027-07-04')).toISOString()).toBe('2027-07-05T11:00:00.000Z');
    expect(new Date(availableAt('2027-01-15')).toISOString()).toBe('2027-01-16T12:00:00.000Z');
    // Across the changes: DST starts 2027-03-14, ends 2027-11-07.
    expect(new Date(availableAt('2027-03-13')).toISOString()).toBe('2027-03-14T11:00:00.000Z');
    expect(new Date(availableAt('2027-11-06')).toISOString()).toBe('2027-11-07T12:00:00.000Z');
    expect(newYorkDay(Date.parse('2027-07-05T03:59:00Z'))).toBe('2027-07-04');
  });
});

describe('2.5 audit transaction', () => {
  it('serves the transactions of the other areas too (document token/create recorded by its area)', async () => {
    await setClock(`${winterYear}-12-01T15:00:00Z`);
    const token = await t.post('/backend/token/create', { user: 'sandbox', pass: 'sandbox-pass' });
    expect(token.status).toBe(200);
    await setClock(`${winterYear}-12-02T12:00:00Z`);
    const data = (await audit(`${winterYear}-12-01`)).body.data;
    expect(data.map((tx: { path: string }) => tx.path)).toEqual(['/backend/token/create']);
  });

  it('holds every field of 2.5 for a gateway transaction, SSN masked in inputs', async () => {
    await setClock(`${winterYear}-12-01T15:00:00Z`);
    await query(t, 'AgeMatch5.0', targetOf(testPersons.adult, { test_key: 'general_identity' }), {
      reference: 'ref-25',
      rules: 'AgeMatch5_0_RuleSet_DOB',
    });
    await setClock(`${winterYear}-12-02T12:00:00Z`);
    const [tx] = (await audit(`${winterYear}-12-01`)).body.data;
    expect(tx).toEqual({
      id: expect.any(String),
      // The virtual clock keeps running in real time after a set: a few ms later.
      timestamp: expect.stringMatching(new RegExp(`^${winterYear}-12-01T15:00:0\\d\\.\\d{3}Z$`)),
      service: 'AgeMatch5.0',
      reference: 'ref-25',
      user: 'sandbox',
      company: 'Sandbox Company',
      origin: '127.0.0.1',
      path: '/process/comprehensive/gateway',
      flags: ['test'],
      action: 'PASS',
      detail: 'ALL CHECKS PASSED',
      issues: [],
      inputs: expect.objectContaining({ fn: 'ALICE', ssn: '*****6789', rules: 'AgeMatch5_0_RuleSet_DOB' }),
    });
  });

  it('records every transaction of the day, including client errors (flag error) and V-PIN calls', async () => {
    await setClock(`${winterYear}-12-01T15:00:00Z`);
    await query(t, 'AgeMatch5.0', targetOf(testPersons.minor));
    await query(t, 'AgeMatch5.0', { fn: 'X' });
    await t.get('/v1/vpin/resolve/VP-NOPE', { authorization: 'Bearer sandbox-vpin-token' });
    await setClock(`${winterYear}-12-02T12:00:00Z`);
    const data = (await audit(`${winterYear}-12-01`)).body.data;
    expect(data.map((tx: { detail: string; flags: string[] }) => [tx.detail, tx.flags])).toEqual([
      ['POSSIBLE MINOR', ['billable']],
      [expect.stringContaining('target.ln: required'), ['error']],
      ['VPIN_NOT_FOUND', []],
    ]);
  });
});
