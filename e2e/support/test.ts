import { test as base, expect, type Page } from '@playwright/test';
import { sandboxAdmin } from './admin';
import { type StackInfo, stackInfo } from './stack-info';

/** Playwright's `test` with the running stack and the sandbox admin API as fixtures. */
export const test = base.extend<{ stack: StackInfo; admin: ReturnType<typeof sandboxAdmin> }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern
  stack: async ({}, use) => use(stackInfo()),
  admin: async ({ stack }, use) => use(sandboxAdmin(stack)),
});

export { expect };

/** Opens a demo page by its hash route and waits for the app and its event stream. */
export async function openDemo(page: Page, stack: StackInfo, route: string): Promise<void> {
  await page.goto(`${stack.url}/#/${route}`);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByText('Events live')).toBeVisible();
}

/** Events shown in the demo's log with this kind (data-kind attribute), e.g. `hosted.message`. */
export function logEntries(page: Page, kind: string) {
  return page.locator(`[data-testid="event-list"] li[data-kind="${kind}"]`);
}
