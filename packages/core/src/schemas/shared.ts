import { z } from 'zod';

/**
 * A string the spec only gives examples for ("seen", "for example"): any string is accepted so a new vendor
 * value never breaks parsing (spec 9.3); the known values are kept as `examples` metadata (they show up in
 * `z.toJSONSchema` and `schema.meta()`).
 */
export const openString = (known: readonly [string, ...string[]]) =>
  z.string().meta({ examples: [...known] });

/** `YYYYMMDD`, eight digits (format only; calendar checks live in the builders). */
export const yyyymmddSchema = z.string().regex(/^\d{8}$/, 'expected YYYYMMDD');

/** Age to check, `<number>+`, for example `21+`. */
export const ageSchema = z.string().regex(/^\d{1,3}\+$/, 'expected <number>+, for example 21+');

/** ISO 8601 date-time; `Z` or an explicit offset. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Client metadata echoed back by the service: any JSON object. */
export const metadataSchema = z.record(z.string(), z.unknown());
