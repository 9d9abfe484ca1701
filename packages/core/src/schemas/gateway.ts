import { z } from 'zod';
import { ageSchema, nameAddressFields, openString, yyyymmddSchema } from './shared';

/** Gateway action (spec 2.1, 3.1): the spec fixes these four values. */
export const gatewayActionSchema = z.enum(['PASS', 'FAIL', 'REVIEW', 'PENDING']);
export type GatewayAction = z.infer<typeof gatewayActionSchema>;

/** `meta` of every gateway result (2.1). `confirmation` is a number, a string in the DMV sample. */
export const gatewayMetaSchema = z.looseObject({
  confirmation: z.union([z.number(), z.string()]),
  reference: z.string().optional(),
  service: z.string(),
  timestamp: z.string(),
  company: z.string().optional(),
  user: z.string().optional(),
});
export type GatewayMeta = z.infer<typeof gatewayMetaSchema>;

/** `result` of a gateway answer: action, its detail text and the failed checks. */
export const gatewayOutcomeSchema = z.looseObject({
  action: gatewayActionSchema,
  detail: z.string(),
  issues: z.array(z.string()),
});
export type GatewayOutcome = z.infer<typeof gatewayOutcomeSchema>;

/** Gateway result of every service (2.1). */
export const gatewayResultSchema = z.looseObject({
  meta: gatewayMetaSchema,
  result: gatewayOutcomeSchema,
});
export type GatewayResult = z.infer<typeof gatewayResultSchema>;

/**
 * One quiz question as the service sends it (2.2), unknown fields kept. `type` values are only "seen" (state,
 * address, zip5, city, ...). The browser's `QuizQuestion` (`@veriframe/core`) is the proxy's allowlisted copy.
 */
export const gatewayQuizQuestionSchema = z.looseObject({
  prompt: z.string(),
  type: openString(['state', 'address', 'zip5', 'city']),
  id: z.string(),
  answers: z.array(z.looseObject({ text: z.string() })),
});
export type GatewayQuizQuestion = z.infer<typeof gatewayQuizQuestionSchema>;

/** Answers object: one array of chosen answer texts per question id. */
export const quizAnswersSchema = z.record(z.string(), z.array(z.string()));
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;

/** Initial answer of a quiz service (2.1 + 2.2): the quiz and the continuation template. */
export const quizInitialResultSchema = gatewayResultSchema.extend({
  output: z.looseObject({
    questions: z.looseObject({ questions: z.array(gatewayQuizQuestionSchema) }),
  }),
  continuations: z.looseObject({
    questions: z.looseObject({
      url: z.string(),
      template: z.looseObject({ token: z.string(), answers: quizAnswersSchema }),
      instructions: z.string().optional(),
    }),
  }),
});
export type QuizInitialResult = z.infer<typeof quizInitialResultSchema>;

/**
 * What `POST /process/comprehensive/gateway` answers: a result (2.1), or a quiz service's PENDING with its quiz
 * (2.2). `quizOf` of the root entry tells which.
 */
export const gatewayQueryResultSchema = z.union([quizInitialResultSchema, gatewayResultSchema]);
export type GatewayQueryResult = z.infer<typeof gatewayQueryResultSchema>;

/** Final answer after `/process/continue` (2.2, 4.1 step 2). `meta` is not listed there, so optional. */
export const quizFinalResultSchema = z.looseObject({
  meta: gatewayMetaSchema.optional(),
  result: gatewayOutcomeSchema,
  output: z.looseObject({
    answers: z.looseObject({ asked: z.number().int(), correct: z.number().int() }),
  }),
  final: z.looseObject({
    template: z.looseObject({ token: z.string() }),
    url: z.string(),
  }),
});
export type QuizFinalResult = z.infer<typeof quizFinalResultSchema>;

/** Target of AgeMatch5.0 and the quiz services (4.1). `age` is not required by `IDMatchPLUS5.0.MULTI`. */
export const gatewayTargetSchema = z.looseObject({
  ...nameAddressFields,
  // Request bodies check the `YYYYMMDD` format; response bodies keep `dob` a plain string.
  dob: yyyymmddSchema.optional(),
  ssn: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  age: ageSchema.optional(),
  test_key: z.string().optional(),
});
export type GatewayTarget = z.infer<typeof gatewayTargetSchema>;

/**
 * Body of `POST /process/comprehensive/gateway` (4.1). Target fields differ per service (US, DMV `document`,
 * international `addr1..7`), so the target is loose and only the shared fields are typed.
 */
export const gatewayRequestSchema = z.looseObject({
  user: z.string().min(1),
  pass: z.string().min(1),
  service: z.string().min(1),
  rules: z.string().optional(),
  reference: z.string().optional(),
  target: gatewayTargetSchema.optional(),
});
export type GatewayRequest = z.infer<typeof gatewayRequestSchema>;

/** Body of `POST /process/continue` (4.1 step 2). */
export const quizContinueRequestSchema = z.looseObject({
  token: z.string().min(1),
  answers: quizAnswersSchema,
});
export type QuizContinueRequest = z.infer<typeof quizContinueRequestSchema>;
