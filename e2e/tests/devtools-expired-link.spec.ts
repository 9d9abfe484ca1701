import { finding, openWithDevtools } from '../support/devtools';
import { createSession, journey } from '../support/hosted';
import { expect, test } from '../support/test';

// Runs last (project "clock": its name matches /expired-link/): it moves the shared sandbox clock by an hour.
test('devtools: an expired link has a cause, the hosted page’s LINK EXPIRED', async ({
  page,
  stack,
  admin,
}) => {
  await openWithDevtools(page, stack, 'hosted');
  await createSession(page);
  await admin.advanceClock(3601);
  await journey(page).getByTestId('journey-start').click();
  const found = await finding(page, 'link-expired');
  await expect(found).toContainText('the hosted page said LINK EXPIRED');
  await expect(found).toContainText('Fix: create a new session when this happens');
});
