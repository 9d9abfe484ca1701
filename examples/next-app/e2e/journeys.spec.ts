import { expect, type FrameLocator, type Page, test } from '@playwright/test';

const app = () => process.env.EXAMPLE_URL as string;
const frontend = () => process.env.SANDBOX_FRONTEND_URL as string;
const adminUrl = () => process.env.SANDBOX_ADMIN_URL as string;

const journey = (page: Page): FrameLocator => page.frameLocator(`iframe[src^="${frontend()}/journey/"]`);

/** Clicks through the hosted journey (document, selfie, phone), each step passing. */
async function passJourney(page: Page) {
  const frame = journey(page);
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
  expect(read.status()).toBe(200);
  expect(await read.json()).toMatchObject({ status: 'complete', result: { status: 'PASS' } });
}

test('Server Components render the kit: a pure helper on the home page, the quiz component directly', async ({
  page,
}) => {
  await page.goto(app());
  await expect(page.getByTestId('success-title')).not.toBeEmpty();
  await page.getByRole('link', { name: 'Quiz' }).click();
  await expect(page.getByRole('button', { name: 'Start the questions' })).toBeVisible();
});

test('hosted verification in the page: the journey passes and the service confirms it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${app()}/hosted`);
  await page.getByLabel('Email').fill('next-inline@example.com');
  await page.getByRole('button', { name: 'Verify in the page' }).click();
  await passJourney(page);
  await expectConfirmedPass(page);
  expect(errors).toEqual([]); // no hydration mismatch, no render error
});

test('hosted verification in the dialog: the journey passes and the service confirms it', async ({
  page,
}) => {
  await page.goto(`${app()}/hosted`);
  await page.getByLabel('Email').fill('next-dialog@example.com');
  await page.getByRole('button', { name: 'Verify in a dialog' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await passJourney(page);
  await expectConfirmedPass(page);
});

test('document modal: the scan passes, the service agrees, and the callback reached the receiver', async ({
  page,
}) => {
  await page.goto(`${app()}/document`);
  const scan = page.getByRole('button', { name: 'Scan a document' });
  await expect(scan).toBeEnabled();
  await scan.click();
  const capture = page.frameLocator(`iframe[src^="${frontend()}/capture"]`);
  await capture.getByTestId('capture-start').click();
  await capture.getByTestId('capture-scan').click();
  await expect(capture.getByTestId('capture-result-title').filter({ visible: true })).toBeVisible();
  await capture.locator('[data-testid^="capture-done-"]:visible').click();
  await expect(page.getByTestId('user-status')).toHaveAttribute('data-status', 'PASS');

  // The service agrees, read back through the proxy route.
  const status = await page.request.post(`${app()}/api/veriframe/document/status`, {
    data: { email: 'jordan@example.com' },
  });
  expect(await status.json()).toMatchObject({ found: true, status: 'PASS' });
  // The signed document callback reached the Next route and passed the signature check over the raw body.
  const deliveries = (await (
    await page.request.get(`${adminUrl()}/deliveries?kind=document.callback`)
  ).json()) as {
    data: { status: number }[];
  };
  expect(deliveries.data.length).toBeGreaterThan(0);
  expect(deliveries.data.map((d) => d.status)).toEqual(deliveries.data.map(() => 200));
});
