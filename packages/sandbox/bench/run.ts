/**
 * `pnpm bench` for the sandbox: a bounded load on loopback against token/create and an AgeMatch5.0 query,
 * beside a bare @hono/node-server hello route measured in the same run, printed as a table and ratios.
 * Bound: BENCH_REQUESTS (2,000) per target at BENCH_CONCURRENCY (16), each target capped at BENCH_MAX_MS (10 s).
 * The targets take turns in BENCH_ROUNDS (4) rounds so a busy machine slows them all alike.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { defaultCredentials, startSandbox } from '../src/index';
import { testPersons } from '../src/test-data';
import { type LoadResult, mergeResults, runLoad } from './load';
import { measuredOn } from './machine';

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const requests = numberFromEnv('BENCH_REQUESTS', 2000);
const concurrency = numberFromEnv('BENCH_CONCURRENCY', 16);
const maxMs = numberFromEnv('BENCH_MAX_MS', 10_000);
const rounds = numberFromEnv('BENCH_ROUNDS', 4);
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

/** Warms every target up, then runs the rounds round-robin and merges each target's rounds. */
async function measureAll(targets: [string, string, unknown][]): Promise<LoadResult[]> {
  for (const [, url, body] of targets) await runLoad({ url, body, requests: warmup, concurrency, maxMs });
  const perTarget: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, [, url, body]] of targets.entries()) {
      const share = Math.ceil(requests / rounds);
      perTarget[i]!.push(await runLoad({ url, body, requests: share, concurrency, maxMs: maxMs / rounds }));
    }
  }
  return perTarget.map(mergeResults);
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
      { user: defaultCredentials.user, pass: defaultCredentials.pass },
    ],
    [
      'sandbox: gateway AgeMatch5.0 query',
      `${sandbox.urls.base_url}/process/comprehensive/gateway`,
      {
        user: defaultCredentials.user,
        pass: defaultCredentials.pass,
        service: 'AgeMatch5.0',
        rules: 'AgeMatch5_0_RuleSet_DOB_SSN',
        target: { ...adult, ssn: adult.ssns[0], age: '21+', test_key: 'general_identity' },
      },
    ],
  ];
  const measured = await measureAll(targets);
  const results = targets.map(([name], i): [string, LoadResult] => [name, measured[i]!]);
  const base = results[0]![1];
  console.log(measuredOn());
  console.log(
    `sandbox bench (a report: no goal; compare the ratios to the baseline): ${requests} requests per target in ${rounds} rounds, concurrency ${concurrency}, cap ${maxMs / 1000} s per target, loopback, load from a separate process, Node ${process.version}`,
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
