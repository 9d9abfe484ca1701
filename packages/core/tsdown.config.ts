import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
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
