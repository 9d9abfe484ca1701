// The shape of VX `styles` (spec 4.6): its type and its spec, apart from the builder so that the rules
// (builders/body-read.ts) can read it without importing the builder.

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

/**
 * The styles spec in the text form of `parse` (codes in `rules`): `P` palettes, `k` light|dark, `S` shade
 * 0-9, `u` https URL, `r` radius, `h` hex color, `i` icon size, `f` font family, `F` font format.
 */
export const stylesSpec =
  'colors:P primaryColor:s primaryShade:S colorScheme:k logo_url:u defaultRadius:r button{radius:r} ' +
  'components{button{color:h} paper{backgroundColor:h}} ' +
  'assets{icons{handoff{header{main{alt:s url:u srcset{2x:u 3x:u} width:i height:i}}}}} ' +
  'global{backgroundColor:h typography{font{family:f normal{url:u format:F}}}}';
