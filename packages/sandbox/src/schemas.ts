import { z } from 'zod';
import { reasonCodes, type VpinEventType, vpinEventTypes } from './areas/vpin/events';
import { defaultRedirectWindowDays } from './areas/vpin/registry';
import { personalFields, vxComponents, vxOutcomes } from './areas/vx/sessions';
import { deliveryFaultKinds, deliveryKinds, type FaultInput, httpFaultKinds } from './kernel/faults';
import type { SandboxSettings } from './kernel/settings';

// The bodies of the sandbox's own admin API (`/__sandbox/...`, documented in the README), the one place they
// are declared. The service's bodies are core's (`@veriframe/core/schemas`); every body goes through
// `kernel/validate.ts`, whose issues name the field and the rule in these words. Unknown fields are ignored,
// as everywhere in the admin API.

const nonEmptyText = (rule: string) => z.string({ error: rule }).min(1, rule);
const integer = (rule: string) => z.number({ error: rule }).int(rule);

/** `POST /__sandbox/clock/advance`: `{ seconds }` or `{ ms }`, virtual time forward. */
export const clockAdvanceSchema = z
  .looseObject({
    seconds: z.number().optional(),
    ms: z.number().optional(),
  })
  .catch({})
  .transform(({ seconds, ms }) => seconds ?? (ms === undefined ? undefined : ms / 1000))
  .pipe(
    z
      .number({ error: 'must be a non-negative number' })
      .nonnegative('must be a non-negative number')
      .refine(Number.isFinite, 'must be a non-negative number'),
  );

/** `POST /__sandbox/clock/set`: `{ now }`, an ISO 8601 time or epoch milliseconds. */
export const clockSetSchema = z.looseObject({
  now: z
    .union([z.string().transform(Date.parse), z.number()], {
      error: 'must be an ISO 8601 time or epoch milliseconds',
    })
    .refine(Number.isFinite, 'must be an ISO 8601 time or epoch milliseconds'),
});

const personalFieldRule = 'must be one of the personal fields, as a string';

/** `POST /__sandbox/vx/sessions/:request_id/steps`: one component's outcome, and personal values it read. */
export const vxStepSchema = z.looseObject({
  component: z.enum(vxComponents),
  outcome: z.enum(vxOutcomes),
  device_id: nonEmptyText('must be a non-empty string').optional(),
  data: z
    .partialRecord(z.enum(personalFields), z.string({ error: personalFieldRule }), {
      error: (issue) => (issue.code === 'invalid_type' ? 'must be an object' : personalFieldRule),
    })
    .optional(),
});

/** `POST /__sandbox/documents/scan`: the 4.8 parameters (read by `parseCaptureParams`) and `selfie`. */
export const documentScanOptionsSchema = z.looseObject({ selfie: z.boolean().default(true) });

/** `POST /__sandbox/documents/selfie`: `{ email }` of the user whose selfie is awaited. */
export const documentSelfieSchema = z.looseObject({ email: nonEmptyText('required, must be a string') });

/** `POST /__sandbox/vpin/issue`: an optional V-PIN of your choosing. */
export const vpinIssueSchema = z.looseObject({
  vpin: z
    .string({ error: 'must be 3-64 letters, digits, - or _' })
    .regex(/^[A-Za-z0-9_-]{3,64}$/, 'must be 3-64 letters, digits, - or _')
    .optional(),
});

/** `POST /__sandbox/vpin/events`: the event kind first; its fields are read by {@link vpinTriggerSchemas}. */
export const vpinTriggerTypeSchema = z.looseObject({
  type: z.enum(vpinEventTypes, { error: `must be one of ${vpinEventTypes.join(', ')}` }),
});

const reasonCode = (type: VpinEventType) =>
  z
    .string({ error: `must be one of ${reasonCodes[type].join(', ')}` })
    .refine((code) => reasonCodes[type].includes(code), `must be one of ${reasonCodes[type].join(', ')}`)
    .default(reasonCodes[type][0]!);

const vpinField = (rule = 'required string') => nonEmptyText(rule);

/** The fields of each admin V-PIN event (3.4), with the reason codes of its kind. */
export const vpinTriggerSchemas = {
  'vpin.merged': z.looseObject({
    reason_code: reasonCode('vpin.merged'),
    canonical_vpin: vpinField(),
    superseded: z
      .array(
        z.union([z.string(), z.looseObject({ vpin: z.string() }).transform((item) => item.vpin)], {
          error: 'items must be V-PIN strings or { vpin }',
        }),
        { error: 'required non-empty array of V-PINs' },
      )
      .min(1, 'required non-empty array of V-PINs'),
    redirect_window_days: integer('must be a non-negative integer')
      .nonnegative('must be a non-negative integer')
      .default(defaultRedirectWindowDays),
  }),
  'vpin.split': z.looseObject({
    reason_code: reasonCode('vpin.split'),
    source_vpin: vpinField(),
    replacements: integer('must be an integer from 2 to 10 (the number of new V-PINs)')
      .min(2, 'must be an integer from 2 to 10 (the number of new V-PINs)')
      .max(10, 'must be an integer from 2 to 10 (the number of new V-PINs)')
      .default(2),
  }),
  'vpin.retired': z.looseObject({ reason_code: reasonCode('vpin.retired'), vpin: vpinField() }),
  'vpin.retire.reverted': z.looseObject({
    reason_code: reasonCode('vpin.retire.reverted'),
    vpin: vpinField(),
  }),
  'vpin.merge.reverted': z.looseObject({
    reason_code: reasonCode('vpin.merge.reverted'),
    event_id: vpinField('required: id of the vpin.merged event to revert'),
  }),
} satisfies Record<VpinEventType, z.ZodType>;

const positiveIntRule = 'must be a positive integer';
const positiveInt = integer(positiveIntRule).min(1, positiveIntRule).optional();
/** An on/off setting. */
const setting = z.boolean().optional();
const settingText = nonEmptyText('must be a non-empty string or null').nullable().optional();

/** `PATCH /__sandbox/settings` (and `--settings`): any of the settings, each of its type; others ignored. */
export const settingsPatchSchema = z.object({
  testing_mode: setting,
  manual_review: setting,
  storage: setting,
  image_return: setting,
  block: setting,
  human_review: setting,
  callback_url: nonEmptyText('must be a non-empty string or null')
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .nullable()
    .optional(),
  velocity_threshold: positiveInt,
  vx_attempts_per_email: positiveInt,
  vx_attempts_per_device: positiveInt,
  webhook_basic_auth: settingText,
}) satisfies z.ZodType<Partial<SandboxSettings>>;

const faultKinds = [...httpFaultKinds, ...deliveryFaultKinds] as const;
const isDeliveryKind = (kind: string) => (deliveryFaultKinds as readonly string[]).includes(kind);

/** `POST /__sandbox/faults`: an HTTP fault (`route`) or a delivery fault (`delivery`), its count or time. */
export const faultSchema = z
  .object({
    kind: z.enum(faultKinds, { error: `must be one of ${faultKinds.join(', ')}` }),
    route: z
      .string({ error: 'must be a path prefix, optionally after a method: "POST /vx/"' })
      .regex(/^([A-Z]+ )?\//, 'must be a path prefix, optionally after a method: "POST /vx/"')
      .optional(),
    delivery: z.enum(deliveryKinds, { error: `must be one of ${deliveryKinds.join(', ')}` }).optional(),
    session: z
      .string({ error: 'must be a string of at least 4 characters' })
      .min(4, 'must be a string of at least 4 characters')
      .optional(),
    count: positiveInt,
    seconds: positiveInt,
    ms: positiveInt,
    retry_after: positiveInt,
    delay_seconds: positiveInt,
    status: integer('must be a 5xx status (500 to 599)')
      .min(500, 'must be a 5xx status (500 to 599)')
      .max(599, 'must be a 5xx status (500 to 599)')
      .optional(),
  })
  .superRefine((fault, ctx) => {
    const delivery = isDeliveryKind(fault.kind);
    if (fault.route !== undefined && delivery) {
      ctx.addIssue({
        code: 'custom',
        path: ['route'],
        message: 'applies to HTTP faults only (use delivery)',
      });
    }
    if (fault.delivery !== undefined && !delivery) {
      ctx.addIssue({
        code: 'custom',
        path: ['delivery'],
        message: 'applies to delivery faults only (use route)',
      });
    }
  }) satisfies z.ZodType<FaultInput>;
