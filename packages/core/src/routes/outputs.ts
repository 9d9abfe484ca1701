import { z } from 'zod';
import {
  createSessionResponseSchema,
  documentTokenResponseSchema,
  gatewayMetaSchema,
  gatewayOutcomeSchema,
  gatewayQuizQuestionSchema,
  linkGenerateResponseSchema,
  quizFinalResultSchema,
  quizInitialResultSchema,
  sessionResultSchema,
  userStatusSchema,
  vxDcamsPlusSchema,
} from '../schemas/index';

/**
 * What each route sends back to the browser: core's answer shapes (`@veriframe/core/schemas`), each reduced to
 * an allowlist. A plain `z.object` over a picked shape strips every field not listed (core's schemas are loose,
 * so every nested object is picked again here), so personal data the service echoes (names, address, date of
 * birth, SSN, document images), the account user in `meta.user`, and anything added to the service later never
 * reach the browser.
 */

/** The token, its expiry, and the identity's service email: the modal's customer email. */
export const documentTokenOutput = z
  .object(documentTokenResponseSchema.shape)
  .pick({ token: true })
  .extend({ expires_at: z.string(), email: z.string(), reference: z.string() });

export const documentLinkOutput = z
  .object(linkGenerateResponseSchema.shape)
  .pick({ action: true, link: true, email_sent: true, detail: true });

const userStatus = userStatusSchema.shape;
const userDcamsPlus = userStatus.dcams_plus.unwrap().unwrap().shape;

/** 2.4 body reduced to the outcome: the browser learns the status, not the stored personal data. */
export const documentStatusOutput = z
  .object(userStatus)
  .pick({ found: true, status: true, reference: true })
  .extend({
    dcams_plus: z
      .object({ action: userDcamsPlus.action, detail: userDcamsPlus.detail, issues: userDcamsPlus.issues })
      .nullable()
      .optional()
      .catch(null),
  });

export const vxSessionOutput = z
  .object(createSessionResponseSchema.shape)
  .pick({ request_id: true, link: true, expires_in: true })
  .extend({ expires_at: z.string() });

/** 2.3 reduced to the outcome (the result of a complete session), without the personal fields. */
export const vxResultOutput = z
  .object(sessionResultSchema.shape)
  .pick({ status: true, request_id: true, reference: true })
  .extend({
    dcams_plus: z
      .object(vxDcamsPlusSchema.shape)
      .pick({ action: true, detail: true, issues: true })
      .nullable()
      .optional()
      .catch(null),
  });

const question = gatewayQuizQuestionSchema.shape;
const continuation = quizInitialResultSchema.shape.continuations.shape.questions.shape;

/** 2.1 and 2.2: the outcome, the quiz (questions and the token to answer with) and the count of right answers. */
export const gatewayOutput = z.object({
  meta: z
    .object(gatewayMetaSchema.shape)
    .pick({ confirmation: true, reference: true, service: true, timestamp: true })
    .partial()
    .optional(),
  result: z.object(gatewayOutcomeSchema.shape),
  output: z
    .object({
      questions: z
        .object({
          questions: z.array(
            z.object({
              ...question,
              answers: z.array(z.object(question.answers.element.shape)),
            }),
          ),
        })
        .optional(),
      answers: z.object(quizFinalResultSchema.shape.output.shape.answers.shape).optional(),
    })
    .optional(),
  // The quiz token goes to the browser (it answers through the proxy); the service's URL does not.
  continuations: z
    .object({
      questions: z.object({
        template: z.object(continuation.template.shape),
        instructions: continuation.instructions,
      }),
    })
    .optional(),
});
