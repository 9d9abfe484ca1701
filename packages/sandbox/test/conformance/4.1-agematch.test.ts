import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ruleSets } from '../../src/areas/gateway/us-identity';
import { testPersons } from '../../src/test-data';
import { gatewayBody, startTestSandbox, type TestSandbox } from '../helpers';
import { gatewayPath, query, targetOf } from './gateway-support';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('4.1 AgeMatch5.0 action/detail values', () => {
  it('PASS / ALL CHECKS PASSED for the adult, with the V-PIN returned', async () => {
    const res = await query(t, 'AgeMatch5.0', targetOf(testPersons.adult));
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ action: 'PASS', detail: 'ALL CHECKS PASSED', issues: [] });
    expect(res.body.output.vpin.vpin).toBe(testPersons.adult.vpin);
  });

  it('FAIL / NO MATCH for an unknown person', async () => {
    const res = await query(t, 'AgeMatch5.0', targetOf(testPersons.adult, { fn: 'NOBODY' }));
    expect(res.body.result).toEqual({ action: 'FAIL', detail: 'NO MATCH', issues: [] });
    expect(res.body.output).toBeUndefined();
  });

  it('FAIL / AGE NOT VERIFIED for the person without a date of birth', async () => {
    const res = await query(t, 'AgeMatch5.0', targetOf(testPersons.noDob));
    expect(res.body.result).toMatchObject({ action: 'FAIL', detail: 'AGE NOT VERIFIED' });
  });

  it('FAIL / TARGET IS DECEASED for the deceased person', async () => {
    const res = await query(t, 'AgeMatch5.0', targetOf(testPersons.deceased));
    expect(res.body.result).toMatchObject({ action: 'FAIL', detail: 'TARGET IS DECEASED' });
  });

  it('FAIL / AGE NOT SUBMITTED when age is missing', async () => {
    const { age: _age, ...target } = targetOf(testPersons.adult);
    const res = await query(t, 'AgeMatch5.0', target);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ action: 'FAIL', detail: 'AGE NOT SUBMITTED', issues: [] });
  });

  it('FAIL / POSSIBLE MINOR for the minor, and for the 19-year-old at 21+ but not at 18+', async () => {
    const minor = await query(t, 'AgeMatch5.0', targetOf(testPersons.minor, { age: '18+' }));
    expect(minor.body.result).toMatchObject({ action: 'FAIL', detail: 'POSSIBLE MINOR' });
    const young21 = await query(t, 'AgeMatch5.0', targetOf(testPersons.youngAdult, { age: '21+' }));
    expect(young21.body.result.detail).toBe('POSSIBLE MINOR');
    const young18 = await query(t, 'AgeMatch5.0', targetOf(testPersons.youngAdult, { age: '18+' }));
    expect(young18.body.result.action).toBe('PASS');
  });

  it('matches names case-insensitively and ignores the extra inputs under the base rule set', async () => {
    const res = await query(
      t,
      'AgeMatch5.0',
      targetOf(testPersons.adult, { fn: 'alice', ln: 'Adult', phone: '0000000', ssn: '0000' }),
    );
    expect(res.body.result.action).toBe('PASS');
  });
});

describe('2.1 gateway result meta', () => {
  it('has confirmation, reference echo, service, virtual-clock timestamp, company and user', async () => {
    await t.admin('POST', '/clock/set', { now: '2031-05-06T07:08:09Z' });
    const first = await query(t, 'AgeMatch5.0', targetOf(testPersons.adult), { reference: 'order-42' });
    const second = await query(t, 'AgeMatch5.0', targetOf(testPersons.adult));
    expect(first.body.meta).toEqual({
      confirmation: expect.any(Number),
      reference: 'order-42',
      service: 'AgeMatch5.0',
      timestamp: '2031-05-06 07:08:09',
      company: 'Sandbox Company',
      user: 'sandbox',
    });
    expect(second.body.meta.confirmation).toBeGreaterThan(first.body.meta.confirmation);
    expect(second.body.meta.reference).toBe('');
  });
});

describe('4.1 AgeMatch5.0 rule sets', () => {
  it('knows exactly the nineteen rule sets of the spec', () => {
    expect(Object.keys(ruleSets)).toHaveLength(19);
  });

  for (const [id, inputs] of Object.entries(ruleSets)) {
    describe(id, () => {
      it('PASS when every required input matches the record', async () => {
        const res = await query(t, 'AgeMatch5.0', targetOf(testPersons.adult), { rules: id });
        expect(res.body.result).toEqual({ action: 'PASS', detail: 'ALL CHECKS PASSED', issues: [] });
      });

      it('FAIL / NO MATCH naming the check when a required input is wrong', async () => {
        const wrong: Record<string, Record<string, string>> = {
          yob: { dob: '19790115' },
          dob: { dob: '19800116' },
          ssn: { ssn: '999999999' },
          addr: { addr: '999 OTHER ST' },
          phone: { phone: '5185550199' },
        };
        const issue: Record<string, string> = {
          yob: 'YEAR OF BIRTH CHECK FAILED',
          dob: 'DATE OF BIRTH CHECK FAILED',
          ssn: 'SSN CHECK FAILED',
          addr: 'ADDRESS CHECK FAILED',
          phone: 'PHONE CHECK FAILED',
        };
        const last = inputs[inputs.length - 1]!;
        const res = await query(t, 'AgeMatch5.0', targetOf(testPersons.adult, wrong[last]), { rules: id });
        expect(res.body.result.action).toBe('FAIL');
        expect(res.body.result.detail).toBe('NO MATCH');
        expect(res.body.result.issues).toContain(issue[last]);
      });

      it('FAIL / NO MATCH when a required input is absent (addr: a different one)', async () => {
        const first = inputs[0]!;
        const field = first === 'yob' ? 'dob' : first;
        const target = targetOf(testPersons.adult);
        if (field === 'addr') target.addr = '1 ELSEWHERE AVE';
        else delete target[field];
        const res = await query(t, 'AgeMatch5.0', target, { rules: id });
        expect(res.body.result).toMatchObject({ action: 'FAIL', detail: 'NO MATCH' });
        expect(res.body.result.issues.length).toBeGreaterThan(0);
      });
    });
  }

  it('accepts a 4-digit SSN (last four) and a phone with punctuation', async () => {
    const target = targetOf(testPersons.adult, { ssn: '6789', phone: '+1 (518) 555-0100' });
    const res = await query(t, 'AgeMatch5.0', target, { rules: 'AgeMatch5_0_RuleSet_SSN_PHONE' });
    expect(res.body.result.action).toBe('PASS');
  });

  it('FAIL / NO MATCH with MULTIPLE SSNS FOUND under an SSN rule set for the person with several SSNs', async () => {
    const base = await query(t, 'AgeMatch5.0', targetOf(testPersons.multipleSsns));
    expect(base.body.result.action).toBe('PASS');
    const ssn = await query(t, 'AgeMatch5.0', targetOf(testPersons.multipleSsns), {
      rules: 'AgeMatch5_0_RuleSet_SSN_PHONE',
    });
    expect(ssn.body.result).toEqual({ action: 'FAIL', detail: 'NO MATCH', issues: ['MULTIPLE SSNS FOUND'] });
  });

  it('an unknown rule set is a 400 naming rules', async () => {
    const res = await query(t, 'AgeMatch5.0', targetOf(testPersons.adult), {
      rules: 'AgeMatch5_0_RuleSet_XYZ',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(res.body.issues).toEqual([{ field: 'rules', rule: expect.stringContaining('unknown rule set') }]);
  });
});

describe('5 gateway credentials', () => {
  it('wrong user/pass answers 401 JSON, missing ones 400 naming the field', async () => {
    const wrong = await t.post(gatewayPath, {
      user: 'sandbox',
      pass: 'nope',
      service: 'AgeMatch5.0',
      target: targetOf(testPersons.adult),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'unauthorized', message: expect.stringContaining('user/pass') });
    const missing = await t.post(gatewayPath, { service: 'AgeMatch5.0', pass: 'sandbox-pass' });
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ field: 'user', rule: 'required' }]);
  });

  it('an unknown service is a 400 naming service', async () => {
    const res = await t.post(gatewayPath, gatewayBody({ service: 'AgeMatch9.9', target: {} }));
    expect(res.status).toBe(400);
    expect(res.body.issues[0].field).toBe('service');
  });
});
