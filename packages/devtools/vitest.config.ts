import { defineProject } from 'vitest/config';
import { timeoutsForRealServers, workspaceConditions } from '../../vitest.shared';

export default defineProject({
  resolve: { conditions: workspaceConditions },
  ssr: { resolve: { conditions: workspaceConditions } },
  test: {
    ...timeoutsForRealServers,
    name: 'devtools',
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
  },
});
