import { axeViolations } from '../support/axe';
import { createSession } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

const pages = ['', 'document', 'hosted', 'quiz', 'age', 'events'];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`axe-core on every demo page (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const route of pages) {
      test(`#/${route} has no violation`, async ({ page, stack }) => {
        await openDemo(page, stack, route);
        const violations = await axeViolations(page);
        expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      });
    }
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
