import { z } from 'zod';

/** Body of `POST {reporting_url}/api/audit` (4.11). */
export const auditRequestSchema = z.looseObject({
  user: z.string().min(1),
  pass: z.string().min(1),
  day: z.iso.date(),
});
export type AuditRequest = z.infer<typeof auditRequestSchema>;

/**
 * One audit transaction (2.5). The table gives meanings but no types; value formats of `flags` and
 * `inputs` are "not shown", so they are `unknown`. Ids and timestamps may be numbers or strings.
 */
export const auditTransactionSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  timestamp: z.union([z.string(), z.number()]),
  service: z.string(),
  reference: z.string().nullable().optional(),
  user: z.string().optional(),
  company: z.string().optional(),
  origin: z.string().optional(),
  path: z.string().optional(),
  flags: z.unknown().optional(),
  action: z.string().optional(),
  detail: z.string().optional(),
  issues: z.array(z.string()).optional(),
  inputs: z.unknown().optional(),
});
export type AuditTransaction = z.infer<typeof auditTransactionSchema>;

/** 200 of the audit endpoint (4.11): `{ data: [transaction] }`. */
export const auditResponseSchema = z.looseObject({
  data: z.array(auditTransactionSchema),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/**
 * Error body of the audit endpoint (7.6). Bodies are "not shown": any JSON object, with the usual
 * `message` / `error` texts typed when present. Callers should rely on the HTTP status.
 */
export const auditErrorSchema = z.looseObject({
  message: z.string().optional(),
  error: z.string().optional(),
});
export type AuditError = z.infer<typeof auditErrorSchema>;
