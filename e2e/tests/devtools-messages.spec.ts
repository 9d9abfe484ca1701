import { finding, openDevtoolsTab, openWithDevtools } from '../support/devtools';
import { createSession, walkJourney } from '../support/hosted';
import { expect, test } from '../support/test';

/**
 * Messages the gate drops without a word: the panel names why. Each test reproduces the failure on the demo's
 * hosted page, then finds the Doctor's finding, its cause and its fix.
 */
test.describe('devtools: the gate’s silent drops have a cause', () => {
  test('a PASS from another window than the verification frame', async ({ page, stack }) => {
    await openWithDevtools(page, stack, 'hosted');
    await createSession(page);
    // A frame beside the journey (a test harness, an ad, a forger) posts a 6.3 message to the page.
    const src = `${stack.sandbox_frontend}/not-the-journey`;
    await page.evaluate((url) => {
      const frame = document.createElement('iframe');
      frame.src = url;
      frame.title = 'beside';
      document.body.append(frame);
    }, src);
    await page.frameLocator('iframe[title="beside"]').locator('body').waitFor();
    await page.frame({ url: src })?.evaluate(() => window.parent.postMessage('PASS', '*'));

    const found = await finding(page, 'message-from-other-window');
    await expect(found).toContainText('a PASS message came from a window that is not the verification frame');
    await expect(found).toContainText('Fix: render the kit’s own frame');
    await openDevtoolsTab(page, 'Messages');
    await expect(page.locator('tr[data-decision="other-window"]').filter({ hasText: 'PASS' })).toHaveCount(1);
  });

  test('the hosted page moved to an origin hostedOrigins does not list', async ({ page, stack }) => {
    // The service's page answers on another origin than the one configured (here: a redirect to localhost,
    // the same server under another name), so its messages come from an origin the gate was not given.
    const moved = stack.sandbox_frontend.replace('127.0.0.1', 'localhost');
    await page.route(
      (url) => url.origin === stack.sandbox_frontend && url.pathname.startsWith('/journey'),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        await route.fulfill({
          status: 302,
          headers: { location: route.request().url().replace(stack.sandbox_frontend, moved) },
        });
      },
    );
    await openWithDevtools(page, stack, 'hosted');
    await createSession(page);
    await walkJourney(page, { document: 'fail' });
    const found = await finding(page, 'wrong-hosted-origin');
    await expect(found).toContainText(`the verification frame posted FAIL from ${moved}`);
    await expect(found).toContainText(`but hostedOrigins lists ${stack.sandbox_frontend}`);
    await expect(found).toContainText(`Fix: set hostedOrigins to the hosted pages' exact origin (${moved}`);
  });
});
