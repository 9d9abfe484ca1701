import { z } from 'zod';
import { linkGenerateRequestSchema, modalParametersSchema } from './document';
import { resultMessageKeys } from './presentation';
import { ageSchema, yyyymmddSchema } from './shared';
import { vpinEventTypes } from './vpin';
import { createSessionRequestSchema, vxSessionSettingsSchema, webhookUrlSchema } from './vx';

// The service's reading of request bodies (how the sandbox, a stand-in for the service, reads them), beside
// the strict schemas of the bodies we send. Where the spec is silent on a format the service reads more
// tolerantly than we write: unknown keys are ignored (9.3), a field sent as `null` or `""` is absent, and
// the fields the spec gives no format take any text. Every rule the service applies is declared here once;
// the sandbox only maps the issues to the error bodies of spec 7.

/** A value sent as `null` or `""` counts as absent (the service's reading of optional fields). */
const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

/** `body` without its absent fields, and without a `webhook` whose `endpoint` is absent. */
const withoutAbsent = (body: unknown): unknown => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const present = Object.fromEntries(Object.entries(body).filter(([, value]) => !isAbsent(value)));
  const webhook = present.webhook as { endpoint?: unknown } | undefined;
  if (typeof webhook === 'object' && webhook !== null && isAbsent(webhook.endpoint)) delete present.webhook;
  return present;
};

/**
 * An email as the service reads it where the spec gives no format beyond its `@` (create_session 4.4, the
 * modal 4.8): trimmed text with one `@` and no spaces.
 */
export const serviceEmailSchema = z
  .string()
  .trim()
  .regex(/^[^\s@]+@[^\s@]+$/, 'must look like an email address');

/** One 4.9 group (`success`, `failure`, `error`): its known keys are texts (empty allowed), others ignored. */
const resultMessageGroupSchema = z.looseObject(
  Object.fromEntries(resultMessageKeys.map((key) => [key, z.string().optional()])) as Record<
    (typeof resultMessageKeys)[number],
    z.ZodOptional<z.ZodString>
  >,
);

/**
 * `resultMessages` (4.9) as the service reads it: an object, grouped (`{ success: {...}, failure: {...},
 * error: {...} }`, each group's known keys texts) or flat (flat keys are not checked: a blank or non-text
 * value falls back to the default text on the page).
 *
 * @example
 * resultMessagesServiceReadingSchema.safeParse({ success: { verificationSuccessTitle: 'Done' } }).success; // true
 */
export const resultMessagesServiceReadingSchema = z.looseObject({
  success: resultMessageGroupSchema.optional(),
  failure: resultMessageGroupSchema.optional(),
  error: resultMessageGroupSchema.optional(),
});

/** The known booleans of create_session's `settings`, others ignored. */
const settingsServiceReadingSchema = vxSessionSettingsSchema.loose().transform((settings) => {
  const known = vxSessionSettingsSchema.keyof().options as readonly string[];
  return Object.fromEntries(Object.entries(settings).filter(([key]) => known.includes(key))) as Record<
    string,
    boolean
  >;
});

/**
 * The body of create_session (4.4) as the service reads it: core's fields and types (`settings` booleans,
 * the webhook URL rule, the 4.6 styles), with the service's reading where the spec gives no format: unknown
 * keys (also in `settings` and `webhook`) ignored, `null` or `""` absent, `email` any text with one `@`
 * (trimmed), `dob` eight digits, `state` two letters, `phone`, `ssn` and `language` any text, and
 * `resultMessages` grouped or flat ({@link resultMessagesServiceReadingSchema}). Its rules carry the
 * service's words for the 7.2 `detail`.
 *
 * @example
 * createSessionServiceReadingSchema.safeParse({ email: 'ann@example', age: '21+', state: '' }).success; // true
 * createSessionServiceReadingSchema.safeParse({ email: 'ann', age: '21+' }).error?.issues[0]?.message;
 * // 'must look like an email address'
 */
export const createSessionServiceReadingSchema = z.preprocess(
  withoutAbsent,
  z.looseObject({
    ...createSessionRequestSchema.shape,
    email: serviceEmailSchema,
    age: ageSchema,
    dob: yyyymmddSchema.optional(),
    state: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-character state code')
      .optional(),
    phone: z.string().optional(),
    ssn: z.string().optional(),
    language: z.string().optional(),
    settings: settingsServiceReadingSchema.optional(),
    webhook: z.looseObject({ endpoint: webhookUrlSchema.optional() }).optional(),
    resultMessages: resultMessagesServiceReadingSchema.optional(),
  }),
);
export type CreateSessionServiceReading = z.output<typeof createSessionServiceReadingSchema>;

/** The booleans of link/generate: unlike its text fields, a `null` one is refused. */
const linkBooleans = ['email_fallback', 'bypassDesktopIntro', 'qr'];

/** link/generate's absent fields: `null` text fields, an empty `dob` or `additionalData`. */
const linkGenerateInput = (body: unknown): unknown => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).filter(([key, value]) => {
      if (value === null) return linkBooleans.includes(key);
      return !(value === '' && (key === 'dob' || key === 'additionalData'));
    }),
  );
};

/** JSON text of an object (`{"n":"1"}`), the form `additionalData` takes in link/generate. */
const isJsonObjectText = (text: string): boolean => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
};

/**
 * The body of link/generate (4.7) as the service reads it: core's fields and types (`options.send_email`
 * required, a non-empty `token`), with the service's reading: unknown keys ignored, `null` text fields absent
 * (a `null` boolean is refused), an empty `dob` or `additionalData` absent, `dob` eight digits, `phone`,
 * `email`, `language` and `country` any text, `additionalData` JSON text of an object, `resultMessages`
 * grouped or flat.
 *
 * @example
 * linkGenerateServiceReadingSchema.safeParse({ token: 't', options: { send_email: false }, dob: '' }).success; // true
 */
export const linkGenerateServiceReadingSchema = z.preprocess(
  linkGenerateInput,
  z.looseObject({
    ...linkGenerateRequestSchema.shape,
    options: z.looseObject({ send_email: z.boolean() }),
    token: z.string().min(1),
    phone: z.string().optional(),
    email: z.string().optional(),
    language: z.string().optional(),
    country: z.string().optional(),
    dob: yyyymmddSchema.optional(),
    additionalData: z.string().refine(isJsonObjectText, 'must be a string holding a JSON object').optional(),
    resultMessages: resultMessagesServiceReadingSchema.optional(),
  }),
);
export type LinkGenerateServiceReading = z.output<typeof linkGenerateServiceReadingSchema>;

/** The shortest webhook secret the service takes (4.12 says "one-time generated", no length: the sandbox's). */
export const vpinSubscriptionMinSecretLength = 8;

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const subscriptionUrlText = 'required string (an https URL)';

/** https everywhere; plain http only to a loopback host (local receivers in tests and demos). */
const subscriptionUrlSchema = z
  .string({ error: subscriptionUrlText })
  .min(1, subscriptionUrlText)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be an absolute URL' });
      return;
    }
    if (url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname))) return;
    ctx.addIssue({
      code: 'custom',
      message: 'must use https (plain http is accepted only for 127.0.0.1, localhost and [::1])',
    });
  });

/**
 * The body of `POST /v1/vpin/webhooks/subscriptions` (4.12) as the service reads it: unknown keys ignored,
 * `url` https (plain http to a loopback host), `event_types` known kinds including `vpin.merged` (required
 * for monitoring, 6.4; duplicates dropped), `secret` at least {@link vpinSubscriptionMinSecretLength}
 * characters, `enabled` optional (true).
 *
 * @example
 * vpinSubscriptionServiceReadingSchema.parse({ url: 'http://localhost:9/hook', event_types: ['vpin.merged'], secret: 'whsec_12345' }).enabled; // true
 */
export const vpinSubscriptionServiceReadingSchema = z.looseObject({
  url: subscriptionUrlSchema,
  event_types: z
    .array(z.enum(vpinEventTypes), { error: 'required non-empty array of event types' })
    .min(1, 'required non-empty array of event types')
    // Checked even when an item is unknown, so one answer names both problems.
    .refine((types) => types.includes('vpin.merged'), {
      message: 'must include vpin.merged (required for monitoring)',
      when: (payload) => Array.isArray(payload.value) && payload.value.length > 0,
    })
    .transform((types) => [...new Set(types)]),
  secret: z
    .string({ error: `required string of at least ${vpinSubscriptionMinSecretLength} characters` })
    .min(
      vpinSubscriptionMinSecretLength,
      `required string of at least ${vpinSubscriptionMinSecretLength} characters`,
    ),
  enabled: z.boolean().default(true),
});
export type VpinSubscriptionServiceReading = z.output<typeof vpinSubscriptionServiceReadingSchema>;

/** A boolean from JSON or from a query string (`"true"` / `"false"`). */
const queryBoolean = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** JSON text read as its value; any other value as it is (query strings carry objects as JSON text). */
const decodeJsonText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/**
 * The modal parameters (4.8) as the service's capture page reads them, from JSON or a query string: core's
 * (name, address, `dob`, `email` and `token` required and non-blank, the phone forms, typed fields) with the
 * service's reading: unknown keys ignored, `null` and `""` absent, booleans also as `"true"`/`"false"`,
 * `additionalData` and `resultMessages` also as JSON text, `dob` eight digits, `email` with one `@`,
 * `language` any text.
 *
 * @example
 * modalParametersServiceReadingSchema.safeParse({ ...person, token: 't', qr: 'true' }).data?.qr; // true
 */
export const modalParametersServiceReadingSchema = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== ''))
      : body,
  z.looseObject({
    ...modalParametersSchema.shape,
    dob: yyyymmddSchema,
    email: serviceEmailSchema,
    language: z.string().optional(),
    international: queryBoolean.optional(),
    qr: queryBoolean.optional(),
    email_fallback: queryBoolean.optional(),
    bypassDesktopIntro: queryBoolean.optional(),
    region_select: z.unknown().optional(),
    additionalData: z.preprocess(decodeJsonText, z.record(z.string(), z.unknown())).optional(),
    resultMessages: z.preprocess(decodeJsonText, resultMessagesServiceReadingSchema).optional(),
  }),
);
export type ModalParametersServiceReading = z.output<typeof modalParametersServiceReadingSchema>;
