import { z } from 'zod';
import { createSessionRequestSchema, linkGenerateRequestSchema } from '../schemas/index';
import { maxLength, policyCheck } from './policy-rules';

// The field pieces the route inputs (`./inputs`) are built from: core's field schemas with the proxy's caps
// and minimum age applied, so each route's shape lists its fields and not how each one is capped.

/**
 * Free text, trimmed, at most `max` characters, then checked by core's field schema.
 *
 * @example
 * const fn = capped(ageMatchTargetSchema.shape.fn); // `' Ann '` → `'Ann'`; 201 characters → `max-length`
 */
export function capped<T extends z.ZodType<unknown, string>>(field: T, max = 200) {
  return z.string().trim().check(maxLength(max)).pipe(field);
}

/**
 * Core's optional field, capped like `capped` (the cap applies only when the field is sent).
 *
 * @example
 * const state = cappedOptional(createSessionRequestSchema.shape.state, 50);
 */
export function cappedOptional<T extends z.ZodType<unknown, string>>(field: z.ZodOptional<T>, max = 200) {
  return capped(field.unwrap(), max).optional();
}

/** Each value of a string record at most `max` characters. */
const cappedValues = (max: number) => z.record(z.string(), z.string().check(maxLength(max)));

/**
 * `<number>+`, at least the configured minimum: the browser may ask for a stricter age, never a looser one.
 *
 * @example
 * ageAtLeast(21).safeParse('18+'); // fails with rule `min-age`, "must be at least 21+"
 */
export function ageAtLeast(minimumAge: number) {
  return createSessionRequestSchema.shape.age.check(
    policyCheck(
      'min-age',
      (age: string) => Number.parseInt(age, 10) >= minimumAge,
      `must be at least ${minimumAge}+`,
    ),
  );
}

/** Core's create_session (4.4) field schemas. */
export const session = createSessionRequestSchema.shape;
/** Core's link/generate (4.7) field schemas. */
export const link = linkGenerateRequestSchema.shape;

/** Core's phone rule (`phone`): one of the three US forms of 4.8. */
export const usPhone = link.phone.unwrap();
/** Core's date rule (`date`): a real calendar `YYYYMMDD` from 1900 on, not in the future. */
export const dateOfBirth = link.dob.unwrap();
/** Core's ssn rule (`ssn`): 4 or 9 digits. */
export const ssn = session.ssn.unwrap();
/** Email by core's rule (`email`), capped. */
export const email = capped(session.email, 254);

/**
 * The customer's fields of a create_session or link/generate body, as core shapes them, capped.
 *
 * @example
 * z.strictObject({ ...cappedCustomerFields(session), age: ageAtLeast(21) });
 */
export function cappedCustomerFields(
  shape: typeof createSessionRequestSchema.shape | typeof linkGenerateRequestSchema.shape,
) {
  return {
    fn: cappedOptional(shape.fn),
    ln: cappedOptional(shape.ln),
    addr: cappedOptional(shape.addr),
    city: cappedOptional(shape.city),
    state: cappedOptional(shape.state, 50),
    zip: cappedOptional(shape.zip, 20),
    phone: usPhone.optional(),
    dob: shape.dob,
    additionalData: cappedValues(1000).optional(),
  };
}
