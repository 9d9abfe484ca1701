import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../../scripts/chromium';
import { startStack } from '../support/start-stack';
import { benchHostedClick } from './bench/hosted-click';
import { benchModalOpen } from './bench/modal-open';
import { benchPhoneTap } from './bench/phone-tap';
import { measuredOn } from './bench/stats';

/**
 * `pnpm bench` (e2e part), in Chromium against the demo's stack: the document modal's `open()`, the hosted
 * click and the phone tap, each against its floor. Prints medians with each goal beside its figure; never fails
 * on a figure.
 * `BENCH_RUNS` (default 11) runs per figure; `BENCH_ONLY=hosted|modal|phone` runs one of the three.
 */
const runs = Number(process.env.BENCH_RUNS ?? 11);
const only = process.env.BENCH_ONLY;
// Every run makes sessions through the proxy: its per-address rate limit (60 a minute) would refuse them.
process.env.VERIFRAME_RATE_LIMIT ??= '1000000';

const stack = await startStack();
const executablePath = chromiumExecutablePath();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumArgs });
try {
  console.log(`\n${measuredOn(browser.version())}`);
  if (!only || only === 'modal') await benchModalOpen(browser, stack.info, runs);
  if (!only || only === 'hosted') await benchHostedClick(browser, stack.info, runs);
  if (!only || only === 'phone') await benchPhoneTap(browser, stack.info, runs);
} finally {
  await browser.close();
  await stack.stop();
}
