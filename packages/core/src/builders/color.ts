import type { BuildResult } from '../validation/error';
import { build, fail } from '../validation/read';
import { normalizeHex } from '../validation/rules';

// Hex colors, palette generation and WCAG contrast for the styles builder (spec 4.6).

export { normalizeHex };

/** Channels of a normalized hex color, 0 to 1. */
const channels = (hex: string): number[] =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);

/** HSL lightness of each shade of a typical palette, light to dark; picks where the base color goes. */
const referenceLightness = [0.97, 0.92, 0.86, 0.8, 0.74, 0.62, 0.5, 0.38, 0.26, 0.14];

/**
 * Index at which `generatePalette` keeps the base color: the reference shade closest in HSL lightness
 * (5 or 6 for mid-tone brand colors, 0 for white, 9 for black). -1 for an invalid color.
 *
 * @example
 * paletteBaseIndex('#1c7ed6'); // 6
 */
export const paletteBaseIndex = (baseHex: string): number => {
  const base = normalizeHex(baseHex);
  if (!base) return -1;
  const rgb = channels(base);
  const light = (Math.max(...rgb) + Math.min(...rgb)) / 2;
  const distances = referenceLightness.map((ref) => Math.abs(ref - light));
  return distances.indexOf(Math.min(...distances));
};

/**
 * Ten shades from light (index 0) to dark (index 9) around a base color, Mantine style: the base itself is
 * kept at `paletteBaseIndex(base)`, tints above it mix in up to 90% white, shades below mix in up to 80%
 * black. Mixing moves every channel one way, so luminance never increases along the palette.
 *
 * @example
 * const palette = generatePalette('#1C7ED6');
 * if (palette.ok) palette.value[6]; // '#1c7ed6'
 */
export const generatePalette = (baseHex: string): BuildResult<string[]> =>
  build((ctx) => {
    const base = normalizeHex(baseHex);
    if (!base) return fail(ctx, 'baseHex', 'hex-color', 'expected #rgb or #rrggbb');
    const index = paletteBaseIndex(base);
    return Array.from({ length: 10 }, (_, i) =>
      i === index
        ? base
        : `#${channels(base)
            .map((c) => {
              const mixed =
                i < index
                  ? c + ((1 - c) * 0.9 * (index - i)) / index
                  : c * (1 - (0.8 * (i - index)) / (9 - index));
              return Math.round(mixed * 255)
                .toString(16)
                .padStart(2, '0');
            })
            .join('')}`,
    );
  });

/**
 * WCAG relative luminance of a normalized hex color, 0 (black) to 1 (white).
 *
 * @example
 * luminance('#ffffff'); // 1
 */
export const luminance = (hex: string): number => {
  const [r = 0, g = 0, b = 0] = channels(hex).map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/**
 * WCAG 2 contrast ratio of two hex colors, from 1 to 21 (4.5 is the AA threshold for body text).
 * Returns NaN when either argument is not a hex color.
 *
 * @example
 * contrastRatio('#000', '#ffffff'); // 21
 */
export const contrastRatio = (hexA: string, hexB: string): number => {
  const a = normalizeHex(hexA);
  const b = normalizeHex(hexB);
  if (!a || !b) return Number.NaN;
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
};
