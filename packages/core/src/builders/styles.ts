import type { BuildResult } from '../validation/error';
import { build } from '../validation/walk';
import { read } from './body-read';
import type { VxStyles } from './styles-shape';

/**
 * Checks and normalizes a VX `styles` object (spec 4.6): ten-color hex palettes, `primaryColor` naming a
 * palette, shade 0-9, https URLs, a CSS-safe font family, the handoff icon within 100 by 100, no unknown keys.
 *
 * @example
 * const palette = generatePalette('#1c7ed6');
 * const styles = palette.ok && buildStyles({ colors: { brand: palette.value }, primaryColor: 'brand', primaryShade: 6 });
 * if (styles && !styles.ok) console.error(styles.error.issues);
 */
export const buildStyles = (input: VxStyles): BuildResult<VxStyles> => build(() => read(input, 'Y'));
