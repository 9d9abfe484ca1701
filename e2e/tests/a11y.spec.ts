import { axeViolations } from '../support/axe';
import { createSession } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`axe-core finds no violation on any page of the navigation (${viewport.name})`, async ({
    page,
    stack,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openDemo(page, stack, '');
    // On a phone the pages are behind the menu button.
    if (viewport.width < 760) await page.getByRole('button', { name: 'Menu' }).click();
    // Every page the navigation offers, so a page added later is checked too.
    const routes = await page
      .getByRole('navigation', { name: 'Demo pages' })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').replace(/^#\//, '')));
    expect(routes).toEqual(expect.arrayContaining(['', 'document', 'hosted', 'quiz', 'age', 'events']));
    const found: Record<string, unknown> = {};
    for (const route of routes) {
      await openDemo(page, stack, route);
      const violations = await axeViolations(page);
      if (violations.length) found[`#/${route}`] = violations;
    }
    expect(found, JSON.stringify(found, null, 2)).toEqual({});
  });
}

test.describe('axe-core on demo pages mid-flow', () => {
  test('a hosted session in the page, then in the dialog', async ({ page, stack }) => {
    await openDemo(page, stack, 'hosted');
    await createSession(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await page.getByRole('radio', { name: 'In a dialog' }).check();
    await createSession(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the quiz with its questions and countdown', async ({ page, stack }) => {
    await openDemo(page, stack, 'quiz');
    await page.getByRole('button', { name: 'Start the questions' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the document page with the modal open, and the age check with a result', async ({ page, stack }) => {
    await openDemo(page, stack, 'document');
    await page.getByRole('button', { name: 'Scan a document' }).click();
    await expect(page.getByTestId('modal-state')).toHaveText('Open');
    expect(await axeViolations(page)).toEqual([]);
    await openDemo(page, stack, 'age');
    await page.getByRole('button', { name: 'Check age' }).click();
    await expect(page.getByTestId('action')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
