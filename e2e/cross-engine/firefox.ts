import puppeteer, { type ElementHandle, type Frame, type Page } from 'puppeteer-core';
import { type EngineSession, isXPath, type Scope } from './scope';

/** Debian's Firefox ESR (`firefox-esr`), or FIREFOX_PATH. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** The browser window, set at launch: `page.setViewport` needs BiDi emulation commands Firefox ESR 140 lacks. */
export const firefoxWindow = { width: 1280, height: 800 };

const timeout = 15_000;
const toPuppeteer = (selector: string) => (isXPath(selector) ? `::-p-xpath(${selector})` : selector);

type Point = { x: number; y: number };

/**
 * Where a scope's document sits in the page. Firefox ESR 140 refuses the BiDi `context` locator that puppeteer's
 * own `ElementHandle.click` uses to find a frame's element, so the scope clicks by position instead: it keeps the
 * iframe it was entered through and measures the chain of frames itself.
 */
interface Placement {
  /** Scrolls each iframe of the chain into view, centred, outermost first. */
  reveal(): Promise<void>;
  /** The top-left corner of this document's viewport in the page's viewport, in CSS pixels. */
  origin(): Promise<Point>;
}

const topPlacement: Placement = { reveal: async () => {}, origin: async () => ({ x: 0, y: 0 }) };

const centre = (el: Element) => el.scrollIntoView({ block: 'center' });

/** The iframe's content box (its document's viewport) in the viewport of the document around it. */
const contentBox = (el: Element) => {
  const rect = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  return {
    x: rect.left + el.clientLeft + Number.parseFloat(style.paddingLeft),
    y: rect.top + el.clientTop + Number.parseFloat(style.paddingTop),
  };
};

function frameScope(page: Page, resolve: () => Promise<Frame>, placement: Placement): Scope {
  const element = async (selector: string, visible = true): Promise<ElementHandle> => {
    const frame = await resolve();
    const handle = await frame.waitForSelector(toPuppeteer(selector), { visible, timeout });
    if (!handle) throw new Error(`no element ${selector}`);
    return handle as ElementHandle;
  };
  const click = async (selector: string) => {
    // Centred first, as WebKit's scope does and a person would scroll: a click at a position inside the viewport
    // could land on a sticky bar over the element (the quiz's time left and Submit).
    const target = await element(selector);
    await placement.reveal();
    await target.evaluate(centre);
    const [origin, box] = await Promise.all([
      placement.origin(),
      target.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.left, y: r.top, width: r.width, height: r.height };
      }),
    ]);
    if (box.width === 0 || box.height === 0) throw new Error(`${selector} has no box to click`);
    const point = { x: origin.x + box.x + box.width / 2, y: origin.y + box.y + box.height / 2 };
    const view = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    if (point.x < 0 || point.y < 0 || point.x >= view.width || point.y >= view.height)
      throw new Error(`${selector} is outside the page's viewport at ${point.x},${point.y} after scrolling`);
    await page.mouse.click(point.x, point.y);
  };
  return {
    click,
    async fill(selector, value) {
      await click(selector);
      const field = await element(selector);
      // Selected, so the keys replace the old value, as a person's typing would.
      await field.evaluate((el) => (el as HTMLInputElement).select());
      await page.keyboard.type(value);
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
      const host = () => element(selector, false);
      return frameScope(
        page,
        async () => {
          const child = await (await host()).contentFrame();
          if (!child) throw new Error(`${selector} has no frame`);
          return child;
        },
        {
          async reveal() {
            await placement.reveal();
            await (await host()).evaluate(centre);
          },
          async origin() {
            const [outer, inner] = await Promise.all([
              placement.origin(),
              (await host()).evaluate(contentBox),
            ]);
            return { x: outer.x + inner.x, y: outer.y + inner.y };
          },
        },
      );
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
    // No viewport emulation: the page is the window's own (`setViewport` sends emulation commands ESR 140 lacks).
    defaultViewport: null,
    args: [`--width=${firefoxWindow.width}`, `--height=${firefoxWindow.height}`],
  });
  const page = await browser.newPage();
  return {
    engine: 'firefox',
    top: frameScope(page, async () => page.mainFrame(), topPlacement),
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
