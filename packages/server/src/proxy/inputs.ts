import {
  type BuildResult,
  buildCreateSessionBody,
  buildLinkGenerateBody,
  type CreateSessionBody,
  defaultResultMessages,
} from '@veriframe/core';
import { z } from 'zod';
import { ageMatchRuleSets } from '../clients/gateway';
import type { ProblemIssue } from '../problem';

/**
 * What the browser may send to each route. Strict objects: a field that is not allowed is refused by name
 * rather than silently dropped, so nothing the integrator meant to send is lost without a word.
 */

const text = (max = 200) => z.string().trim().max(max, `must be at most ${max} characters`);

export const yyyymmdd = z
  .string()
  .regex(/^\d{8}$/, 'must be a date as YYYYMMDD')
  .refine((v) => {
    const d = new Date(Date.UTC(+v.slice(0, 4), +v.slice(4, 6) - 1, +v.slice(6, 8)));
    return (
      d.getUTCFullYear() === +v.slice(0, 4) &&
      d.getUTCMonth() === +v.slice(4, 6) - 1 &&
      d.getUTCDate() === +v.slice(6, 8)
    );
  }, 'must be a real calendar date');

/** `<number>+`, at least the configured minimum: the browser may ask for a stricter age, never a looser one. */
export function ageSchema(minimumAge: number) {
  return z
    .string()
    .regex(/^\d{1,3}\+$/, 'must look like 21+')
    .refine((v) => Number.parseInt(v, 10) >= minimumAge, `must be at least ${minimumAge}+`);
}

const email = z.email('must be an email address').max(254);
const phone = z
  .string()
  .regex(/^(\(\d{3}\) \d{3}-\d{4}|\d{3}-\d{3}-\d{4}|\d{10})$/, 'must be a US phone number');
const person = {
  fn: text(),
  ln: text(),
  addr: text(),
  city: text(),
  state: text(50),
  zip: text(20),
  phone,
  dob: yyyymmdd,
};
/** The customer fields, each optional, as the session and link bodies carry them. */
const optionalPerson = {
  fn: person.fn.optional(),
  ln: person.ln.optional(),
  addr: person.addr.optional(),
  city: person.city.optional(),
  state: person.state.optional(),
  zip: person.zip.optional(),
  phone: person.phone.optional(),
  dob: person.dob.optional(),
};
// The 4.9 texts by their keys, flat as core's builders send them (and the spec's samples); the prose's
// groups `success`, `failure`, `error` are accepted too and flattened, so either form reaches the service.
const messageTexts = Object.fromEntries(
  Object.keys(defaultResultMessages).map((key) => [key, z.string().max(500).optional()]),
);
const messageGroup = z.strictObject(messageTexts).optional();
const resultMessages = z
  .strictObject({ ...messageTexts, success: messageGroup, failure: messageGroup, error: messageGroup })
  .transform(({ success, failure, error, ...flat }) => ({ ...success, ...failure, ...error, ...flat }))
  .optional();

/**
 * Runs one of core's builders over a value zod has shaped: the builders' rules (styles, language, URLs, font
 * families, result texts...) are the contract, written once in core; each broken rule becomes an issue naming
 * the builder's path and rule. Returns the builder's normalized value.
 */
function checkedBy<In, Out>(builder: (value: In) => BuildResult<Out>) {
  return (value: In, ctx: z.RefinementCtx): Out => {
    const built = builder(value);
    if (built.ok) return built.value;
    for (const issue of built.error.issues) {
      ctx.addIssue({
        code: 'custom',
        path: issue.path ? [issue.path] : [],
        message: issue.message,
        params: { rule: issue.rule },
      });
    }
    return z.NEVER;
  };
}

export const documentTokenInput = z.strictObject({});

export const documentLinkInput = z
  .strictObject({
    options: z.strictObject({ send_email: z.boolean() }),
    email: email.optional(),
    reference: text().optional(),
    ...optionalPerson,
    email_fallback: z.boolean().optional(),
    bypassDesktopIntro: z.boolean().optional(),
    qr: z.boolean().optional(),
    // Checked by core's buildLinkGenerateBody below, so a bad value is this route's 400 naming the field.
    language: z.string().optional(),
    country: z.string().optional(),
    additionalData: z.record(z.string(), z.string().max(1000)).optional(),
    styleToken: text().optional(),
    resultMessages,
  })
  // Validation only: the documents client builds the body again with the token it holds.
  .transform((value, ctx) => {
    checkedBy(buildLinkGenerateBody)({ ...value, token: 'added-by-the-proxy' }, ctx);
    return value;
  });

export const documentStatusInput = z.strictObject({ email });

export function vxSessionInput(minimumAge: number) {
  return z
    .strictObject({
      email,
      age: ageSchema(minimumAge),
      ...optionalPerson,
      ssn: z
        .string()
        .regex(/^(\d{4}|\d{9})$/, 'must be 4 or 9 digits')
        .optional(),
      reference: text().optional(),
      additionalData: z.record(z.string(), z.string().max(1000)).optional(),
      // Checked by core's buildCreateSessionBody below (ISO 639-1), like `styles` (spec 4.6).
      language: z.string().optional(),
      // Only the presentation settings: test_mode and block are the server's policy, never the browser's.
      settings: z
        .strictObject({
          isCloseButtonShown: z.boolean().optional(),
          shouldShowContinueOnDesktop: z.boolean().optional(),
          isReactNative: z.boolean().optional(),
          isFooterShown: z.boolean().optional(),
        })
        .optional(),
      styles: z.record(z.string(), z.unknown(), 'must be an object').optional(),
      resultMessages,
    })
    .transform((value, ctx) =>
      checkedBy((body: CreateSessionBody) => buildCreateSessionBody(body))(value as CreateSessionBody, ctx),
    );
}

export const sessionIdParam = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be a session request_id');

const testKey = text(100);

export function ageMatchTarget(minimumAge: number, requireAge: boolean) {
  return z.strictObject({
    fn: person.fn,
    ln: person.ln,
    addr: person.addr,
    zip: person.zip,
    age: requireAge ? ageSchema(minimumAge) : ageSchema(minimumAge).optional(),
    city: person.city.optional(),
    state: person.state.optional(),
    dob: person.dob.optional(),
    ssn: z
      .string()
      .regex(/^(\d{4}|\d{9})$/, 'must be 4 or 9 digits')
      .optional(),
    phone: person.phone.optional(),
    email: email.optional(),
    test_key: testKey.optional(),
  });
}

export function internationalTarget(minimumAge: number) {
  return z.strictObject({
    fn: person.fn,
    ln: person.ln,
    zip: person.zip,
    age: ageSchema(minimumAge),
    addr1: text().optional(),
    addr2: text().optional(),
    addr3: text().optional(),
    addr4: text().optional(),
    addr5: text().optional(),
    addr6: text().optional(),
    addr7: text().optional(),
    dob: person.dob.optional(),
    international_id: text(50).optional(),
    phone: z.string().max(30).optional(),
    test_key: testKey.optional(),
  });
}

export const gatewayEnvelopeInput = z.strictObject({
  service: z.string().min(1, 'is required'),
  rules: z.enum(ageMatchRuleSets, 'must be one of the AgeMatch5_0_RuleSet_* ids').optional(),
  reference: text().optional(),
  target: z.record(z.string(), z.unknown(), 'must be an object'),
});

export const quizContinueInput = z.strictObject({
  token: z.string().min(1).max(500),
  answers: z.record(z.string().max(100), z.array(z.string().max(500)).max(5)),
});

/** zod issues as the proxy's `issues`: dotted path, rule code and message. */
export function toIssues(error: z.ZodError, prefix = ''): ProblemIssue[] {
  return error.issues.map((i) => {
    const path = [prefix, ...i.path.map(String)].filter(Boolean).join('.') || '(body)';
    const keys = i.code === 'unrecognized_keys' ? (i as { keys: string[] }).keys : [];
    if (keys.length > 0) {
      return {
        path: [path === '(body)' ? '' : path, keys.join(',')].filter(Boolean).join('.'),
        rule: 'not_allowed',
        message: 'is not an accepted field',
      };
    }
    // Issues from core's builders carry the builder's rule id (`https-url`, `language`, `unknown-key`...).
    const rule = i.code === 'custom' && typeof i.params?.rule === 'string' ? i.params.rule : i.code;
    return { path, rule, message: i.message };
  });
}
