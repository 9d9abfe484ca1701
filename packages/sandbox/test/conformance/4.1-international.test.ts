import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { internationalPersons, internationalTestKeys } from '../../src/test-data';
import { startTestSandbox, type TestSandbox } from '../helpers';
import { query } from './gateway-support';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const uk = internationalPersons.find((p) => p.key === 'ukAdult')!;
const ukNoDob = internationalPersons.find((p) => p.key === 'ukNoDob')!;
const target = (extra: Record<string, unknown> = {}) => ({
  fn: uk.fn,
  ln: uk.ln,
  zip: uk.zip,
  dob: uk.dob,
  age: '18+',
  ...extra,
});

describe('4.1 International test keys (target input ignored)', () => {
  for (const [key, expected] of Object.entries(internationalTestKeys)) {
    it(`${key} → ${expected.action} / ${expected.detail}`, async () => {
      // An empty target: the canned result ignores the input entirely.
      const res = await query(t, 'AgeMatch5.0.UK', { test_key: key });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject(expected);
      expect(res.body.meta.service).toBe('AgeMatch5.0.UK');
    });
  }

  it('works for any covered country name, case-insensitively', async () => {
    const res = await query(t, 'AgeMatch5.0.germany', { test_key: 'international_pass', fn: 5 });
    expect(res.body.result.action).toBe('PASS');
  });
});

describe('4.1 International normal checks on the test data', () => {
  it('PASS / ALL CHECKS PASSED for the UK adult (postcode spacing ignored)', async () => {
    const res = await query(t, 'AgeMatch5.0.UK', target({ zip: 'sw1a1aa' }));
    expect(res.body.result).toEqual({ action: 'PASS', detail: 'ALL CHECKS PASSED', issues: [] });
    expect(res.body.output.vpin.vpin).toBe(uk.vpin);
  });

  it('FAIL / NO MATCH in another country or for another name', async () => {
    expect((await query(t, 'AgeMatch5.0.Canada', target())).body.result.detail).toBe('NO MATCH');
    expect((await query(t, 'AgeMatch5.0.UK', target({ ln: 'OTHER' }))).body.result.detail).toBe('NO MATCH');
  });

  it('FAIL / AGE NOT VERIFIED without a DOB on file or with a different DOB', async () => {
    const noDob = await query(t, 'AgeMatch5.0.UK', {
      fn: ukNoDob.fn,
      ln: ukNoDob.ln,
      zip: ukNoDob.zip,
      age: '18+',
    });
    expect(noDob.body.result.detail).toBe('AGE NOT VERIFIED');
    expect((await query(t, 'AgeMatch5.0.UK', target({ dob: '19820215' }))).body.result.detail).toBe(
      'AGE NOT VERIFIED',
    );
  });

  it('FAIL / POSSIBLE MINOR when the input DOB is under the age', async () => {
    const res = await query(t, 'AgeMatch5.0.UK', target({ dob: '20150101' }));
    expect(res.body.result).toMatchObject({ action: 'FAIL', detail: 'POSSIBLE MINOR' });
  });

  it('an uncovered country is a 400 naming service; an unknown test key a 400 naming target.test_key', async () => {
    const country = await query(t, 'AgeMatch5.0.Narnia', target());
    expect(country.status).toBe(400);
    expect(country.body.issues[0].field).toBe('service');
    const key = await query(t, 'AgeMatch5.0.UK', target({ test_key: 'international_maybe' }));
    expect(key.status).toBe(400);
    expect(key.body.issues[0].field).toBe('target.test_key');
  });
});
