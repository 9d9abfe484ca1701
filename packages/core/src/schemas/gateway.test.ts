import { describe, expect, it } from 'vitest';
import {
  gatewayRequestSchema,
  gatewayResultSchema,
  quizContinueRequestSchema,
  quizFinalResultSchema,
  quizInitialResultSchema,
} from './index';

const meta = {
  confirmation: 9876543,
  reference: 'ref-1',
  service: 'AgeMatch5.0',
  timestamp: '2025-09-10 12:00:00',
  company: 'Acme',
  user: 'acme-api',
};
const gatewayPass = { meta, result: { action: 'PASS', detail: 'ALL CHECKS PASSED', issues: [] } };

const quizInitial = {
  meta: { ...meta, service: 'AgeMatch5.0.KBA' },
  result: { action: 'PENDING', detail: 'MORE INFORMATION IS REQUIRED', issues: [] },
  output: {
    questions: {
      questions: [
        {
          prompt: 'Which state have you lived in?',
          type: 'state',
          id: 'state_1',
          answers: [{ text: 'OHIO' }, { text: 'None of the above' }],
        },
        { prompt: 'Mother maiden name?', type: 'mothers_maiden', id: 'mm_2', answers: [{ text: 'SMITH' }] },
      ],
    },
  },
  continuations: {
    questions: {
      url: '/process/continue',
      template: { token: 'quiz-token', answers: { state_1: [], mm_2: [] } },
      instructions: 'Place the answer text, case sensitive, into the arrays.',
    },
  },
};

const quizFinal = {
  result: {
    action: 'REVIEW',
    detail: 'TRANSACTION REQUIRES FURTHER ATTENTION',
    issues: ['QUESTION CHECK FAILED'],
  },
  output: { answers: { asked: 4, correct: 2 } },
  final: { template: { token: 'status-token' }, url: '/process/status' },
};

describe('gateway schemas', () => {
  it('parses a gateway result and keeps unknown fields', () => {
    const parsed = gatewayResultSchema.parse({ ...gatewayPass, extra: { x: 1 } });
    expect(parsed.result.action).toBe('PASS');
    expect((parsed as Record<string, unknown>).extra).toEqual({ x: 1 });
  });

  it('accepts the DMV string confirmation', () => {
    expect(
      gatewayResultSchema.safeParse({ ...gatewayPass, meta: { ...meta, confirmation: '123' } }).success,
    ).toBe(true);
  });

  it('rejects an action outside PASS/FAIL/REVIEW/PENDING and wrong issue types, with paths', () => {
    const result = gatewayResultSchema.safeParse({
      meta,
      result: { action: 'MAYBE', detail: 'x', issues: [1] },
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['result.action', 'result.issues.0']));
  });

  it('parses the quiz initial answer with unknown question types', () => {
    const parsed = quizInitialResultSchema.parse(quizInitial);
    expect(parsed.output.questions.questions.map((q) => q.type)).toEqual(['state', 'mothers_maiden']);
    expect(parsed.continuations.questions.template.answers).toEqual({ state_1: [], mm_2: [] });
  });

  it('rejects a quiz without its continuation token', () => {
    const broken = structuredClone(quizInitial) as { continuations: { questions: { template: object } } };
    broken.continuations.questions.template = { answers: {} };
    const result = quizInitialResultSchema.safeParse(broken);
    expect(result.error?.issues[0]?.path).toEqual(['continuations', 'questions', 'template', 'token']);
  });

  it('parses the quiz final answer and rejects non-integer counts', () => {
    expect(quizFinalResultSchema.parse(quizFinal).output.answers.correct).toBe(2);
    const bad = { ...quizFinal, output: { answers: { asked: 4, correct: 2.5 } } };
    expect(quizFinalResultSchema.safeParse(bad).error?.issues[0]?.path).toEqual([
      'output',
      'answers',
      'correct',
    ]);
  });

  it('validates gateway and continue requests', () => {
    const request = {
      user: 'u',
      pass: 'p',
      service: 'AgeMatch5.0',
      target: { fn: 'Ann', ln: 'Lee', addr: '1 Main', zip: '10001', age: '21+', dob: '19900101' },
    };
    expect(gatewayRequestSchema.safeParse(request).success).toBe(true);
    const bad = gatewayRequestSchema.safeParse({ ...request, target: { ...request.target, age: '21' } });
    expect(bad.error?.issues[0]?.path).toEqual(['target', 'age']);
    expect(quizContinueRequestSchema.safeParse({ token: 't', answers: { q1: ['OHIO'] } }).success).toBe(true);
    expect(quizContinueRequestSchema.safeParse({ token: 't', answers: { q1: 'OHIO' } }).success).toBe(false);
  });
});
