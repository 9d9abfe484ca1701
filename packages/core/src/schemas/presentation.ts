import { z } from 'zod';
import { type ResultMessageKey, resultMessageKeys } from '../contract/result-messages';
import { mapOf, withRule, withWholeRule } from './rule-schema';

/**
 * The fourteen keys of 4.9 and the create_session sample, from the one list beside their default texts
 * (`defaultResultMessages`).
 */
export { resultMessageKeys };

const messagesOf = <T extends z.ZodType>(text: T) =>
  z.strictObject(
    Object.fromEntries(resultMessageKeys.map((key) => [key, text.optional()])) as {
      [K in ResultMessageKey]: z.ZodOptional<T>;
    },
  );

/**
 * `resultMessages` overrides (4.9) as the modal and create_session send them: flat (as the vendor's samples
 * send them), known keys only, each text non-blank. Strict: a request body we send.
 */
export const resultMessagesSchema = messagesOf(withRule(z.string(), 'non-blank'));
export type ResultMessagesBody = z.infer<typeof resultMessagesSchema>;

/** `resultMessages` of link/generate (4.7): known keys only, empty strings allowed. */
export const linkResultMessagesSchema = messagesOf(z.string());

const hexColorSchema = withRule(z.string(), 'hex-color');
const radiusSchema = withRule(z.unknown(), 'radius') as unknown as z.ZodType<Radius, Radius>;
const httpsUrlSchema = withRule(z.string(), 'https-url');
const iconSizeSchema = withRule(z.number(), 'icon-size');

/** `xs`..`xl`, a non-negative number (pixels) or a CSS length such as `8px` or `0.5rem`. */
export type Radius = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number | string;

/** A palette: exactly ten hex colors, light to dark. */
const paletteSchema = withWholeRule(z.array(hexColorSchema), 'palette-length');

const handoffIconSchema = z.strictObject({
  alt: z.string().optional(),
  url: httpsUrlSchema.optional(),
  srcset: z.strictObject({ '2x': httpsUrlSchema.optional(), '3x': httpsUrlSchema.optional() }).optional(),
  width: iconSizeSchema.optional(),
  height: iconSizeSchema.optional(),
});

/**
 * VX `styles` object (4.6) as sent, with every rule: ten-color hex palettes (normalized to lower-case
 * `#rrggbb`), `primaryColor` naming a palette or a built-in color, shade 0-9, https-only URLs, a CSS-safe
 * font family, the handoff icon within 100 by 100, no unknown key at any level.
 */
export const vxStylesSchema = withWholeRule(
  z.strictObject({
    colors: mapOf(paletteSchema).optional(),
    primaryColor: z.string().optional(),
    primaryShade: withRule(z.number(), 'shade').optional(),
    colorScheme: (withRule(z.string(), 'color-scheme') as unknown as z.ZodType<'light' | 'dark'>).optional(),
    logo_url: httpsUrlSchema.optional(),
    defaultRadius: radiusSchema.optional(),
    button: z.strictObject({ radius: radiusSchema.optional() }).optional(),
    components: z
      .strictObject({
        button: z.strictObject({ color: hexColorSchema.optional() }).optional(),
        paper: z.strictObject({ backgroundColor: hexColorSchema.optional() }).optional(),
      })
      .optional(),
    assets: z
      .strictObject({
        icons: z
          .strictObject({
            handoff: z
              .strictObject({ header: z.strictObject({ main: handoffIconSchema.optional() }).optional() })
              .optional(),
          })
          .optional(),
      })
      .optional(),
    global: z
      .strictObject({
        backgroundColor: hexColorSchema.optional(),
        typography: z
          .strictObject({
            font: z
              .strictObject({
                family: withRule(z.string(), 'css-font-family').optional(),
                normal: z
                  .strictObject({
                    url: httpsUrlSchema.optional(),
                    format: withRule(z.string(), 'css-token').optional(),
                  })
                  .optional(),
              })
              .optional(),
          })
          .optional(),
      })
      .optional(),
  }),
  'palette-ref',
);
export type VxStylesBody = z.infer<typeof vxStylesSchema>;
