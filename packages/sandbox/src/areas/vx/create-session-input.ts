import type { VxStyles } from '@veriframe/core';
import {
  ageSchema,
  createSessionRequestSchema,
  validationIssuesOf,
  vxSessionSettingsSchema,
  vxStylesSchema,
  webhookUrlSchema,
  yyyymmddSchema,
} from '@veriframe/core/schemas';
import { z } from 'zod';
import { resultMessagesIssue } from '../hosted/result-messages';
import { type PersonalField, personalFields, type VxSession } from './sessions';

/**
 * The body of create_session (4.4) as the service reads it: core's schema (every field and type of the spec
 * table, `settings` booleans, the webhook URL rule, the 4.6 styles) with the service's tolerant reading where
 * core, a writer, is stricter than the spec: unknown keys (also in `settings` and `webhook`) are ignored, and
 * the fields the spec gives no format (email beyond its `@`, phone, ssn, language) take any text.
 */
const createSessionBody = z.looseObject({
  ...createSessionRequestSchema.shape,
  email: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+$/),
  age: ageSchema,
  dob: yyyymmddSchema.optional(),
  state: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  ssn: z.string().optional(),
  language: z.string().optional(),
  settings: vxSessionSettingsSchema.loose().optional(),
  webhook: z.looseObject({ endpoint: webhookUrlSchema.optional() }).optional(),
  styles: vxStylesSchema.optional(),
  // 4.9 texts, grouped or flat: checked by the sandbox's reading (`resultMessagesIssue`), kept as sent.
  resultMessages: z.unknown().optional(),
});

/** The fields of a valid 4.4 body the sandbox keeps: what a new session takes, and the email and age. */
export type CreateSessionInput = { email: string; age: string } & Pick<
  VxSession,
  | 'person'
  | 'reference'
  | 'additionalData'
  | 'settings'
  | 'webhookEndpoint'
  | 'language'
  | 'styles'
  | 'resultMessages'
>;

/** What is wrong with a body: a missing required input (7.2: 401) or another broken rule (400). */
export type CreateSessionIssue = { kind: 'missing' | 'invalid'; detail: string };

/** The service's words (7.2 `detail`) for the rules core reports by id; other rules keep core's message. */
const ruleTexts: Record<string, string> = {
  'type:string': 'must be a string',
  'type:boolean': 'must be a boolean',
  'type:object': 'must be an object',
};
const fieldTexts: Record<string, string> = {
  email: 'must look like an email address',
  age: 'must be a number followed by "+", e.g. "21+"',
  dob: 'must be a date as YYYYMMDD',
  state: 'must be a two-character state code',
  'webhook.endpoint': 'must be an HTTPS URL (plain HTTP is accepted only on loopback)',
};

/** A value sent as `null` or `""` counts as absent (the service's reading of optional fields). */
const absent = (value: unknown) => value === undefined || value === null || value === '';

function withoutAbsent(body: Record<string, unknown>): Record<string, unknown> {
  const present = Object.fromEntries(Object.entries(body).filter(([, value]) => !absent(value)));
  const webhook = present.webhook;
  if (
    typeof webhook === 'object' &&
    webhook !== null &&
    absent((webhook as { endpoint?: unknown }).endpoint)
  ) {
    delete present.webhook;
  }
  return present;
}

/** Reads a parsed create_session body with core's schema; the first missing required input is a 401. */
export function parseCreateSession(
  body: Record<string, unknown>,
): { ok: true; value: CreateSessionInput } | { ok: false; issue: CreateSessionIssue } {
  const input = withoutAbsent(body);
  const missing = (['email', 'age'] as const).find((field) => input[field] === undefined);
  if (missing) return { ok: false, issue: { kind: 'missing', detail: `Missing required input: ${missing}` } };
  const parsed = createSessionBody.safeParse(input, { reportInput: true });
  const issues = parsed.success
    ? []
    : validationIssuesOf(parsed.error, input).map(
        ({ path, rule, message }) => `${path}: ${ruleTexts[rule] ?? fieldTexts[path] ?? message}`,
      );
  const messagesIssue = resultMessagesIssue(input.resultMessages);
  if (messagesIssue) issues.push(messagesIssue);
  if (!parsed.success || issues.length > 0) {
    return { ok: false, issue: { kind: 'invalid', detail: issues.join('; ') } };
  }
  const value = parsed.data;
  const person = Object.fromEntries(
    personalFields.map((field) => [field, (value[field] as string | undefined) ?? '']),
  ) as Record<PersonalField, string>;
  return {
    ok: true,
    value: {
      email: value.email,
      age: value.age,
      person,
      reference: value.reference ?? '',
      additionalData: value.additionalData ?? {},
      settings: pickSettings(value.settings),
      webhookEndpoint: value.webhook?.endpoint ?? null,
      language: value.language ?? '',
      styles: (value.styles as VxStyles | undefined) ?? null,
      resultMessages: value.resultMessages ?? null,
    },
  };
}

/** The known booleans of `settings` (core's list); an unknown key is ignored. */
function pickSettings(settings: Record<string, unknown> | undefined): Record<string, boolean> {
  const known = vxSessionSettingsSchema.keyof().options as readonly string[];
  return Object.fromEntries(
    Object.entries(settings ?? {}).filter(
      (entry): entry is [string, boolean] => known.includes(entry[0]) && typeof entry[1] === 'boolean',
    ),
  );
}
