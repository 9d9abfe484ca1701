import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { timeoutsForRealServers, workspaceConditions } from '../../vitest.shared';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: workspaceConditions },
  ssr: { resolve: { conditions: workspaceConditions } },
  test: {
    ...timeoutsForRealServers,
    name: 'react',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
