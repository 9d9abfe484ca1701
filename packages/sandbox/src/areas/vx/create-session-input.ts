import type { Result } from '@veriframe/core';
import { createSessionServiceReadingSchema } from '@veriframe/core/schemas';
import type { VxStyles } from '@veriframe/core/theme';
import { checkBody, issuesText } from '../../kernel/validate';
import { type PersonalField, personalFields, type VxSession } from './sessions';

/** The fields of a valid 4.4 body the sandbox keeps: what a new session takes, and the email and age. */
export type NewSessionFields = { email: string; age: string } & Pick<
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

/**
 * Reads a parsed create_session body with core's service reading (`createSessionServiceReadingSchema`, every
 * rule declared there): the first missing required input is a 401, any other broken rule a 400 (7.2).
 */
export function parseCreateSession(
  body: Record<string, unknown>,
): Result<NewSessionFields, CreateSessionIssue> {
  const checked = checkBody(createSessionServiceReadingSchema, body);
  if (!checked.ok) {
    const missing = (['email', 'age'] as const).find((field) =>
      checked.error.some((i) => i.field === field && i.rule === 'required'),
    );
    return missing
      ? { ok: false, error: { kind: 'missing', detail: `Missing required input: ${missing}` } }
      : { ok: false, error: { kind: 'invalid', detail: issuesText(checked.error) } };
  }
  const value = checked.value;
  const person = Object.fromEntries(personalFields.map((field) => [field, value[field] ?? ''])) as Record<
    PersonalField,
    string
  >;
  return {
    ok: true,
    value: {
      email: value.email,
      age: value.age,
      person,
      reference: value.reference ?? '',
      additionalData: value.additionalData ?? {},
      settings: value.settings ?? {},
      webhookEndpoint: value.webhook?.endpoint ?? null,
      language: value.language ?? '',
      styles: (value.styles as VxStyles | undefined) ?? null,
      resultMessages: value.resultMessages ?? null,
    },
  };
}
