import { describe, expectTypeOf, it } from 'vitest';
import type { DocumentStatus } from '../document-modal/use-document-status';
import type { GatewayAnswer, QuizQuestion } from '../quiz/quiz-types';
import type { HostedSessionBody, HostedVerification } from './use-hosted-verification';

// The hooks' wire types are the proxy's route declaration (core's shapes narrowed by the proxy), not
// hand-written copies: the `@ts-expect-error` lines fail `pnpm -r typecheck` the day they drift apart.

describe('React wire types come from the proxy declaration', () => {
  it('a hosted session body is what POST /vx/sessions accepts', () => {
    expectTypeOf<{ email: string; age: string; fn: string }>().toExtend<HostedSessionBody>();
    // The webhook is the server's to choose, and test_mode its policy: the proxy refuses both.
    expectTypeOf<HostedSessionBody>().not.toHaveProperty('webhook');
    expectTypeOf<NonNullable<HostedSessionBody['settings']>>().not.toHaveProperty('test_mode');
    // @ts-expect-error: email and age are required by 4.4
    const missingAge: HostedSessionBody = { email: 'ada@example.com' };
    expectTypeOf(missingAge).toEqualTypeOf<HostedSessionBody>();
  });

  it('a document status has the spec 2.4 values, a quiz question its 2.2 fields', () => {
    expectTypeOf<DocumentStatus['status']>().toEqualTypeOf<'PASS' | 'PENDING' | 'FAIL' | null>();
    expectTypeOf<GatewayAnswer['result']['action']>().toEqualTypeOf<'PASS' | 'FAIL' | 'REVIEW' | 'PENDING'>();
    expectTypeOf<QuizQuestion>().toEqualTypeOf<{
      id: string;
      prompt: string;
      type: string;
      answers: { text: string }[];
    }>();
  });

  it("the hosted flow has one state vocabulary: core's phase", () => {
    expectTypeOf<HostedVerification>().not.toHaveProperty('state');
    expectTypeOf<HostedVerification['phase']>().toEqualTypeOf<
      import('@veriframe/core/hosted').HostedVerificationPhase
    >();
  });
});
