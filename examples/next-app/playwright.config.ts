import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, playwrightOptions } from '../support/stack.mjs';

/**
 * The example as a user deploys it: the global setup starts the packed sandbox, runs `next build` with no
 * VERIFRAME_* variable, then `next start` configured for the sandbox. One worker: the machine is shared.
 */
export default defineConfig({
  ...(playwrightOptions as Parameters<typeof defineConfig>[0]),
  use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions, trace: 'retain-on-failure' },
});
