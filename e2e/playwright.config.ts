import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../scripts/chromium';

const executablePath = chromiumExecutablePath();

/**
 * Real Chromium against the real stack: the sandbox, the proxy and the built demo, all started once by the
 * global setup on free ports. One worker: tests move the shared sandbox clock, and the machine is shared.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : [['list']],
  projects: [
    { name: 'chromium', testIgnore: /expired-link|sandbox-toolbar/ },
    // The key flows in the other two engines, each one browser session (cross-engine/fixtures.ts): Firefox ESR
    // over WebDriver BiDi, WebKitGTK's MiniBrowser over WebDriver under Xvfb. Playwright only runs them here.
    { name: 'firefox', testDir: './cross-engine' },
    { name: 'webkit', testDir: './cross-engine' },
    // Moves the shared sandbox clock by an hour, so it runs after everything else.
    {
      name: 'clock',
      testMatch: /expired-link|sandbox-toolbar/,
      dependencies: ['chromium', 'firefox', 'webkit'],
    },
  ],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
