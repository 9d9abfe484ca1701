import { journey } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

// One journey proves the language path end to end: the demo's `language` goes to create_session (4.4), the
// hosted page answers in it, and the kit's own texts (loaded on demand by `loadKitTexts`) follow; Arabic
// mirrors both the dialog and the page.
test('language ar: the kit’s dialog and the hosted page are Arabic and right to left', async ({
  page,
  stack,
}) => {
  await openDemo(page, stack, 'hosted');
  await page.getByLabel('Language').selectOption('ar');
  await page.getByRole('radio', { name: 'In a dialog' }).check();
  await page.getByRole('button', { name: 'Create session' }).click();

  const dialog = page.getByRole('dialog', { name: 'تحقق من هويتك' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('dir', 'rtl');
  await expect(dialog.getByRole('button', { name: 'إغلاق' })).toBeVisible();

  const frame = journey(page);
  await expect(frame.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(frame.getByTestId('journey-start')).toHaveText('بدء التحقق');
  // Mirrored: the dialog's close button sits left of its heading, the page's logo right of its close button.
  const heading = await dialog.getByRole('heading').boundingBox();
  const close = await dialog.getByRole('button', { name: 'إغلاق' }).boundingBox();
  expect(close!.x).toBeLessThan(heading!.x);
  await page.screenshot({ path: test.info().outputPath('arabic-dialog.png') });
});
