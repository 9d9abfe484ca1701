import { axeViolations } from '../support/axe';
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
