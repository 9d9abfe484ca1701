import { z } from 'zod';

/**
 * A string the spec only gives examples for ("seen", "for example"): any string is accepted so a new vendor
 * value never breaks parsing (spec 9.3); the known values are kept as `examples` metadata (they show up in
 * `z.toJSONSchema` and `schema.meta()`).
 */
export const openString = (known: readonly [string, ...string[]]) =>
  z.string().meta({ examples: [...known] });

/** `YYYYMMDD`, eight digits (format only; calendar checks live in the builders). */
export const yyyymmddSchema = z.string().regex(/^\d{8}$/, 'must be a date as YYYYMMDD');

/** Age to check, `<number>+`, for example `21+`. */
export const ageSchema = z.string().regex(/^\d{1,3}\+$/, 'must be a number followed by "+", e.g. "21+"');

/** ISO 8601 date-time; `Z` or an explicit offset. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Client metadata echoed back by the service: any JSON object. */
export const metadataSchema = z.record(z.string(), z.unknown());

/**
 * The customer's name and address as optional strings, the same rule in every body that lists them as
 * optional: gateway target (4.1), create_session (4.4), link/generate (4.7), session result (2.3) and document
 * callback (2.4). Spread into a `z.looseObject({...})`; not exported from the package. The modal parameters
 * (4.8) require them and user/status (4.7) allows null, so those two spell the fields out.
 */
export const nameAddressFields = {
  fn: z.string().optional(),
  ln: z.string().optional(),
  addr: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zip: z.string().optional(),
};

/**
 * The names of {@link nameAddressFields}, for code that lists the fields rather than parses them (the
 * sandbox's stored customer values).
 *
 * @example
 * const stored = [...nameAddressFieldNames, 'dob', 'email'] as const; // 'fn' | 'ln' | ... | 'email'
 */
export const nameAddressFieldNames = Object.keys(nameAddressFields) as (keyof typeof nameAddressFields)[];
