import { quizOf } from '@veriframe/core/age-check';
import { browserApi } from '@veriframe/core/routes';
import { dmvPassDocument } from '@veriframe/sandbox/test-data';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClients, type VeriframeClients } from '../src/clients/index';
import { isQuizIssued } from '../src/clients/schemas';
import { sandboxConfig } from '../src/config';
import { VeriframeApiError } from '../src/errors/service-error';
import { admin, caught, useSandbox } from './helpers';

const { sandbox, clientsFor } = useSandbox();
let clients: VeriframeClients;
beforeAll(() => {
  clients = clientsFor();
});

const adult = { fn: 'ALICE', ln: 'ADULT', addr: '100 MAIN ST', city: 'ALBANY', state: 'NY', zip: '12207' };
const testKey = { test_key: 'general_identity' };

/** Answers a sandbox quiz from the test person's own data (questions come from it). */
function answersFor(questions: { id: string; type: string; answers: { text: string }[] }[], right: number) {
  const truth: Record<string, string> = {
    state: 'NY',
    address: '100 MAIN ST',
    zip5: '12207',
    city: 'ALBANY',
  };
  return Object.fromEntries(
    questions.map((q, i) => [q.id, [i < right ? (truth[q.type] ?? '') : 'None of the above']]),
  );
}

describe('gateway client (4.1, 4.2, 3.1)', () => {
  it('AgeMatch5.0: PASS for the adult, with meta', async () => {
    const res = await clients.gateway.ageMatch(
      { ...adult, dob: '19800115', age: '21+', ...testKey },
      { reference: 'r-1' },
    );
    expect(res.result).toEqual({ action: 'PASS', detail: 'ALL CHECKS PASSED', issues: [] });
    expect(res.meta.service).toBe('AgeMatch5.0');
    expect(res.meta.reference).toBe('r-1');
  });

  it.each([
    [{ fn: 'MILO', ln: 'MINOR', addr: '200 OAK AVE', zip: '73301' }, 'POSSIBLE MINOR'],
    [{ fn: 'DEAN', ln: 'DECEASED', addr: '400 ELM ST', zip: '02108' }, 'TARGET IS DECEASED'],
    [{ fn: 'NORA', ln: 'NODOB', addr: '500 CEDAR LN', zip: '98101' }, 'AGE NOT VERIFIED'],
    [{ fn: 'NOBODY', ln: 'KNOWN', addr: '1 NOWHERE', zip: '00000' }, 'NO MATCH'],
  ])('AgeMatch5.0: FAIL cases (%o → %s)', async (target, detail) => {
    const res = await clients.gateway.ageMatch({ ...target, age: '21+', ...testKey });
    expect(res.result.action).toBe('FAIL');
    expect(res.result.detail).toBe(detail);
  });

  it('AgeMatch5.0 with a rule set reports the input that does not match', async () => {
    const res = await clients.gateway.ageMatch(
      { ...adult, dob: '19800116', age: '21+', ...testKey },
      { rules: 'AgeMatch5_0_RuleSet_DOB' },
    );
    expect(res.result.action).not.toBe('PASS');
    expect(res.result.issues).toContain('DATE OF BIRTH CHECK FAILED');
  });

  it('AgeMatch5.0.DMV: PASS for the test license, REVIEW with issues when an attribute differs', async () => {
    // The sandbox's documented pass license (its test data), not a copy of it.
    const document = { ...dmvPassDocument, gender: 'f' as const, category: '1' as const };
    expect((await clients.gateway.dmv({ age: '21+', document })).result.action).toBe('PASS');
    const review = await clients.gateway.dmv({ age: '21+', document: { ...document, eye_color: 'GRN' } });
    expect(review.result.action).toBe('REVIEW');
    expect(review.result.issues).toContain('EYE COLOR CHECK FAILED');
  });

  it('AgeMatch5.0.<Country>: canned test keys', async () => {
    const target = { fn: 'X', ln: 'Y', zip: 'SW1A 1AA', age: '18+' };
    const res = await clients.gateway.international('UK', {
      ...target,
      test_key: 'international_fail_possible_minor',
    });
    expect(res.result).toMatchObject({ action: 'FAIL', detail: 'POSSIBLE MINOR' });
    const pass = await clients.gateway.international('UK', { ...target, test_key: 'international_pass' });
    expect(pass.result).toMatchObject({ action: 'PASS', detail: 'ALL CHECKS PASSED' });
  });

  it('quiz: PENDING with questions; 3 of 4 right passes, fewer is QUESTION CHECK FAILED', async () => {
    const quiz = await clients.gateway.quiz('AgeMatch5.0.KBA', { ...adult, age: '21+', ...testKey });
    expect(quiz.result).toMatchObject({ action: 'PENDING', detail: 'MORE INFORMATION IS REQUIRED' });
    if (!isQuizIssued(quiz)) throw new Error('expected a quiz');
    const questions = quiz.output.questions.questions;
    expect(questions.every((q) => q.answers.some((a) => a.text === 'None of the above'))).toBe(true);
    const pass = await clients.gateway.continueQuiz({
      token: quiz.continuations.questions.template.token,
      answers: answersFor(questions, 3),
    });
    expect(pass.output.answers).toEqual({ asked: 4, correct: 3 });
    expect(pass.result.issues).not.toContain('QUESTION CHECK FAILED');

    const again = await clients.gateway.quiz('IDMatchPLUS5.0.MULTI', { ...adult, ...testKey });
    if (!isQuizIssued(again)) throw new Error('expected a quiz');
    const fail = await clients.gateway.continueQuiz({
      token: again.continuations.questions.template.token,
      answers: answersFor(again.output.questions.questions, 2),
    });
    expect(fail.result).toMatchObject({ action: 'REVIEW', issues: ['QUESTION CHECK FAILED'] });
  });

  it('one answer to "was a quiz issued?": the service\'s answer and the proxy\'s shape of it agree', async () => {
    const quiz = await clients.gateway.quiz('AgeMatch5.0.KBA', { ...adult, age: '21+', ...testKey });
    if (!isQuizIssued(quiz)) throw new Error('expected a quiz');
    const token = quiz.continuations.questions.template.token;
    expect(quizOf(quiz)?.token).toBe(token);
    // What the browser gets: the proxy's allowlist of the same answer.
    expect(quizOf(browserApi.gatewayAge.output.parse(quiz))).toEqual({ token, questions: expect.any(Array) });

    const pass = await clients.gateway.ageMatch({ ...adult, dob: '19800115', age: '21+', ...testKey });
    expect([isQuizIssued(pass), quizOf(pass)]).toEqual([false, null]);
    // A token without questions is nothing a person can answer: no quiz, for the server as for the browser.
    const noQuestions = { ...quiz, output: { questions: { questions: [] } } };
    expect([isQuizIssued(noQuestions), quizOf(noQuestions)]).toEqual([false, null]);
  });

  it('quiz token errors are typed: used (conflict), expired after 90 s, unknown (not_found)', async () => {
    const quiz = await clients.gateway.quiz('AgeMatch5.0.KBA', { ...adult, age: '21+', ...testKey });
    if (!isQuizIssued(quiz)) throw new Error('expected a quiz');
    const token = quiz.continuations.questions.template.token;
    const answers = answersFor(quiz.output.questions.questions, 4);
    await clients.gateway.continueQuiz({ token, answers });
    expect(await caught(clients.gateway.continueQuiz({ token, answers }))).toMatchObject({
      kind: 'conflict',
      status: 409,
    });

    const late = await clients.gateway.quiz('AgeMatch5.0.KBA', { ...adult, age: '21+', ...testKey });
    if (!isQuizIssued(late)) throw new Error('expected a quiz');
    await admin(sandbox().adminUrl, '/clock/advance', { seconds: 91 });
    const expired = await caught(
      clients.gateway.continueQuiz({ token: late.continuations.questions.template.token, answers }),
    );
    expect(expired).toMatchObject({ kind: 'expired', status: 410, operation: 'gateway.continue' });
    expect(await caught(clients.gateway.continueQuiz({ token: 'nope', answers }))).toMatchObject({
      kind: 'not_found',
      status: 404,
    });
  });

  it('wrong credentials are unauthorized; a malformed target is bad_request naming the field', async () => {
    const wrong = createClients(sandboxConfig(sandbox().urls, { VERIFRAME_PASS: 'nope' }));
    const e = await caught(wrong.gateway.ageMatch({ ...adult, age: '21+' }));
    expect(e).toBeInstanceOf(VeriframeApiError);
    expect(e).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(e.message).not.toContain('nope');
    const bad = await caught(clients.gateway.ageMatch({ ...adult, age: 'twenty-one' }));
    expect(bad).toMatchObject({ kind: 'bad_request', status: 400 });
    expect(bad.message).toContain('target.age');
  });
});
