import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../../scripts/chromium';
import { startStack } from '../support/start-stack';

/**
 * `pnpm --filter @veriframe/e2e screens`: the first screen of every demo page on a laptop (1280x800) and a
 * phone (390x844), as docs/public/screens/<page>-<size>.png for the docs site, plus the quiz while answering
 * (its time left and Submit on the screen). Not a test; `screenshots` writes whole pages for review instead.
 * `--full` also writes whole-page shots, <page>-<size>-full.png, into e2e/screenshots to look at.
 */
const outDir = fileURLToPath(new URL('../../docs/public/screens/', import.meta.url));
const fullDir = fileURLToPath(new URL('../screenshots/', import.meta.url));
const full = process.argv.includes('--full');
const pages = ['overview', 'document', 'hosted', 'quiz', 'age', 'events', 'styles'];
const sizes = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** Waits for the page's content and for what loads in frames (the previewer's hosted pages). */
async function settle(page: Page) {
  await page.locator('main h1').waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('main')?.textContent?.includes('Loading'));
}

async function shoot(page: Page, name: string, size: string) {
  // Below the fold stays as laid out: the shot is the first screen a person sees.
  await page.screenshot({ path: `${outDir}${name}-${size}.png` });
  console.log(`${outDir}${name}-${size}.png`);
  if (full) await page.screenshot({ path: `${fullDir}${name}-${size}-full.png`, fullPage: true });
}

mkdirSync(outDir, { recursive: true });
if (full) mkdirSync(fullDir, { recursive: true });
const stack = await startStack();
const executablePath = chromiumExecutablePath();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumArgs });
try {
  for (const { width, height } of sizes) {
    const size = `${width}x${height}`;
    const phone = width < 500;
    const context = await browser.newContext({
      viewport: { width, height },
      deviceScaleFactor: 1,
      isMobile: phone,
      hasTouch: phone,
    });
    const page = await context.newPage();
    for (const name of pages) {
      await page.goto(`${stack.info.url}/#/${name === 'overview' ? '' : name}`);
      await settle(page);
      await shoot(page, name, size);
    }
    // The quiz while answering: the second question in view, the time left and Submit stuck to the bottom.
    await page.goto(`${stack.info.url}/#/quiz`);
    await settle(page);
    await page.getByRole('button', { name: 'Start the questions' }).click();
    const groups = page.getByTestId('quiz').getByRole('group');
    await groups.nth(3).waitFor();
    await groups.nth(0).getByRole('radio').first().check();
    await groups.nth(1).scrollIntoViewIfNeeded();
    await groups.nth(1).getByRole('radio').first().check();
    await shoot(page, 'quiz-answering', size);
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}
