import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // The flows beside hosted verification: `@veriframe/react/document`, `@veriframe/react/age-check`.
    document: 'src/document-modal/index.ts',
    'age-check': 'src/quiz/index.ts',
    'style-previewer': 'src/style-previewer/index.ts',
    // The kit's texts: the loader and one entry per language (English is in the main entry).
    'texts/load-kit-texts': 'src/texts/load-kit-texts.ts',
    ...Object.fromEntries(
      ['es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'ja', 'ar'].map((code) => [
        `texts/${code}`,
        `src/texts/${code}.ts`,
      ]),
    ),
  },
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  // One output file per source module, so each client module keeps its own 'use client' directive and the
  // pure ones (config, proxy client, resultMessageFor) stay importable from a React Server Component.
  unbundle: true,
  dts: true,
  sourcemap: true,
  clean: true,
  fixedExtension: false,
  // The default look, a plain stylesheet the app imports (`@veriframe/react/styles.css`), shipped as written.
  copy: [{ from: 'src/styles.css', to: 'dist' }],
});
