import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testPersons } from '../../src/test-data';
import { startTestSandbox, type TestSandbox } from '../helpers';
import { query, targetOf } from './gateway-support';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const lastTransaction = async () => {
  const res = await t.admin('GET', '/transactions');
  return res.body.data.at(-1);
};

describe('4.2 test mode of the gateway', () => {
  it('1. with test_key general_identity the transaction is a test and not billable', async () => {
    const res = await query(t, 'AgeMatch5.0', targetOf(testPersons.adult, { test_key: 'general_identity' }));
    expect(res.body.result.action).toBe('PASS');
    expect((await lastTransaction()).flags).toEqual(['test']);
  });

  it('2. without test_key the same test data answers, flagged billable', async () => {
    const res = await query(t, 'AgeMatch5.0', targetOf(testPersons.adult));
    expect(res.body.result.action).toBe('PASS');
    expect((await lastTransaction()).flags).toEqual(['billable']);
  });

  it('3. canned services ignore the input; others follow the input on test data', async () => {
    const canned = await query(t, 'AgeMatch5.0.UK', {
      test_key: 'international_fail_no_match',
      fn: 'OLIVER',
    });
    expect(canned.body.result.detail).toBe('NO MATCH');
    expect((await lastTransaction()).flags).toEqual(['test']);
    const withKey = { test_key: 'general_identity' };
    const minor = await query(t, 'AgeMatch5.0', targetOf(testPersons.minor, withKey));
    expect(minor.body.result.detail).toBe('POSSIBLE MINOR');
    const deceased = await query(t, 'AgeMatch5.0', targetOf(testPersons.deceased, withKey));
    expect(deceased.body.result.detail).toBe('TARGET IS DECEASED');
  });

  it('5. the endpoint, service name and credentials do not change; an unknown key is a 400, not silent live mode', async () => {
    const res = await query(t, 'AgeMatch5.0', targetOf(testPersons.adult, { test_key: 'nope' }));
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { field: 'target.test_key', rule: expect.stringContaining('general_identity') },
    ]);
    expect((await lastTransaction()).flags).toEqual(['error']);
    const keyed = await query(t, 'AgeMatch5.0', { test_key: 'general_identity' });
    expect(keyed.status).toBe(400);
    expect((await lastTransaction()).flags).toEqual(['test', 'error']);
  });

  it('4. services that must deliver a one-time password to a phone are not offered: 400 naming service', async () => {
    const res = await query(t, 'OTP5.0.SMS', targetOf(testPersons.adult, { test_key: 'general_identity' }));
    expect(res.status).toBe(400);
    expect(res.body.issues[0]).toEqual({
      field: 'service',
      rule: expect.stringContaining('unknown service'),
    });
  });

  it('the quiz final result keeps the test flag of the first call', async () => {
    const quiz = await query(
      t,
      'AgeMatch5.0.KBA',
      targetOf(testPersons.adult, { test_key: 'general_identity' }),
    );
    await t.post('/process/continue', {
      token: quiz.body.continuations.questions.template.token,
      answers: {},
    });
    const tx = await lastTransaction();
    expect(tx.flags).toEqual(['test']);
    expect(tx.detail).toBe('TRANSACTION REQUIRES FURTHER ATTENTION');
  });
});
