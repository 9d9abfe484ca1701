import {
  at,
  build,
  type Field,
  fail,
  type Issues,
  matching,
  object,
  oneOf,
  string,
  typed,
} from '../validation/check';
import type { BuildResult } from '../validation/error';
import { httpsUrl } from '../validation/formats';
import { normalizeHex } from './color';

/** Mantine's built-in palette names, accepted as `primaryColor` without a custom palette. */
export const builtInColorNames = [
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;

/** `xs`..`xl`, a non-negative number (pixels) or a CSS length such as `8px` or `0.5rem`. */
export type Radius = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number | string;

/** VX `styles` object (spec 4.6), as sent. Hex colors are normalized to lower-case `#rrggbb`. */
export interface VxStyles {
  colors?: Record<string, string[]>;
  primaryColor?: string;
  primaryShade?: number;
  colorScheme?: 'light' | 'dark';
  logo_url?: string;
  defaultRadius?: Radius;
  button?: { radius?: Radius };
  components?: { button?: { color?: string }; paper?: { backgroundColor?: string } };
  assets?: {
    icons?: {
      handoff?: {
        header?: {
          main?: {
            alt?: string;
            url?: string;
            srcset?: { '2x'?: string; '3x'?: string };
            width?: number;
            height?: number;
          };
        };
      };
    };
  };
  global?: {
    backgroundColor?: string;
    typography?: { font?: { family?: string; normal?: { url?: string; format?: string } } };
  };
}

const hex: Field = (value, path, issues) =>
  normalizeHex(value) ?? fail(issues, path, 'hex-color', 'expected #rgb or #rrggbb');

const palette: Field = (value, path, issues) => {
  const shades = typed<unknown[]>(value, 'array', path, issues);
  if (!shades) return undefined;
  if (shades.length !== 10) fail(issues, path, 'palette-length', `expected 10 colors, got ${shades.length}`);
  const out = shades.map((shade, i) => hex(shade, at(path, i), issues));
  return out.length === 10 && out.every(Boolean) ? out : undefined;
};

const colors: Field = (value, path, issues) => {
  const source = typed<Record<string, unknown>>(value, 'object', path, issues);
  return (
    source &&
    Object.fromEntries(
      Object.entries(source).map(([name, shades]) => [name, palette(shades, at(path, name), issues)]),
    )
  );
};

const radius: Field = (value, path, issues) =>
  ['xs', 'sm', 'md', 'lg', 'xl'].includes(value as string) ||
  (typeof value === 'number' && value >= 0 && Number.isFinite(value)) ||
  (typeof value === 'string' && /^(?:\d+(?:\.\d+)?|\.\d+)(?:px|rem|em|%)$|^0$/.test(value))
    ? value
    : fail(
        issues,
        path,
        'radius',
        'expected xs, sm, md, lg, xl, a non-negative number or a CSS length like 8px',
      );

const iconSide: Field = (value, path, issues) =>
  typeof value === 'number' && value > 0 && value <= 100
    ? value
    : fail(issues, path, 'range', 'expected a number of pixels above 0 and at most 100');

/** Letters, digits, spaces and `_ , . -` only: nothing that can end a CSS declaration or value. */
const fontFamily = matching(
  /^[\p{L}\p{N} _,.-]+$/u,
  'css-font-family',
  'only letters, digits, spaces and _ , . - allowed',
);
const cssToken = matching(/^[a-z0-9-]+$/i, 'css-token', 'expected a font format such as truetype or woff2');

const nested =
  (fields: Record<string, Field>): Field =>
  (value, path, issues) =>
    object(value, path, issues, fields);

export const readStyles = (input: unknown, path: string, issues: Issues): VxStyles | undefined => {
  const out = object(input, path, issues, {
    colors,
    primaryColor: string,
    primaryShade: (value, where, list) =>
      Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 9
        ? value
        : fail(list, where, 'range', 'expected an integer from 0 to 9'),
    colorScheme: oneOf(['light', 'dark']),
    logo_url: httpsUrl,
    defaultRadius: radius,
    button: nested({ radius }),
    components: nested({ button: nested({ color: hex }), paper: nested({ backgroundColor: hex }) }),
    assets: nested({
      icons: nested({
        handoff: nested({
          header: nested({
            main: nested({
              alt: string,
              url: httpsUrl,
              srcset: nested({ '2x': httpsUrl, '3x': httpsUrl }),
              width: iconSide,
              height: iconSide,
            }),
          }),
        }),
      }),
    }),
    global: nested({
      backgroundColor: hex,
      typography: nested({
        font: nested({ family: fontFamily, normal: nested({ url: httpsUrl, format: cssToken }) }),
      }),
    }),
  }) as VxStyles | undefined;
  const primary = out && (input as Record<string, unknown>).primaryColor;
  if (typeof primary === 'string') {
    const own = (input as { colors?: unknown }).colors;
    const known =
      (builtInColorNames as readonly string[]).includes(primary) ||
      (typeof own === 'object' && own !== null && Object.hasOwn(own, primary));
    if (!known)
      fail(
        issues,
        at(path, 'primaryColor'),
        'palette-ref',
        'must name a palette in colors or a built-in color',
      );
  }
  return out;
};

/**
 * Checks and normalizes a VX `styles` object (spec 4.6): ten-color hex palettes, `primaryColor` naming a
 * palette, shade 0-9, https URLs, a CSS-safe font family, the handoff icon within 100 by 100, no unknown keys.
 *
 * @example
 * const styles = buildStyles({
 *   colors: { brand: ['#f1f8fd', '#cce3f8', '#a7cff3', '#82bbef', '#5ca7ea', '#3793e5', '#1c7ed6', '#155d9e', '#0d3c65', '#061b2d'] },
 *   primaryColor: 'brand',
 *   primaryShade: 6,
 * });
 * if (!styles.ok) console.error(styles.error.issues);
 */
export const buildStyles = (input: VxStyles): BuildResult<VxStyles> =>
  build((issues) => readStyles(input, '', issues));
