import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../../scripts/chromium';

const executablePath = chromiumExecutablePath();

/** The Playwright drivers and fixture of `@veriframe/sandbox/playwright` on the sandbox's real pages. */
export default defineConfig({
  testDir: './browser',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: chromiumArgs },
  },
});
