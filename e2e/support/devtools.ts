import type { Page, Route } from '@playwright/test';
import type { StackInfo } from './stack-info';
import { expect } from './test';

/** Opens a demo page with the devtools panel (`?devtools`: the e2e's build has it, a plain build does not). */
export async function openWithDevtools(page: Page, stack: StackInfo, route: string): Promise<void> {
  await page.goto(`${stack.url}/?devtools#/${route}`);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByText('Events live')).toBeVisible();
  await expect(devtoolsToggle(page)).toBeVisible();
}

/** The panel's floating button (inside its shadow root; Playwright's locators pierce it). */
export const devtoolsToggle = (page: Page) => page.getByRole('button', { name: /^Veriframe devtools/ });

/** Opens the panel on a tab: Doctor, Flows, Messages or Proxy calls. */
export async function openDevtoolsTab(page: Page, tab: 'Doctor' | 'Flows' | 'Messages' | 'Proxy calls') {
  const toggle = devtoolsToggle(page);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
}

/** The Doctor's finding of `code` (opens the Doctor tab). */
export async function finding(page: Page, code: string) {
  await openDevtoolsTab(page, 'Doctor');
  return page.getByRole('dialog', { name: 'Veriframe devtools' }).locator(`li[data-code="${code}"]`);
}

/**
 * Serves the real demo page with extra response headers, as a misconfigured server of the app would
 * (a Content-Security-Policy, a Permissions-Policy): only the HTML document, everything else untouched.
 */
export async function withPageHeaders(page: Page, stack: StackInfo, headers: Record<string, string>) {
  await page.route(
    (url) => url.origin === stack.url && (url.pathname === '/' || url.pathname === '/index.html'),
    async (route: Route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), ...headers } });
    },
  );
}
