import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumArgs, chromiumExecutablePath } from '../scripts/chromium';

const configDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(configDir, '..');
const executablePath = chromiumExecutablePath();

// Every story becomes a test: it renders in headless Chromium, runs its `play` function, then the a11y
// addon runs axe and fails the test on any violation (`parameters.a11y.test = 'error'` in preview.ts).
export default defineProject({
  root: repoRoot,
  plugins: [storybookTest({ configDir })],
  test: {
    name: 'storybook',
    // The real-page review stories frame 24 hosted pages each and run axe in every one (about 10 s on two
    // shared cores); the default 15 s left no margin.
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { ...(executablePath ? { executablePath } : {}), args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 900 },
    },
  },
});
