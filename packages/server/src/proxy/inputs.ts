import {
  type BuildResult,
  buildCreateSessionBody,
  buildLinkGenerateBody,
  type LinkGenerateInput,
} from '@veriframe/core';
import {
  ageMatchTargetSchema,
  createSessionRequestSchema,
  gatewayRequestSchema,
  internationalTargetSchema,
  linkGenerateRequestSchema,
  quizContinueRequestSchema,
  resultMessageKeys,
  resultMessagesSchema,
  userStatusRequestSchema,
} from '@veriframe/core/schemas';
import { z } from 'zod';
import { ageMatchRuleSets } from '../clients/gateway';
import type { ProblemIssue } from '../problem';

/**
 * What the browser may send to each route: core's wire shapes (`@veriframe/core/schemas`, spec 4.1, 4.4,
 * 4.7, 4.9) narrowed by the proxy's POLICY only, then checked by core's builders, so the proxy and the
 * builders cannot disagree on a rule. The policy, all of it:
 * - strict objects: a field the browser may not send is refused by name rather than silently dropped;
 * - what the server chooses is not the browser's: `webhook`, `route_id`, `settings_id`, `brand_id`,
 *   `settings.test_mode`, `settings.block`, the document token;
 * - the youngest age is the configuration's `minimumAge`: the browser may ask for older, never younger;
 * - length caps on free text (the spec sets none), so one request cannot carry megabytes;
 * - a phone must be one of the three US forms of 4.8 (the only format the spec gives a phone);
 * - a gateway target's `dob` must be a real calendar date and its `ssn` 4 or 9 digits, and a `user/status`
 *   or gateway `email` an email address: no builder checks those bodies (core's rules module will, issue 12
 *   item 3); create_session and link/generate are checked by the builders' own `email`, `date`, `ssn` rules.
 */

/** Free text, trimmed, at most `max` characters, then checked by core's field schema. */
function capped<T extends z.ZodType<unknown, string>>(field: T, max = 200) {
  return z.string().trim().max(max, `must be at most ${max} characters`).pipe(field);
}

/** Core's optional field, capped by the policy above (the cap applies only when the field is sent). */
function cappedOptional<T extends z.ZodType<unknown, string>>(field: z.ZodOptional<T>, max = 200) {
  return capped(field.unwrap(), max).optional();
}

/** Each value of a string record at most `max` characters. */
const cappedValues = (max: number) =>
  z.record(z.string(), z.string().max(max, `must be at most ${max} characters`));

/** `<number>+`, at least the configured minimum: the browser may ask for a stricter age, never a looser one. */
export function ageAtLeast(minimumAge: number) {
  return createSessionRequestSchema.shape.age.refine(
    (v) => Number.parseInt(v, 10) >= minimumAge,
    `must be at least ${minimumAge}+`,
  );
}

const usPhone = z
  .string()
  .regex(/^(\(\d{3}\) \d{3}-\d{4}|\d{3}-\d{3}-\d{4}|\d{10})$/, 'must be a US phone number');

/** `YYYYMMDD` as core reads it, and a date that exists (20230230 does not). */
const calendarDate = ageMatchTargetSchema.shape.dob.unwrap().refine((v) => {
  const [year, month, day] = [+v.slice(0, 4), +v.slice(4, 6) - 1, +v.slice(6, 8)];
  const d = new Date(Date.UTC(year, month, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month && d.getUTCDate() === day;
}, 'must be a real calendar date');

/** Email as core shapes it; the builders check the address (their `email` rule). */
const email = capped(createSessionRequestSchema.shape.email, 254);
/** Email where no builder checks the body (user/status, gateway target). */
const emailAddress = capped(z.email('must be an email address'), 254);

/** The customer's fields of a create_session or link/generate body, as core shapes them, capped. */
function customerFields(
  shape: typeof createSessionRequestSchema.shape | typeof linkGenerateRequestSchema.shape,
) {
  return {
    fn: cappedOptional(shape.fn),
    ln: cappedOptional(shape.ln),
    addr: cappedOptional(shape.addr),
    city: cappedOptional(shape.city),
    state: cappedOptional(shape.state, 50),
    zip: cappedOptional(shape.zip, 20),
    phone: usPhone.optional(),
    dob: shape.dob,
    reference: cappedOptional(shape.reference),
    additionalData: cappedValues(1000).optional(),
  };
}

/** A zod path in the builders' form: `styles.colors.brand[9]`, `(body)` for the body itself. */
function issuePath(prefix: string, path: readonly PropertyKey[]): string {
  let joined = prefix;
  for (const key of path) {
    if (typeof key === 'number') joined += `[${key}]`;
    else joined = joined ? `${joined}.${String(key)}` : String(key);
  }
  return joined || '(body)';
}

// The 4.9 texts by core's keys, flat as core's builders send them (and the spec's samples); the prose's
// groups `success`, `failure`, `error` are accepted too and flattened, so either form reaches the service.
const messageTexts = Object.fromEntries(
  resultMessageKeys.map((key) => [key, capped(resultMessagesSchema.shape[key].unwrap(), 500).optional()]),
);
const messageGroup = z.strictObject(messageTexts).optional();
const resultMessages = z
  .strictObject({ ...messageTexts, success: messageGroup, failure: messageGroup, error: messageGroup })
  .transform(({ success, failure, error, ...flat }) => ({ ...success, ...failure, ...error, ...flat }))
  .optional();

/**
 * Adds the issues of one of core's builders to a body zod has shaped: the builders' rules (email, dates,
 * styles, language, URLs, font families, result texts...) are the contract, written once in core; each broken
 * rule becomes an issue naming the builder's path and rule. It runs even when a field already failed its shape
 * or the proxy's policy, so one answer names every broken rule; a path zod already named is not named twice.
 */
function builderIssues<In>(builder: (value: In) => BuildResult<unknown>) {
  const check = (value: In, ctx: z.RefinementCtx<In>) => {
    const built = builder(value);
    if (built.ok) return;
    const named = ctx.issues.map((issue) => issuePath('', issue.path ?? []));
    for (const issue of built.error.issues) {
      const path = issue.path || '(body)';
      if (named.some((p) => p === path || path.startsWith(`${p}.`) || path.startsWith(`${p}[`))) continue;
      ctx.addIssue({
        code: 'custom',
        path: issue.path ? [issue.path] : [],
        message: issue.message,
        params: { rule: issue.rule },
        continue: true,
      });
    }
  };
  const when = (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value);
  return [check, { when }] as const;
}

/** The builder's normalized value (lower-case hex, flat texts...): reached only when every check passed. */
function normalizedBy<In, Out>(builder: (value: In) => BuildResult<Out>) {
  return (value: In): Out => {
    const built = builder(value);
    if (!built.ok) throw built.error; // not reached: builderIssues refused the body
    return built.value;
  };
}

export const documentTokenInput = z.strictObject({});

const link = linkGenerateRequestSchema.shape;

/** link/generate (4.7) without the token, which the proxy adds; `additionalData` as an object of strings. */
export const documentLinkInput = z
  .strictObject({
    options: z.strictObject(link.options.shape),
    email: email.optional(),
    ...customerFields(link),
    email_fallback: link.email_fallback,
    bypassDesktopIntro: link.bypassDesktopIntro,
    qr: link.qr,
    // Checked by core's buildLinkGenerateBody below, so a bad value is this route's 400 naming the field.
    language: link.language,
    country: link.country,
    styleToken: cappedOptional(link.styleToken),
    resultMessages,
  })
  // Validation only: the documents client builds the body again with the token it holds.
  .superRefine(
    ...builderIssues((value: Omit<LinkGenerateInput, 'token'>) =>
      buildLinkGenerateBody({ ...value, token: 'added-by-the-proxy' }),
    ),
  );

export const documentStatusInput = z.strictObject({
  email: emailAddress.pipe(userStatusRequestSchema.shape.email),
});

const session = createSessionRequestSchema.shape;

/** create_session (4.4) as a browser may send it; the body is then checked by `buildCreateSessionBody`. */
export function vxSessionInput(minimumAge: number) {
  return z
    .strictObject({
      email,
      age: ageAtLeast(minimumAge),
      ...customerFields(session),
      ssn: session.ssn,
      // Checked by core's buildCreateSessionBody below (ISO 639-1), like `styles` (spec 4.6).
      language: session.language,
      // Only the presentation settings: test_mode and block are the server's policy, never the browser's.
      settings: z
        .strictObject(session.settings.unwrap().shape)
        .omit({ test_mode: true, block: true })
        .optional(),
      styles: session.styles,
      resultMessages,
    })
    .superRefine(...builderIssues(buildCreateSessionBody))
    .transform(normalizedBy(buildCreateSessionBody));
}

export const sessionIdParam = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be a session request_id');

const testKey = cappedOptional(ageMatchTargetSchema.shape.test_key, 100);

/** AgeMatch5.0 and quiz target (4.1); `IDMatchPLUS5.0.MULTI` does not require `age`. */
export function ageMatchTarget(minimumAge: number, requireAge: boolean) {
  const target = ageMatchTargetSchema.shape;
  return z.strictObject({
    fn: capped(target.fn),
    ln: capped(target.ln),
    addr: capped(target.addr),
    zip: capped(target.zip, 20),
    age: requireAge ? ageAtLeast(minimumAge) : ageAtLeast(minimumAge).optional(),
    city: cappedOptional(target.city),
    state: cappedOptional(target.state, 50),
    dob: calendarDate.optional(),
    ssn: target.ssn
      .unwrap()
      .regex(/^(\d{4}|\d{9})$/, 'must be 4 or 9 digits')
      .optional(),
    phone: usPhone.optional(),
    email: emailAddress.pipe(target.email.unwrap()).optional(),
    test_key: testKey,
  });
}

/** AgeMatch5.0.<country> target (4.1). */
export function internationalTarget(minimumAge: number) {
  const target = internationalTargetSchema.shape;
  return z.strictObject({
    fn: capped(target.fn),
    ln: capped(target.ln),
    zip: capped(target.zip, 20),
    age: ageAtLeast(minimumAge),
    addr1: cappedOptional(target.addr1),
    addr2: cappedOptional(target.addr2),
    addr3: cappedOptional(target.addr3),
    addr4: cappedOptional(target.addr4),
    addr5: cappedOptional(target.addr5),
    addr6: cappedOptional(target.addr6),
    addr7: cappedOptional(target.addr7),
    dob: calendarDate.optional(),
    international_id: cappedOptional(target.international_id, 50),
    phone: cappedOptional(target.phone, 30),
    test_key: testKey,
  });
}

export const gatewayEnvelopeInput = z.strictObject({
  service: z.string().min(1, 'is required'),
  rules: z.enum(ageMatchRuleSets, 'must be one of the AgeMatch5_0_RuleSet_* ids').optional(),
  reference: cappedOptional(gatewayRequestSchema.shape.reference),
  // Checked against the service's own target schema by the route (ageMatchTarget, internationalTarget).
  target: z.record(z.string(), z.unknown(), 'must be an object'),
});

export const quizContinueInput = z.strictObject({
  token: capped(quizContinueRequestSchema.shape.token, 500),
  answers: z.record(z.string().max(100), z.array(z.string().max(500)).max(5)),
});

/** zod issues as the proxy's `issues`: the builders' path form (`styles.colors.brand[9]`), rule code, message. */
export function toIssues(error: z.ZodError, prefix = ''): ProblemIssue[] {
  return error.issues.map((i) => {
    const path = issuePath(prefix, i.path);
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
