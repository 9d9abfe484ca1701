import { z } from 'zod';
import { nonEmptyText } from '../../kernel/admin-schemas';
import { personalFields, vxComponents, vxOutcomes } from './sessions';

// The bodies of the vx area's admin API (`/__sandbox/vx/...`); the rule helpers are the kernel's.

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
