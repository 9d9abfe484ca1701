import { modalParametersSchema, parseRequestBody, yyyymmddSchema } from '@veriframe/core/schemas';
import { z } from 'zod';
import { resultMessagesIssue } from '../hosted/result-messages';
import { type CustomerField, customerFields } from './users';

/** The 4.8 modal parameters the sandbox uses, after validation. */
export interface CaptureParams {
  token: string;
  values: Record<CustomerField, string>;
  phone: string;
  additionalData: Record<string, unknown>;
  resultMessages: unknown;
  qr: boolean;
  emailFallback: boolean;
  bypassDesktopIntro: boolean;
  international: boolean;
  language: string;
  /** A style id (4.8); '' for none. */
  styleToken: string;
}

/** The parameters every capture needs (4.8), in the order their absence is reported. */
const requiredFields = ['token', 'fn', 'ln', 'addr', 'city', 'state', 'zip', 'dob', 'email'];

/** A boolean from JSON or from a query string (`"true"` / `"false"`). */
const queryBoolean = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** An object from JSON, or from JSON text (query strings and link/generate's `additionalData` carry text). */
const objectOrJsonText = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z.record(z.string(), z.unknown()),
);

/**
 * The modal parameters (4.8) as the capture page reads them: core's (name, address, `dob`, `email` and
 * `token` required and non-blank, the phone forms, typed fields), from JSON or a query string, with the
 * service's tolerant reading: unknown keys ignored, `null` and `""` absent, no format where 4.8 gives none.
 */
const captureParamsBody = z.looseObject({
  ...modalParametersSchema.shape,
  dob: yyyymmddSchema,
  email: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+$/),
  language: z.string().optional(),
  international: queryBoolean.optional(),
  qr: queryBoolean.optional(),
  email_fallback: queryBoolean.optional(),
  bypassDesktopIntro: queryBoolean.optional(),
  region_select: z.unknown().optional(),
  additionalData: objectOrJsonText.optional(),
  resultMessages: objectOrJsonText.optional(),
});

/** The sandbox's message for an issue of one field. */
function issueMessage(field: string, rule: string): string {
  if (field === 'token') return 'token: required';
  if (requiredFields.includes(field) && (rule === 'required' || rule === 'type:string')) {
    return `${field}: required, must be a non-empty string`;
  }
  const texts: Record<string, string> = {
    dob: 'must be a date as YYYYMMDD',
    email: 'must look like an email address',
    phone: 'must look like (555) 555-5555, 555-555-5555 or 5555555555',
    additionalData: 'must be an object (or its JSON text)',
    resultMessages: 'must be an object (or its JSON text)',
  };
  if (rule === 'type:string') return `${field}: must be a string`;
  if (rule === 'type:boolean') return `${field}: must be a boolean`;
  return `${field}: ${texts[field] ?? rule}`;
}

/**
 * Validates modal or scan parameters (4.8) from JSON or a query string. A missing or empty `token` is reported as
 * `token` so callers can answer with the token error state.
 */
export function parseCaptureParams(
  raw: Record<string, unknown>,
): { ok: true; value: CaptureParams } | { ok: false; field: string; message: string } {
  const input = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== null && v !== ''));
  const parsed = parseRequestBody(captureParamsBody, input);
  if (!parsed.ok) {
    const issues = parsed.error.issues.map((i) => ({ field: i.path.replace(/[.[].*$/, ''), rule: i.rule }));
    const first =
      requiredFields.flatMap((f) => issues.filter((i) => i.field === f && i.rule !== 'invalid_format'))[0] ??
      issues[0]!;
    return { ok: false, field: first.field, message: issueMessage(first.field, first.rule) };
  }
  const messagesIssue = resultMessagesIssue(parsed.value.resultMessages);
  if (messagesIssue) return { ok: false, field: 'resultMessages', message: messagesIssue };
  const p = parsed.value;
  const text = (field: string) => (typeof raw[field] === 'string' ? (raw[field] as string) : '');
  return {
    ok: true,
    value: {
      token: p.token,
      values: Object.fromEntries(customerFields.map((f) => [f, text(f)])) as Record<CustomerField, string>,
      phone: p.phone ?? '',
      additionalData: p.additionalData ?? {},
      resultMessages: p.resultMessages ?? null,
      qr: p.qr ?? false,
      emailFallback: p.email_fallback ?? true,
      bypassDesktopIntro: p.bypassDesktopIntro ?? false,
      international: p.international ?? false,
      language: p.language ?? '',
      styleToken: p.styleToken ?? '',
    },
  };
}
