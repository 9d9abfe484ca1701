import { describe, expect, it, vi } from 'vitest';
import { deferred, graded, proxyError, scriptedClient, withQuiz } from '../../test/quiz-client';
import { AgeCheckFlow } from './age-check-flow';
import type { GatewayAnswer } from './gateway-answer';

const body = {
  service: 'AgeMatch5.0',
  target: { fn: 'ALICE', ln: 'ADULT', addr: '1 MAIN ST', zip: '45402', age: '21+' },
};
const answer = (
  action: GatewayAnswer['result']['action'],
  detail: string,
  issues: string[] = [],
): GatewayAnswer => ({
  result: { action, detail, issues },
});

function ageCheck(...steps: Parameters<typeof scriptedClient>) {
  const { client, sent } = scriptedClient(...steps);
  const onVerdict = vi.fn();
  const onError = vi.fn();
  const flow = new AgeCheckFlow({ client, onVerdict, onError });
  return { flow, sent, onVerdict, onError };
}

describe('AgeCheckFlow', () => {
  it.each([
    [answer('PASS', 'ALL CHECKS PASSED'), 'pass'],
    [answer('FAIL', 'NO MATCH'), 'no-match'],
    [answer('FAIL', 'POSSIBLE MINOR', ['POSSIBLE MINOR']), 'fail'],
    [answer('REVIEW', 'TRANSACTION REQUIRES FURTHER ATTENTION', ['SSN CHECK FAILED']), 'review'],
    [withQuiz(), 'quiz'],
  ] as const)('types the answer %j as %s', async (result, kind) => {
    const { flow, sent, onVerdict } = ageCheck(result);
    const verdict = await flow.check(body);
    expect(sent[0]).toMatchObject({ path: '/gateway/age', body });
    expect(verdict).toMatchObject({ kind, result });
    expect(flow.getSnapshot()).toMatchObject({ phase: 'answered', verdict: { kind }, body });
    expect(onVerdict).toHaveBeenCalledWith(verdict);
  });

  it('a refused field is a typed problem naming the target field', async () => {
    const refused = proxyError('invalid_request', 400, {
      issues: [
        { path: 'target.dob', rule: 'date', message: 'must be a real date' },
        { path: 'target.dob', rule: 'required', message: 'required' },
        { path: 'rules', rule: 'rule-set', message: 'unknown rule set' },
      ],
    });
    const { flow, onError } = ageCheck(refused);
    expect(await flow.check(body)).toBeNull();
    expect(flow.getSnapshot()).toMatchObject({
      phase: 'failed',
      error: refused,
      problem: {
        kind: 'invalid',
        fields: { dob: 'must be a real date; required' },
        others: [{ path: 'rules', rule: 'rule-set', message: 'unknown rule set' }],
      },
    });
    expect(onError).toHaveBeenCalledWith(refused);
  });

  it.each([
    [
      proxyError('service_rate_limited', 429, { retryAfterSeconds: 30 }),
      { kind: 'rate-limited', retryAfterSeconds: 30 },
    ],
    [proxyError('service_timeout', 504), { kind: 'timeout' }],
    [proxyError('network_error', 0), { kind: 'unreachable' }],
    [proxyError('unauthenticated', 401), { kind: 'sign-in' }],
    [proxyError('service_error', 502), { kind: 'other' }],
  ])('%s is the typed problem %j', async (error, problem) => {
    const { flow } = ageCheck(error);
    await flow.check(body);
    expect(flow.getSnapshot().problem).toEqual(problem);
  });

  it('a retry after no answer sends the same Idempotency-Key; a check after an answer a new one', async () => {
    const { flow, sent } = ageCheck(
      proxyError('service_timeout', 504),
      answer('PASS', 'ALL CHECKS PASSED'),
      answer('PASS', 'ALL CHECKS PASSED'),
    );
    await flow.check(body);
    await flow.check(); // "try again": the same body
    await flow.check(body);
    const [failed, retried, next] = sent.map((s) => s.idempotencyKey);
    expect(failed).toMatch(/^[0-9a-f]{32}$/);
    expect(retried).toBe(failed);
    expect(next).not.toBe(retried);
    expect(sent[1]?.body).toEqual(body);
  });

  it('cancel aborts the call, drops its answer and makes the next check a new action', async () => {
    const late = deferred<GatewayAnswer>();
    const { flow, sent, onVerdict } = ageCheck(late.promise, answer('PASS', 'ALL CHECKS PASSED'));
    const checking = flow.check(body);
    expect(flow.getSnapshot().phase).toBe('checking');
    expect(await flow.check(body)).toBeNull(); // one check at a time
    flow.cancel();
    expect(sent[0]?.signal?.aborted).toBe(true);
    // The client rejects an aborted call with its AbortError (no answer: the action would stay open).
    late.reject(new DOMException('aborted', 'AbortError'));
    expect(await checking).toBeNull();
    expect(flow.getSnapshot()).toMatchObject({
      phase: 'cancelled',
      verdict: null,
      problem: { kind: 'cancelled' },
    });
    expect(onVerdict).not.toHaveBeenCalled();
    await flow.check();
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it('hands over to the quiz when the service asks questions: its answers go to /gateway/quiz/continue', async () => {
    const { flow, sent } = ageCheck(withQuiz('handed'), graded('PASS', 2));
    await flow.check({ ...body, service: 'AgeMatch5.0.KBA' });
    const quiz = flow.quiz();
    expect(quiz?.getSnapshot()).toMatchObject({ phase: 'answering', quiz: { token: 'handed' } });
    quiz?.choose('q1', 'Dayton');
    quiz?.choose('q2', '45402');
    await quiz?.submit();
    expect(sent[1]).toMatchObject({ path: '/gateway/quiz/continue', body: { token: 'handed' } });
    expect(quiz?.getSnapshot()).toMatchObject({ phase: 'done', result: graded('PASS', 2) });
  });

  it('no hand-over without questions', async () => {
    const { flow } = ageCheck(answer('PASS', 'ALL CHECKS PASSED'));
    await flow.check(body);
    expect(flow.quiz()).toBeNull();
  });
});
