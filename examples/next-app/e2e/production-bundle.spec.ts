import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { sandboxDefaultOrigin, scriptsContaining } from '../../support/bundle.mjs';

// What `next build` sends to browsers: of the app the guide built (EXAMPLE_DIR), else of this example.
const appDir = process.env.EXAMPLE_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..');
const browserScripts = join(appDir, '.next/static');

test('the browser bundle has the configured frontend and no sandbox default of the provider', () => {
  const frontend = new URL(process.env.SANDBOX_FRONTEND_URL as string).host;
  expect(scriptsContaining(browserScripts, frontend).length).toBeGreaterThan(0);
  expect(scriptsContaining(browserScripts, sandboxDefaultOrigin)).toEqual([]);
});
