import { z } from 'zod';
import { ageMatchRuleSets } from '../rule-sets';
import { nonBlank } from '../schemas/customer';
import { ageMatchTargetSchema, internationalTargetSchema } from '../schemas/index';
import { withWholeRule } from '../schemas/rule-schema';
import {
  ageAtLeast,
  capped,
  cappedCustomerFields,
  cappedOptional,
  dateOfBirth,
  email,
  link,
  session,
  ssn,
  usPhone,
} from './input-fields';
import { maxLength, policyCheck } from './policy-rules';
import { browserOnlyIf, resultMessages } from './presentation-inputs';

/**
 * What the browser may send to each route: core's wire shapes (`@veriframe/core/schemas`, spec 4.1, 4.4,
 * 4.7, 4.9) narrowed by the proxy's POLICY only. The shapes carry core's rules as zod checks (the same zod
 * contract the browser builders' JSON Schemas are generated from), so one zod parse checks every rule once
 * and the proxy and the builders cannot disagree. The policy, all of it:
 * - strict objects: a field the browser may not send is refused by name rather than silently dropped;
 * - what the server chooses is not the browser's: `webhook`, `route_id`, `settings_id`, `brand_id`,
 *   `settings.test_mode`, `settings.block`, the document token; whose data it is (`email`, `reference`: the
 *   identity's); what the service shows and sends (`styles`, `resultMessages`,
 *   `options.send_email`: the app's options, browser input only under the development opt-in);
 * - the youngest age is the configuration's `minimumAge`: the browser may ask for older, never younger;
 * - length caps on free text (the spec sets none), so one request cannot carry megabytes;
 * - a phone must be one of the three US forms of 4.8 (the only format the spec gives a phone);
 * - a gateway target's `dob`, `ssn`, `email` and `phone`, and a `user/status` `email`, follow core's rules
 *   (`date`, `ssn`, `email`, `phone`), as the builders check create_session and link/generate.
 * Every issue names a rule id: core's (the contract) or the proxy's policy (`./policy-rules`), never a zod code.
 * The pieces live beside this file: capped core fields (`./input-fields`), the presentation opt-in
 * (`./presentation-inputs`) and the wording of issues (`./input-issues`, `toIssues`).
 */

/** `/document/token`: the browser sends nothing (`{}` or no body); the proxy holds the credentials. */
export const documentTokenInput = z.strictObject({});

/**
 * link/generate (4.7) without the token, which the proxy adds, nor the email and `reference` (the identity's),
 * nor `options.send_email` and `resultMessages` (the app's `documentLink` option), unless `browserPresentation`.
 */
export function documentLinkInput(browserPresentation = false) {
  return withWholeRule(
    z.strictObject({
      options: z
        .strictObject({
          send_email: browserOnlyIf(browserPresentation, link.options.shape.send_email.optional()),
        })
        .optional(),
      ...cappedCustomerFields(link),
      email_fallback: link.email_fallback,
      bypassDesktopIntro: link.bypassDesktopIntro,
      qr: link.qr,
      language: link.language,
      country: link.country,
      styleToken: cappedOptional(link.styleToken),
      resultMessages: browserOnlyIf(browserPresentation, resultMessages),
    }),
    // link/generate's one rule across fields (core's `linkGenerateRequestSchema` has it too).
    'fallback-needs-qr',
  );
}

/** user/status of the identity's email: the browser sends nothing (`{}` or no body). */
export const documentStatusInput = z.strictObject({});

/**
 * create_session (4.4) as a browser may send it: without the email and `reference` (the identity's), nor
 * `styles` and `resultMessages` (the app's `vxSession` option) unless `browserPresentation`. The handler adds the email,
 * the reference and the app's presentation, and builds the body it sends from them.
 */
export function vxSessionInput(minimumAge: number, browserPresentation = false) {
  return z.strictObject({
    age: ageAtLeast(minimumAge),
    ...cappedCustomerFields(session),
    ssn: session.ssn,
    // ISO 639-1, normalized to lower case by core's rule, like `styles` (spec 4.6) checked by its own.
    language: session.language,
    // Only the presentation settings: test_mode and block are the server's policy, never the browser's.
    settings: z
      .strictObject(session.settings.unwrap().shape)
      .omit({ test_mode: true, block: true })
      .optional(),
    styles: browserOnlyIf(browserPresentation, session.styles),
    resultMessages: browserOnlyIf(browserPresentation, resultMessages),
  });
}

/** A VX session id in a route's path: 1 to 128 of `A-Z a-z 0-9 _ -` (rule `session-id`), nothing to escape. */
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

/**
 * The gateway body (4.1) as a browser may send it: the `service`, an optional known rule set, and a `target`
 * that the route checks against that service's target schema; credentials are the server's.
 */
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

/** `/gateway/quiz/continue` (4.1 step 2): the quiz token and at most 5 answers per question, each capped. */
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
