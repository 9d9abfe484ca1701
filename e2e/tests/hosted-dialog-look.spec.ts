import type { ConsoleMessage } from '@playwright/test';
import { journey, openHostedDialog } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

// The dialog looks finished (a default look, themable through CSS variables), has exactly
// one close control, and no hosted frame makes the browser warn about its attributes.

test('the hosted dialog: one close control, a themable default look, and no console warning', async ({
  page,
  stack,
}, testInfo) => {
  const warnings: string[] = [];
  const listen = (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  };
  page.on('console', listen);

  await openDemo(page, stack, 'hosted');
  const dialog = await openHostedDialog(page);

  // Exactly one close control: the dialog's; the hosted page shows none of its own.
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(1);
  await expect(journey(page).getByTestId('journey-close')).toHaveCount(0);

  // The default look: a rounded panel on a dimmed backdrop, a compact icon close button (not full width).
  const panel = page.locator('[data-veriframe-dialog="panel"]');
  const close = page.locator('[data-veriframe-dialog="close"]');
  expect(await panel.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('12px');
  const closeBox = await close.boundingBox();
  const panelBox = await panel.boundingBox();
  expect(closeBox && panelBox && closeBox.width < panelBox.width / 4).toBe(true);
  expect(closeBox && closeBox.width >= 24 && closeBox.height >= 24).toBe(true); // a usable target (WCAG 2.5.8)
  await page.screenshot({ path: testInfo.outputPath('hosted-dialog.png') });

  // Themable from the app's own stylesheet, without touching the component.
  await page.addStyleTag({
    content: ':root { --veriframe-dialog-radius: 0px; --veriframe-dialog-background: #fafafa; }',
  });
  expect(await panel.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('0px');
  expect(await panel.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(250, 250, 250)');

  await close.click();
  await expect(dialog).toHaveCount(0);
  // Any warning or error a frame attribute (or anything else) caused fails the test.
  expect(warnings).toEqual([]);
});
