import { defineProject } from 'vitest/config';

// Tests of the repo's check scripts (plain Node, no package).
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.mjs'],
  },
});
