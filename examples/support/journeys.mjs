// The journeys both examples' e2e drive, through the sandbox's real hosted pages. Plain JS taking Playwright's
// `expect` as an argument: the examples are separate npm projects, so this file imports nothing.

/** Clicks through the hosted journey (document, selfie, phone), each step passing. */
export async function passJourney(page, frontend) {
  const frame = page.frameLocator(`iframe[src^="${frontend}/journey/"]`);
  await frame.getByTestId('journey-start').click();
  await frame.getByTestId('document-pass').click();
  await frame.getByTestId('selfie-pass').click();
  await frame.getByTestId('phone-pass').click();
}

/** A PASS in the browser is a hint: the outcome counts once the service agrees, read back through the proxy. */
export async function expectConfirmedPass(page, expect, app) {
  const outcome = page.getByTestId('outcome');
  await expect(outcome).toHaveAttribute('data-confirmed', 'true');
  await expect(outcome).toContainText('PASS');
  const requestId = (await page.getByTestId('request-id').textContent()) ?? '';
  const read = await page.request.get(`${app}/api/veriframe/vx/sessions/${requestId}`);
  expect(read.status()).toBe(200);
  expect(await read.json()).toMatchObject({ status: 'complete', result: { status: 'PASS' } });
}

/**
 * Opens the document modal, scans a passing document, closes it; the service's user status must be PASS. The
 * status is the signed-in person's: the proxy chooses the email from its `identify`, so the body is empty.
 */
export async function scanPassingDocument(page, expect, { app, frontend }) {
  const scan = page.getByRole('button', { name: 'Scan a document' });
  await expect(scan).toBeEnabled();
  await scan.click();
  const capture = page.frameLocator(`iframe[src^="${frontend}/capture"]`);
  await capture.getByTestId('capture-start').click();
  await capture.getByTestId('capture-scan').click();
  await expect(capture.getByTestId('capture-result-title').filter({ visible: true })).toBeVisible();
  await capture.locator('[data-testid^="capture-done-"]:visible').click();
  await expect(page.getByTestId('user-status')).toHaveAttribute('data-status', 'PASS');
  // The service agrees, read back through the proxy.
  const status = await page.request.post(`${app}/api/veriframe/document/status`, { data: {} });
  expect(await status.json()).toMatchObject({ found: true, status: 'PASS' });
}
