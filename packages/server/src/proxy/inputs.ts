import {
  type BuildResult,
  buildCreateSessionBody,
  buildLinkGenerateBody,
  type CreateSessionInput,
  type LinkGenerateInput,
} from '@veriframe/core';
import {
  ageMatchTargetSchema,
  createSessionRequestSchema,
  internationalTargetSchema,
  linkGenerateRequestSchema,
  resultMessageKeys,
  resultMessagesSchema,
  validationIssuesOf,
} from '@veriframe/core/schemas';
import { z } from 'zod';
import { ageMatchRuleSets } from '../clients/gateway';
import type { ProblemIssue } from '../problem';
import { asServerChosen, maxLength, policyCheck } from './policy-rules';

/**
 * What the browser may send to each route: core's wire shapes (`@veriframe/core/schemas`, spec 4.1, 4.4,
 * 4.7, 4.9) narrowed by the proxy's POLICY only, then checked by core's builders, so the proxy and the
 * builders cannot disagree on a rule. The policy, all of it:
 * - strict objects: a field the browser may not send is refused by name rather than silently dropped;
 * - what the server chooses is not the browser's: `webhook`, `route_id`, `settings_id`, `brand_id`,
 *   `settings.test_mode`, `settings.block`, the document token; whose data it is (`email`, `reference`: the
 *   identity's, issue 19); what the service shows and sends (`styles`, `resultMessages`,
 *   `options.send_email`: the app's options, browser input only under the development opt-in);
 * - the youngest age is the configuration's `minimumAge`: the browser may ask for older, never younger;
 * - length caps on free text (the spec sets none), so one request cannot carry megabytes;
 * - a phone must be one of the three US forms of 4.8 (the only format the spec gives a phone);
 * - a gateway target's `dob`, `ssn`, `email` and `phone`, and a `user/status` `email`, follow core's rules
 *   (`date`, `ssn`, `email`, `phone`), as the builders check create_session and link/generate.
 * Every issue names a rule id: core's (the contract) or the proxy's policy (`./policy-rules`), never a zod code.
 */

/** Free text, trimmed, at most `max` characters, then checked by core's field schema. */
function capped<T extends z.ZodType<unknown, string>>(field: T, max = 200) {
  return z.string().trim().check(maxLength(max)).pipe(field);
}

/** Core's optional field, capped by the policy above (the cap applies only when the field is sent). */
function cappedOptional<T extends z.ZodType<unknown, string>>(field: z.ZodOptional<T>, max = 200) {
  return capped(field.unwrap(), max).optional();
}

/** Each value of a string record at most `max` characters. */
const cappedValues = (max: number) => z.record(z.string(), z.string().check(maxLength(max)));

/** `<number>+`, at least the configured minimum: the browser may ask for a stricter age, never a looser one. */
function ageAtLeast(minimumAge: number) {
  return createSessionRequestSchema.shape.age.check(
    policyCheck(
      'min-age',
      (age: string) => Number.parseInt(age, 10) >= minimumAge,
      `must be at least ${minimumAge}+`,
    ),
  );
}

const session = createSessionRequestSchema.shape;
const link = linkGenerateRequestSchema.shape;

/** Core's phone rule (`phone`): one of the three US forms of 4.8. */
const usPhone = link.phone.unwrap();
/** Core's date rule (`date`): a real calendar `YYYYMMDD` from 1900 on, not in the future. */
const dateOfBirth = link.dob.unwrap();
/** Core's ssn rule (`ssn`): 4 or 9 digits. */
const ssn = session.ssn.unwrap();
/** Core's non-blank text (rule `required`). */
const nonBlank = link.token;
/** Email by core's rule (`email`), capped. */
const email = capped(session.email, 254);

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
    additionalData: cappedValues(1000).optional(),
  };
}

/**
 * A field the app chooses server-side (issue 19: what the service shows and sends), which the browser may send
 * only when the proxy's development opt-in `browserPresentation` is on; otherwise any value is refused as
 * `server-chosen`. Typed as the field either way, so the opt-in's callers (the demo, the style previewer) type.
 */
function browserOnlyIf<T extends z.ZodOptional>(allowed: boolean, field: T): T {
  if (allowed) return field;
  return z
    .unknown()
    .check(policyCheck('server-chosen', () => false))
    .optional() as unknown as T;
}

/** Stands in for the email the server adds, so core's builders can check the rest of a body. */
const serverEmailPlaceholder = 'chosen-by-the-server@users.veriframe.invalid';

/** An issue path under `prefix` (`target` + `fn` → `target.fn`), `(body)` for the body itself. */
function prefixed(prefix: string, path: string): string {
  if (!prefix) return path || '(body)';
  if (!path) return prefix;
  return path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`;
}

/** A zod path in the builders' form: `styles.colors.brand[9]`, `(body)` for the body itself. */
function issuePath(path: readonly PropertyKey[]): string {
  return prefixed(
    '',
    path.reduce<string>((text, key) => {
      if (typeof key === 'number') return `${text}[${key}]`;
      return text ? `${text}.${String(key)}` : String(key);
    }, ''),
  );
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
    const named = ctx.issues.map((issue) => issuePath(issue.path ?? []));
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

/**
 * link/generate (4.7) without the token, which the proxy adds, nor the email and `reference` (the identity's),
 * nor `options.send_email` and `resultMessages` (the app's `documentLink` option), unless `browserPresentation`.
 */
export function documentLinkInput(browserPresentation = false) {
  return (
    z
      .strictObject({
        options: z
          .strictObject({
            send_email: browserOnlyIf(browserPresentation, link.options.shape.send_email.optional()),
          })
          .optional(),
        ...customerFields(link),
        email_fallback: link.email_fallback,
        bypassDesktopIntro: link.bypassDesktopIntro,
        qr: link.qr,
        // Checked by core's buildLinkGenerateBody below, so a bad value is this route's 400 naming the field.
        language: link.language,
        country: link.country,
        styleToken: cappedOptional(link.styleToken),
        resultMessages: browserOnlyIf(browserPresentation, resultMessages),
      })
      // Validation only: the documents client builds the body again with the token it holds.
      .superRefine(
        ...builderIssues((value: Omit<LinkGenerateInput, 'token' | 'options'> & { options?: object }) =>
          buildLinkGenerateBody({
            ...value,
            options: { send_email: false },
            email: serverEmailPlaceholder,
            token: 'added-by-the-proxy',
          }),
        ),
      )
  );
}

/** user/status of the identity's email: the browser sends nothing (`{}` or no body). */
export const documentStatusInput = z.strictObject({});

/**
 * create_session (4.4) as a browser may send it: without the email and `reference` (the identity's), nor
 * `styles` and `resultMessages` (the app's `vxSession` option) unless `browserPresentation`; the body is then
 * checked by `buildCreateSessionBody`, with the server's email standing in.
 */
export function vxSessionInput(minimumAge: number, browserPresentation = false) {
  type WithoutEmail = Omit<CreateSessionInput, 'email'>;
  const withServerEmail = (value: WithoutEmail) => ({ ...value, email: serverEmailPlaceholder });
  return z
    .strictObject({
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
      styles: browserOnlyIf(browserPresentation, session.styles),
      resultMessages: browserOnlyIf(browserPresentation, resultMessages),
    })
    .superRefine(...builderIssues((value: WithoutEmail) => buildCreateSessionBody(withServerEmail(value))))
    .transform((value) => {
      const { email: _placeholder, ...body } = normalizedBy(buildCreateSessionBody)(withServerEmail(value));
      return body;
    });
}

export const sessionIdParam = z
  .string()
  .check(policyCheck('session-id', (id: string) => /^[A-Za-z0-9_-]{1,128}$/.test(id)));

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
    dob: dateOfBirth.optional(),
    ssn: ssn.optional(),
    phone: usPhone.optional(),
    email: email.optional(),
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
    dob: dateOfBirth.optional(),
    international_id: cappedOptional(target.international_id, 50),
    phone: cappedOptional(target.phone, 30),
    test_key: testKey,
  });
}

export const gatewayEnvelopeInput = z.strictObject({
  service: nonBlank,
  rules: z
    .string()
    .check(policyCheck('rule-set', (id: string) => (ageMatchRuleSets as readonly string[]).includes(id)))
    .pipe(z.enum(ageMatchRuleSets))
    .optional(),
  // Checked against the service's own target schema by the route (ageMatchTarget, internationalTarget).
  target: z.record(z.string(), z.unknown()),
});

export const quizContinueInput = z.strictObject({
  token: capped(nonBlank, 500),
  answers: z
    .record(
      z.string(),
      z
        .array(z.string().check(maxLength(500)))
        .check(
          policyCheck('max-items', (choices: string[]) => choices.length <= 5, 'must be at most 5 answers'),
        ),
    )
    .check(
      policyCheck(
        'max-length',
        (answers: Record<string, string[]>) => Object.keys(answers).every((id) => id.length <= 100),
        'each question id must be at most 100 characters',
      ),
    ),
});

/**
 * zod issues as the proxy's `issues`, in the builders' words (core's `validationIssuesOf`): a missing field is
 * `required`, a wrong type `type:<json type>`, each unknown key `unknown-key` on its own path (`server-chosen`
 * for a field only the server sets), a rule its id (core's or the proxy's policy, with the check's message).
 * `input` is the value parsed; paths are under `prefix` (`target.fn`), `(body)` for the body itself.
 *
 * @example
 * const parsed = schema.safeParse(body);
 * if (!parsed.success) return invalid(c, toIssues(parsed.error, body));
 */
export function toIssues(error: z.ZodError, input: unknown, prefix = ''): ProblemIssue[] {
  return error.issues.flatMap((zodIssue) =>
    validationIssuesOf(new z.ZodError([zodIssue]), input).map((issue) => {
      const ruled =
        zodIssue.code === 'custom' && typeof zodIssue.params?.rule === 'string'
          ? // A rule's own check words it best (the policy's `must be at least 21+`, the builder's message).
            { ...issue, message: zodIssue.message }
          : issue;
      return asServerChosen({ ...ruled, path: prefixed(prefix, ruled.path) });
    }),
  );
}
