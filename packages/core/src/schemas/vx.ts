import { z } from 'zod';
import { type RuleContext, systemClock } from '../contract/rules';
import { customerFields } from './customer';
import { vxStylesSchema } from './presentation';
import { withRule } from './rule-schema';
import { metadataSchema, nameAddressFields, openString } from './shared';

/** Body of `POST {auth_url}/oauth/token` (4.3). */
export const vxTokenRequestSchema = z.looseObject({
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  audience: z.string().min(1),
  grant_type: z.literal('client_credentials'),
});
export type VxTokenRequest = z.infer<typeof vxTokenRequestSchema>;

/** 200 answer of the VX token endpoint (4.3). */
export const vxTokenResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  token_type: openString(['Bearer']),
});
export type VxTokenResponse = z.infer<typeof vxTokenResponseSchema>;

/** Error body of the VX token endpoint (7.1): `error` is `access_denied` in every documented case. */
export const vxTokenErrorSchema = z.looseObject({
  error: openString(['access_denied']),
  error_description: z.string(),
});
export type VxTokenError = z.infer<typeof vxTokenErrorSchema>;

/** The booleans of `settings` in create_session (4.4), known keys only. */
export const vxSessionSettingsSchema = z.strictObject({
  test_mode: z.boolean().optional(),
  block: z.boolean().optional(),
  isCloseButtonShown: z.boolean().optional(),
  shouldShowContinueOnDesktop: z.boolean().optional(),
  isReactNative: z.boolean().optional(),
  isFooterShown: z.boolean().optional(),
});
export type VxSessionSettings = z.infer<typeof vxSessionSettingsSchema>;

/** Webhook endpoint: https; http only on localhost so the local sandbox works. */
export const webhookUrlSchema = withRule(z.string(), 'https-url');

/**
 * Body of `POST {vx_url}/api/session/create_session` (4.4) as we send it, with every rule: required `email`
 * and `age`, typed optional fields, boolean `settings` with known keys, an https webhook, `styles` and
 * `resultMessages` with their own rules, no unknown key. `context` is the clock of the `dob` rule.
 *
 * @example
 * createSessionRequestSchemaWith({ now: () => new Date('2026-01-15') }).parse(body);
 */
export const createSessionRequestSchemaWith = (context: RuleContext) =>
  z.strictObject({
    ...customerFields(context),
    email: withRule(z.string(), 'email'),
    age: withRule(z.string(), 'age'),
    route_id: z.string().optional(),
    settings_id: z.string().optional(),
    brand_id: z.string().optional(),
    settings: vxSessionSettingsSchema.optional(),
    webhook: z.strictObject({ endpoint: webhookUrlSchema }).optional(),
    // The spec gives VX `phone` no format (the modal's three forms are not required here).
    phone: z.string().optional(),
    ssn: withRule(z.string(), 'ssn').optional(),
    styles: vxStylesSchema.optional(),
  });

/** {@link createSessionRequestSchemaWith} on the real clock. Strict: a body we send. */
export const createSessionRequestSchema = createSessionRequestSchemaWith(systemClock);
export type CreateSessionRequest = z.output<typeof createSessionRequestSchema>;

/** 200 answer of create_session (4.4). */
export const createSessionResponseSchema = z.looseObject({
  message: z.string(),
  detail: z.string(),
  expires_in: z.number().int(),
  request_id: z.string().min(1),
  link: z.string().min(1),
});
export type CreateSessionResponse = z.infer<typeof createSessionResponseSchema>;

/** Error body of create_session and session result (7.2, 7.3): `message` and `detail`. */
export const vxErrorSchema = z.looseObject({
  message: z.string(),
  detail: z.string(),
});
export type VxError = z.infer<typeof vxErrorSchema>;

/** 202 of the session result (4.5, 7.3): the user started, no result yet. */
export const sessionPendingBodySchema = vxErrorSchema.extend({ message: openString(['IN PROGRESS']) });
export type SessionPendingBody = z.infer<typeof sessionPendingBodySchema>;

/** 404 of the session result (4.5, 7.3): the user did not start or the id is invalid. */
export const sessionNotFoundBodySchema = vxErrorSchema.extend({ message: openString(['NOT FOUND']) });
export type SessionNotFoundBody = z.infer<typeof sessionNotFoundBodySchema>;

/** VX session status (3.2): fixed to PASS, FAIL, PENDING. */
export const sessionStatusSchema = z.enum(['PASS', 'FAIL', 'PENDING']);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/** One stop of the journey (2.3). Registration stops carry empty source/status/action/detail. */
export const journeyStopSchema = z.looseObject({
  timestamp: z.string(),
  type: openString(['NEW REGISTRATION', 'Data Service']),
  source: z.string().optional(),
  status: z.string().optional(),
  action: z.string().optional(),
  detail: z.string().optional(),
});
export type JourneyStop = z.infer<typeof journeyStopSchema>;

/** `dcams_plus` of a VX result: the most recent verification transaction (2.3). */
export const vxDcamsPlusSchema = z.looseObject({
  document_data: metadataSchema.nullable().optional(),
  output: z
    .looseObject({
      // Inner fields of `vpin` are "not shown": any object.
      vpin: metadataSchema.nullable().optional(),
      age_estimate: z.union([z.number(), z.string()]).nullable().optional(),
      spoof_score: z.union([z.number(), z.string()]).nullable().optional(),
    })
    .nullable()
    .optional(),
  api_processing_error: z.boolean().optional(),
  service: z.string().optional(),
  confirmation: z.union([z.number(), z.string()]).optional(),
  action: openString(['PASS', 'FAIL', 'REVIEW', 'PENDING']).optional(),
  detail: z.string().optional(),
  issues: z.array(z.string()).optional(),
});
export type VxDcamsPlus = z.infer<typeof vxDcamsPlusSchema>;

/**
 * 200 of `GET /api/session/result/:id` and the VX webhook body (2.3, 6.1). Personal fields are the latest
 * values and may be missing; `ssn` appears in the webhook only.
 */
export const sessionResultSchema = z.looseObject({
  ...nameAddressFields,
  // A response: `dob` stays a plain string so a purged or empty value still parses.
  dob: z.string().optional(),
  ssn: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  reference: z.string().optional(),
  status: sessionStatusSchema,
  request_id: z.string().min(1),
  additionalData: metadataSchema.nullable().optional(),
  dcams_plus: vxDcamsPlusSchema.optional(),
  storage: z.looseObject({ success: z.boolean().nullable() }).optional(),
  journey: z
    .looseObject({
      stops: z.array(journeyStopSchema),
      duration: z.string().optional(),
    })
    .optional(),
  // Structure of `documents` in a VX result is "not shown": any object or null.
  documents: metadataSchema.nullable().optional(),
});
export type SessionResult = z.infer<typeof sessionResultSchema>;

/** VX webhook payload (6.1): the session result shape of 2.3. */
export const vxWebhookPayloadSchema = sessionResultSchema;
export type VxWebhookPayload = SessionResult;
