import { axeViolations } from '../support/axe';
import { createSession } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

/** What one page of the walk may take on a loaded machine: a navigation and one axe-core run. */
const perPageMs = 20_000;

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
    // The walk's budget grows with the pages it walks: each page gets its own, and every wait in it is on an
    // event (the page's link marked current, its heading, the event stream live), bounded by expect's timeout.
    test.info().setTimeout(test.info().timeout + routes.length * perPageMs);
    const found: Record<string, unknown> = {};
    for (const route of routes) {
      await test.step(`#/${route}`, async () => {
        await openDemo(page, stack, route);
        // A hash change keeps the document: the link marked current says this route, not the last, is shown.
        await expect(page.locator(`nav a[href="#/${route}"]`)).toHaveAttribute('aria-current', 'page');
        const violations = await axeViolations(page);
        if (violations.length) found[`#/${route}`] = violations;
      });
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
