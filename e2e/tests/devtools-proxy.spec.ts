import { finding, openDevtoolsTab, openWithDevtools } from '../support/devtools';
import { expect, test } from '../support/test';

/** Proxy calls that fail where nobody looks: the panel names the cause, with the call in its Proxy tab. */
test.describe('devtools: the proxy’s failures have a cause', () => {
  test('the proxy unreachable', async ({ page, stack }) => {
    await openWithDevtools(page, stack, 'hosted');
    // The proxy is down (a connection refused on its path), as when it was never started.
    await page.route('**/api/veriframe/vx/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Create session' }).click();
    const found = await finding(page, 'proxy-unreachable');
    await expect(found).toContainText(
      'POST /vx/sessions: the proxy could not be reached (/api/veriframe/vx/sessions)',
    );
    await expect(found).toContainText('Fix: start the proxy');
    await openDevtoolsTab(page, 'Proxy calls');
    await expect(page.locator('tr[data-status="0"]').first()).toContainText('not reached');
  });

  test('the budget exhausted: a 429 with its Retry-After', async ({ page, stack }) => {
    await openWithDevtools(page, stack, 'age');
    await page.getByLabel('Test person').selectOption('adult');
    // The service refuses with 429 (the sandbox's armed fault), the proxy passes it on with Retry-After.
    await page.getByTestId('sandbox-faults').locator('summary').click();
    await page.getByTestId('fault-gateway-429').click();
    await expect(page.getByTestId('active-faults').locator('li')).toHaveCount(1);
    await page.getByRole('button', { name: 'Check age' }).click();
    const found = await finding(page, 'budget-exhausted');
    await expect(found).toContainText('POST /gateway/age answered 429');
    await expect(found).toContainText('Retry-After 30 s');
    await openDevtoolsTab(page, 'Proxy calls');
    await expect(page.locator('tr[data-status="429"]')).toContainText('Retry-After 30 s');
  });
});
