import { axeViolations } from '../support/axe';
import { devtoolsToggle, openWithDevtools } from '../support/devtools';
import { createSession } from '../support/hosted';
import { expect, test } from '../support/test';

/** The panel itself: by keyboard alone, labelled, and without an axe violation on any tab. */
test('devtools: the panel works from the keyboard and has no axe violation', async ({ page, stack }) => {
  await openWithDevtools(page, stack, 'hosted');
  await createSession(page);
  const toggle = devtoolsToggle(page);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('dialog', { name: 'Veriframe devtools' });
  const doctor = panel.getByRole('tab', { name: /^Doctor/ });
  await expect(doctor).toHaveAttribute('aria-selected', 'true');
  await doctor.focus();
  for (const name of ['Flows', 'Messages', 'Proxy calls']) {
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('tab', { name })).toBeFocused();
    await expect(panel.getByRole('tabpanel', { name })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
  await expect(panel.getByRole('tabpanel', { name: 'Proxy calls' })).toContainText('POST /vx/sessions');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
});
