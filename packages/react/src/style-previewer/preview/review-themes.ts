// Themes of the design-review stories (real page review, mock against real page). Story support only: nothing
// in the package's entry points imports this file.

/** A brand's own palette (light to dark), not one of Mantine's; the e2e screenshot references use it too. */
export const brandPalette = [
  '#fdf2ec',
  '#f9dfd0',
  '#f2bfa1',
  '#ea9c6f',
  '#e27e45',
  '#dc6a2a',
  '#c75a1c',
  '#a64a15',
  '#86390e',
  '#662b09',
];
