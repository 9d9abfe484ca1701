import type { Page } from '@playwright/test';
import { createSession, journey } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

// Each tab keeps its own person, or says that the person changed (issue 42): the sign-in is one cookie for the
// whole browser, so a switch to Grace in tab B makes tab A's requests Grace's. Tab A must say so at once.

async function switchTo(page: Page, name: 'Ada' | 'Grace') {
  await page.getByRole('radio', { name }).check();
  await expect(page.getByTestId('person-id')).toHaveText(new RegExp(`^${name.toLowerCase()}-`));
}

test('a switch to Grace in a second tab is told in the first, which reloads as Grace', async ({
  page,
  context,
  stack,
}) => {
  await openDemo(page, stack, 'hosted');
  await expect(page.getByTestId('person-id')).toHaveText(/^ada-/);
  const requestId = await createSession(page);
  await journey(page).getByTestId('journey-start').click(); // started: worth coming back to
  await expect(journey(page).getByTestId('document-pass')).toBeVisible();

  const second = await context.newPage();
  await openDemo(second, stack, 'hosted');
  await switchTo(second, 'Grace');
  // The tab that switched says nothing about itself.
  await expect(second.getByTestId('person-changed')).toHaveCount(0);

  const notice = page.getByTestId('person-changed');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('You are now signed in as Grace in another tab — reload');
  await expect(notice).toBeInViewport(); // said where the person looks, whatever they scrolled to
  await page.getByRole('button', { name: 'Reload as Grace' }).click();
  await expect(page.getByRole('radio', { name: 'Grace' })).toBeChecked();
  await expect(page.getByTestId('person-changed')).toHaveCount(0);
  // Ada's session is not taken up as Grace's.
  await expect(page.getByText('No session yet.')).toBeVisible();
  await expect(page.getByTestId('request-id')).toHaveCount(0);

  // Back to Ada in the first tab: the second says so in turn; once reloaded, Ada's journey is hers again.
  await switchTo(page, 'Ada');
  await expect(second.getByTestId('person-changed')).toContainText('signed in as Ada in another tab');
  await page.reload();
  await expect(page.getByTestId('request-id')).toHaveText(requestId);
});
