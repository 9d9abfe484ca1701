import { createSession, journey } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

// Runs in the "clock" project (playwright.config.ts): the clock control moves the shared sandbox clock by an hour.

test('the clock control ends a wait: +1 h expires the journey link', async ({ page, stack }) => {
  await openDemo(page, stack, 'hosted');
  await createSession(page);
  const before = await page.getByTestId('sandbox-clock-now').textContent();
  await page.getByTestId('sandbox-advance-3601').click();
  await expect(page.getByTestId('sandbox-clock-now')).not.toHaveText(before ?? '');
  await journey(page).getByTestId('journey-start').click();
  await expect(page.getByTestId('session-messages').locator('li')).toHaveText(['LINK EXPIRED']);
});

test('the faults panel: a 503 on session creation is shown as an error, the next try works', async ({
  page,
  stack,
}) => {
  await openDemo(page, stack, 'hosted');
  await page.getByTestId('sandbox-faults').locator('summary').click();
  await page.getByTestId('fault-vx-503').click();
  await expect(page.getByTestId('active-faults').locator('li')).toHaveCount(1);
  await page.getByRole('button', { name: 'Create session' }).click();
  await expect(page.locator('.notice.error')).toBeVisible();
  await expect(journey(page).getByTestId('journey-start')).toHaveCount(0);
  // The create call used the fault up: the error on the page is the sandbox's 503, through the proxy.
  const active = await fetch(`${stack.admin_url}/faults`).then(
    (r) => r.json() as Promise<{ data: unknown[] }>,
  );
  expect(active.data).toEqual([]);
  await createSession(page);
});

test('navigating between pages keeps the page at the top (focus moves to main without scrolling)', async ({
  page,
  stack,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await openDemo(page, stack, 'hosted');
  await page.getByRole('link', { name: 'Knowledge quiz' }).click();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
