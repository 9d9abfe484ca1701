import type { BuildResult } from '../validation/error';
import { at, build, type Context, fail, isType, type Reader, read } from '../validation/read';

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

/** Exactly ten hex colors; holes of sparse arrays count as missing colors. */
const palette: Reader = (value, path, ctx) => {
  if (!isType(value, 'array', path, ctx)) return undefined;
  const shades = Array.from(value as unknown[], (shade, i) => read(shade, 'hex-color', at(path, i), ctx));
  if (shades.length !== 10) fail(ctx, path, 'palette-length', `expected 10 colors, got ${shades.length}`);
  return shades;
};

const stylesSpec = {
  colors: (value: unknown, path: string, ctx: Context) =>
    isType(value, 'object', path, ctx)
      ? Object.fromEntries(
          Object.entries(value as object).map(([name, shades]) => [
            name,
            palette(shades, at(path, name), ctx),
          ]),
        )
      : undefined,
  primaryColor: 'string',
  primaryShade: 'shade',
  colorScheme: 'scheme',
  logo_url: 'https-url',
  defaultRadius: 'radius',
  button: { radius: 'radius' },
  components: { button: { color: 'hex-color' }, paper: { backgroundColor: 'hex-color' } },
  assets: {
    icons: {
      handoff: {
        header: {
          main: {
            alt: 'string',
            url: 'https-url',
            srcset: { '2x': 'https-url', '3x': 'https-url' },
            width: 'icon-size',
            height: 'icon-size',
          },
        },
      },
    },
  },
  global: {
    backgroundColor: 'hex-color',
    typography: { font: { family: 'font-family', normal: { url: 'https-url', format: 'font-format' } } },
  },
};

/**
 * Reads a styles object and checks that `primaryColor` names one of its palettes or a built-in color.
 *
 * @example
 * const spec = { styles: readStyles }; // nested in create_session, paths like styles.colors.brand[3]
 */
export const readStyles: Reader = (value, path, ctx) => {
  const out = read(value, stylesSpec, path, ctx) as VxStyles | undefined;
  const primary = out?.primaryColor;
  if (
    primary !== undefined &&
    !builtInColorNames.includes(primary as never) &&
    !Object.hasOwn(out?.colors ?? {}, primary)
  ) {
    fail(ctx, at(path, 'primaryColor'), 'palette-ref', 'must name a palette in colors or a built-in color');
  }
  return out;
};

/**
 * Checks and normalizes a VX `styles` object (spec 4.6): ten-color hex palettes, `primaryColor` naming a
 * palette, shade 0-9, https URLs, a CSS-safe font family, the handoff icon within 100 by 100, no unknown keys.
 *
 * @example
 * const palette = generatePalette('#1c7ed6');
 * const styles = palette.ok && buildStyles({ colors: { brand: palette.value }, primaryColor: 'brand', primaryShade: 6 });
 * if (styles && !styles.ok) console.error(styles.error.issues);
 */
export const buildStyles = (input: VxStyles): BuildResult<VxStyles> =>
  build((ctx) => readStyles(input, '', ctx));
