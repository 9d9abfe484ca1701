import type { Browser } from '@playwright/test';
import type { StackInfo } from '../../support/stack-info';
import { line, median, ms } from './stats';

type Run = { visibleMs: number; loadedMs: number };

/**
 * `open()` of the document modal to a visible modal, in Chromium against the sandbox, after `preloadModalSdk()`
 * (goal ≤ 50 ms) and cold (nothing loaded) beside it. Each run is a fresh browser context (empty HTTP cache)
 * and page; one unmeasured round first.
 */
export async function benchModalOpen(browser: Browser, stack: StackInfo, runs: number): Promise<void> {
  const results: Record<string, Run[]> = { preload: [], cold: [] };
  for (let i = -1; i < runs; i++) {
    for (const mode of ['preload', 'cold'] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${stack.url}/bench.html`);
      await page.waitForFunction(() => 'veriframeBench' in window);
      const run = await page.evaluate(
        (m) =>
          (window as unknown as { veriframeBench: { run(m: string): Promise<Run> } }).veriframeBench.run(m),
        mode,
      );
      await context.close();
      if (i >= 0) results[mode]!.push(run);
    }
  }
  const preload = results.preload!;
  const cold = results.cold!;
  const visible = median(preload.map((r) => r.visibleMs));
  console.log(`\ndocument modal open() against the sandbox (median of ${runs} runs, fresh context each)`);
  console.log(
    line('after preloadModalSdk(): open() → visible', ms(visible), { text: '≤ 50 ms', met: visible <= 50 }),
  );
  console.log(line('cold, nothing loaded: open() → visible', ms(median(cold.map((r) => r.visibleMs)))));
  console.log(
    line('after preload: open() → capture page loaded', ms(median(preload.map((r) => r.loadedMs)))),
  );
  console.log(line('cold: open() → capture page loaded', ms(median(cold.map((r) => r.loadedMs)))));
}
