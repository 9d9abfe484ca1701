import { journey, walkJourney } from '../support/hosted';
import { expect, test } from '../support/test';

/**
 * The kit with `@veriframe/core` alone (apps/demo/plain-dom.html, no React on the page): the hosted journey and
 * the document modal reach outcomes the proxy confirmed, in a real browser against the proxy and the sandbox.
 */
test('core alone runs the hosted journey and the document modal to confirmed outcomes', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.url}/plain-dom.html`);
  await expect(page.locator('body')).toHaveAttribute('data-signed-in', 'true');
  // Nothing of React on this page: core's objects do all of it.
  expect(
    await page.evaluate(
      () => '__REACT_DEVTOOLS_GLOBAL_HOOK__' in window || !!document.querySelector('[data-reactroot]'),
    ),
  ).toBe(false);

  // Hosted: the observer creates the session, the page's iframe shows it, PASS is final once the service agrees.
  await page.getByRole('button', { name: 'Start hosted verification' }).click();
  await expect(journey(page).getByTestId('journey-start')).toBeVisible();
  await walkJourney(page, { document: 'pass', selfie: 'pass', phone: 'pass' });
  await expect(page.getByTestId('hosted-outcome')).toHaveText('PASS confirmed');
  await expect(page.getByTestId('hosted-phase')).toHaveText('final');

  // Document: the token from the proxy, the sandbox's capture page in the modal, the user status read again.
  await expect(page.getByTestId('document-status')).toHaveText('none');
  const scan = page.getByRole('button', { name: 'Scan a document' });
  await expect(scan).toBeEnabled();
  await scan.click();
  const capture = page.frameLocator(`iframe[src^="${stack.sandbox_frontend}/capture"]`);
  await capture.getByTestId('capture-start').click();
  await capture.getByTestId('capture-scan').click();
  await expect(page.getByTestId('document-state')).toHaveText(/\(success\)$/);
  await expect(page.getByTestId('document-status')).toHaveText('PASS confirmed');
});
