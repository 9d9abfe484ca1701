import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testPersons } from '../../src/test-data';
import { startTestSandbox, type TestSandbox } from '../helpers';
import { answersFor, query, targetOf } from './gateway-support';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const adult = testPersons.adult;
const startQuiz = (service = 'AgeMatch5.0.KBA', extra: Record<string, unknown> = {}) =>
  query(t, service, targetOf(adult, extra));
const submit = (token: unknown, answers: unknown) => t.post('/process/continue', { token, answers });

describe('2.2 quiz (KBA services)', () => {
  for (const service of ['AgeMatch5.0.KBA', 'IDMatchPLUS5.0.MULTI']) {
    it(`${service}: PENDING / MORE INFORMATION IS REQUIRED with four questions and a continuation template`, async () => {
      const res = await startQuiz(service);
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual({
        action: 'PENDING',
        detail: 'MORE INFORMATION IS REQUIRED',
        issues: [],
      });
      const questions = res.body.output.questions.questions;
      expect(questions).toHaveLength(4);
      expect(questions.map((q: { type: string }) => q.type)).toEqual(['state', 'city', 'zip5', 'address']);
      for (const q of questions) {
        expect(q.prompt).toEqual(expect.any(String));
        expect(q.answers.map((a: { text: string }) => a.text)).toContain('None of the above');
      }
      // Built from the person's data: each question offers the person's value.
      expect(questions[0].answers.map((a: { text: string }) => a.text)).toContain(adult.state);
      expect(questions[3].answers.map((a: { text: string }) => a.text)).toContain(adult.addr);
      const cont = res.body.continuations.questions;
      expect(cont.url).toBe('/process/continue');
      expect(cont.template.token).toEqual(expect.any(String));
      expect(cont.template.answers).toEqual(
        Object.fromEntries(questions.map((q: { id: string }) => [q.id, []])),
      );
      expect(cont.instructions).toMatch(/case sensitive/);
    });
  }

  it('IDMatchPLUS5.0.MULTI does not require age; AgeMatch5.0.KBA does', async () => {
    const multi = await startQuiz('IDMatchPLUS5.0.MULTI', { age: undefined });
    expect(multi.body.result.action).toBe('PENDING');
    const kba = await startQuiz('AgeMatch5.0.KBA', { age: undefined });
    expect(kba.body.result).toMatchObject({ action: 'FAIL', detail: 'AGE NOT SUBMITTED' });
  });
});

describe('4.1 quiz service action/detail values', () => {
  const cases: [string, Record<string, unknown>, string, string, string[]?][] = [
    ['NO MATCH', targetOf(adult, { ln: 'NOBODY' }), 'FAIL', 'NO MATCH'],
    ['AGE NOT VERIFIED', targetOf(testPersons.noDob), 'FAIL', 'AGE NOT VERIFIED'],
    ['TARGET IS DECEASED', targetOf(testPersons.deceased), 'FAIL', 'TARGET IS DECEASED'],
    ['POSSIBLE MINOR', targetOf(testPersons.minor), 'FAIL', 'POSSIBLE MINOR'],
  ];
  for (const [name, target, action, detail] of cases) {
    it(`${action} / ${name}`, async () => {
      const res = await query(t, 'AgeMatch5.0.KBA', target);
      expect(res.body.result).toMatchObject({ action, detail });
      expect(res.body.continuations).toBeUndefined();
    });
  }

  it('REVIEW / TRANSACTION REQUIRES FURTHER ATTENTION listing the differing attributes, no quiz', async () => {
    const res = await startQuiz('AgeMatch5.0.KBA', {
      dob: '19810115',
      phone: '5185550199',
      email: 'other@example.com',
      ssn: '9999',
    });
    expect(res.body.result).toEqual({
      action: 'REVIEW',
      detail: 'TRANSACTION REQUIRES FURTHER ATTENTION',
      issues: [
        'YEAR OF BIRTH CHECK FAILED',
        'DATE OF BIRTH CHECK FAILED',
        'SSN CHECK FAILED',
        'PHONE CHECK FAILED',
        'EMAIL CHECK FAILED',
      ],
    });
    expect(res.body.continuations).toBeUndefined();
  });

  it('REVIEW with MONTH and DAY OF BIRTH CHECK FAILED, ADDRESS CHECK FAILED', async () => {
    const res = await startQuiz('AgeMatch5.0.KBA', { dob: '19800216', addr: '1 OTHER ST' });
    expect(res.body.result.issues).toEqual([
      'ADDRESS CHECK FAILED',
      'MONTH OF BIRTH CHECK FAILED',
      'DAY OF BIRTH CHECK FAILED',
      'DATE OF BIRTH CHECK FAILED',
    ]);
  });

  it('REVIEW with MULTIPLE SSNS FOUND for the person with several SSNs', async () => {
    const res = await query(t, 'IDMatchPLUS5.0.MULTI', targetOf(testPersons.multipleSsns));
    expect(res.body.result).toMatchObject({ action: 'REVIEW', issues: ['MULTIPLE SSNS FOUND'] });
  });

  it('applies a rule set sent with the quiz request (REVIEW when its input is absent)', async () => {
    const res = await startQuiz('AgeMatch5.0.KBA', { phone: undefined });
    expect(res.body.result.action).toBe('PENDING');
    const ruled = await query(t, 'AgeMatch5.0.KBA', targetOf(adult, { phone: undefined }), {
      rules: 'AgeMatch5_0_RuleSet_PHONE',
    });
    expect(ruled.body.result).toMatchObject({ action: 'REVIEW', issues: ['PHONE CHECK FAILED'] });
  });
});

describe('4.1 /process/continue (3-of-4 threshold, 90-second token)', () => {
  for (const wrong of [0, 1]) {
    it(`${4 - wrong} of 4 correct → PASS / ALL CHECKS PASSED with the V-PIN and a final template`, async () => {
      const quiz = await startQuiz();
      const res = await submit(
        quiz.body.continuations.questions.template.token,
        answersFor(quiz.body, adult, wrong),
      );
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual({ action: 'PASS', detail: 'ALL CHECKS PASSED', issues: [] });
      expect(res.body.output.answers).toEqual({ asked: 4, correct: 4 - wrong });
      expect(res.body.output.vpin.vpin).toBe(adult.vpin);
      expect(res.body.final).toEqual({ template: { token: expect.any(String) }, url: '/process/status' });
      expect(res.body.meta.service).toBe('AgeMatch5.0.KBA');
      const status = await t.post('/process/status', { token: res.body.final.template.token });
      expect(status.body).toEqual(res.body);
    });
  }

  for (const wrong of [2, 4]) {
    it(`${4 - wrong} of 4 correct → REVIEW with QUESTION CHECK FAILED`, async () => {
      const quiz = await startQuiz();
      const res = await submit(
        quiz.body.continuations.questions.template.token,
        answersFor(quiz.body, adult, wrong),
      );
      expect(res.body.result).toEqual({
        action: 'REVIEW',
        detail: 'TRANSACTION REQUIRES FURTHER ATTENTION',
        issues: ['QUESTION CHECK FAILED'],
      });
      expect(res.body.output.answers).toEqual({ asked: 4, correct: 4 - wrong });
      expect(res.body.output.vpin).toBeUndefined();
    });
  }

  it('answers are case sensitive and need exactly one chosen text', async () => {
    const quiz = await startQuiz();
    const answers = answersFor(quiz.body, adult);
    const ids = Object.keys(answers);
    answers[ids[0]!] = [answers[ids[0]!]![0]!.toLowerCase()];
    answers[ids[1]!] = [answers[ids[1]!]![0]!, 'None of the above'];
    const res = await submit(quiz.body.continuations.questions.template.token, answers);
    expect(res.body.output.answers.correct).toBe(2);
  });

  it('the token is still valid 85 s after issue (virtual time)', async () => {
    const quiz = await startQuiz();
    await t.advance(85);
    const res = await submit(quiz.body.continuations.questions.template.token, answersFor(quiz.body, adult));
    expect(res.body.result.action).toBe('PASS');
  });

  it('after 90 s the token is expired: 410 quiz_token_expired', async () => {
    const quiz = await startQuiz();
    await t.advance(91);
    const res = await submit(quiz.body.continuations.questions.template.token, answersFor(quiz.body, adult));
    expect(res.status).toBe(410);
    expect(res.body).toEqual({ error: 'quiz_token_expired', message: expect.stringContaining('token:') });
  });

  it('an unknown token is 404 quiz_token_not_found; a used one 409 quiz_token_used', async () => {
    const unknown = await submit('qz_nope', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('quiz_token_not_found');
    const quiz = await startQuiz();
    const token = quiz.body.continuations.questions.template.token;
    await submit(token, answersFor(quiz.body, adult));
    const again = await submit(token, answersFor(quiz.body, adult));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('quiz_token_used');
  });

  it('bad answers are a 400 naming the field', async () => {
    const missing = await t.post('/process/continue', { token: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ field: 'answers', rule: expect.any(String) }]);
    const wrongType = await submit('x', { state_1: 'CA' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.issues[0].field).toBe('answers.state_1');
    const noToken = await t.post('/process/continue', { answers: {} });
    expect(noToken.body.issues).toEqual([{ field: 'token', rule: 'required' }]);
  });

  it('/process/status with an unknown token is 404', async () => {
    const res = await t.post('/process/status', { token: 'fn_nope' });
    expect(res.status).toBe(404);
  });
});
