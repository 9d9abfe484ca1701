/**
 * Response schemas the clients validate against: the core's (`@veriframe/core/schemas`, contracts section 2),
 * under the names the clients use. Loose objects: unknown fields are tolerated (spec 9.3).
 */
import {
  auditResponseSchema as coreAuditResponseSchema,
  createSessionResponseSchema as coreCreateSessionResponseSchema,
  gatewayResultSchema as coreGatewayResultSchema,
  linkGenerateResponseSchema as coreLinkGenerateResponseSchema,
  sessionResultSchema as coreSessionResultSchema,
  userStatusSchema as coreUserStatusSchema,
  vpinSubscriptionSchema as coreVpinSubscriptionSchema,
  documentTokenResponseSchema,
  quizFinalResultSchema,
  quizInitialResultSchema,
  sessionPendingBodySchema,
  vpinResolveResponseSchema,
  vpinResolveSplitSchema,
  vpinTestResponseSchema,
  vxTokenResponseSchema,
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
/** `/process/continue` answer (2.2 final). */
export const quizFinalSchema = quizFinalResultSchema;
export type QuizFinal = z.infer<typeof quizFinalSchema>;

export const vxTokenSchema = vxTokenResponseSchema;
export type VxToken = z.infer<typeof vxTokenSchema>;
export const createSessionResponseSchema = coreCreateSessionResponseSchema;
export type CreateSessionResponse = z.infer<typeof createSessionResponseSchema>;
export const sessionResultSchema = coreSessionResultSchema;
export type SessionResult = z.infer<typeof sessionResultSchema>;
export const inProgressSchema = sessionPendingBodySchema;

export const documentTokenSchema = documentTokenResponseSchema;
export type DocumentToken = z.infer<typeof documentTokenSchema>;
export const linkGenerateResponseSchema = coreLinkGenerateResponseSchema;
export type LinkGenerateResponse = z.infer<typeof linkGenerateResponseSchema>;
export const userStatusSchema = coreUserStatusSchema;
export type UserStatus = z.infer<typeof userStatusSchema>;

export const auditResponseSchema = coreAuditResponseSchema;
export type AuditResponse = z.infer<typeof auditResponseSchema>;

export const vpinResolvedSchema = vpinResolveResponseSchema;
export type VpinResolved = z.infer<typeof vpinResolvedSchema>;
export const vpinSplitSchema = vpinResolveSplitSchema;
export type VpinSplit = z.infer<typeof vpinSplitSchema>;
export const vpinSubscriptionSchema = coreVpinSubscriptionSchema;
export type VpinSubscription = z.infer<typeof vpinSubscriptionSchema>;
/** `:test` and `:replay` bodies are "not shown": anything JSON (or empty) is accepted. */
export const notShownBodySchema = vpinTestResponseSchema;
