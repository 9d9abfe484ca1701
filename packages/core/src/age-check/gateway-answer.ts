// Types only (erased at build): the root entry never loads zod, the shapes still come from the browser contract.

import type { ProxyRequestOptions } from '../hosted/types';
import type { BrowserRouteInput, BrowserRouteOutput } from '../routes/routes';

/**
 * A gateway result as the proxy hands it to the browser (spec 2.1, with the quiz of 2.2 when the service issued
 * one), at `POST {base}/gateway/age` and `/gateway/quiz/continue`: the route contract's allowlist of the
 * service's `GatewayQueryResult` (`@veriframe/core/schemas`).
 */
export type GatewayAnswer = BrowserRouteOutput<'gatewayAge'>;

/** The body of `POST {base}/gateway/age` as a browser sends it: `service`, optional `rules`, the `target`. */
export type GatewayAgeBody = BrowserRouteInput<'gatewayAge'>;

/** The body of `POST {base}/gateway/quiz/continue`: the quiz token and the chosen answer texts per question. */
export type QuizContinueBody = BrowserRouteInput<'quizContinue'>;

/**
 * One question of the knowledge quiz as the proxy hands it to the browser (spec 2.2): the route contract's
 * allowlist of the service's `GatewayQuizQuestion` (`@veriframe/core/schemas`), without its unknown fields.
 */
export type QuizQuestion = NonNullable<
  NonNullable<GatewayAnswer['output']>['questions']
>['questions'][number];

/** The quiz of a gateway result: its questions and the token to answer them with. */
export interface Quiz {
  token: string;
  questions: QuizQuestion[];
}

/**
 * The two gateway calls of the age check and the quiz, by their paths. The React package's `ProxyClient` is
 * one: its types come from the same browser contract, so a proxy whose answers stop matching fails a typecheck.
 */
export interface GatewayClient {
  /** `/gateway/age` takes a {@link GatewayAgeBody}, `/gateway/quiz/continue` a {@link QuizContinueBody}. */
  post(
    path: '/gateway/age' | '/gateway/quiz/continue',
    body: GatewayAgeBody | QuizContinueBody,
    options?: ProxyRequestOptions,
  ): Promise<GatewayAnswer>;
}

/**
 * What {@link quizOf} reads: the quiz fields of a gateway result, in the service's answer (2.2) and in the
 * proxy's {@link GatewayAnswer} alike.
 */
export interface QuizFields<Question> {
  output?: { questions?: { questions?: Question[] } };
  continuations?: { questions?: { template?: { token?: unknown } } };
}

/**
 * The quiz of a gateway result, or `null` when it holds none (a result without a quiz is final). The one
 * answer to "was a quiz issued?": questions to answer and the token to answer them with, both present.
 *
 * @example
 * quizOf(answer)?.questions.length; // 4 for the sandbox's AgeMatch5.0.KBA
 * quizOf({ result: { action: 'PASS', detail: 'ALL CHECKS PASSED', issues: [] } }); // null
 */
export function quizOf<Question = QuizQuestion>(
  // `object` too: a loose result (the service's, unknown fields kept) has no typed quiz fields to match.
  gateway: QuizFields<Question> | object | undefined,
): { token: string; questions: Question[] } | null {
  const questions = (gateway as QuizFields<Question> | undefined)?.output?.questions?.questions;
  const token = (gateway as QuizFields<Question> | undefined)?.continuations?.questions?.template?.token;
  return Array.isArray(questions) && questions.length > 0 && typeof token === 'string'
    ? { token, questions }
    : null;
}

/** What a failed gateway call carries that the flows read: the proxy's `code`, the HTTP `status`. */
export interface GatewayCallError {
  code?: unknown;
  status?: unknown;
  name?: unknown;
}

/** The proxy's `code` of a failed call, or `''`. */
export const codeOf = (error: unknown): string => {
  const code = (error as GatewayCallError | null)?.code;
  return typeof code === 'string' ? code : '';
};
