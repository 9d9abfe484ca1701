import puppeteer, { type ElementHandle, type Frame } from 'puppeteer-core';
import { type EngineSession, isXPath, type Scope } from './scope';

/** Debian's Firefox ESR (`firefox-esr`), or FIREFOX_PATH. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const timeout = 15_000;
const toPuppeteer = (selector: string) => (isXPath(selector) ? `::-p-xpath(${selector})` : selector);

function frameScope(resolve: () => Promise<Frame>): Scope {
  const element = async (selector: string, visible = true): Promise<ElementHandle> => {
    const frame = await resolve();
    const handle = await frame.waitForSelector(toPuppeteer(selector), { visible, timeout });
    if (!handle) throw new Error(`no element ${selector}`);
    return handle as ElementHandle;
  };
  return {
    async click(selector) {
      // Centred first, as WebKit's scope does and a person would scroll: puppeteer clicks without scrolling
      // whatever is inside the viewport, even under a sticky bar (the quiz's time left and Submit).
      const target = await element(selector);
      await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await target.click();
    },
    async fill(selector, value) {
      const field = await element(selector);
      await field.click();
      // Selected, so the keys replace the old value, as a person's typing would.
      await field.evaluate((el) => (el as HTMLInputElement).select());
      await field.type(value);
    },
    async select(selector, value) {
      await (await element(selector)).select(value);
    },
    async text(selector) {
      return (await element(selector, false)).evaluate((el) => el.textContent ?? '');
    },
    async attribute(selector, name) {
      return (await element(selector, false)).evaluate((el, n) => el.getAttribute(n), name);
    },
    async count(selector) {
      return (await (await resolve()).$$(toPuppeteer(selector))).length;
    },
    async evaluate(fn, ...args) {
      // biome-ignore lint/suspicious/noExplicitAny: puppeteer's evaluate types do not follow a generic function
      return (await resolve()).evaluate(fn as any, ...args) as never;
    },
    frame(selector) {
      return frameScope(async () => {
        const child = await (await element(selector, false)).contentFrame();
        if (!child) throw new Error(`${selector} has no frame`);
        return child;
      });
    },
  };
}

/** Headless Firefox ESR driven by puppeteer-core over WebDriver BiDi: one browser, one page. */
export async function launchFirefox(): Promise<EngineSession> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    protocolTimeout: 60_000,
  });
  const page = await browser.newPage();
  return {
    engine: 'firefox',
    top: frameScope(async () => page.mainFrame()),
    async goto(url) {
      await page.goto(url);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async clearCookies() {
      const cookies = await browser.cookies();
      if (cookies.length > 0) await browser.deleteCookie(...cookies);
    },
    async close() {
      await browser.close();
    },
  };
}
