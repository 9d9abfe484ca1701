import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../../scripts/chromium';
import { startStack } from '../support/start-stack';

/**
 * `pnpm --filter @veriframe/e2e screenshots`: every demo page, desktop and phone, as PNGs in
 * e2e/screenshots, for a person to look at. Not a test.
 */
const outDir = fileURLToPath(new URL('../screenshots/', import.meta.url));
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['', 'document', 'hosted', 'quiz', 'age', 'events', 'styles'];
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** Pages mid-flow: a journey in its frame, the modal open, the quiz asked, the log filled. */
async function flows(page: Page, name: string) {
  const shot = async (label: string) => {
    await page.waitForTimeout(400);
    const file = `${outDir}flow-${label}-${name}.png`;
    await page.screenshot({ path: file, fullPage: !label.startsWith('hosted-') });
    console.log(file);
  };
  await page.goto(`${stack.info.url}/#/hosted`);
  await page.getByRole('button', { name: 'Create session' }).click();
  await page.frameLocator('iframe[title^="Identity verification"]').getByTestId('journey-start').waitFor();
  await shot('hosted-frame');
  await page.reload();
  await page.getByRole('radio', { name: 'In a dialog' }).check();
  await page.getByRole('button', { name: 'Create session' }).click();
  await page.frameLocator('iframe[title^="Identity verification"]').getByTestId('journey-start').waitFor();
  await shot('hosted-dialog');
  await page.goto(`${stack.info.url}/#/document`);
  await page.getByRole('button', { name: 'Scan a document' }).click();
  await page.frameLocator('iframe[src*="/capture"]').getByTestId('capture-start').waitFor();
  await shot('document-modal');
  await page.reload();
  await page.getByRole('checkbox', { name: /QR code/ }).check();
  await page.getByRole('button', { name: 'Scan a document' }).click();
  await page.frameLocator('iframe[src*="/capture"]').getByTestId('capture-use-phone').click();
  await page.frameLocator('iframe[src*="/capture"]').getByTestId('handoff-status').waitFor();
  await shot('hosted-qr-handoff');
  await page.goto(`${stack.info.url}/#/quiz`);
  await page.getByRole('button', { name: 'Start the questions' }).click();
  await page.getByRole('timer').waitFor();
  await shot('quiz-questions');
  await page.goto(`${stack.info.url}/#/age`);
  await page.getByLabel('Test person').selectOption('minor');
  await page.getByRole('button', { name: 'Check age' }).click();
  await page.getByTestId('action').waitFor();
  await shot('age-result');
  await page.goto(`${stack.info.url}/#/events`);
  await page.locator('[data-testid="event-list"] li').first().waitFor();
  await shot('events-filled');
}

mkdirSync(outDir, { recursive: true });
const stack = await startStack();
const executablePath = chromiumExecutablePath();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumArgs });
try {
  for (const viewport of viewports) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    for (const route of routes) {
      await page.goto(`${stack.info.url}/#/${route}`);
      await page.locator('main h1').waitFor();
      await page.waitForTimeout(300);
      const file = `${outDir}${route.replaceAll('/', '-') || 'overview'}-${viewport.name}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await flows(page, viewport.name);
    await page.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}
