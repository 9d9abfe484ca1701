import { defineConfig } from 'vitest/config';

// Every package keeps its own vitest.config.ts beside its code; this file only lists them.
// `.storybook/vitest.config.ts` is the project named `storybook` (stories as browser tests): `pnpm test`
// leaves it out, `pnpm test:storybook` runs only it.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', '.storybook/vitest.config.ts'],
  },
});
