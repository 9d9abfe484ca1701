import { openHostedDialog, walkJourney } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

test('the journey in a modal dialog: focus inside, PASS confirmed, Escape closes and focus returns', async ({
  page,
  stack,
}) => {
  await openDemo(page, stack, 'hosted');
  const dialog = await openHostedDialog(page);
  // Focus moved into the dialog, and the page behind is inert.
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // The platform's modal <dialog> makes the rest inert (no attribute): a page control takes no focus.
  expect(
    await page.getByRole('radio', { name: 'In a dialog' }).evaluate((el: HTMLElement) => {
      el.focus();
      return document.activeElement === el;
    }),
  ).toBe(false);

  await walkJourney(page, { document: 'pass', selfie: 'pass', phone: 'pass' });
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-confirmed', 'true');
  await expect(page.getByTestId('outcome')).toContainText('PASS');

  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Focus is back where it was when the dialog opened.
  await expect(page.getByRole('button', { name: 'Create session' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Open the dialog again' })).toBeVisible();
});
