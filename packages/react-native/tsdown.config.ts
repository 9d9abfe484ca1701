import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  // One output file per source module; react, react-native and the WebView stay the app's own.
  unbundle: true,
  dts: true,
  sourcemap: true,
  clean: true,
  fixedExtension: false,
});
