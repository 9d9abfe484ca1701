import { createSession, frameTitle } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

// A stranger's first look at the demo on a laptop screen: each thing they do shows where it went, and each
// screen says what it knows.
test.use({ viewport: { width: 1280, height: 800 } });

test.describe('the demo explains itself (1280x800)', () => {
  test('after "Create session" the journey in the page is in view and has the keyboard', async ({
    page,
    stack,
  }) => {
    await openDemo(page, stack, 'hosted');
    const iframe = page.locator(`iframe[title="${frameTitle}"]`);
    await createSession(page);
    await expect(iframe).toBeInViewport({ ratio: 1 });
    await expect(iframe).toBeFocused();
  });
});
