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
  dts: true,
  sourcemap: true,
  clean: true,
  fixedExtension: false,
});
