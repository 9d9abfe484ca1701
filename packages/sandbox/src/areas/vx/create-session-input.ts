import type { VxStyles } from '@veriframe/core';
import { createSessionRequestSchema } from '@veriframe/core/schemas';
import { resultMessagesIssue } from '../hosted/result-messages';
import { checkStyles } from '../hosted/theme';
import { type PersonalField, personalFields } from './sessions';
import { webhookEndpointIssue } from './webhook';

/** The fields of a valid 4.4 body the sandbox keeps. */
export interface CreateSessionInput {
  email: string;
  age: string;
  person: Record<PersonalField, string>;
  reference: string;
  additionalData: Record<string, string>;
  settings: Record<string, boolean>;
  webhookEndpoint: string | null;
  language: string;
  styles: VxStyles | null;
  resultMessages: unknown;
}

/** What is wrong with a body: a missing required input (7.2: 401) or another broken rule (400). */
export type CreateSessionIssue = { kind: 'missing' | 'invalid'; detail: string };

/** The booleans of `settings` (4.4): core's list; how the sandbox reads them stays its own. */
const settingKeys = createSessionRequestSchema.shape.settings.unwrap().keyof().options;

const optionalStrings = ['route_id', 'settings_id', 'brand_id', 'reference', 'language'] as const;

/** Validates a parsed create_session body field by field; unknown fields are tolerated. */
export function parseCreateSession(
  body: Record<string, unknown>,
): { ok: true; value: CreateSessionInput } | { ok: false; issue: CreateSessionIssue } {
  const fail = (kind: CreateSessionIssue['kind'], detail: string) => ({
    ok: false as const,
    issue: { kind, detail },
  });
  for (const field of ['email', 'age'] as const) {
    const v = body[field];
    if (v === undefined || v === null || v === '') return fail('missing', `Missing required input: ${field}`);
    if (typeof v !== 'string') return fail('invalid', `${field}: must be a string`);
  }
  const email = (body.email as string).trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return fail('invalid', 'email: must look like an email address');
  const age = body.age as string;
  if (!/^\d{1,3}\+$/.test(age)) return fail('invalid', 'age: must be a number followed by "+", e.g. "21+"');

  const person = {} as Record<PersonalField, string>;
  for (const field of personalFields) {
    const v = field === 'email' ? email : body[field];
    if (v !== undefined && v !== null && typeof v !== 'string')
      return fail('invalid', `${field}: must be a string`);
    person[field] = (v as string | undefined) ?? '';
  }
  if (person.dob && !/^\d{8}$/.test(person.dob)) return fail('invalid', 'dob: must be a date as YYYYMMDD');
  if (person.state && !/^[A-Za-z]{2}$/.test(person.state)) {
    return fail('invalid', 'state: must be a two-character state code');
  }
  for (const field of optionalStrings) {
    const v = body[field];
    if (v !== undefined && v !== null && typeof v !== 'string')
      return fail('invalid', `${field}: must be a string`);
  }

  const settings: Record<string, boolean> = {};
  if (body.settings !== undefined && body.settings !== null) {
    if (typeof body.settings !== 'object' || Array.isArray(body.settings)) {
      return fail('invalid', 'settings: must be an object');
    }
    const raw = body.settings as Record<string, unknown>;
    for (const key of settingKeys) {
      if (raw[key] === undefined) continue;
      if (typeof raw[key] !== 'boolean') return fail('invalid', `settings.${key}: must be a boolean`);
      settings[key] = raw[key] as boolean;
    }
  }

  let webhookEndpoint: string | null = null;
  if (body.webhook !== undefined && body.webhook !== null) {
    if (typeof body.webhook !== 'object' || Array.isArray(body.webhook)) {
      return fail('invalid', 'webhook: must be an object with an endpoint');
    }
    const endpoint = (body.webhook as Record<string, unknown>).endpoint;
    if (endpoint !== undefined && endpoint !== null && endpoint !== '') {
      if (typeof endpoint !== 'string') return fail('invalid', 'webhook.endpoint: must be a string');
      const issue = webhookEndpointIssue(endpoint);
      if (issue) return fail('invalid', issue);
      webhookEndpoint = endpoint;
    }
  }

  const additionalData: Record<string, string> = {};
  if (body.additionalData !== undefined && body.additionalData !== null) {
    if (typeof body.additionalData !== 'object' || Array.isArray(body.additionalData)) {
      return fail('invalid', 'additionalData: must be an object of string values');
    }
    for (const [key, value] of Object.entries(body.additionalData)) {
      if (typeof value !== 'string') return fail('invalid', `additionalData.${key}: must be a string`);
      additionalData[key] = value;
    }
  }

  // 4.6 by core's builder: a style the service would refuse is refused here, naming the key and the rule.
  const styles = checkStyles(body.styles);
  if (!styles.ok) return fail('invalid', styles.detail);
  const messagesIssue = resultMessagesIssue(body.resultMessages);
  if (messagesIssue) return fail('invalid', messagesIssue);

  return {
    ok: true,
    value: {
      email,
      age,
      person,
      reference: (body.reference as string | undefined) ?? '',
      additionalData,
      settings,
      webhookEndpoint,
      language: (body.language as string | undefined) ?? '',
      styles: styles.styles,
      resultMessages: body.resultMessages ?? null,
    },
  };
}
