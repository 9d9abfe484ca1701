import { type ChildProcess, spawn } from 'node:child_process';
import { Key, remote } from 'webdriverio';
import { freePort } from '../support/ports';
import { type EngineSession, type Scope, until } from './scope';

/** Debian's WebKitGTK MiniBrowser (package `webkit2gtk-driver` brings it and `WebKitWebDriver`). */
export const miniBrowserPath =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const timeout = 15_000;
type Browser = Awaited<ReturnType<typeof remote>>;

/** By script: WebdriverIO's own scrollIntoView tries a wheel action first, which WebKitWebDriver refuses. */
async function scrollIntoView(browser: Browser, target: WebdriverIO.Element) {
  await browser.execute((el) => (el as unknown as Element).scrollIntoView({ block: 'center' }), target);
}

/**
 * React may replace a node between finding it and acting on it (a route change re-renders the page). The
 * driver then answers "stale element reference" and nothing was done, so the whole step is safe to take again,
 * from finding the node on.
 */
async function againIfStale<T>(step: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await step();
    } catch (error) {
      const stale =
        error instanceof Error && /stale element reference/i.test(`${error.name} ${error.message}`);
      if (!stale || Date.now() > deadline) throw error;
    }
  }
}

/**
 * Classic WebDriver keeps one "current frame": each call goes back to the top and down the chain of iframes
 * again, so a scope never depends on where the last call left off. Each iframe is scrolled into view first:
 * WebKitWebDriver misses clicks inside a frame that is off screen.
 */
function frameScope(browser: Browser, chain: string[]): Scope {
  const enter = async () => {
    await browser.switchFrame(null);
    for (const selector of chain) {
      const frame = await browser.$(selector);
      await frame.waitForExist({ timeout });
      await scrollIntoView(browser, await frame.getElement());
      await browser.switchFrame(frame);
    }
  };
  const element = async (selector: string, visible = true) => {
    await enter();
    const found = await browser.$(selector);
    if (visible) await found.waitForDisplayed({ timeout });
    else await found.waitForExist({ timeout });
    return found;
  };
  return {
    click: (selector) =>
      againIfStale(async () => {
        const target = await element(selector);
        await scrollIntoView(browser, await target.getElement());
        await target.click();
      }),
    fill: (selector, value) =>
      againIfStale(async () => {
        const field = await element(selector);
        await field.click();
        // Selected, so the keys replace the old value, as a person's typing would.
        await browser.execute((el) => (el as unknown as HTMLInputElement).select(), field);
        await field.addValue(value);
      }),
    select: (selector, value) =>
      againIfStale(async () => (await element(selector)).selectByAttribute('value', value)),
    text: (selector) =>
      againIfStale(async () => {
        const found = await element(selector, false);
        return browser.execute((el) => (el as unknown as Element).textContent ?? '', found);
      }),
    attribute: (selector, name) =>
      againIfStale(async () => (await element(selector, false)).getAttribute(name)),
    async count(selector) {
      await enter();
      return (await browser.$$(selector)).length;
    },
    async evaluate(fn, ...args) {
      await enter();
      // biome-ignore lint/suspicious/noExplicitAny: WebdriverIO's execute types do not follow a generic function
      return browser.execute(fn as any, ...args) as never;
    },
    frame(selector) {
      return frameScope(browser, [...chain, selector]);
    },
  };
}

/** Stops the driver and the Xvfb that xvfb-run started (their process group). */
function stop(driver: ChildProcess) {
  try {
    process.kill(-(driver.pid as number), 'SIGTERM');
  } catch {
    // already gone
  }
}

/**
 * MiniBrowser in automation mode, under Xvfb (it has no headless mode), driven by WebdriverIO over classic
 * WebDriver through Debian's `WebKitWebDriver`: one browser, one window.
 */
export async function launchWebKit(): Promise<EngineSession> {
  const port = await freePort();
  const driver = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`, '--host=127.0.0.1'], {
    detached: true,
    stdio: 'ignore',
  });
  try {
    await until('WebKitWebDriver to answer', async () => {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      return response.ok;
    });
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'warn',
      connectionRetryTimeout: 60_000,
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    return {
      engine: 'webkit',
      top: frameScope(browser, []),
      async goto(url) {
        await browser.url(url);
      },
      async press(key) {
        // To the focused element of the top document: WebKitWebDriver's key actions do not reach the page.
        await browser.switchFrame(null);
        const active = (await browser.getActiveElement()) as unknown as Record<string, string>;
        const id = Object.values(active)[0] as string;
        await browser.elementSendKeys(id, key === 'Escape' ? Key.Escape : Key.Tab);
      },
      async clearCookies() {
        await browser.deleteCookies();
      },
      async close() {
        await browser.deleteSession().catch(() => undefined);
        stop(driver);
      },
    };
  } catch (error) {
    stop(driver);
    throw error;
  }
}
