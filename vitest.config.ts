import { defineConfig } from 'vitest/config';

// Every package keeps its own vitest.config.ts beside its code; this file only lists them.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
