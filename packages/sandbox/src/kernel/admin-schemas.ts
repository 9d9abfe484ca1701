import { z } from 'zod';
import { deliveryFaultKinds, deliveryKinds, type FaultInput, httpFaultKinds } from './faults';
import type { SandboxSettings } from './settings';

// The bodies of the sandbox's own admin API (`/__sandbox/...`, documented in the README) that belong to the
// kernel, and the rule helpers of every area's admin bodies (each area declares its own beside its routes, so the
// kernel imports no area). The service's bodies are core's (`@veriframe/core/schemas`); every body goes through
// `kernel/validate.ts`, whose issues name the field and the rule in these words. Unknown fields are ignored,
// as everywhere in the admin API.

/** A required non-empty string; `rule` is the issue's text. */
export const nonEmptyText = (rule: string) => z.string({ error: rule }).min(1, rule);
/** An integer; `rule` is the issue's text. */
export const integer = (rule: string) => z.number({ error: rule }).int(rule);

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
