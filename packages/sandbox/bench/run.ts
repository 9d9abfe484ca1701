/**
 * `pnpm bench` for the sandbox: a bounded load on loopback against token/create and an AgeMatch5.0 query,
 * beside a bare @hono/node-server hello route measured in the same run, printed as a table and ratios.
 * Bound: BENCH_REQUESTS (2,000) per target at BENCH_CONCURRENCY (16), each target capped at BENCH_MAX_MS (10 s).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { startSandbox } from '../src/index';
import { testPersons } from '../src/test-data';
import { type LoadResult, runLoad } from './load';

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const requests = numberFromEnv('BENCH_REQUESTS', 2000);
const concurrency = numberFromEnv('BENCH_CONCURRENCY', 16);
const maxMs = numberFromEnv('BENCH_MAX_MS', 10_000);
const warmup = Math.min(200, requests);

/** The baseline: the same HTTP stack with no framework routing and no work. */
async function startBaseline(): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve(
      { fetch: () => Response.json({ hello: 'world' }), port: 0, hostname: '127.0.0.1' },
      (info: AddressInfo) =>
        resolve({
          url: `http://127.0.0.1:${info.port}/hello`,
          close: () => new Promise<void>((done) => server.close(() => done())),
        }),
    );
  });
}

async function measure(url: string, body: unknown): Promise<LoadResult> {
  await runLoad({ url, body, requests: warmup, concurrency, maxMs });
  return runLoad({ url, body, requests, concurrency, maxMs });
}

const adult = testPersons.adult;
const sandbox = await startSandbox({ apiPort: 0, frontendPort: 0 });
const baseline = await startBaseline();
try {
  const targets: [string, string, unknown][] = [
    ['baseline: bare @hono/node-server hello', baseline.url, {}],
    [
      'sandbox: document token/create',
      `${sandbox.urls.vx_backend_url}/token/create`,
      { user: 'sandbox', pass: 'sandbox-pass' },
    ],
    [
      'sandbox: gateway AgeMatch5.0 query',
      `${sandbox.urls.base_url}/process/comprehensive/gateway`,
      {
        user: 'sandbox',
        pass: 'sandbox-pass',
        service: 'AgeMatch5.0',
        rules: 'AgeMatch5_0_RuleSet_DOB_SSN',
        target: { ...adult, ssn: adult.ssns[0], age: '21+', test_key: 'general_identity' },
      },
    ],
  ];
  const results: [string, LoadResult][] = [];
  for (const [name, url, body] of targets) results.push([name, await measure(url, body)]);
  const base = results[0]![1];
  console.log(
    `sandbox bench: ${requests} requests per target, concurrency ${concurrency}, cap ${maxMs / 1000} s, loopback, Node ${process.version}`,
  );
  console.table(
    results.map(([name, r]) => ({
      target: name,
      'req/s': Math.round(r.requestsPerSecond),
      'p50 ms': Number(r.p50Ms.toFixed(2)),
      'p99 ms': Number(r.p99Ms.toFixed(2)),
      sent: r.sent,
      failed: r.failed,
      'vs baseline req/s': Number((r.requestsPerSecond / base.requestsPerSecond).toFixed(2)),
    })),
  );
  const failed = results.filter(([, r]) => r.failed > 0 || r.sent === 0);
  if (failed.length > 0) {
    console.error(`failed requests in: ${failed.map(([n]) => n).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await baseline.close();
  await sandbox.close();
}
