import { expect, test } from '@playwright/test';
import { expectConfirmedPass, passJourney, scanPassingDocument } from '../../support/journeys.mjs';

const app = () => process.env.EXAMPLE_URL as string;
const frontend = () => process.env.SANDBOX_FRONTEND_URL as string;

test('React 18 StrictMode: hosted verification in the page passes, confirmed by the service', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(app());
  await page.getByRole('button', { name: 'Verify in the page' }).click();
  await passJourney(page, frontend());
  await expectConfirmedPass(page, expect, app());
  // StrictMode mounts effects twice: still one journey frame (the other iframe is the document modal's).
  await expect(page.locator(`iframe[src^="${frontend()}/journey/"]`)).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('React 18 StrictMode: hosted verification in the dialog passes, confirmed by the service', async ({
  page,
}) => {
  await page.goto(app());
  await page.getByRole('button', { name: 'Verify in a dialog' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await passJourney(page, frontend());
  await expectConfirmedPass(page, expect, app());
});

test('React 18 StrictMode: the document modal scan passes and the service agrees', async ({ page }) => {
  await page.goto(app());
  await scanPassingDocument(page, expect, { app: app(), frontend: frontend() });
});
