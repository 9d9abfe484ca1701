import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dmvPassDocument, dmvTestRecords, testPersons } from '../../src/test-data';
import { startTestSandbox, type TestSandbox } from '../helpers';
import { answersFor, query, targetOf } from './gateway-support';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const adult = testPersons.adult;
const token = (quiz: { body: { continuations: { questions: { template: { token: string } } } } }) =>
  quiz.body.continuations.questions.template.token;

describe('3.1 gateway action values', () => {
  it('(no transaction) → PASS / ALL CHECKS PASSED: identity found, requirements met, no quiz service', async () => {
    const res = await query(t, 'AgeMatch5.0', targetOf(adult));
    expect(res.body.result).toEqual({ action: 'PASS', detail: 'ALL CHECKS PASSED', issues: [] });
  });

  it('(no transaction) → FAIL with the detail of the case (no match, unverifiable, deceased, minor, age missing)', async () => {
    const details = await Promise.all([
      query(t, 'AgeMatch5.0', targetOf(adult, { zip: '99999' })),
      query(t, 'AgeMatch5.0', targetOf(testPersons.noDob)),
      query(t, 'AgeMatch5.0', targetOf(testPersons.deceased)),
      query(t, 'AgeMatch5.0', targetOf(testPersons.minor)),
      query(t, 'AgeMatch5.0', targetOf(adult, { age: '' })),
    ]);
    expect(details.map((r) => `${r.body.result.action} ${r.body.result.detail}`)).toEqual([
      'FAIL NO MATCH',
      'FAIL AGE NOT VERIFIED',
      'FAIL TARGET IS DECEASED',
      'FAIL POSSIBLE MINOR',
      'FAIL AGE NOT SUBMITTED',
    ]);
  });

  it('(no transaction) → REVIEW / TRANSACTION REQUIRES FURTHER ATTENTION: DMV attribute differs, issues list it', async () => {
    const res = await query(t, 'AgeMatch5.0.DMV', { age: '21+', document: dmvTestRecords[1]!.document });
    expect(res.body.result).toEqual({
      action: 'REVIEW',
      detail: 'TRANSACTION REQUIRES FURTHER ATTENTION',
      issues: ['FIRST NAME CHECK FAILED'],
    });
  });

  it('(no transaction) → REVIEW / TRANSACTION REQUIRES FURTHER ATTENTION: quiz service attribute differs', async () => {
    const res = await query(t, 'IDMatchPLUS5.0.MULTI', targetOf(adult, { ssn: '000000000' }));
    expect(res.body.result).toMatchObject({ action: 'REVIEW', issues: ['SSN CHECK FAILED'] });
  });

  it('(no transaction) → PENDING / MORE INFORMATION IS REQUIRED: quiz and continuation template returned', async () => {
    const res = await query(t, 'AgeMatch5.0.KBA', targetOf(adult));
    expect(res.body.result.action).toBe('PENDING');
    expect(res.body.output.questions.questions).toHaveLength(4);
    expect(res.body.continuations.questions.template.token).toEqual(expect.any(String));
  });

  it('PENDING → REVIEW with QUESTION CHECK FAILED: valid token, fewer than 3 of 4 correct; output.answers', async () => {
    const quiz = await query(t, 'AgeMatch5.0.KBA', targetOf(adult));
    const res = await t.post('/process/continue', {
      token: token(quiz),
      answers: answersFor(quiz.body, adult, 2),
    });
    expect(res.body.result).toMatchObject({ action: 'REVIEW', issues: ['QUESTION CHECK FAILED'] });
    expect(res.body.output.answers).toEqual({ asked: 4, correct: 2 });
  });

  it('PENDING → final result (sandbox: PASS / ALL CHECKS PASSED) with enough correct answers', async () => {
    const quiz = await query(t, 'IDMatchPLUS5.0.MULTI', targetOf(adult));
    const res = await t.post('/process/continue', {
      token: token(quiz),
      answers: answersFor(quiz.body, adult, 1),
    });
    expect(res.body.result).toEqual({ action: 'PASS', detail: 'ALL CHECKS PASSED', issues: [] });
  });

  it('any → PASS / VERIFICATION EXISTS: storage active and customer already verified (DMV), no search', async () => {
    await t.admin('PATCH', '/settings', { storage: true });
    await query(t, 'AgeMatch5.0.DMV', { age: '21+', document: dmvPassDocument });
    // A differing attribute would be REVIEW after a search; the stored verification answers first.
    const res = await query(t, 'AgeMatch5.0.DMV', { age: '21+', document: { ...dmvPassDocument, ln: 'X' } });
    expect(res.body.result).toEqual({ action: 'PASS', detail: 'VERIFICATION EXISTS', issues: [] });
  });
});

describe('7.5 gateway errors', () => {
  it('1. business outcomes are carried in result.action/detail with HTTP 200, not error statuses', async () => {
    for (const target of [targetOf(testPersons.deceased), targetOf(adult, { fn: 'NOBODY' })]) {
      const res = await query(t, 'AgeMatch5.0', target);
      expect(res.status).toBe(200);
      expect(res.body.result.action).toBe('FAIL');
    }
  });

  it('2. a bad quiz token is 404, an expired one 410 (JSON error bodies, documented)', async () => {
    const bad = await t.post('/process/continue', { token: 'qz_bad', answers: {} });
    expect(bad.status).toBe(404);
    expect(bad.body.error).toBe('quiz_token_not_found');
    const quiz = await query(t, 'AgeMatch5.0.KBA', targetOf(adult));
    await t.advance(120);
    const expired = await t.post('/process/continue', {
      token: token(quiz),
      answers: answersFor(quiz.body, adult),
    });
    expect(expired.status).toBe(410);
    expect(expired.body.error).toBe('quiz_token_expired');
  });
});
