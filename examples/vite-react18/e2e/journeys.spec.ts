import { expect, test } from '@playwright/test';
import { collectCspViolations, expectNoCspViolations } from '../../support/csp.mjs';
import { expectConfirmedPass, passJourney, scanPassingDocument } from '../../support/journeys.mjs';

const app = () => process.env.EXAMPLE_URL as string;
const frontend = () => process.env.SANDBOX_FRONTEND_URL as string;

// Every journey here runs under the app's strict CSP (nonce, 'strict-dynamic', Trusted Types required) and
// must end with zero `securitypolicyviolation` events, in the page and in the hosted frames.
test.beforeEach(async ({ page }) => {
  await collectCspViolations(page);
});
test.afterEach(async ({ page }, testInfo) => {
  // Also after a failure: a blocked frame or script is often why.
  expectNoCspViolations(expect, page, testInfo.title);
});

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
  // One close control: the dialog's; the session was created with isCloseButtonShown: false.
  const journey = page.frameLocator(`iframe[src^="${frontend()}/journey/"]`);
  await expect(journey.getByTestId('journey-start')).toBeVisible();
  await expect(journey.getByTestId('journey-close')).toHaveCount(0);
  await passJourney(page, frontend());
  await expectConfirmedPass(page, expect, app());
});

test('React 18 StrictMode: the document modal scan passes and the service agrees', async ({ page }) => {
  await page.goto(app());
  await scanPassingDocument(page, expect, { app: app(), frontend: frontend() });
});

test("each browser is its own visitor: another one gets not found for this one's session", async ({
  page,
  browser,
}) => {
  await page.goto(app());
  await page.getByRole('button', { name: 'Verify in the page' }).click();
  const requestId = (await page.getByTestId('request-id').textContent()) ?? '';
  expect((await page.request.get(`${app()}/api/veriframe/vx/sessions/${requestId}`)).status()).toBe(200);
  const other = await (await browser.newContext()).newPage();
  await other.goto(app());
  const read = await other.request.get(`${app()}/api/veriframe/vx/sessions/${requestId}`);
  expect(read.status()).toBe(404);
  expect(await read.json()).toMatchObject({ code: 'not_found' });
});
