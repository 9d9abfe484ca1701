/**
 * Response schemas the clients validate against.
 *
 * LOCAL MINIMAL CHECKS: `@veriframe/core/schemas` (contracts section 2) is being written in parallel. Until each
 * schema lands there, the clients use these loose stand-ins, which check only the fields the clients and the
 * proxy read. Swap each for the core schema as it lands; the clients only depend on the names below.
 */
import { z } from 'zod';

const action = z.enum(['PASS', 'FAIL', 'REVIEW', 'PENDING']);

/** 2.1 gateway result; 2.2 quiz fields optional. */
export const gatewayResultSchema = z.looseObject({
  meta: z
    .looseObject({
      confirmation: z.union([z.number(), z.string()]).optional(),
      reference: z.string().optional(),
      service: z.string().optional(),
      timestamp: z.string().optional(),
    })
    .optional(),
  result: z.looseObject({ action, detail: z.string(), issues: z.array(z.string()) }),
  output: z
    .looseObject({
      questions: z
        .looseObject({
          questions: z.array(
            z.looseObject({
              prompt: z.string(),
              type: z.string(),
              id: z.string(),
              answers: z.array(z.looseObject({ text: z.string() })),
            }),
          ),
        })
        .optional(),
      answers: z.looseObject({ asked: z.number(), correct: z.number() }).optional(),
    })
    .optional(),
  continuations: z
    .looseObject({
      questions: z.looseObject({
        url: z.string(),
        template: z.looseObject({ token: z.string(), answers: z.record(z.string(), z.array(z.string())) }),
        instructions: z.string().optional(),
      }),
    })
    .optional(),
  final: z.looseObject({ url: z.string(), template: z.looseObject({ token: z.string() }) }).optional(),
});
export type GatewayResult = z.infer<typeof gatewayResultSchema>;

/** 4.3 token response. */
export const vxTokenSchema = z.looseObject({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  token_type: z.string(),
});
export type VxToken = z.infer<typeof vxTokenSchema>;

/** 4.4 create_session response. */
export const createSessionResponseSchema = z.looseObject({
  message: z.string().optional(),
  detail: z.string().optional(),
  expires_in: z.number().int().positive(),
  request_id: z.string().min(1),
  link: z.string().min(1),
});
export type CreateSessionResponse = z.infer<typeof createSessionResponseSchema>;

/** 2.3 session result (webhook payload shares it). */
export const sessionResultSchema = z.looseObject({
  status: z.enum(['PASS', 'FAIL', 'PENDING']),
  request_id: z.string().optional(),
  reference: z.string().optional(),
});
export type SessionResult = z.infer<typeof sessionResultSchema>;

/** 7.3 202 body. */
export const inProgressSchema = z.looseObject({
  message: z.string().optional(),
  detail: z.string().optional(),
});

/** 4.7 token/create response. */
export const documentTokenSchema = z.looseObject({
  result: z.string().optional(),
  message: z.string().optional(),
  token: z.string().min(1),
});
export type DocumentToken = z.infer<typeof documentTokenSchema>;

/** 4.7 link/generate response. */
export const linkGenerateResponseSchema = z.looseObject({
  action: z.string(),
  detail: z.string().optional().nullable(),
  link: z.string().optional().nullable(),
  email_sent: z.boolean().optional().nullable(),
  error_message: z.string().optional().nullable(),
  error_description: z.string().optional().nullable(),
});
export type LinkGenerateResponse = z.infer<typeof linkGenerateResponseSchema>;

/** 2.4 callback body / user status, with `found`. */
export const userStatusSchema = z.looseObject({
  found: z.boolean(),
  status: z.string().nullable().optional(),
});
export type UserStatus = z.infer<typeof userStatusSchema>;

/** 4.11 audit response. */
export const auditResponseSchema = z.looseObject({
  data: z.array(z.looseObject({ id: z.string(), service: z.string().optional() })),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/** 4.12 resolve 200. */
export const vpinResolvedSchema = z.looseObject({
  input: z.string(),
  canonical_vpin: z.string(),
  superseded: z.boolean(),
  effective_at: z.string(),
});
export type VpinResolved = z.infer<typeof vpinResolvedSchema>;

/** 4.12 resolve 409. */
export const vpinSplitSchema = z.looseObject({
  input: z.string(),
  split: z.literal(true),
  replacements: z.array(z.looseObject({ vpin: z.string(), effective_at: z.string() })),
});
export type VpinSplit = z.infer<typeof vpinSplitSchema>;

/** 4.12 subscription 201. */
export const vpinSubscriptionSchema = z.looseObject({
  id: z.string(),
  url: z.string(),
  event_types: z.array(z.string()),
  status: z.string(),
  created_at: z.string(),
});
export type VpinSubscription = z.infer<typeof vpinSubscriptionSchema>;

/** `:test` and `:replay` bodies are "not shown": anything JSON (or empty) is accepted. */
export const notShownBodySchema = z.unknown();
