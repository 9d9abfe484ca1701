import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, playwrightOptions } from '../support/stack.mjs';

/** The short path as deployed: `next build` with no VERIFRAME_* variable, then `next start` on the sandbox. */
export default defineConfig({
  ...(playwrightOptions as Parameters<typeof defineConfig>[0]),
  use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions, trace: 'retain-on-failure' },
});
