import { normalizeHex } from '../contract/rules';
import { type BuildResult, issueAt, ValidationError } from '../contract/validation-error';

// Hex colors, palette generation and WCAG contrast for the styles builder (spec 4.6).

/** The three channels of a normalized hex color, 0 to 255 (none for anything else). */
const channels = (hex?: string): number[] =>
  (hex?.match(/\w\w/g) ?? []).map((pair) => Number.parseInt(pair, 16));

/**
 * Index at which `generatePalette` keeps the base color: the reference shade closest in HSL lightness
 * (5 or 6 for mid-tone brand colors, 0 for white, 9 for black). -1 for an invalid color.
 *
 * @example
 * paletteBaseIndex('#1c7ed6'); // 6
 */
export const paletteBaseIndex = (baseHex: string): number => {
  const rgb = channels(normalizeHex(baseHex));
  const light = (Math.max(...rgb) + Math.min(...rgb)) / 510;
  // HSL lightness of each shade of a typical palette, light to dark. An invalid color has no channels and a
  // NaN lightness, which `indexOf` never finds: -1.
  const distances = [0.97, 0.92, 0.86, 0.8, 0.74, 0.62, 0.5, 0.38, 0.26, 0.14].map((ref) =>
    Math.abs(ref - light),
  );
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
export const generatePalette = (baseHex: string): BuildResult<string[]> => {
  const base = normalizeHex(baseHex);
  if (!base) return { ok: false, error: new ValidationError([issueAt('baseHex', 'hex-color')]) };
  const index = paletteBaseIndex(base);
  return {
    ok: true,
    value: Array.from({ length: 10 }, (_, i) =>
      // Each two-digit channel mixed; `256 | x + 0.5` rounds and keeps a leading 1 for two hex digits.
      i === index
        ? base
        : base.replace(/\w\w/g, (pair) => {
            const c = Number.parseInt(pair, 16);
            return (
              256 |
              ((i < index
                ? c + ((255 - c) * 0.9 * (index - i)) / index
                : c * (1 - (0.8 * (i - index)) / (9 - index))) +
                0.5)
            )
              .toString(16)
              .slice(1);
          }),
    ),
  };
};

/**
 * WCAG relative luminance of a normalized hex color, 0 (black) to 1 (white).
 *
 * @example
 * luminance('#ffffff'); // 1
 */
export const luminance = (hex?: string): number => {
  const [r = Number.NaN, g = 0, b = 0] = channels(hex).map((c) =>
    c <= 10.31475 ? c / 3294.6 : ((c / 255 + 0.055) / 1.055) ** 2.4,
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
  const [x, y] = [luminance(normalizeHex(hexA)), luminance(normalizeHex(hexB))];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
};
