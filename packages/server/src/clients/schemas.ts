/**
 * What the clients add to `@veriframe/core/schemas` (contracts section 2): the gateway answer that may carry a
 * quiz, and the public names of the answers the clients return. The clients validate with the core schemas
 * directly. Loose objects: unknown fields are tolerated (spec 9.3).
 */
import {
  type AuditResponse,
  type CreateSessionResponse,
  gatewayResultSchema as coreGatewayResultSchema,
  type DocumentTokenResponse,
  type LinkGenerateResponse,
  type QuizFinalResult,
  quizInitialResultSchema,
  type SessionResult,
  type UserStatus,
  type VpinResolveResponse,
  type VpinResolveSplit,
  type VpinSubscription,
  type VxTokenResponse,
} from '@veriframe/core/schemas';
import { z } from 'zod';

/** 2.1 result; a quiz service's PENDING answer must also carry the quiz of 2.2. */
export const gatewayResultSchema = z.union([quizInitialResultSchema, coreGatewayResultSchema]);
export type GatewayResult = z.infer<typeof gatewayResultSchema>;
export type QuizIssued = z.infer<typeof quizInitialResultSchema>;

/**
 * True when a quiz service issued a quiz (PENDING with questions and the continuation template).
 *
 * @example
 * const res = await clients.gateway.quiz('AgeMatch5.0.KBA', target);
 * if (isQuizIssued(res)) show(res.output.questions.questions);
 */
export function isQuizIssued(result: GatewayResult): result is QuizIssued {
  return quizInitialResultSchema.safeParse(result).success;
}

// The names `@veriframe/server` has always exported for the client answers (types only).
export type {
  AuditResponse,
  CreateSessionResponse,
  LinkGenerateResponse,
  SessionResult,
  UserStatus,
  VpinSubscription,
};
/** `/process/continue` answer (2.2 final). */
export type QuizFinal = QuizFinalResult;
export type VxToken = VxTokenResponse;
export type DocumentToken = DocumentTokenResponse;
export type VpinResolved = VpinResolveResponse;
export type VpinSplit = VpinResolveSplit;
