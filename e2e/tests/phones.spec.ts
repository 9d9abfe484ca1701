import { devices } from '@playwright/test';
import { journey } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

// A phone in Chromium's mobile emulation: a 393 × 852 touch screen (hosted.spec.ts already shows the in-page
// frame full screen on a phone and 420 × 670 on a desktop; this file adds the dialog, touch, safe areas, turning
// the phone, and an on-screen keyboard).
const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

const insets = { top: 47, right: 0, bottom: 34, left: 0 };

test('the hosted dialog on a phone: full screen, tapped through, clear of the safe areas, and turned sideways', async ({
  page,
  stack,
}) => {
  // The safe areas of a phone with a notch and a home bar, on a page that draws under them (viewport-fit=cover).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets });
  await openDemo(page, stack, 'hosted');
  await page.evaluate(() =>
    document
      .querySelector('meta[name="viewport"]')
      ?.setAttribute('content', 'width=device-width, initial-scale=1, viewport-fit=cover'),
  );
  await page.getByRole('radio', { name: 'In a dialog' }).tap();
  await page.getByRole('button', { name: 'Create session' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Verify your identity' });
  await expect(journey(page).getByTestId('journey-start')).toBeVisible();

  // Retried: after the viewport turns, the dialog's layout follows a frame or two later.
  const fillsTheScreen = () =>
    expect(async () => {
      const screen = page.viewportSize() ?? { width: 0, height: 0 };
      const panel = await dialog.boundingBox();
      expect(panel).toEqual({ x: 0, y: 0, width: screen.width, height: screen.height });
      // The close control below the notch, the journey above the home bar.
      const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox();
      expect(close?.y).toBeGreaterThanOrEqual(insets.top);
      const frame = await page.locator('iframe[title="Identity verification (sandbox)"]').boundingBox();
      expect((frame?.y ?? 0) + (frame?.height ?? 0)).toBeCloseTo(screen.height - insets.bottom, 0);
      expect(frame?.width).toBe(screen.width);
    }).toPass();
  await fillsTheScreen();

  // Touch all the way: the journey's steps are tapped, not clicked.
  const frame = journey(page);
  await frame.getByTestId('journey-start').tap();
  await frame.getByTestId('document-pass').tap();

  // Turned sideways mid-journey: still full screen, and the journey goes on where it was.
  await page.setViewportSize({ width: 852, height: 393 });
  await fillsTheScreen();
  await frame.getByTestId('selfie-pass').tap();
  await frame.getByTestId('phone-pass').tap();
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-confirmed', 'true');
  await expect(page.getByTestId('outcome')).toContainText('PASS');
});

test('an on-screen keyboard never covers the quiz: each answer and the submit button scroll into the space left', async ({
  page,
  stack,
}) => {
  await openDemo(page, stack, 'quiz');
  const quiz = page.getByTestId('quiz');
  await quiz.getByRole('button', { name: 'Start the questions' }).tap();
  await expect(quiz.getByRole('group')).toHaveCount(4);
  // The keyboard takes the lower 55% of the screen (a page with interactive-widget=resizes-content, as
  // Chrome on Android does by default for the visual viewport): 393 × 380 is what is left to see.
  await page.setViewportSize({ width: 393, height: 380 });
  const visible = async (target: ReturnType<typeof quiz.getByRole>) => {
    const box = await target.boundingBox();
    const height = await page.evaluate(() => window.visualViewport?.height ?? window.innerHeight);
    return !!box && box.y >= 0 && box.y + box.height <= height + 0.5;
  };
  // Moving through the quiz with the keyboard's Next key (Tab): whatever has focus is in view.
  await quiz.getByRole('radio').first().focus();
  for (let i = 0; i < 4; i++) {
    const group = quiz.getByRole('group').nth(i);
    const none = group.getByRole('radio', { name: 'None of the above' });
    await none.focus();
    await page.keyboard.press('Space');
    await expect(none).toBeChecked();
    expect(await visible(none), `question ${i + 1}'s answer is in view`).toBe(true);
  }
  const submit = quiz.getByRole('button', { name: 'Submit answers' });
  await submit.focus();
  expect(await visible(submit)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(quiz.getByRole('status')).toContainText('REVIEW');
});
