import { z } from 'zod';

/**
 * What each route sends back to the browser. Plain `z.object` strips every field not listed, so these are the
 * allowlists: personal data the service echoes (names, address, date of birth, SSN, document images),
 * the account user in `meta.user`, and anything added to the service later never reach the browser.
 */

const issues = z.array(z.string()).optional();
const str = z.string().optional().nullable();

export const documentTokenOutput = z.object({ token: z.string(), expires_at: z.string() });

export const documentLinkOutput = z.object({
  action: z.string(),
  link: str,
  email_sent: z.boolean().optional().nullable(),
  detail: str,
});

/** 2.4 body reduced to the outcome: the browser learns the status, not the stored personal data. */
export const documentStatusOutput = z.object({
  found: z.boolean(),
  status: str,
  reference: str,
  dcams_plus: z
    .object({ action: str, detail: str, issues: z.union([z.array(z.string()), z.literal(false)]).optional() })
    .optional()
    .nullable()
    .catch(null),
});

export const vxSessionOutput = z.object({
  request_id: z.string(),
  link: z.string(),
  expires_in: z.number(),
  expires_at: z.string(),
});

export const vxResultOutput = z.object({
  status: z.enum(['PASS', 'FAIL', 'PENDING']),
  request_id: z.string().optional(),
  reference: z.string().optional(),
  dcams_plus: z.object({ action: str, detail: str, issues }).optional().nullable().catch(null),
});

export const gatewayOutput = z.object({
  meta: z
    .object({
      confirmation: z.union([z.number(), z.string()]).optional(),
      reference: z.string().optional(),
      service: z.string().optional(),
      timestamp: z.string().optional(),
    })
    .optional(),
  result: z.object({ action: z.string(), detail: z.string(), issues: z.array(z.string()) }),
  output: z
    .object({
      questions: z
        .object({
          questions: z.array(
            z.object({
              prompt: z.string(),
              type: z.string(),
              id: z.string(),
              answers: z.array(z.object({ text: z.string() })),
            }),
          ),
        })
        .optional(),
      answers: z.object({ asked: z.number(), correct: z.number() }).optional(),
    })
    .optional(),
  // The quiz token goes to the browser (it answers through the proxy); the service's URL does not.
  continuations: z
    .object({
      questions: z.object({
        template: z.object({ token: z.string(), answers: z.record(z.string(), z.array(z.string())) }),
        instructions: z.string().optional(),
      }),
    })
    .optional(),
});
