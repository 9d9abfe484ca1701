import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    react: 'src/react.ts',
  },
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  // One file per module: the panel's UI stays its own chunk, loaded only when the panel mounts.
  unbundle: true,
  dts: true,
  sourcemap: true,
  clean: true,
  fixedExtension: false,
});
