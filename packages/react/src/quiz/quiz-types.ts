import type { ProxyAnswer } from '../proxy/proxy-routes';

/**
 * Gateway result (spec 2.1), with the quiz of 2.2 when the service issued one: what the proxy answers at
 * `POST {base}/gateway/age` and `/gateway/quiz/continue`, typed from its route declaration (core's shapes).
 */
export type GatewayResult = ProxyAnswer<'POST', '/gateway/age'>;

/** One question of the knowledge quiz (spec 2.2). */
export type QuizQuestion = NonNullable<
  NonNullable<GatewayResult['output']>['questions']
>['questions'][number];

/** The quiz part of a gateway result, or `null` when it holds none (a result without a quiz is final). */
export function quizOf(
  gateway: GatewayResult | undefined,
): { token: string; questions: QuizQuestion[] } | null {
  const questions = gateway?.output?.questions?.questions;
  const token = gateway?.continuations?.questions?.template?.token;
  return Array.isArray(questions) && questions.length > 0 && typeof token === 'string'
    ? { token, questions }
    : null;
}
