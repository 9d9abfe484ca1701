import { createSession, journey } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

// Runs in the "clock" project (playwright.config.ts): the clock control moves the shared sandbox clock by an hour.

test('the clock control ends a wait: +1 h expires the journey link', async ({ page, stack }) => {
  await openDemo(page, stack, 'hosted');
  await createSession(page);
  await expect(page.getByTestId('link-validity')).toHaveText('Valid 60 minutes');
  // The label ticks with the virtual clock between reads.
  const clock = page.getByTestId('sandbox-clock-now');
  const ticked = await clock.textContent();
  await expect(clock).not.toHaveText(ticked ?? '');
  const before = await clock.textContent();
  await page.getByTestId('sandbox-advance-3601').click();
  await expect(page.getByTestId('sandbox-clock-now')).not.toHaveText(before ?? '');
  // The link's validity follows the virtual clock too.
  await expect(page.getByTestId('link-validity')).toHaveText('Expired: start a new session');
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
  // A click with no pointer on the button before it: a hover would preload, and a failed preload is silent
  // (the click tries again), so the 503 would never be seen.
  await page.getByRole('button', { name: 'Create session' }).dispatchEvent('click');
  await expect(page.locator('.notice.error')).toBeVisible();
  // The toolbar's count follows the sandbox: the fault is used up.
  await expect(page.getByTestId('sandbox-faults').locator('summary')).toHaveText('Faults (0 active)');
  await expect(journey(page).getByTestId('journey-start')).toHaveCount(0);
  // The create call used the fault up: the error on the page is the sandbox's 503, through the proxy.
  const active = await fetch(`${stack.admin_url}/faults`).then(
    (r) => r.json() as Promise<{ data: unknown[] }>,
  );
  expect(active.data).toEqual([]);
  await createSession(page);
});

test('on a phone: a compact header, the pages in a menu, the toolbar folded, the action on the first screen; navigating keeps the page at the top', async ({
  page,
  stack,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDemo(page, stack, 'hosted');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  const header = await page.locator('header.banner').boundingBox();
  expect(header?.height).toBeLessThanOrEqual(64);
  await expect(page.getByTestId('sandbox-toolbar')).not.toHaveAttribute('open');
  const action = await page.getByRole('button', { name: 'Create session' }).boundingBox();
  expect((action?.y ?? Infinity) + (action?.height ?? 0)).toBeLessThanOrEqual(844);

  await expect(page.getByRole('link', { name: 'Knowledge quiz' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Knowledge quiz' }).click();
  await expect(page.locator('main h1')).toHaveText('Knowledge quiz');
  await expect(page.locator('main')).toBeFocused();
  await expect(page.getByRole('link', { name: 'Knowledge quiz' })).toBeHidden(); // the menu closed
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
