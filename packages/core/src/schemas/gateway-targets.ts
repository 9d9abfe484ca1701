import { z } from 'zod';
import { gatewayTargetSchema } from './gateway';
import { ageSchema, yyyymmddSchema } from './shared';

// The service-specific gateway targets of 4.1, beside the shared `gatewayTargetSchema` of `./gateway`. Request
// shapes, loose like the other request schemas here: readers (the sandbox) tolerate unknown fields, and
// writers (the proxy) narrow them with their own policy.

/** Target of `AgeMatch5.0` and the quiz services (4.1): the shared target with name and address required. */
export const ageMatchTargetSchema = gatewayTargetSchema.extend({
  fn: z.string().min(1),
  ln: z.string().min(1),
  addr: z.string().min(1),
  zip: z.string().min(1),
});
export type AgeMatchTarget = z.input<typeof ageMatchTargetSchema>;

/** `target.document` of `AgeMatch5.0.DMV` (4.1): the driver license or ID card as printed, every field a string. */
export const dmvDocumentSchema = z.looseObject({
  fn: z.string().min(1),
  mn: z.string().optional(),
  ln: z.string().min(1),
  suffix: z.string().optional(),
  addr: z.string().min(1),
  city: z.string().optional(),
  state: z.string().optional(),
  zip: z.string().min(1),
  dob: yyyymmddSchema.optional(),
  number: z.string().optional(),
  // "samples use YYYYMMDD": a string, the format is not required.
  expiration: z.string().optional(),
  issue: z.string().optional(),
  /** Feet then inches as digits: 5 feet 10 inches is `510`. */
  height: z.string().optional(),
  weight: z.string().optional(),
  eye_color: z.string().optional(),
  gender: z.enum(['m', 'f']).optional(),
  /** `1` driver license (the default), `2` driver permit, `3` ID card. */
  category: z.enum(['1', '2', '3']).optional(),
});
export type DmvDocument = z.input<typeof dmvDocumentSchema>;
/**
 * The DMV document's fields, each as wire text (`gender: 'M'` included): for readers that tolerate what the
 * schema would refine, such as the sandbox.
 */
export type DmvDocumentText = { [K in keyof z.input<z.ZodObject<typeof dmvDocumentSchema.shape>>]: string };

/** Target of `AgeMatch5.0.DMV` (4.1). */
export const dmvTargetSchema = z.looseObject({
  age: ageSchema,
  document: dmvDocumentSchema,
  test_key: z.string().optional(),
});
export type DmvTarget = z.input<typeof dmvTargetSchema>;

/** Target of `AgeMatch5.0.<CountryName>` (4.1): `addr1`..`addr7` instead of the US address fields. */
export const internationalTargetSchema = z.looseObject({
  fn: z.string().min(1),
  ln: z.string().min(1),
  /** House number or name plus street. */
  addr1: z.string().optional(),
  /** Apartment, flat or floor. */
  addr2: z.string().optional(),
  addr3: z.string().optional(),
  addr4: z.string().optional(),
  /** City. */
  addr5: z.string().optional(),
  /** Locality, for example county. */
  addr6: z.string().optional(),
  /** State or UK county. */
  addr7: z.string().optional(),
  zip: z.string().min(1),
  dob: yyyymmddSchema.optional(),
  /** Required by some countries (which ones: not shown). */
  international_id: z.string().optional(),
  phone: z.string().optional(),
  age: ageSchema,
  test_key: z.string().optional(),
});
export type InternationalTarget = z.input<typeof internationalTargetSchema>;
