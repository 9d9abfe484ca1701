import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // One entry per flow (`@veriframe/core/hosted`, …), each a folder's index.
    hosted: 'src/hosted/index.ts',
    document: 'src/document/index.ts',
    'age-check': 'src/age-check/index.ts',
    embed: 'src/embed/index.ts',
    theme: 'src/theme/index.ts',
    texts: 'src/contract/result-message-texts/index.ts',
    schemas: 'src/schemas/index.ts',
    routes: 'src/routes/index.ts',
    client: 'src/client/index.ts',
    webview: 'src/webview/index.ts',
    devtools: 'src/devtools/index.ts',
  },
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
  fixedExtension: false,
  // One file per module, so a bundler tree-shakes the embed path away from the builders' tables.
  unbundle: true,
});
