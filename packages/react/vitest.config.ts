import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { workspaceConditions } from '../../vitest.shared';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: workspaceConditions },
  ssr: { resolve: { conditions: workspaceConditions } },
  test: {
    name: 'react',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test-setup.ts'],
    // Some tests start the sandbox and the proxy (real servers): 5 s is tight on a loaded 2-core machine.
    testTimeout: 15_000,
  },
});
