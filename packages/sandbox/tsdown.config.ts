import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: {
    'test-data': 'src/test-data.ts',
    cli: 'src/cli.ts',
    index: 'src/index.ts',
    playwright: 'src/playwright.ts',
    testing: 'src/testing.ts',
  },
  format: 'esm',
  platform: 'node',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
  fixedExtension: false,
  // A development dependency, imported only when the sandbox runs from source (the build ships the bundles).
  deps: { neverBundle: ['esbuild'] },
});
