import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dmvIssues, dmvPassDocument, dmvTestRecords, dmvUnknownNumber } from '../../src/test-data';
import { startTestSandbox, type TestSandbox } from '../helpers';
import { query } from './gateway-support';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const dmv = (document: object, age: string | null = '21+') =>
  query(t, 'AgeMatch5.0.DMV', { document, ...(age === null ? {} : { age }) });

describe('4.1 AgeMatch5.0.DMV action/detail values', () => {
  it('PASS / ALL CHECKS PASSED for the pass document, confirmation as a string (2.1)', async () => {
    const res = await dmv({ ...dmvPassDocument });
    expect(res.body.result).toEqual({ action: 'PASS', detail: 'ALL CHECKS PASSED', issues: [] });
    expect(typeof res.body.meta.confirmation).toBe('string');
    expect(res.body.output.vpin.vpin).toBe('VP-DMV-D1000000');
  });

  it('FAIL / NO MATCH on an unknown document number, and without a number', async () => {
    const unknown = await dmv({ ...dmvPassDocument, number: dmvUnknownNumber });
    expect(unknown.body.result).toEqual({ action: 'FAIL', detail: 'NO MATCH', issues: [] });
    const { number: _n, ...noNumber } = dmvPassDocument;
    expect((await dmv(noNumber)).body.result.detail).toBe('NO MATCH');
  });

  it('FAIL / AGE NOT SUBMITTED without target.age', async () => {
    const res = await dmv({ ...dmvPassDocument }, null);
    expect(res.body.result).toMatchObject({ action: 'FAIL', detail: 'AGE NOT SUBMITTED' });
  });

  it('has a test record for each of the eighteen issue values', () => {
    const covered = dmvTestRecords.flatMap((r) => r.expectedIssues);
    expect(new Set(covered)).toEqual(new Set(dmvIssues));
    expect(dmvIssues).toHaveLength(18);
  });

  for (const record of dmvTestRecords.filter((r) => r.expectedIssues.length > 0)) {
    it(`REVIEW / TRANSACTION REQUIRES FURTHER ATTENTION with ${record.expectedIssues[0]} (${record.number})`, async () => {
      const res = await dmv(record.document);
      expect(res.body.result).toEqual({
        action: 'REVIEW',
        detail: 'TRANSACTION REQUIRES FURTHER ATTENTION',
        issues: record.expectedIssues,
      });
      expect(res.body.output).toBeUndefined();
    });
  }

  it('lists several issues when several attributes differ', async () => {
    const res = await dmv({ ...dmvPassDocument, fn: 'DIANA', city: 'OAKLAND', gender: 'm' });
    expect(res.body.result.action).toBe('REVIEW');
    expect(res.body.result.issues).toEqual([
      'FIRST NAME CHECK FAILED',
      'CITY CHECK FAILED',
      'GENDER CHECK FAILED',
    ]);
  });

  it('compares only the attributes sent', async () => {
    const res = await dmv({
      fn: dmvPassDocument.fn,
      ln: dmvPassDocument.ln,
      addr: dmvPassDocument.addr,
      zip: dmvPassDocument.zip,
      number: dmvPassDocument.number,
    });
    expect(res.body.result.action).toBe('PASS');
  });
});

describe('3.1 PASS / VERIFICATION EXISTS (storage active, DMV)', () => {
  it('answers VERIFICATION EXISTS once the document passed while storage is active', async () => {
    await t.admin('PATCH', '/settings', { storage: true });
    expect((await dmv({ ...dmvPassDocument })).body.result.detail).toBe('ALL CHECKS PASSED');
    const again = await dmv({ ...dmvPassDocument, fn: 'SOMEONE' });
    expect(again.body.result).toEqual({ action: 'PASS', detail: 'VERIFICATION EXISTS', issues: [] });
  });

  it('does not when storage is off', async () => {
    await dmv({ ...dmvPassDocument });
    expect((await dmv({ ...dmvPassDocument })).body.result.detail).toBe('ALL CHECKS PASSED');
  });
});

describe('4.1 AgeMatch5.0.DMV bad input', () => {
  it('400 naming each broken document field', async () => {
    const res = await dmv({
      fn: 'A',
      ln: 5,
      addr: 'X',
      height: '5ft10',
      gender: 'x',
      expiration: '20250231',
    });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { field: string }) => i.field)).toEqual([
      'target.document.ln',
      'target.document.zip',
      'target.document.height',
      'target.document.gender',
      'target.document.expiration',
    ]);
  });

  it('400 when target.document is missing, and for rules', async () => {
    const res = await query(t, 'AgeMatch5.0.DMV', { age: '21+' }, { rules: 'AgeMatch5_0_RuleSet_DOB' });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { field: string }) => i.field)).toEqual(['target.document', 'rules']);
  });
});
