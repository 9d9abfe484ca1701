import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../scripts/chromium';

const executablePath = chromiumExecutablePath();

/**
 * Real Chromium against the real stack: the sandbox, the proxy and the built demo, all started once by the
 * global setup on free ports. One worker: tests move the shared sandbox clock, and the machine is shared.
 */
export default defineConfig({
  testDir: './tests',
  // The test command runs Chromium and the other engines as two runs side by side, each with its own directory.
  outputDir: process.env.VERIFRAME_E2E_OUTPUT ?? 'test-results',
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
    // Moves the shared sandbox clock by an hour, so it runs after everything else on its stack (the test command
    // runs Firefox and WebKit apart, on a stack of their own: VERIFRAME_E2E_ENGINES_APART).
    {
      name: 'clock',
      testMatch: /expired-link|sandbox-toolbar/,
      dependencies: process.env.VERIFRAME_E2E_ENGINES_APART
        ? ['chromium']
        : ['chromium', 'firefox', 'webkit'],
    },
  ],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
