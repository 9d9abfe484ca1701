import { expect, type Page, test } from '@playwright/test';

const app = () => process.env.EXAMPLE_URL as string;
const frontend = () => process.env.SANDBOX_FRONTEND_URL as string;

/** Clicks through the hosted journey (document, selfie, phone), each step passing. */
async function passJourney(page: Page) {
  const frame = page.frameLocator(`iframe[src^="${frontend()}/journey/"]`);
  await frame.getByTestId('journey-start').click();
  await frame.getByTestId('document-pass').click();
  await frame.getByTestId('selfie-pass').click();
  await frame.getByTestId('phone-pass').click();
}

/** A PASS in the browser is a hint: the outcome counts once the service agrees, read back through the proxy. */
async function expectConfirmedPass(page: Page) {
  const outcome = page.getByTestId('outcome');
  await expect(outcome).toHaveAttribute('data-confirmed', 'true');
  await expect(outcome).toContainText('PASS');
  const requestId = (await page.getByTestId('request-id').textContent()) ?? '';
  const read = await page.request.get(`${app()}/api/veriframe/vx/sessions/${requestId}`);
  expect(await read.json()).toMatchObject({ status: 'complete', result: { status: 'PASS' } });
}

test('React 18 StrictMode: hosted verification in the page passes, confirmed by the service', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(app());
  await page.getByLabel('Email').fill('vite-inline@example.com');
  await page.getByRole('button', { name: 'Verify in the page' }).click();
  await passJourney(page);
  await expectConfirmedPass(page);
  // StrictMode mounts effects twice: still one journey frame (the other iframe is the document modal's).
  await expect(page.locator(`iframe[src^="${frontend()}/journey/"]`)).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('React 18 StrictMode: hosted verification in the dialog passes, confirmed by the service', async ({
  page,
}) => {
  await page.goto(app());
  await page.getByLabel('Email').fill('vite-dialog@example.com');
  await page.getByRole('button', { name: 'Verify in a dialog' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await passJourney(page);
  await expectConfirmedPass(page);
});

test('React 18 StrictMode: the document modal scan passes and the service agrees', async ({ page }) => {
  await page.goto(app());
  const scan = page.getByRole('button', { name: 'Scan a document' });
  await expect(scan).toBeEnabled();
  await scan.click();
  const capture = page.frameLocator(`iframe[src^="${frontend()}/capture"]`);
  await capture.getByTestId('capture-start').click();
  await capture.getByTestId('capture-scan').click();
  await expect(capture.getByTestId('capture-result-title').filter({ visible: true })).toBeVisible();
  await capture.locator('[data-testid^="capture-done-"]:visible').click();
  await expect(page.getByTestId('user-status')).toHaveAttribute('data-status', 'PASS');
  const status = await page.request.post(`${app()}/api/veriframe/document/status`, {
    data: { email: 'jordan@example.com' },
  });
  expect(await status.json()).toMatchObject({ found: true, status: 'PASS' });
});
