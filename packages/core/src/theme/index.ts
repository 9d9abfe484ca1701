// The entry `@veriframe/core/theme`: the look of the service's pages, the 4.6 `styles` object built and resolved
// into the colors, radii and fonts a page paints with.

export { contrastRatio, generatePalette, paletteBaseIndex } from '../builders/color';
export { buildStyles, type Radius, type VxStyles, type VxStylesInput } from '../builders/styles';
export { builtInColorNames, normalizeHex } from '../contract/rules';
export * from './mantine-defaults';
export * from './safe-values';
export * from './theme-tokens';
