import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'style-previewer': 'src/style-previewer/index.ts',
    'texts-es': 'src/texts/es.ts',
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
});
