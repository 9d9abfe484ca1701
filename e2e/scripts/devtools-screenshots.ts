import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../../scripts/chromium';
import { startStack } from '../support/start-stack';

/**
 * `pnpm --filter @veriframe/e2e screenshots:devtools`: the devtools panel's four tabs on the demo's hosted page
 * after a forged message and a journey, as PNGs in docs/public/devtools for the docs page. Not a test.
 */
const outDir = fileURLToPath(new URL('../../docs/public/devtools/', import.meta.url));
mkdirSync(outDir, { recursive: true });
const stack = await startStack();
const executablePath = chromiumExecutablePath();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const { url, sandbox_frontend: hosted } = stack.info;
  await page.goto(`${url}/?devtools#/hosted`);
  await page.getByRole('button', { name: 'Create session' }).click();
  const journey = page.frameLocator('iframe[title^="Identity verification"]');
  await journey.getByTestId('journey-start').waitFor();
  // A forged PASS from a frame beside the journey, then the real journey to its end.
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = 'beside';
    frame.allow = 'camera';
    document.body.append(frame);
  }, `${hosted}/not-the-journey`);
  await page.frameLocator('iframe[title="beside"]').locator('body').waitFor({ state: 'attached' });
  await page
    .frame({ url: `${hosted}/not-the-journey` })
    ?.evaluate(() => window.parent.postMessage('PASS', '*'));
  await journey.getByTestId('journey-start').click();
  await journey.getByTestId('document-fail').click();
  await page.getByTestId('session-messages').locator('li').first().waitFor();
  await page.getByRole('button', { name: /^Veriframe devtools/ }).click();
  for (const tab of ['Doctor', 'Flows', 'Messages', 'Proxy calls']) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    const file = `${outDir}${tab.toLowerCase().replace(' ', '-')}.png`;
    await page.getByRole('dialog', { name: 'Veriframe devtools' }).screenshot({ path: file });
    console.log(file);
  }
} finally {
  await browser.close();
  await stack.stop();
}
