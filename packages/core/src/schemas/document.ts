import { z } from 'zod';
import { type RuleContext, systemClock } from '../contract/rules';
import { customerFields, nonBlank } from './customer';
import { linkResultMessagesSchema } from './presentation';
import { decoded, mapOf, withRule, withWholeRule } from './rule-schema';
import { ageSchema, metadataSchema, nameAddressFields, openString } from './shared';

/** Body of `POST {vx_backend_url}/token/create` (4.7). */
export const documentTokenRequestSchema = z.looseObject({
  user: z.string().min(1),
  pass: z.string().min(1),
  journey_id: z.string().optional(),
  settings_id: z.string().optional(),
  branding_id: z.string().optional(),
});
export type DocumentTokenRequest = z.infer<typeof documentTokenRequestSchema>;

/** 200 of token/create (4.7). Only `result`, `message` and `token` are relied upon. */
export const documentTokenResponseSchema = z.looseObject({
  result: z.string(),
  message: z.string(),
  token: z.string().min(1),
  age: ageSchema.optional(),
  rules: z.string().optional(),
  store_on: openString(['PASS', 'FAIL', 'ALL']).optional(),
  company_name_for_email: z.string().optional(),
  email_logo_link: z.string().optional(),
  email_logo_height: z.string().optional(),
  email_logo_width: z.string().optional(),
  dcams_manual_rules: z.string().optional(),
});
export type DocumentTokenResponse = z.infer<typeof documentTokenResponseSchema>;

/** Error body of token/create and user/status (7.4): `result` is `Error`; token/create adds an empty `token`. */
export const documentErrorSchema = z.looseObject({
  result: z.literal('Error'),
  message: z.string(),
  token: z.string().optional(),
});
export type DocumentError = z.infer<typeof documentErrorSchema>;

/** Body of `POST {vx_backend_url}/user/status` (4.7). */
export const userStatusRequestSchema = z.looseObject({
  user: z.string().min(1),
  pass: z.string().min(1),
  email: z.string().min(1),
});
export type UserStatusRequest = z.infer<typeof userStatusRequestSchema>;

/** Document status (2.4, 3.3): fixed to PASS, PENDING (manual review), FAIL. */
export const documentStatusSchema = z.enum(['PASS', 'PENDING', 'FAIL']);
export type DocumentStatusValue = z.infer<typeof documentStatusSchema>;

/** `dcams_plus.document_data`: attributes read from the document (2.4). */
export const documentDataSchema = z.looseObject({
  FirstName: z.string().optional(),
  LastName: z.string().optional(),
  MiddleName: z.string().optional(),
  FullAddress: z.string().optional(),
  Address: z.string().optional(),
  City: z.string().optional(),
  State: z.string().optional(),
  Zip: z.string().optional(),
  DateOfBirth: z.string().optional(),
  IssueDate: z.string().optional(),
  ExpirationDate: z.string().optional(),
  Height: z.string().optional(),
  Sex: z.string().optional(),
  EyeColor: z.string().optional(),
  DocumentNumber: z.string().optional(),
  CountryCode: z.string().optional(),
  DocumentType: openString(['DRIVERS LICENSE', 'PASSPORT', 'IDENTITY CARD', 'UNKNOWN']).optional(),
});
export type DocumentData = z.infer<typeof documentDataSchema>;

/** Body of the document callback POST (2.4, 6.2). `dcams_plus.action` is omitted in the image-return body. */
export const documentCallbackSchema = z.looseObject({
  ...nameAddressFields,
  // A response: `dob` stays a plain string so a purged or empty value still parses.
  dob: z.string().optional(),
  email: z.string().optional(),
  reference: z.string().optional(),
  status: documentStatusSchema,
  additionalData: metadataSchema.optional(),
  dcams_plus: z.looseObject({
    document_data: documentDataSchema.optional(),
    confirmation: z.number().optional(),
    action: openString(['PASS', 'FAIL', 'REVIEW', 'PENDING']).optional(),
    detail: z.string().optional(),
    issues: z.array(z.string()).optional(),
  }),
  storage: z.looseObject({ success: z.boolean() }).optional(),
  documents: z.looseObject({ front: z.string().optional(), back: z.string().optional() }).optional(),
});
export type DocumentCallback = z.infer<typeof documentCallbackSchema>;

const nullableString = z.string().nullable().optional();

/**
 * 200 or 404 of user/status (4.7): the callback shape plus `found`. When the user is absent the values are
 * null, `additionalData`, `document_data` and `issues` are `false` and `confirmation` is 0. After the two-hour
 * purge, personal fields and `document_data` may also be null or false.
 */
export const userStatusSchema = z.looseObject({
  // Not `nameAddressFields`: these may be null (user absent, or purged two hours after the transaction).
  fn: nullableString,
  ln: nullableString,
  addr: nullableString,
  city: nullableString,
  state: nullableString,
  zip: nullableString,
  dob: nullableString,
  email: nullableString,
  reference: nullableString,
  status: documentStatusSchema.nullable(),
  additionalData: z
    .union([metadataSchema, z.literal(false)])
    .nullable()
    .optional(),
  dcams_plus: z
    .looseObject({
      document_data: z
        .union([documentDataSchema, z.literal(false)])
        .nullable()
        .optional(),
      confirmation: z.number().nullable().optional(),
      action: z.string().nullable().optional(),
      detail: z.string().nullable().optional(),
      issues: z
        .union([z.array(z.string()), z.literal(false)])
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
  storage: z.looseObject({ success: z.boolean().nullable() }).nullable().optional(),
  documents: z
    .looseObject({ front: z.string().optional(), back: z.string().optional() })
    .nullable()
    .optional(),
  found: z.boolean(),
});
export type UserStatus = z.infer<typeof userStatusSchema>;

/** The exact 404 "user not found" body of user/status (4.7, 7.4). */
export const userStatusNotFoundSchema = userStatusSchema.extend({
  status: z.null(),
  additionalData: z.literal(false),
  dcams_plus: z.looseObject({
    document_data: z.literal(false),
    confirmation: z.literal(0),
    issues: z.literal(false),
  }),
  found: z.literal(false),
});
export type UserStatusNotFound = z.infer<typeof userStatusNotFoundSchema>;

/**
 * Body of `POST {vx_backend_url}/link/generate` (4.7) as we send it, with every rule: `options.send_email`
 * and a non-blank `token` required, customer fields with their rules, `language` a code or empty, `country`
 * upper case, `additionalData` an object of strings (or JSON text of one) sent as JSON text, result messages
 * with empty strings allowed, `email_fallback: false` only with `qr: true`. `context` is the `dob` clock.
 *
 * @example
 * linkGenerateRequestSchemaWith(systemClock).parse({ options: { send_email: false }, token }).token;
 */
export const linkGenerateRequestSchemaWith = (context: RuleContext) =>
  withWholeRule(
    z.strictObject({
      options: z.strictObject({ send_email: z.boolean() }),
      token: nonBlank,
      ...customerFields(context),
      additionalData: decoded(mapOf(z.string()), 'json').optional(),
      language: withRule(z.string(), 'language-or-empty').optional(),
      resultMessages: linkResultMessagesSchema.optional(),
      email_fallback: z.boolean().optional(),
      bypassDesktopIntro: z.boolean().optional(),
      qr: z.boolean().optional(),
      country: withRule(z.string(), 'country').optional(),
      styleToken: z.string().optional(),
    }),
    'fallback-needs-qr',
  );

/** {@link linkGenerateRequestSchemaWith} on the real clock. Strict: a body we send. */
export const linkGenerateRequestSchema = linkGenerateRequestSchemaWith(systemClock);
export type LinkGenerateRequest = z.output<typeof linkGenerateRequestSchema>;

/** 200 of link/generate (4.7): `PASS` with a link, or `ERROR` with the error fields (7.4). */
export const linkGenerateResponseSchema = z.looseObject({
  action: z.enum(['PASS', 'ERROR']),
  detail: z.string().optional(),
  link: z.string().optional(),
  email_sent: z.boolean().optional(),
  error_message: z.string().optional(),
  error_description: z.string().optional(),
});
export type LinkGenerateResponse = z.infer<typeof linkGenerateResponseSchema>;

/** The failure form of link/generate (7.4): `action` ERROR with `error_message` and `error_description`. */
export const linkGenerateErrorSchema = linkGenerateResponseSchema.extend({
  action: z.literal('ERROR'),
  error_message: z.string(),
  error_description: z.string(),
});
export type LinkGenerateError = z.infer<typeof linkGenerateErrorSchema>;

/**
 * Parameters of the embedded modal constructor (4.8) as we pass them, with every rule: the name, address,
 * `dob`, `email` and `token` required and non-blank, customer fields with their rules, booleans typed,
 * `email_fallback: false` only with `qr: true`, no unknown key (a callback or a typo). `context` is the `dob`
 * clock.
 *
 * @example
 * modalParametersSchemaWith(systemClock).safeParse(parameters).success;
 */
export const modalParametersSchemaWith = (context: RuleContext) =>
  withWholeRule(
    z.strictObject({
      ...customerFields(context),
      fn: nonBlank,
      ln: nonBlank,
      addr: nonBlank,
      city: nonBlank,
      state: nonBlank,
      zip: nonBlank,
      dob: withRule(z.string(), 'date', context),
      email: withRule(z.string(), 'email'),
      token: nonBlank,
      international: z.boolean().optional(),
      styleToken: z.string().optional(),
      qr: z.boolean().optional(),
      email_fallback: z.boolean().optional(),
      bypassDesktopIntro: z.boolean().optional(),
      // Only in the canned-response sample; meaning not shown.
      region: z.string().optional(),
      region_select: z.boolean().optional(),
    }),
    'fallback-needs-qr',
  );

/** {@link modalParametersSchemaWith} on the real clock. Strict: parameters we pass. */
export const modalParametersSchema = modalParametersSchemaWith(systemClock);
export type ModalParametersBody = z.output<typeof modalParametersSchema>;
