import { expect, type Page } from '@playwright/test';

/** Signs in on the example's sign-in page (a name, no password) and waits for the signed-in layout. */
export async function signIn(page: Page, app: string, name: string): Promise<void> {
  await page.goto(`${app}/sign-in`);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-as')).toHaveText(name);
}
