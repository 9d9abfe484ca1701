import { z } from 'zod';
import { integer, nonEmptyText } from '../../kernel/admin-schemas';
import { reasonCodes, type VpinEventType, vpinEventTypes } from './events';
import { defaultRedirectWindowDays } from './registry';

// The bodies of the V-PIN area's admin API (`/__sandbox/vpin/...`); the rule helpers are the kernel's.

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
