import type { z } from 'zod';
import type { BuildResult } from '../contract/validation-error';
import type { createSessionRequestSchema } from '../schemas/vx';
import { type BuildOptions, checkJsonSchema } from './check-json-schema';
import { createSessionJsonSchema } from './generated/create-session';

/** Body of VX `create_session` (spec 4.4) as sent: the output of the contract's `createSessionRequestSchema`. */
export type CreateSessionBody = z.output<typeof createSessionRequestSchema>;

/** What `buildCreateSessionBody` accepts (before normalization: `#ABC`, `EN`). */
export type CreateSessionInput = z.input<typeof createSessionRequestSchema>;

/**
 * Checks a create_session body (spec 4.4): required `email` and `age`, typed optional fields, boolean
 * settings with known keys, an https webhook, `styles` through the styles rules and `resultMessages` through
 * the result-messages rules (nested paths such as `styles.colors.brand[3]`).
 *
 * @example
 * const body = buildCreateSessionBody({ email: 'ann@example.com', age: '21+', settings: { test_mode: true } });
 * if (body.ok) await fetch('/api/veriframe/vx/sessions', { method: 'POST', body: JSON.stringify(body.value) });
 */
export const buildCreateSessionBody = (
  input: CreateSessionInput,
  options?: BuildOptions,
): BuildResult<CreateSessionBody> => checkJsonSchema(createSessionJsonSchema, input, options);
