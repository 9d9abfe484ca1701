import { describe, expect, it } from 'vitest';
import { documentStatusOutput, gatewayOutput, vxResultOutput } from './outputs';

// The answers are core's shapes reduced to allowlists: core's schemas are loose (unknown fields kept, 9.3), so
// a nested object taken from them as it is would let the service's extra fields through to the browser.

describe('proxy outputs: allowlists derived from core', () => {
  it('a gateway answer keeps the outcome and the quiz, never meta.user, the continuation URL or extra fields', () => {
    const answer = gatewayOutput.parse({
      meta: { confirmation: 1, service: 'AgeMatch5.0.KBA', timestamp: 't', user: 'merchant-account' },
      result: { action: 'PENDING', detail: 'QUIZ', issues: [], secret: 'x' },
      output: {
        questions: {
          questions: [
            { id: 'q1', prompt: 'Street?', type: 'address', answers: [{ text: '1 Main St', correct: true }] },
          ],
        },
      },
      continuations: {
        questions: {
          url: 'https://service.example/process/continue',
          template: { token: 't1', answers: {} },
        },
      },
    });
    expect(answer).toEqual({
      meta: { confirmation: 1, service: 'AgeMatch5.0.KBA', timestamp: 't' },
      result: { action: 'PENDING', detail: 'QUIZ', issues: [] },
      output: {
        questions: {
          questions: [{ id: 'q1', prompt: 'Street?', type: 'address', answers: [{ text: '1 Main St' }] }],
        },
      },
      continuations: { questions: { template: { token: 't1', answers: {} } } },
    });
  });

  it('a user status and a session result keep the outcome, not the personal data', () => {
    expect(
      documentStatusOutput.parse({
        found: true,
        status: 'PASS',
        fn: 'Ada',
        dob: '19850305',
        reference: 'r1',
        dcams_plus: { action: 'PASS', detail: 'OK', issues: [], document_data: { number: 'D1' } },
      }),
    ).toEqual({
      found: true,
      status: 'PASS',
      reference: 'r1',
      dcams_plus: { action: 'PASS', detail: 'OK', issues: [] },
    });
    expect(
      vxResultOutput.parse({
        status: 'FAIL',
        request_id: 'req-1',
        ssn: '123456789',
        dcams_plus: { action: 'FAIL', detail: 'X', issues: ['A'], output: { age_estimate: 30 } },
      }),
    ).toEqual({
      status: 'FAIL',
      request_id: 'req-1',
      dcams_plus: { action: 'FAIL', detail: 'X', issues: ['A'] },
    });
  });
});
