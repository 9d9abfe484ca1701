import { describe, expect, it, vi } from 'vitest';
import {
  deferred,
  fakeTimers,
  graded,
  proxyError,
  scriptedClient,
  settle,
  withQuiz,
} from '../../test/quiz-client';
import type { GatewayAnswer } from './gateway-answer';
import { KnowledgeQuizFlow, type KnowledgeQuizOptions } from './knowledge-quiz-flow';

const request = { target: { fn: 'ALICE', ln: 'ADULT', addr: '1 MAIN ST', zip: '45402', age: '21+' } };

function quizFlow(client: KnowledgeQuizOptions['client'], extra: Partial<KnowledgeQuizOptions> = {}) {
  const timers = fakeTimers();
  const onResult = vi.fn();
  const onError = vi.fn();
  const flow = new KnowledgeQuizFlow({ client, request, onResult, onError, ...timers, ...extra });
  const stop = flow.subscribe(() => {});
  return { flow, timers, onResult, onError, stop };
}

const answerAll = (flow: KnowledgeQuizFlow) => {
  flow.choose('q1', 'Dayton');
  flow.choose('q2', '45402');
};

describe('KnowledgeQuizFlow', () => {
  it('starts with the KBA service, holds the answers, sends them and holds the final result', async () => {
    const { client, sent } = scriptedClient(withQuiz(), graded('PASS', 2));
    const { flow, onResult } = quizFlow(client);
    await flow.start();
    expect(sent[0]).toMatchObject({ path: '/gateway/age', body: { service: 'AgeMatch5.0.KBA', ...request } });
    expect(flow.getSnapshot()).toMatchObject({
      phase: 'answering',
      secondsLeft: 90,
      unanswered: 2,
      canSend: false,
    });
    flow.choose('q1', 'Dayton');
    expect(flow.getSnapshot()).toMatchObject({ unanswered: 1, canSend: false });
    flow.choose('q2', '45402');
    expect(flow.getSnapshot().canSend).toBe(true);
    await flow.submit();
    expect(sent[1]).toMatchObject({
      path: '/gateway/quiz/continue',
      body: { token: 'quiz-1', answers: { q1: ['Dayton'], q2: ['45402'] } },
    });
    expect(flow.getSnapshot()).toMatchObject({ phase: 'done', asked: true, result: graded('PASS', 2) });
    expect(onResult).toHaveBeenCalledWith(graded('PASS', 2));
  });

  it('a quiz given at construction starts its clock when first watched, not before', () => {
    const timers = fakeTimers();
    const flow = new KnowledgeQuizFlow({
      client: scriptedClient().client,
      initialResult: withQuiz(),
      ...timers,
    });
    expect(flow.getSnapshot()).toMatchObject({ phase: 'answering', deadline: null, secondsLeft: null });
    timers.advance(30);
    flow.subscribe(() => {});
    expect(flow.getSnapshot()).toMatchObject({ deadline: timers.now() + 90_000, secondsLeft: 90 });
  });

  it('a final result given at construction is shown, not reported (onResult is for what the service answers)', () => {
    const onResult = vi.fn();
    const flow = new KnowledgeQuizFlow({
      client: scriptedClient().client,
      initialResult: graded('PASS', 0),
      onResult,
    });
    expect(flow.getSnapshot()).toMatchObject({ phase: 'done', asked: false, result: graded('PASS', 0) });
    expect(onResult).not.toHaveBeenCalled();
  });

  it('the countdown expires on the fake clock: it locks the questions and sends the answers so far, once', async () => {
    const { client, sent } = scriptedClient(withQuiz(), graded('REVIEW', 1));
    const { flow, timers, onResult } = quizFlow(client, { timeLimitSeconds: 60 });
    await flow.start();
    flow.choose('q1', 'Dayton');
    timers.advance(59);
    expect(flow.getSnapshot()).toMatchObject({ secondsLeft: 1, timeUp: false, phase: 'answering' });
    timers.advance(1);
    expect(flow.getSnapshot()).toMatchObject({
      secondsLeft: 0,
      timeUp: true,
      locked: true,
      phase: 'sending',
    });
    expect(timers.running()).toBe(0);
    flow.choose('q2', '45402'); // too late: locked
    await settle();
    expect(sent.slice(1).map((s) => s.body)).toEqual([
      { token: 'quiz-1', answers: { q1: ['Dayton'], q2: [] } },
    ]);
    expect(flow.getSnapshot()).toMatchObject({ phase: 'done', asked: true });
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('an expired token (410 expired) is the typed time-up problem; the questions close, nothing is resent', async () => {
    const expired = proxyError('expired', 410);
    const { client, sent } = scriptedClient(withQuiz(), expired);
    const { flow, timers, onError } = quizFlow(client);
    await flow.start();
    answerAll(flow);
    await flow.submit();
    expect(flow.getSnapshot()).toMatchObject({
      phase: 'closed',
      closed: true,
      timeUp: true,
      canSend: false,
      error: expired,
      problem: { kind: 'time-up', code: 'expired', rateLimited: false },
    });
    expect(onError).toHaveBeenCalledWith(expired);
    timers.advance(120);
    await flow.submit();
    expect(sent).toHaveLength(2);
  });

  it("another person's token (404 not_found) is the typed closed problem", async () => {
    const { client } = scriptedClient(withQuiz(), proxyError('not_found', 404));
    const { flow } = quizFlow(client);
    await flow.start();
    answerAll(flow);
    await flow.submit();
    expect(flow.getSnapshot()).toMatchObject({
      phase: 'closed',
      timeUp: false,
      problem: { kind: 'closed', code: 'not_found' },
    });
  });

  it('a refusal of the answers the countdown sent is time-up, whatever the code', async () => {
    const { client } = scriptedClient(withQuiz(), proxyError('not_found', 404));
    const { flow, timers } = quizFlow(client);
    await flow.start();
    timers.advance(90);
    await settle();
    expect(flow.getSnapshot().problem?.kind).toBe('time-up');
  });

  it('a retryable send failure keeps the answers and sends again; after the countdown, still once by itself', async () => {
    const { client, sent } = scriptedClient(withQuiz(), proxyError('service_error', 502), graded('PASS', 2));
    const { flow, timers } = quizFlow(client);
    await flow.start();
    answerAll(flow);
    timers.advance(90); // the countdown sends; the service fails
    await settle();
    expect(flow.getSnapshot()).toMatchObject({
      phase: 'send-failed',
      timeUp: true,
      canSend: true,
      answers: { q1: 'Dayton', q2: '45402' },
      problem: { kind: 'retry' },
    });
    expect(sent).toHaveLength(2);
    await flow.submit();
    expect(flow.getSnapshot()).toMatchObject({ phase: 'done', error: null, problem: null });
  });

  it('one Idempotency-Key per start: a retry after no answer reuses it, a new start after an answer does not', async () => {
    const { client, sent } = scriptedClient(proxyError('service_timeout', 504), withQuiz('a'), withQuiz('b'));
    const { flow } = quizFlow(client);
    await flow.start();
    expect(flow.getSnapshot()).toMatchObject({ phase: 'start-failed', problem: { kind: 'start-failed' } });
    await flow.start();
    await flow.start();
    const [failed, retried, fresh] = sent.map((s) => s.idempotencyKey);
    expect(failed).toMatch(/^[0-9a-f]{32}$/);
    expect(retried).toBe(failed);
    expect(fresh).not.toBe(retried);
  });

  it('a start drops the old questions at once, and an answer for them that arrives late', async () => {
    const old = deferred<GatewayAnswer>();
    const fresh = deferred<GatewayAnswer>();
    const { client } = scriptedClient(withQuiz('old'), old.promise, fresh.promise);
    const { flow, onResult } = quizFlow(client);
    await flow.start();
    answerAll(flow);
    const sending = flow.submit();
    const restarted = flow.start();
    expect(flow.getSnapshot()).toMatchObject({ phase: 'starting', quiz: null, answers: {} });
    // The old questions' grade arrives while the new ones are being asked for: it is not this quiz's result.
    old.resolve(graded('PASS', 2));
    await sending;
    expect(flow.getSnapshot()).toMatchObject({ phase: 'starting', result: undefined });
    fresh.resolve(withQuiz('new'));
    await restarted;
    expect(flow.getSnapshot()).toMatchObject({
      phase: 'answering',
      quiz: { token: 'new' },
      result: undefined,
    });
    expect(onResult).not.toHaveBeenCalled();
  });

  it('counts whole seconds up: 1.5 s left reads 2', async () => {
    const { client } = scriptedClient(withQuiz());
    const { flow, timers } = quizFlow(client);
    await flow.start();
    timers.shift(500);
    timers.advance(87);
    expect(flow.getSnapshot().secondsLeft).toBe(3);
    timers.advance(1);
    expect(flow.getSnapshot().secondsLeft).toBe(2);
  });

  it('401 unauthenticated is the sign-in problem; a gateway answer without questions is final', async () => {
    const { client } = scriptedClient(proxyError('unauthenticated', 401), graded('PASS', 0));
    const { flow, onResult } = quizFlow(client);
    await flow.start();
    expect(flow.getSnapshot().problem?.kind).toBe('sign-in');
    await flow.start();
    expect(flow.getSnapshot()).toMatchObject({ phase: 'done', asked: false, quiz: null });
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('ticks only while watched, and stops on destroy', async () => {
    const { client } = scriptedClient(withQuiz());
    const { flow, timers, stop } = quizFlow(client);
    await flow.start();
    expect(timers.running()).toBe(1);
    stop();
    expect(timers.running()).toBe(0);
    flow.subscribe(() => {});
    expect(timers.running()).toBe(1);
    flow.destroy();
    expect(timers.running()).toBe(0);
  });
});
