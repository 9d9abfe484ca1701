import { createSession, journey } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

// Runs last (project "clock" in playwright.config.ts): it moves the shared sandbox clock by an hour.
test('an expired VX link says so and offers a new session', async ({ page, stack, admin }) => {
  await openDemo(page, stack, 'hosted');
  const first = await createSession(page);

  await admin.advanceClock(3601);
  await journey(page).getByTestId('journey-start').click();

  await expect(page.getByText('This verification link has expired.')).toBeVisible();
  await expect(page.getByTestId('session-messages').locator('li')).toHaveText(['LINK EXPIRED']);
  await expect(page.getByTestId('link-validity')).toHaveText('Expired: start a new session');
  await page.getByRole('button', { name: 'Start a new session' }).click();

  await expect(journey(page).getByTestId('journey-start')).toBeVisible();
  await expect(page.getByTestId('request-id')).not.toHaveText(first);
  await expect(page.getByTestId('no-session-messages')).toBeVisible();
  await expect(page.getByTestId('link-validity')).toHaveText('Valid 60 minutes');
});
