import { z } from 'zod';
import { resultMessagesSchema } from './presentation';
import { ageSchema, metadataSchema, nameAddressFields, openString, yyyymmddSchema } from './shared';

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
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

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

/** Body of `POST {vx_backend_url}/link/generate` (4.7). `additionalData` travels as JSON text. */
export const linkGenerateRequestSchema = z.looseObject({
  options: z.looseObject({ send_email: z.boolean() }),
  token: z.string().min(1),
  ...nameAddressFields,
  // Request bodies check the `YYYYMMDD` format; response bodies keep `dob` a plain string.
  dob: yyyymmddSchema.optional(),
  email: z.string().optional(),
  reference: z.string().optional(),
  phone: z.string().optional(),
  email_fallback: z.boolean().optional(),
  bypassDesktopIntro: z.boolean().optional(),
  qr: z.boolean().optional(),
  language: z.string().optional(),
  country: z.string().optional(),
  additionalData: z.string().optional(),
  styleToken: z.string().optional(),
  resultMessages: resultMessagesSchema.optional(),
});
export type LinkGenerateRequest = z.infer<typeof linkGenerateRequestSchema>;

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

/** Parameters of the embedded modal constructor (4.8), structural checks; `buildModalParameters` is stricter. */
export const modalParametersSchema = z.looseObject({
  international: z.boolean().optional(),
  // Not `nameAddressFields`: the modal requires the name, address, `dob` and `email` (4.8).
  fn: z.string().min(1),
  ln: z.string().min(1),
  addr: z.string().min(1),
  city: z.string().min(1),
  state: z.string().min(1),
  zip: z.string().min(1),
  dob: yyyymmddSchema,
  phone: z.string().optional(),
  email: z.string().min(1),
  reference: z.string().optional(),
  token: z.string().min(1),
  styleToken: z.string().optional(),
  qr: z.boolean().optional(),
  additionalData: z.record(z.string(), z.string()).optional(),
  resultMessages: resultMessagesSchema.optional(),
  language: z.string().optional(),
  email_fallback: z.boolean().optional(),
  bypassDesktopIntro: z.boolean().optional(),
  // Only in the canned-response sample; meaning not shown.
  region: z.string().optional(),
  region_select: z.boolean().optional(),
});
export type ModalParametersBody = z.infer<typeof modalParametersSchema>;
