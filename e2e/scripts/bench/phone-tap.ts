import { type Browser, devices, type Page } from '@playwright/test';
import type { StackInfo } from '../../support/stack-info';
import { line, median, ms } from './stats';

const frameTitle = 'Identity verification (sandbox)';
/** A tap, timed from the touch start, at most 1.15x the floor. */
const goalRatio = 1.15;
/** How long the finger rests on the button in the held tap (what the issue measured). */
const fingerDownMs = 100;

/** `held`: the finger down for {@link fingerDownMs}, then up. `instant`: down and up at once. */
type TapMode = 'held' | 'instant';

/** One timed tap: to the first screen shown, and whether the journey page had loaded before the click. */
interface TapRun {
  /** Touch start → the first animation frame at which the journey's iframe is both loaded and displayed. */
  shownMs: number;
  /** Touch start → the click event the tap makes. */
  clickMs: number;
  /** The shown iframe had loaded before the click. */
  loadedBefore: boolean;
  /** Touch start → the session's creation answered (its response's last byte, from resource timing). */
  answerMs: number;
  /** Touch start → the journey's iframe is in the document (the page acted on the answer). */
  insertedMs: number;
  /** Touch start → that iframe's `load`. */
  loadMs: number;
}

/** A fresh Pixel 7 context (touch, mobile viewport, its user agent): empty cache, no open connections. */
const phoneContext = (browser: Browser) => browser.newContext({ ...devices['Pixel 7'] });

/**
 * Taps the demo's "Create session" on a phone through CDP touch events (what a finger sends: touch start, then
 * touch end; the click follows) and times, inside the page, from the `touchstart` to the first animation frame
 * at which the journey's iframe is loaded and displayed (the hosted click bench's end).
 */
async function timeTap(page: Page, url: string, mode: TapMode): Promise<TapRun> {
  await page.goto(`${url}/#/hosted`);
  const button = page.getByRole('button', { name: 'Create session' });
  await button.waitFor();
  await page.getByTestId('session-person').getByText('Ada', { exact: true }).waitFor();
  await button.scrollIntoViewIfNeeded();
  // No named functions inside: the bench runs under tsx, whose `keepNames` would wrap them in a missing `__name`.
  await page.evaluate((title) => {
    type Frame = HTMLIFrameElement & { __loadedAt?: number };
    const w = window as unknown as { __run: Promise<TapRun> };
    document.addEventListener(
      'load',
      (event) => {
        const frame = event.target as Frame;
        if (frame.tagName === 'IFRAME') frame.__loadedAt ??= performance.now();
      },
      true,
    );
    let insertedAt = Number.NaN;
    new MutationObserver(() => {
      if (Number.isNaN(insertedAt) && document.querySelector(`iframe[title="${title}"]`)) {
        insertedAt = performance.now();
      }
    }).observe(document.body, { childList: true, subtree: true });
    w.__run = new Promise((resolve) => {
      let clickAt = Number.NaN;
      document.addEventListener('click', () => (clickAt = performance.now()), { capture: true, once: true });
      document.addEventListener(
        'touchstart',
        async () => {
          const touch = performance.now();
          for (;;) {
            const now = await new Promise<number>((done) =>
              requestAnimationFrame(() => done(performance.now())),
            );
            const shown = [...document.querySelectorAll<Frame>('iframe')].find(
              (frame) => frame.title === title && frame.src.includes('/journey/'),
            );
            if (
              shown?.__loadedAt &&
              shown.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
              shown.offsetWidth > 0 &&
              shown.offsetHeight > 0 &&
              !shown.closest('[inert]')
            ) {
              const creation = performance
                .getEntriesByType('resource')
                .find((entry) => entry.name.endsWith('/vx/sessions')) as PerformanceResourceTiming;
              resolve({
                shownMs: now - touch,
                clickMs: clickAt - touch,
                loadedBefore: shown.__loadedAt < clickAt,
                answerMs: (creation?.responseEnd ?? Number.NaN) - touch,
                insertedMs: insertedAt - touch,
                loadMs: shown.__loadedAt - touch,
              });
              return;
            }
          }
        },
        { capture: true, once: true, passive: true },
      );
    });
  }, frameTitle);
  const box = await button.boundingBox();
  if (!box) throw new Error('"Create session" is not on the screen');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  if (mode === 'held') await new Promise((resolve) => setTimeout(resolve, fingerDownMs));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return page.evaluate(() => (window as unknown as { __run: Promise<TapRun> }).__run);
}

/** The floor on the same phone profile: an already-created session's journey page in a bare iframe. */
async function timeFloor(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/bench.html`);
  await page.waitForFunction(() => 'veriframeBench' in window);
  const floor = await page.evaluate(() =>
    (
      window as unknown as { veriframeBench: { hostedFloor(): Promise<{ shownMs: number }> } }
    ).veriframeBench.hostedFloor(),
  );
  return floor.shownMs;
}

/**
 * The phone tap against its floor, on Playwright's Pixel 7 profile in Chromium, alternating in the same run:
 * the floor, the held tap and the instant tap. Each run is a fresh context; one unmeasured round first.
 */
export async function benchPhoneTap(browser: Browser, stack: StackInfo, runs: number): Promise<void> {
  const floors: number[] = [];
  const taps: Record<TapMode, TapRun[]> = { held: [], instant: [] };
  for (let i = -1; i < runs; i++) {
    for (const mode of ['floor', 'held', 'instant'] as const) {
      const context = await phoneContext(browser);
      const page = await context.newPage();
      if (mode === 'floor') {
        const floor = await timeFloor(page, stack.url);
        if (i >= 0) floors.push(floor);
      } else {
        const run = await timeTap(page, stack.url, mode);
        if (i >= 0) taps[mode].push(run);
      }
      await context.close();
    }
  }
  const floor = median(floors);
  const shown = (mode: TapMode) => median(taps[mode].map((r) => r.shownMs));
  const loadedBefore = (mode: TapMode) => taps[mode].filter((r) => r.loadedBefore).length;
  console.log(
    `\nphone tap on "Create session" (Pixel 7, touch) → the journey's first screen visible, timed from the touch start (median of ${runs} alternating runs each)`,
  );
  console.log(line('floor: created session, bare iframe (to its load)', ms(floor)));
  for (const [mode, label] of [
    ['held', `tap, finger down ${fingerDownMs} ms`],
    ['instant', 'instant tap (down and up at once)'],
  ] as const) {
    const ratio = shown(mode) / floor;
    console.log(
      line(label, `${ratio.toFixed(2)}x`, { text: `≤ ${goalRatio}x the floor`, met: ratio <= goalRatio }),
    );
    console.log(line('   (its time)', ms(shown(mode))));
    const at = (key: 'clickMs' | 'answerMs' | 'insertedMs' | 'loadMs') =>
      ms(median(taps[mode].map((r) => r[key])));
    console.log(line('   (touch start → the creation answered)', at('answerMs')));
    console.log(line('   (touch start → the iframe inserted)', at('insertedMs')));
    console.log(line('   (touch start → click)', at('clickMs')));
    console.log(line('   (touch start → the iframe loaded)', at('loadMs')));
    console.log(line('   (runs whose page had loaded before the click)', `${loadedBefore(mode)} of ${runs}`));
  }
}
