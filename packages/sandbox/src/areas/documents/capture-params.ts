import { resultMessagesIssue } from '../hosted/result-messages';
import type { CustomerField } from './users';

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

const requiredStrings = ['fn', 'ln', 'addr', 'city', 'state', 'zip', 'dob', 'email'] as const;
const booleans = ['qr', 'email_fallback', 'bypassDesktopIntro', 'international'] as const;

/** A boolean from JSON or from a query string (`"true"` / `"false"`); undefined when absent. */
function readBoolean(v: unknown): boolean | undefined | 'invalid' {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'boolean') return v;
  if (v === 'true') return true;
  if (v === 'false') return false;
  return 'invalid';
}

/** An object from JSON, or from JSON text (query strings and link/generate's `additionalData` carry text). */
function readObject(v: unknown): Record<string, unknown> | undefined | 'invalid' {
  if (v === undefined || v === null || v === '') return undefined;
  let value = v;
  if (typeof v === 'string') {
    try {
      value = JSON.parse(v);
    } catch {
      return 'invalid';
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : 'invalid';
}

/**
 * Validates modal or scan parameters (4.8) from JSON or a query string. A missing or empty `token` is reported as
 * `token` so callers can answer with the token error state.
 */
export function parseCaptureParams(
  raw: Record<string, unknown>,
): { ok: true; value: CaptureParams } | { ok: false; field: string; message: string } {
  const fail = (field: string, message: string) => ({ ok: false as const, field, message });
  if (typeof raw.token !== 'string' || raw.token === '') return fail('token', 'token: required');
  const values = {} as Record<CustomerField, string>;
  for (const field of requiredStrings) {
    const v = raw[field];
    if (typeof v !== 'string' || v.trim() === '')
      return fail(field, `${field}: required, must be a non-empty string`);
    values[field] = v;
  }
  if (!/^\d{8}$/.test(values.dob)) return fail('dob', 'dob: must be a date as YYYYMMDD');
  if (!/^[^\s@]+@[^\s@]+$/.test(values.email.trim()))
    return fail('email', 'email: must look like an email address');
  for (const field of ['reference', 'phone', 'language', 'styleToken'] as const) {
    const v = raw[field];
    if (v !== undefined && v !== null && typeof v !== 'string')
      return fail(field, `${field}: must be a string`);
  }
  values.reference = (raw.reference as string | undefined) ?? '';
  const phone = (raw.phone as string | undefined) ?? '';
  if (phone && !/^(\(\d{3}\) \d{3}-\d{4}|\d{3}-\d{3}-\d{4}|\d{10})$/.test(phone)) {
    return fail('phone', 'phone: must look like (555) 555-5555, 555-555-5555 or 5555555555');
  }
  const flags: Record<string, boolean | undefined> = {};
  for (const field of booleans) {
    const v = readBoolean(raw[field]);
    if (v === 'invalid') return fail(field, `${field}: must be a boolean`);
    flags[field] = v;
  }
  const additionalData = readObject(raw.additionalData);
  if (additionalData === 'invalid')
    return fail('additionalData', 'additionalData: must be an object (or its JSON text)');
  const resultMessages = readObject(raw.resultMessages);
  if (resultMessages === 'invalid')
    return fail('resultMessages', 'resultMessages: must be an object (or its JSON text)');
  const messagesIssue = resultMessagesIssue(resultMessages);
  if (messagesIssue) return fail('resultMessages', messagesIssue);
  return {
    ok: true,
    value: {
      token: raw.token,
      values,
      phone,
      additionalData: additionalData ?? {},
      resultMessages: resultMessages ?? null,
      qr: flags.qr ?? false,
      emailFallback: flags.email_fallback ?? true,
      bypassDesktopIntro: flags.bypassDesktopIntro ?? false,
      international: flags.international ?? false,
      language: (raw.language as string | undefined) ?? '',
      styleToken: (raw.styleToken as string | undefined) ?? '',
    },
  };
}
