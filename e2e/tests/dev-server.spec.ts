import { type RunningStack, startStack } from '../support/start-stack';
import { expect, test } from '../support/test';

// `pnpm demo` runs Vite's dev server (workspace packages from src); the rest of the suite uses the build.
test.describe('the demo on the Vite dev server', () => {
  let dev: RunningStack | undefined;
  test.beforeAll(async () => {
    dev = await startStack({ mode: 'dev' });
  });
  test.afterAll(async () => {
    await dev?.stop();
  });

  test('serves every page with live events and no console error', async ({ page }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    // The embedding doctor runs in development builds only: every page of the demo embeds the kit well.
    const doctor: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
      if (m.text().startsWith('Veriframe: ')) doctor.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    const url = dev?.info.url ?? '';
    await page.goto(`${url}/#/`);
    await expect(page.getByText('Events live')).toBeVisible({ timeout: 30_000 });
    for (const link of await page.getByRole('navigation', { name: 'Demo pages' }).getByRole('link').all()) {
      const label = (await link.textContent()) ?? '';
      await link.click();
      // Pages of this demo are headed by their label; a page owned elsewhere (style previewer) just has an h1.
      if (label === 'Style previewer') await expect(page.locator('main h1').first()).toBeVisible();
      else await expect(page.locator('main h1')).toHaveText(label === 'Overview' ? 'Veriframe demo' : label);
    }
    // The proxy answers through Vite's /api forwarding.
    await page.goto(`${url}/#/age`);
    await page.getByRole('button', { name: 'Check age' }).click();
    await expect(page.getByTestId('action')).toHaveText('PASS');
    expect(errors).toEqual([]);
    expect(doctor).toEqual([]);
  });
});
