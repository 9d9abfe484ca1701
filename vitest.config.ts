import { defineConfig } from 'vitest/config';

// Every package keeps its own vitest.config.ts beside its code; this file only lists them.
// `.storybook/vitest.config.ts` (`storybook`, stories as browser tests) and `.storybook/vitest.screenshots.config.ts`
// (`storybook-screenshots`, the previewer against reference PNGs): `pnpm test`
// leaves both out, `pnpm test:storybook` runs only them.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'scripts/vitest.config.ts',
      '.storybook/vitest.config.ts',
      '.storybook/vitest.screenshots.config.ts',
    ],
  },
});
