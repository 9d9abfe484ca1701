import { type LoadResult, percentile } from '../../sandbox/bench/load';

export { type LoadResult, mergeResults, percentile } from '../../sandbox/bench/load';

/**
 * A bounded closed-loop load generator run in this process through `send` (the sandbox bench's `runLoad`
 * posts from a separate process instead): `total` requests, `concurrency` in flight, stops at `maxMs`.
 */
export async function runLoad(
  send: () => Promise<Response>,
  options: { total: number; concurrency: number; maxMs: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let started = 0;
  let failed = 0;
  const deadline = performance.now() + options.maxMs;
  const t0 = performance.now();
  async function worker() {
    while (started < options.total && performance.now() < deadline) {
      started++;
      const begin = performance.now();
      try {
        const res = await send();
        await res.arrayBuffer();
        if (!res.ok) failed++;
      } catch {
        failed++;
      }
      latencies.push(performance.now() - begin);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsedMs = performance.now() - t0;
  latencies.sort((a, b) => a - b);
  return {
    sent: latencies.length,
    failed,
    elapsedMs,
    requestsPerSecond: (latencies.length / elapsedMs) * 1000,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    latencies,
  };
}
