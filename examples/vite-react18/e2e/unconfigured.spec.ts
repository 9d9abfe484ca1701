import { expect, test } from '@playwright/test';
import { sandboxDefaultOrigin } from '../../support/bundle.mjs';

// The app built with no VITE_VERIFRAME_* variable (global setup): in a production build the provider has no
// sandbox default, so the parts that need the missing configuration say which field is missing and nothing
// is fetched from the local sandbox's port.
const app = () => process.env.UNCONFIGURED_EXAMPLE_URL as string;

test('a production build without the public configuration names the missing fields and loads nothing local', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await page.goto(app());
  await expect(page.getByRole('alert').filter({ hasText: 'documentModal' })).toHaveText(
    /^documentModal is required in a production build/,
  );
  await page.getByRole('button', { name: 'Scan a document' }).click();
  await page.getByRole('button', { name: 'Verify in the page' }).click();
  // The session is created through the proxy; the frame refuses to show it without trusted origins.
  await expect(page.getByTestId('request-id')).not.toBeEmpty();
  // The person gets plain words; the developer gets the field and the rule in the console.
  await expect(page.locator('[data-veriframe-frame="notice"]')).toContainText(
    'Identity verification is not available on this page right now',
  );
  await expect
    .poll(() => consoleErrors.join('\n'))
    .toMatch(/hostedOrigins is required in a production build/);
  await expect(page.locator('iframe[src*="/journey/"]')).toHaveCount(0);
  expect(requested.filter((url) => url.includes(sandboxDefaultOrigin))).toEqual([]);
  expect(
    await page
      .locator(`script[src*="${sandboxDefaultOrigin}"], link[href*="${sandboxDefaultOrigin}"]`)
      .count(),
  ).toBe(0);
  expect(errors).toEqual([]);
});
