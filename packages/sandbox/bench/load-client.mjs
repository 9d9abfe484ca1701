// The load generator of `pnpm bench`, run as its own Node process so it does not share the event loop (or
// the core) with the servers it measures. Usage: node load-client.mjs '<json LoadOptions>'; prints a JSON
// LoadResult on stdout. Plain JavaScript with no dependencies, so it starts with bare `node`.
import { Agent, request } from 'node:http';

/** Latency at percentile p (nearest rank) of an ascending array. */
function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** One POST on the keep-alive agent; resolves with the status (0 when the request failed). */
function post(agent, url, payload) {
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
 * Closed loop: `concurrency` workers each send the next request when the previous one is answered, until
 * `requests` were sent or `maxMs` passed. A non-2xx answer counts as failed.
 */
async function runLoad({ url, body, requests, concurrency, maxMs }) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const target = new URL(url);
  const payload = JSON.stringify(body);
  const latencies = [];
  let started = 0;
  let failed = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (started < requests && performance.now() - t0 < maxMs) {
      started += 1;
      const begin = performance.now();
      const status = await post(agent, target, payload);
      latencies.push(performance.now() - begin);
      if (status < 200 || status >= 300) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
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
    latencies,
  };
}

const options = JSON.parse(process.argv[2] ?? '{}');
const result = await runLoad(options);
process.stdout.write(`${JSON.stringify(result)}\n`);
