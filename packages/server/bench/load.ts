/** A bounded closed-loop load generator: `total` requests, `concurrency` in flight, stops at `maxMs`. */
export interface LoadResult {
  /** Every request's latency, ms (for combining rounds). */
  latencies: number[];
  completed: number;
  failed: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

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
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    latencies,
    completed: latencies.length,
    failed,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: pick(0.5),
    p99Ms: pick(0.99),
  };
}

/** Combines interleaved rounds of one side into one figure: total requests over total time. */
export function combine(rounds: LoadResult[]): LoadResult {
  const latencies = rounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0);
  const pick = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    latencies,
    completed: latencies.length,
    failed: rounds.reduce((sum, r) => sum + r.failed, 0),
    seconds,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: pick(0.5),
    p99Ms: pick(0.99),
  };
}
