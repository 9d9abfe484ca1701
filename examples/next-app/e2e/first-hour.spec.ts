import { expect, type Page, test } from '@playwright/test';
import { signIn } from './sign-in';

// What a stranger sees first, on the app the Next.js guide builds: every page of the navigation renders
// without a hydration error (React's #418/#423 in a production build) or any other page error, signed out and
// signed in, and the proxy's health route answers.
const app = () => process.env.EXAMPLE_URL as string;
const pages = ['/', '/sign-in', '/hosted', '/document', '/quiz', '/verifications/not-an-id'];

/** Console errors and uncaught page errors from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Opens each page and waits until React has hydrated it (a client link works). */
async function visitAll(page: Page): Promise<void> {
  for (const path of pages) {
    await page.goto(`${app()}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
}

test('no hydration error and no page error on any page, signed out and signed in', async ({ page }) => {
  const errors = watchErrors(page);
  await visitAll(page);
  await signIn(page, app(), 'First Hour');
  await visitAll(page);
  // A client-side navigation only works once the page hydrated.
  await page.getByRole('link', { name: 'Quiz' }).click();
  await expect(page.getByRole('button', { name: 'Start the questions' })).toBeVisible();
  expect(errors.filter((e) => /#418|#423|hydrat/i.test(e))).toEqual([]);
  expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});

test('the health route: live, and ready with the status only', async ({ request }) => {
  const live = await request.get(`${app()}/api/veriframe/health/live`);
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: 'live' });
  const ready = await request.get(`${app()}/api/veriframe/health/ready`);
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });
});
