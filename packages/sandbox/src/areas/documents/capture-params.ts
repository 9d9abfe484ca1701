import type { Result } from '@veriframe/core';
import { modalParametersServiceReadingSchema } from '@veriframe/core/schemas';
import { checkBody } from '../../kernel/validate';
import { type CustomerField, customerFieldNames } from './users';

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

/** The sandbox's words (7.4) for an issue of `field` with rule id `rule`; core's reading words the others. */
function issueText(field: string, rule: string): string | undefined {
  if (field === 'token') return 'required';
  if (requiredFields.includes(field) && (rule === 'required' || rule === 'type:string')) {
    return 'required, must be a non-empty string';
  }
  if (field === 'phone') return 'must look like (555) 555-5555, 555-555-5555 or 5555555555';
  if ((field === 'additionalData' || field === 'resultMessages') && rule === 'type:object') {
    return 'must be an object (or its JSON text)';
  }
  return undefined;
}

/**
 * Validates modal or scan parameters (4.8) from JSON or a query string. A missing or empty `token` is reported as
 * `token` so callers can answer with the token error state.
 */
export function parseCaptureParams(
  raw: Record<string, unknown>,
): Result<CaptureParams, { field: string; message: string }> {
  const parsed = checkBody(modalParametersServiceReadingSchema, raw, { textOf: issueText });
  if (!parsed.ok) {
    // A missing required parameter first (in 4.8's order), then any other broken rule.
    const first =
      requiredFields.flatMap((f) =>
        parsed.error.filter((i) => i.field === f && i.id !== 'invalid_format'),
      )[0] ?? parsed.error[0]!;
    return {
      ok: false,
      error: { field: first.field.replace(/[.[].*$/, ''), message: `${first.field}: ${first.rule}` },
    };
  }
  const p = parsed.value;
  const text = (field: string) => (typeof raw[field] === 'string' ? (raw[field] as string) : '');
  return {
    ok: true,
    value: {
      token: p.token,
      values: Object.fromEntries(customerFieldNames.map((f) => [f, text(f)])) as Record<
        CustomerField,
        string
      >,
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
