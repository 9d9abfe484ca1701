// Core's gateway flows (AgeCheckFlow, KnowledgeQuizFlow) end to end, framework-free: the React package's typed
// proxy client, the real proxy and the real sandbox. (Core cannot start the sandbox itself: the sandbox depends
// on core.)
import { AgeCheckFlow, type KnowledgeQuizFlow } from '@veriframe/core/age-check';
import type { ProxyError } from '@veriframe/core/client';
import { createProxyClient } from '@veriframe/core/client';
import { testPersons } from '@veriframe/sandbox/test-data';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../test-harness';

const { fn, ln, addr, city, state, zip } = testPersons.adult;
const target = { fn, ln, addr, city, state, zip, age: '21+' };
const rightAnswers = [state, city, zip, addr];

let env: Harness;
beforeAll(async () => {
  env = await startHarness({ clientOptions: { timeoutMs: 400, sleep: async () => {} } });
});
afterAll(() => env?.close());
beforeEach(async () => {
  env.signIn('ada@example.com');
  await env.sandbox.admin.clearFaults();
});

const ageKeys = (from: number) => env.postKeys('/gateway/age', from);

/** An age check on the quiz service, handed over to its quiz. */
async function quizFromAgeCheck() {
  const check = new AgeCheckFlow<ProxyError>({ client: createProxyClient(env.proxyBase) });
  const verdict = await check.check({ service: 'AgeMatch5.0.KBA', target });
  expect(verdict?.kind).toBe('quiz');
  const quiz = check.quiz() as KnowledgeQuizFlow<ProxyError>;
  const stop = quiz.subscribe(() => {});
  for (const question of quiz.getSnapshot().quiz?.questions ?? []) {
    const right = question.answers.find((answer) => rightAnswers.includes(answer.text));
    quiz.choose(question.id, right?.text ?? 'None of the above');
  }
  return { quiz, stop };
}

describe('AgeCheckFlow and KnowledgeQuizFlow through the proxy and the sandbox', () => {
  it('an age check typed PASS; the quiz service hands over to the quiz, whose right answers PASS', async () => {
    const check = new AgeCheckFlow<ProxyError>({ client: createProxyClient(env.proxyBase) });
    expect(await check.check({ service: 'AgeMatch5.0', target })).toMatchObject({ kind: 'pass' });
    const { quiz, stop } = await quizFromAgeCheck();
    expect(quiz.getSnapshot()).toMatchObject({ phase: 'answering', unanswered: 0, canSend: true });
    await quiz.submit();
    expect(quiz.getSnapshot()).toMatchObject({
      phase: 'done',
      asked: true,
      result: { result: { action: 'PASS' }, output: { answers: { asked: 4, correct: 4 } } },
    });
    stop();
  });

  it('a quiz token answered by another person: the proxy refuses it (404), the typed problem is closed', async () => {
    const { quiz, stop } = await quizFromAgeCheck();
    env.signIn('someone-else@example.com');
    await quiz.submit();
    expect(quiz.getSnapshot()).toMatchObject({
      phase: 'closed',
      timeUp: false,
      problem: { kind: 'closed', code: 'not_found' },
      error: { status: 404 },
    });
    stop();
  });

  it('an expired quiz token: the typed time-up problem, the questions closed', async () => {
    const { quiz, stop } = await quizFromAgeCheck();
    await env.sandbox.admin.expireQuizTokens();
    await quiz.submit();
    expect(quiz.getSnapshot()).toMatchObject({
      phase: 'closed',
      timeUp: true,
      problem: { kind: 'time-up', code: 'expired' },
    });
    stop();
  });

  it('a retry after no answer from the service sends the same Idempotency-Key, and gets the verdict', async () => {
    await env.sandbox.admin.addFault({ kind: 'timeout', route: 'POST /process/' });
    const check = new AgeCheckFlow<ProxyError>({ client: createProxyClient(env.proxyBase) });
    const from = env.received.length;
    expect(await check.check({ service: 'AgeMatch5.0', target })).toBeNull();
    expect(check.getSnapshot()).toMatchObject({ phase: 'failed', problem: { kind: 'timeout' } });
    expect(await check.check()).toMatchObject({ kind: 'pass' });
    const [failed, retried] = ageKeys(from);
    expect(failed).toMatch(/^[0-9a-f]{32}$/);
    expect(retried).toBe(failed);
  });

  it("a rate-limited check is typed with the proxy's Retry-After; a refused field names it", async () => {
    await env.sandbox.admin.addFault({ kind: 'rate_limit', route: 'POST /process/', retry_after: 30 });
    const check = new AgeCheckFlow<ProxyError>({ client: createProxyClient(env.proxyBase) });
    await check.check({ service: 'AgeMatch5.0', target });
    expect(check.getSnapshot().problem).toEqual({ kind: 'rate-limited', retryAfterSeconds: 30 });
    await check.check({ service: 'AgeMatch5.0', target: { ...target, dob: '1980-02-30' } });
    expect(check.getSnapshot().problem).toMatchObject({
      kind: 'invalid',
      fields: { dob: expect.any(String) },
    });
  });
});
