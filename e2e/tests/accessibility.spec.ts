import type { FrameLocator, Locator, Page } from '@playwright/test';
import { journey } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

// The tests the react README's accessibility statement (WCAG 2.2 AA) names. Each flow is done with the
// keyboard alone: Tab to a control, Enter to press it. Two journeys on the running demo stack, so CI pays
// little: the hosted one in the dialog at phone size (the in-page journey is the same dialog there), and the
// document modal at desktop size.

/** Presses Tab until `target` (in `frame`) has focus, checking after each press that focus stayed in `scope`. */
async function tabTo(page: Page, frame: FrameLocator, target: string, scope: Locator) {
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press('Tab');
    // Focus is inside the dialog, or on the document itself (the stop before the browser's own controls):
    // never on the page behind (WCAG 2.4.3 focus order, 2.1.2 no keyboard trap the other way round).
    expect(
      await scope.evaluate(
        (dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body,
      ),
    ).toBe(true);
    if (await frame.getByTestId(target).evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Whether `locator`'s element can take focus (an inert one cannot). */
const canFocus = (locator: Locator) =>
  locator.evaluate((el: HTMLElement) => {
    el.focus();
    return document.activeElement === el;
  });

test('the hosted journey on a phone with the keyboard alone: one full-screen dialog, focus in and back, Escape', async ({
  page,
  stack,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Reduced motion and forced colours (Windows High Contrast) on: the flow works the same.
  await page.emulateMedia({ reducedMotion: 'reduce', forcedColors: 'active' });
  await openDemo(page, stack, 'hosted');
  const create = page.getByRole('button', { name: 'Create session' });
  await create.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Identity verification' });
  await expect(dialog).toBeVisible();
  await expect(journey(page).getByTestId('journey-start')).toBeVisible();
  // Focus moved in, to the dialog's one close control (the hosted page's own is hidden).
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  // A visible focus ring (2.4.7), an outline, which forced colours keep.
  expect(await close.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await expect(journey(page).getByTestId('journey-close')).toHaveCount(0);
  // Full screen (spec 4.10), and the page behind is inert: it takes no focus, and it leaves the accessibility
  // tree, where the dialog has its name, its close button and the named frame.
  expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  expect(await canFocus(page.getByRole('link', { name: 'Skip to content' }))).toBe(false);
  await expect(page.locator('body')).toMatchAriaSnapshot(`
    - dialog "Identity verification":
      - heading "Identity verification" [level=2]
      - button "Close"
      - iframe
  `);
  // Targets of at least 24 by 24 px (2.5.8).
  const box = await close.boundingBox();
  expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(24);

  // The journey, by keyboard: Tab into the frame, Enter on each step.
  const frame = journey(page);
  for (const step of ['journey-start', 'document-pass', 'selfie-pass', 'phone-pass']) {
    await tabTo(page, frame, step, dialog);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('outcome')).toContainText('PASS');

  // Escape pressed inside the hosted page closes (the page posts CLOSE), and focus returns to the opener.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(create).toBeFocused();
});

test('the document modal with the keyboard alone: focus in, Tab stays, Escape closes, focus back; a scan completes', async ({
  page,
  stack,
}) => {
  await openDemo(page, stack, 'document');
  await expect(page.getByTestId('modal-state')).toHaveText('Ready');
  const scan = page.getByRole('button', { name: 'Scan a document' });
  await scan.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog[data-veriframe-document-modal]');
  const capture = page.frameLocator('dialog[data-veriframe-document-modal] iframe');
  await expect(capture.getByTestId('capture-start')).toBeVisible();
  await expect(dialog).toHaveJSProperty('open', true);
  // The page behind is inert: the skip link and the navigation take no focus.
  expect(await canFocus(page.getByRole('link', { name: 'Skip to content' }))).toBe(false);
  // Tab walks the capture page and never reaches the page behind; Escape there closes the modal.
  await tabTo(page, capture, 'capture-start', dialog);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('modal-state')).toHaveText('Closed');
  await expect(dialog).toHaveJSProperty('open', false);
  await expect(scan).toBeFocused();

  // Again, to the end: start, scan, the result's close button.
  await page.keyboard.press('Enter');
  await expect(capture.getByTestId('capture-start')).toBeVisible();
  await tabTo(page, capture, 'capture-start', dialog);
  await page.keyboard.press('Enter');
  await tabTo(page, capture, 'capture-scan', dialog);
  await page.keyboard.press('Enter');
  await tabTo(page, capture, 'capture-done-success', dialog);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('modal-state')).toHaveText('Closed');
  await expect(scan).toBeFocused();
});

test('the knowledge quiz with the keyboard alone: the countdown is a timer, the result is announced', async ({
  page,
  stack,
}) => {
  await openDemo(page, stack, 'quiz');
  const quiz = page.getByTestId('quiz');
  await quiz.getByRole('button', { name: 'Start the questions' }).focus();
  await page.keyboard.press('Enter');
  await expect(quiz.getByRole('timer')).toBeVisible();
  const groups = quiz.getByRole('group');
  await expect(groups).toHaveCount(4);
  // Each question: Tab into its radio group, Space picks the focused answer (arrow keys would move it).
  for (let i = 0; i < 4; i++) {
    const group = groups.nth(i);
    for (let presses = 0; presses < 6; presses++) {
      await page.keyboard.press('Tab');
      if (await group.evaluate((el) => el.contains(document.activeElement))) break;
    }
    await page.keyboard.press('Space');
    await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
  }
  await page.keyboard.press('Tab');
  await expect(quiz.getByRole('button', { name: 'Submit answers' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The outcome is a status (a polite live region) with its words, read from the accessibility tree.
  await expect(quiz.getByRole('status')).toContainText(/answers correct/);
  await expect(quiz).toMatchAriaSnapshot(`
    - status:
      - paragraph: /Passed|Not passed|Sent for review|Pending/
      - paragraph: /answers correct/
  `);
});
