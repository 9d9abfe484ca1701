import { z } from 'zod';

/** The twelve keys of 4.9 plus the two VX system-error keys of the create-session sample. */
export const resultMessageKeys = [
  'verificationSuccessTitle',
  'verificationSuccessSubTitle',
  'verificationFailureTitle',
  'verificationFailureSubTitle',
  'verificationErrorTokenTitle',
  'verificationErrorTokenSubTitle',
  'verificationErrorAlreadyVerifiedTitle',
  'verificationErrorAlreadyVerifiedSubTitle',
  'verificationErrorPendingTitle',
  'verificationErrorPendingSubTitle',
  'verificationErrorVelocityTitle',
  'verificationErrorVelocitySubTitle',
  'verificationErrorTitle',
  'verificationErrorSubTitle',
] as const;

const messageFields = Object.fromEntries(resultMessageKeys.map((key) => [key, z.string().optional()])) as {
  [K in (typeof resultMessageKeys)[number]]: z.ZodOptional<z.ZodString>;
};

const messageGroupSchema = z.record(z.string(), z.string());

/**
 * `resultMessages` (4.9). The samples send the keys flat; the prose names groups `success`, `failure`,
 * `error`. Both shapes are accepted when parsing; every value is a string (empty allowed, 4.7).
 */
export const resultMessagesSchema = z.looseObject({
  ...messageFields,
  success: messageGroupSchema.optional(),
  failure: messageGroupSchema.optional(),
  error: messageGroupSchema.optional(),
});
export type ResultMessagesBody = z.infer<typeof resultMessagesSchema>;

const hexColorSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'expected a hex color');
const radiusSchema = z.union([z.enum(['xs', 'sm', 'md', 'lg', 'xl']), z.string(), z.number().nonnegative()]);

const handoffIconSchema = z.looseObject({
  alt: z.string().optional(),
  url: z.string().optional(),
  srcset: z.looseObject({ '2x': z.string().optional(), '3x': z.string().optional() }).optional(),
  width: z.number().positive().max(100).optional(),
  height: z.number().positive().max(100).optional(),
});

/**
 * VX `styles` object (4.6), structural checks only. The stricter rules (https-only URLs, CSS-safe font
 * family, primaryColor naming a palette) are applied by `buildStyles` in `@veriframe/core`.
 */
export const vxStylesSchema = z.looseObject({
  colors: z.record(z.string(), z.array(hexColorSchema).length(10)).optional(),
  primaryColor: z.string().optional(),
  primaryShade: z.number().int().min(0).max(9).optional(),
  colorScheme: z.enum(['light', 'dark']).optional(),
  logo_url: z.string().optional(),
  defaultRadius: radiusSchema.optional(),
  button: z.looseObject({ radius: radiusSchema.optional() }).optional(),
  components: z
    .looseObject({
      button: z.looseObject({ color: hexColorSchema.optional() }).optional(),
      paper: z.looseObject({ backgroundColor: hexColorSchema.optional() }).optional(),
    })
    .optional(),
  assets: z
    .looseObject({
      icons: z
        .looseObject({
          handoff: z
            .looseObject({ header: z.looseObject({ main: handoffIconSchema.optional() }).optional() })
            .optional(),
        })
        .optional(),
    })
    .optional(),
  global: z
    .looseObject({
      backgroundColor: hexColorSchema.optional(),
      typography: z
        .looseObject({
          font: z
            .looseObject({
              family: z.string().optional(),
              normal: z.looseObject({ url: z.string().optional(), format: z.string().optional() }).optional(),
            })
            .optional(),
        })
        .optional(),
    })
    .optional(),
});
export type VxStylesBody = z.infer<typeof vxStylesSchema>;
