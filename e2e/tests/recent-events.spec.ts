import { createSession } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

test("the hosted page's Recent events shows this tab's sessions only", async ({ page, context, stack }) => {
  const other = await context.newPage();
  await openDemo(page, stack, 'hosted');
  await openDemo(other, stack, 'hosted');
  const mine = await createSession(page);
  const theirs = await createSession(other);
  const recent = page.locator('.recent-events');
  await expect(recent).toContainText(mine);
  // The other tab's session reached this tab over the event stream (the full log has it) but is not shown here.
  await expect(recent).not.toContainText(theirs);
  await page.goto(`${stack.url}/#/events`);
  await page.getByLabel('Show').selectOption('all');
  await expect(page.getByTestId('event-list')).toContainText(theirs);
});
