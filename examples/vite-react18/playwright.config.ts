import { defineConfig, devices } from '@playwright/test';

/**
 * The example as a user deploys it: the global setup starts the packed sandbox and the packed proxy
 * (`veriframe-proxy`), then `vite build` and `vite preview`. One worker: the machine is shared.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    },
    trace: 'retain-on-failure',
  },
});
