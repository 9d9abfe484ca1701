import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../../scripts/chromium';
import { startStack } from '../support/start-stack';

/**
 * `pnpm bench` (e2e part): `open()` of the document modal to a visible modal, in Chromium against the sandbox,
 * after `preloadModalSdk()` (goal ≤ 50 ms) and cold (nothing loaded) beside it. Each run is a fresh browser
 * context (empty HTTP cache) and page. Prints medians; never fails on a figure.
 */
const runs = Number(process.env.BENCH_RUNS ?? 11);
type Run = { visibleMs: number; loadedMs: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

const stack = await startStack();
const executablePath = chromiumExecutablePath();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumArgs });
try {
  const results: Record<string, Run[]> = { preload: [], cold: [] };
  // One unmeasured round first: Chromium and the servers warm up their own code paths.
  for (let i = -1; i < runs; i++) {
    for (const mode of ['preload', 'cold'] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${stack.info.url}/bench.html`);
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
  console.log(
    `\ndocument modal open() in Chromium against the sandbox (median of ${runs} runs, fresh context each)`,
  );
  console.log(
    `  with preloadModalSdk() done first   open() → visible  ${ms(median(preload.map((r) => r.visibleMs)))}   (goal ≤ 50 ms)`,
  );
  console.log(
    `  cold, nothing loaded                open() → visible  ${ms(median(cold.map((r) => r.visibleMs)))}`,
  );
  console.log(
    `  with preload                        open() → capture page loaded  ${ms(median(preload.map((r) => r.loadedMs)))}`,
  );
  console.log(
    `  cold                                open() → capture page loaded  ${ms(median(cold.map((r) => r.loadedMs)))}`,
  );
} finally {
  await browser.close();
  await stack.stop();
}
