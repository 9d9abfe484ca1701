import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { sandboxDefaultOrigin, scriptsContaining } from '../../support/bundle.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../dist');

test('the production bundle has the configured frontend and no sandbox default of the provider', () => {
  const frontend = new URL(process.env.SANDBOX_FRONTEND_URL as string).host;
  expect(scriptsContaining(dist, frontend).length).toBeGreaterThan(0);
  expect(scriptsContaining(dist, sandboxDefaultOrigin)).toEqual([]);
});
