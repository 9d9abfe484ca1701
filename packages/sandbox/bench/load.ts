import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LoadOptions {
  /** Absolute URL to POST to. */
  url: string;
  /** JSON body sent with every request. */
  body: unknown;
  /** Requests to send in all (the bound). */
  requests: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** Stop starting new requests after this long, whatever is left. */
  maxMs: number;
}

export interface LoadResult {
  sent: number;
  failed: number;
  elapsedMs: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Every latency in ms, ascending. */
  latencies: number[];
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** Merges rounds of one target: total requests over total time, percentiles over every latency. */
export function mergeResults(rounds: LoadResult[]): LoadResult {
  const latencies = rounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const elapsedMs = rounds.reduce((sum, r) => sum + r.elapsedMs, 0);
  return {
    sent: latencies.length,
    failed: rounds.reduce((sum, r) => sum + r.failed, 0),
    elapsedMs,
    requestsPerSecond: (latencies.length / elapsedMs) * 1000,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    latencies,
  };
}

const client = fileURLToPath(new URL('./load-client.mjs', import.meta.url));

/**
 * Runs a bounded closed-loop load from a separate Node process (`load-client.mjs`), so the generator does not
 * compete with the measured servers for their event loop.
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [client, JSON.stringify(options)],
      { timeout: options.maxMs + 30_000 },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(`load client failed: ${error.message}\n${stderr}`));
          return;
        }
        resolve(JSON.parse(stdout) as LoadResult);
      },
    );
  });
}
