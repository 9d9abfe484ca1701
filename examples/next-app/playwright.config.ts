import { defineConfig, devices } from '@playwright/test';

/**
 * The example as a user deploys it: the global setup starts the packed sandbox, runs `next build` with no
 * VERIFRAME_* variable, then `next start` configured for the sandbox. One worker: the machine is shared.
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
