import type { z } from 'zod';
import type { BuildResult } from '../contract/validation-error';
import type { linkGenerateRequestSchema } from '../schemas/document';
import { type BuildOptions, checkJsonSchema } from './check-json-schema';
import { linkGenerateJsonSchema } from './generated/link-generate';

/**
 * Body of document-capture `link/generate` (spec 4.7), as sent: the output of the contract's
 * `linkGenerateRequestSchema` (`additionalData` is JSON text, `country` upper case, `language` a code or empty).
 */
export type LinkGenerateBody = z.output<typeof linkGenerateRequestSchema>;

/** What `buildLinkGenerateBody` accepts: `additionalData` as an object (or JSON text of one). */
export type LinkGenerateInput = z.input<typeof linkGenerateRequestSchema>;

/**
 * Checks a link/generate body (spec 4.7): `options.send_email` and `token` required, customer fields typed,
 * `additionalData` given as an object and sent as a JSON string, `resultMessages` with empty strings allowed.
 *
 * @example
 * const body = buildLinkGenerateBody({ options: { send_email: false }, token, email: 'ann@example.com', additionalData: { plan: 'gold' } });
 * if (body.ok) body.value.additionalData; // '{"plan":"gold"}'
 */
export const buildLinkGenerateBody = (
  input: LinkGenerateInput,
  options?: BuildOptions,
): BuildResult<LinkGenerateBody> => checkJsonSchema(linkGenerateJsonSchema, input, options);
