/**
 * The public names of the answers the clients return, and the one test of a gateway answer for a quiz. The
 * clients validate with the core schemas directly. Loose objects: unknown fields are tolerated (spec 9.3).
 */
import { quizOf } from '@veriframe/core/age-check';
import type { GatewayQueryResult, QuizInitialResult } from '@veriframe/core/schemas';

/**
 * True when a quiz service issued a quiz: questions and the token to answer them with (core's `quizOf`, the
 * test the proxy and the browser flows use too).
 *
 * @example
 * const res = await clients.gateway.quiz('AgeMatch5.0.KBA', target);
 * if (isQuizIssued(res)) show(res.output.questions.questions);
 */
export function isQuizIssued(result: GatewayQueryResult): result is QuizInitialResult {
  return quizOf(result) !== null;
}

// The answers' shapes under core's names (each the z.infer of its schema in `@veriframe/core/schemas`).
export type {
  AuditResponse,
  CreateSessionResponse,
  DocumentTokenResponse,
  GatewayQueryResult,
  LinkGenerateResponse,
  QuizFinalResult,
  QuizInitialResult,
  SessionResult,
  UserStatus,
  VpinResolveResponse,
  VpinResolveSplit,
  VpinSubscription,
  VxTokenResponse,
} from '@veriframe/core/schemas';
