import type { z } from 'zod';
import type { BuildResult } from '../contract/validation-error';
import type { modalParametersSchema } from '../schemas/document';
import { type BuildOptions, checkJsonSchema } from './check-json-schema';
import { modalParametersJsonSchema } from './generated/modal-parameters';

/**
 * Parameters of the embedded document modal (spec 4.8), as passed to the vendor constructor: the output of
 * the contract's `modalParametersSchema` (`dob` a real `YYYYMMDD` date, `phone` in one of three forms,
 * `language` ISO 639-1 lower case, `email_fallback: false` only with `qr: true`).
 */
export type ModalParameters = z.output<typeof modalParametersSchema>;

/** What `buildModalParameters` accepts (before normalization: `language: 'ES'`). */
export type ModalParametersInput = z.input<typeof modalParametersSchema>;

/**
 * Checks the modal parameters (spec 4.8) and returns the object to pass to the vendor constructor, or every
 * problem at once.
 *
 * @example
 * const params = buildModalParameters({
 *   fn: 'Ann', ln: 'Lee', addr: '1 Main St', city: 'New York', state: 'NY', zip: '10001',
 *   dob: '19900101', email: 'ann@example.com', token: tokenFromServer, phone: '555-555-5555',
 * });
 * if (!params.ok) showErrors(params.error.issues);
 */
export const buildModalParameters = (
  input: ModalParametersInput,
  options?: BuildOptions,
): BuildResult<ModalParameters> => checkJsonSchema(modalParametersJsonSchema, input, options);
