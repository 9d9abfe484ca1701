import type { z } from 'zod';
import type { BuildResult } from '../contract/validation-error';
import type { vxStylesSchema } from '../schemas/presentation';
import { checkJsonSchema } from './check-json-schema';
import { stylesJsonSchema } from './generated/styles';

export type { Radius } from '../schemas/presentation';

/** VX `styles` object (spec 4.6), as sent: hex colors normalized to lower-case `#rrggbb`. */
export type VxStyles = z.output<typeof vxStylesSchema>;

/** What `buildStyles` accepts (before normalization: `#ABC`). */
export type VxStylesInput = z.input<typeof vxStylesSchema>;

/**
 * Checks and normalizes a VX `styles` object (spec 4.6): ten-color hex palettes, `primaryColor` naming a
 * palette, shade 0-9, https URLs, a CSS-safe font family, the handoff icon within 100 by 100, no unknown keys.
 *
 * @example
 * const palette = generatePalette('#1c7ed6');
 * const styles = palette.ok && buildStyles({ colors: { brand: palette.value }, primaryColor: 'brand', primaryShade: 6 });
 * if (styles && !styles.ok) console.error(styles.error.issues);
 */
export const buildStyles = (input: VxStylesInput): BuildResult<VxStyles> =>
  checkJsonSchema(stylesJsonSchema, input);
