import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium when present (CI of the Veriframe repo); else Playwright's own download.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', '--disable-gpu'] },
  },
});
