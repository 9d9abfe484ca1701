import type { Page } from '@playwright/test';
import {
  createSession,
  journey,
  openHostedDialog,
  seenMessages,
  spyOnMessages,
  walkJourney,
} from '../support/hosted';
import type { StackInfo } from '../support/stack-info';
import { type RunningStack, startStack } from '../support/start-stack';
import { expect, logEntries, openDemo, test } from '../support/test';

// After a document FAIL the hosted page's message list must show FAIL once. Each message
// the session's frame posts is listed once, inline and in the dialog, also after the outcome is final.
test.describe('hosted page: each message from the journey is listed once', () => {
  /** Waits for the confirmed FAIL, then a few more polls, and checks the list against what the frame posted. */
  async function expectOneFail(page: Page) {
    const outcome = page.getByTestId('outcome');
    await expect(outcome).toHaveAttribute('data-confirmed', 'true');
    await expect(outcome).toContainText('FAIL');
    await page.waitForTimeout(2500); // several polls after the final outcome: nothing more may be added
    await expect(page.getByTestId('session-messages').locator('li')).toHaveText(['FAIL']);
    const posted = (await seenMessages(page)).filter((message) => message.data === 'FAIL');
    expect(posted).toHaveLength(1); // the frame posted FAIL once, and was not reloaded to post it again
    await expect(journey(page).getByTestId('result-title').filter({ visible: true })).toBeVisible();
  }

  /** A session shown by `open` (in the page or in the dialog) walked to a document FAIL, listed once. */
  const walkToOneFail = async (page: Page, stack: StackInfo, open: (page: Page) => Promise<unknown>) => {
    await openDemo(page, stack, 'hosted');
    await spyOnMessages(page);
    await open(page);
    await walkJourney(page, { document: 'fail' });
    await expectOneFail(page);
  };
  const inPage = (page: Page, stack: StackInfo) => walkToOneFail(page, stack, createSession);
  const inDialog = (page: Page, stack: StackInfo) => walkToOneFail(page, stack, openHostedDialog);

  /** After the journey page loaded again: it re-posted FAIL, the list still shows it once, the log both. */
  async function expectReannouncedOnce(page: Page) {
    await expect(journey(page).getByTestId('result-title').filter({ visible: true })).toBeVisible();
    await expect.poll(async () => (await seenMessages(page)).filter((m) => m.data === 'FAIL').length).toBe(2);
    await expect(page.getByTestId('session-messages').locator('li')).toHaveText(['FAIL']);
    await expect(logEntries(page, 'hosted.message').filter({ hasText: 'FAIL' })).toHaveCount(2);
    await expect(page.getByTestId('outcome')).toContainText('FAIL');
    await expect(page.getByTestId('outcome')).toHaveAttribute('data-confirmed', 'true');
  }

  // What a user met: the journey page announces its end state each time it loads.
  test('in the dialog, closed and opened again after the FAIL (the journey page loads again)', async ({
    page,
    stack,
  }) => {
    await inDialog(page, stack);
    const dialog = page.getByRole('dialog', { name: 'Verify your identity' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Open the dialog again' }).click();
    await expectReannouncedOnce(page);
  });

  test('in the page, the journey shown again after the FAIL (the journey page loads again)', async ({
    page,
    stack,
  }) => {
    await inPage(page, stack);
    await page.getByRole('radio', { name: 'In a dialog' }).check();
    await expect(journey(page).getByTestId('result-title')).toHaveCount(0);
    await page.getByRole('radio', { name: 'In the page' }).check();
    await expectReannouncedOnce(page);
  });

  // On the built demo, the two tests above begin with `inDialog` and `inPage` whole: tests of those alone
  // checked the same twice (e2e/README.md, "What covers what").

  // `pnpm demo` runs Vite's dev server, where React's StrictMode mounts every effect twice.
  test.describe('on the dev server (StrictMode effects run twice)', () => {
    let dev: RunningStack | undefined;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      dev = await startStack({ mode: 'dev' });
    });
    test.afterAll(async () => {
      await dev?.stop();
    });
    test('in the page', ({ page }) => inPage(page, dev?.info as StackInfo));
    test('in the dialog', ({ page }) => inDialog(page, dev?.info as StackInfo));
  });
});
