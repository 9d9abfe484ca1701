import { Agent, request } from 'node:http';

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
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** One POST on a keep-alive agent; resolves with the status (0 when the request failed). */
function post(agent: Agent, url: URL, payload: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(payload);
  });
}

/**
 * Sends a bounded closed-loop load: `concurrency` workers each send the next request when the previous one is
 * answered, until `requests` were sent or `maxMs` passed. A non-2xx answer counts as failed.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const url = new URL(options.url);
  const payload = JSON.stringify(options.body);
  const latencies: number[] = [];
  let started = 0;
  let failed = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (started < options.requests && performance.now() - t0 < options.maxMs) {
      started += 1;
      const begin = performance.now();
      const status = await post(agent, url, payload);
      latencies.push(performance.now() - begin);
      if (status < 200 || status >= 300) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsedMs = performance.now() - t0;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    sent: latencies.length,
    failed,
    elapsedMs,
    requestsPerSecond: (latencies.length / elapsedMs) * 1000,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}
