/**
 * `pnpm bench`: one run, figures as ratios against baselines measured in the same run.
 * - proxy throughput vs a minimal node:http proxy (`minimal-proxy.mjs`: forwarding only, the most any Node
 *   proxy can reach on this machine; goal ≥ 0.85), and the p99 latency the proxy adds to direct calls;
 * - the proxy with OpenTelemetry on (the real SDK preloaded, `otel-sdk.mjs`) vs the same proxy with it off (the
 *   API's no-op tracer and meter): CPU per call and throughput, a report with no goal;
 * - webhook verifications per second vs bare node:crypto HMAC (goal ≥ 0.7);
 * - in this process, one proxied call's spans and metric points with the SDK on vs off (`telemetry.ts`).
 * The sandbox, the two proxies and the minimal proxy each run in their own process from their built commands (the
 * bench script builds them first), as a remote service and a proxy would, on loopback, with bounded load:
 * concurrency 16, interleaved rounds, each round capped in time. Two load generators: `fetch` in this process
 * (2,000 requests per side in ten rounds) and the sandbox bench's node:http generator in its own process
 * (6,000 per side in five rounds). Throughput ratios are medians of round-by-round pairs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { runLoad as runLoadFromProcess } from '../../sandbox/bench/load';
import { measuredOn } from '../../sandbox/bench/machine';
import { sandboxDefaultEnv } from '../src/config';
import { type LoadResult, mergeResults, percentile, runLoad } from './load';
import { benchTelemetry } from './telemetry';
import { benchVerification } from './webhook';

const concurrency = 16;
const children: ChildProcess[] = [];

/** Where the proxies' logs go: a file each, not the terminal (a line per request would flood it). */
const logDirectory = mkdtempSync(join(tmpdir(), 'veriframe-bench-'));

/**
 * Starts a built command (as deployed: no TypeScript loader in the measured processes). With `logFile`, its
 * standard error (the proxy's JSON log lines) is written to that file, as a deployment's log collector would take
 * it, rather than printed: a terminal that prints every line costs the proxy, and the bench measures the proxy.
 */
async function startProcess(
  script: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
  logFile?: string,
) {
  if (!existsSync(script)) throw new Error(`${script} is missing: run \`pnpm build\` first`);
  const stderr = logFile ? openSync(logFile, 'w') : 'inherit';
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', stderr],
  });
  if (typeof stderr === 'number') closeSync(stderr); // the child holds its own copy
  children.push(child);
  const ready = await new Promise<Record<string, unknown>>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve(JSON.parse(line) as Record<string, unknown>));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, ready };
}

/** CPU ms a child has used so far, from /proc (Linux); NaN elsewhere. */
function cpuMsOf(child: ChildProcess): number {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, at USER_HZ 100
  } catch {
    return Number.NaN;
  }
}

/** One thing measured: where the load goes, what it posts, and the processes whose CPU it costs. */
interface Side {
  name: string;
  url: string;
  body: unknown;
  /** The forwarding process (none for direct calls); its CPU per call is reported. */
  forwarder?: ChildProcess;
}

/** What one generator measured of one side over all its rounds. */
interface Measured {
  load: LoadResult;
  /** Requests per second of each round, in order (round i of every side ran back to back). */
  roundRps: number[];
  /** CPU µs per call of the side's forwarder and of the sandbox, while this side was loaded. */
  forwarderUs: number;
  /** The forwarder's CPU µs per call in each round, in order (paired with the other sides' like `roundRps`). */
  roundForwarderUs: number[];
  sandboxUs: number;
}

type Generator = (side: Side, requests: number, maxMs: number) => Promise<LoadResult>;

const fetchGenerator: Generator = (side, requests, maxMs) => {
  const body = JSON.stringify(side.body);
  const send = () =>
    fetch(side.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return runLoad(send, { total: requests, concurrency, maxMs });
};

const processGenerator: Generator = (side, requests, maxMs) =>
  runLoadFromProcess({ url: side.url, body: side.body, requests, concurrency, maxMs });

/**
 * Warms every side up, then loads them in `rounds` interleaved rounds (a busy neighbour slows all sides alike
 * instead of one), reading the forwarders' and the sandbox's CPU around each round.
 */
async function measure(
  generate: Generator,
  sides: Side[],
  sandbox: ChildProcess,
  plan: { rounds: number; perRound: number; roundMaxMs: number },
): Promise<Measured[]> {
  for (const side of sides) await generate(side, 200, plan.roundMaxMs);
  const resultsBySide = sides.map(() => [] as LoadResult[]);
  const cpu = sides.map(() => ({ forwarder: 0, sandbox: 0, forwarderByRound: [] as number[] }));
  for (let round = 0; round < plan.rounds; round++) {
    for (const [i, side] of sides.entries()) {
      const before = { forwarder: side.forwarder ? cpuMsOf(side.forwarder) : 0, sandbox: cpuMsOf(sandbox) };
      const result = await generate(side, plan.perRound, plan.roundMaxMs);
      resultsBySide[i]!.push(result);
      const forwarderMs = (side.forwarder ? cpuMsOf(side.forwarder) : 0) - before.forwarder;
      cpu[i]!.forwarder += forwarderMs;
      cpu[i]!.forwarderByRound.push((forwarderMs * 1000) / result.sent);
      cpu[i]!.sandbox += cpuMsOf(sandbox) - before.sandbox;
    }
  }
  return sides.map((side, i) => {
    const load = mergeResults(resultsBySide[i]!);
    if (load.failed > 0) throw new Error(`${side.name}: ${load.failed} requests failed`);
    return {
      load,
      roundRps: resultsBySide[i]!.map((r) => r.requestsPerSecond),
      forwarderUs: (cpu[i]!.forwarder * 1000) / load.sent,
      roundForwarderUs: cpu[i]!.forwarderByRound,
      sandboxUs: (cpu[i]!.sandbox * 1000) / load.sent,
    };
  });
}

const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/**
 * Throughput of `a` against `b`, round by round: the rounds of both ran back to back, so each pair saw the same
 * machine. The median of the pairs is robust to one round a neighbour slowed; the range shows the spread.
 */
function pairedRatio(a: Measured, b: Measured, of: 'roundRps' | 'roundForwarderUs' = 'roundRps') {
  const ratios = a[of].map((value, i) => value / b[of][i]!).sort((x, y) => x - y);
  return { median: percentile(ratios, 50), min: ratios[0]!, max: ratios[ratios.length - 1]! };
}
const spread = (r: { min: number; max: number }) => `[rounds ${fmt(r.min)}-${fmt(r.max)}]`;
const goal = (ratio: number, min: number) =>
  `${fmt(ratio)}  (goal >= ${fmt(min)}) ${ratio >= min ? 'OK' : 'BELOW GOAL'}`;

// long: the bench's steps in the order they run and print (start processes, two generators, the report)
async function main() {
  const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  const sandbox = await startProcess(here('../../sandbox/dist/cli.js'), {
    SANDBOX_API_PORT: '0',
    SANDBOX_FRONTEND_PORT: '0',
  });
  const urls = sandbox.ready as Record<string, string>;
  const proxyEnv = {
    ...sandboxDefaultEnv,
    VERIFRAME_ENV: 'development', // the sandbox's published credentials are refused anywhere else
    VERIFRAME_BASE_URL: urls.base_url!,
    VERIFRAME_AUTH_URL: urls.auth_url!,
    VERIFRAME_VX_URL: urls.vx_url!,
    VERIFRAME_VX_BACKEND_URL: urls.vx_backend_url!,
    VERIFRAME_REPORTING_URL: urls.reporting_url!,
    VERIFRAME_PROXY_PORT: '0',
    VERIFRAME_RATE_LIMIT: '0',
  };
  const logs = {
    proxy: join(logDirectory, 'proxy.log'),
    proxyWithOtel: join(logDirectory, 'proxy-otel.log'),
  };
  const proxy = await startProcess(here('../dist/cli.js'), proxyEnv, [], logs.proxy);
  // The same built proxy with the OpenTelemetry SDK registered before it starts, as an application would.
  const proxyWithOtel = await startProcess(
    here('../dist/cli.js'),
    proxyEnv,
    ['--import', here('./otel-sdk.mjs')],
    logs.proxyWithOtel,
  );
  const minimal = await startProcess(here('./minimal-proxy.mjs'), {
    UPSTREAM_URL: `${urls.vx_backend_url}/token/create`,
    VERIFRAME_USER: sandboxDefaultEnv.VERIFRAME_USER,
    VERIFRAME_PASS: sandboxDefaultEnv.VERIFRAME_PASS,
  });

  // The same sandbox endpoint four ways: token/create directly, through the minimal proxy, and through the
  // proxy's /document/token (which forwards to token/create with the credentials added server-side), with
  // telemetry off and on.
  const sides: Side[] = [
    {
      name: 'direct token/create',
      url: `${urls.vx_backend_url}/token/create`,
      body: { user: sandboxDefaultEnv.VERIFRAME_USER, pass: sandboxDefaultEnv.VERIFRAME_PASS },
    },
    { name: 'minimal node:http proxy', url: String(minimal.ready.url), body: {}, forwarder: minimal.child },
    {
      name: 'proxy /document/token',
      url: `${proxy.ready.url}${proxy.ready.base_path}/document/token`,
      body: {},
      forwarder: proxy.child,
    },
    {
      name: 'proxy, OTel SDK on',
      url: `${proxyWithOtel.ready.url}${proxyWithOtel.ready.base_path}/document/token`,
      body: {},
      forwarder: proxyWithOtel.child,
    },
  ];
  const generators = [
    {
      name: '`fetch` in this process',
      results: await measure(fetchGenerator, sides, sandbox.child, {
        rounds: 10,
        perRound: 200,
        roundMaxMs: 1_000,
      }),
    },
    {
      // Raw keep-alive node:http in its own process: several times cheaper per request than `fetch` here, so
      // it leaves more of the 2 cores to the servers and shows the forwarders' own cost more plainly.
      name: 'node:http, own process',
      results: await measure(processGenerator, sides, sandbox.child, {
        rounds: 5,
        perRound: 1_200,
        roundMaxMs: 3_000,
      }),
    },
  ];
  const verification = benchVerification(50_000);
  const telemetry = await benchTelemetry(20_000, 7);

  console.log(measuredOn());
  console.log(
    `load: concurrency ${concurrency}, loopback; sandbox, both proxies and minimal proxy in separate processes; ` +
      'sides interleaved round by round',
  );
  for (const { name, results } of generators) {
    const [direct, minimalProxy, ours, oursWithOtel] = results as [Measured, Measured, Measured, Measured];
    console.log(`\ngenerator: ${name}, ${direct.load.sent} requests per side`);
    for (const [i, side] of sides.entries()) {
      const r = results[i]!.load;
      console.log(
        `  ${side.name.padEnd(26)}${`${fmt(r.requestsPerSecond, 0)} req/s`.padEnd(14)}` +
          `p50 ${fmt(r.p50Ms)} ms`.padEnd(16) +
          `p99 ${fmt(r.p99Ms)} ms`,
      );
    }
    const againstMinimal = pairedRatio(ours, minimalProxy);
    const minimalAgainstDirect = pairedRatio(minimalProxy, direct);
    console.log(
      `  proxy / minimal proxy throughput:    ${goal(againstMinimal.median, 0.85)} ${spread(againstMinimal)}`,
    );
    console.log(
      `  minimal proxy / direct:              ${fmt(minimalAgainstDirect.median)}  what forwarding alone costs ` +
        spread(minimalAgainstDirect),
    );
    console.log(
      `  p99 added to direct calls:           proxy ${fmt(ours.load.p99Ms - direct.load.p99Ms)} ms, ` +
        `minimal proxy ${fmt(minimalProxy.load.p99Ms - direct.load.p99Ms)} ms`,
    );
    // CPU per call is disturbed far less by a busy machine than throughput is (which shares 2 cores between
    // the generator, the forwarder and the sandbox).
    console.log(
      `  CPU per call (a report, no goal):    proxy ${fmt(ours.forwarderUs, 0)} µs, ` +
        `minimal proxy ${fmt(minimalProxy.forwarderUs, 0)} µs, sandbox ${fmt(ours.sandboxUs, 0)} µs`,
    );
    // Telemetry's cost: the same proxy with the SDK on against it off, paired round by round like throughput.
    const otelCpu = pairedRatio(oursWithOtel, ours, 'roundForwarderUs');
    const otelThroughput = pairedRatio(oursWithOtel, ours);
    console.log(
      `  OTel SDK on / off (proxy, no goal):  CPU per call ${fmt(otelCpu.median)} ${spread(otelCpu)} ` +
        `(${fmt(oursWithOtel.forwarderUs, 0)} vs ${fmt(ours.forwarderUs, 0)} µs), ` +
        `throughput ${fmt(otelThroughput.median)} ${spread(otelThroughput)}`,
    );
  }
  console.log(
    `\nwebhook verifications / bare HMAC:     ${goal(verification.ratio, 0.7)}` +
      `  [${fmt(verification.oursPerSecond, 0)}/s vs ${fmt(verification.barePerSecond, 0)}/s, ${verification.bytes}-byte body]`,
  );
  // The telemetry calls alone, with little noise; the multi-process row also counts what this cannot see (the
  // context manager following every promise of a real request, the batching and garbage collection under load).
  console.log(
    `OTel SDK on, in process (no goal):     +${fmt(telemetry.onUs - telemetry.offUs, 1)} µs CPU per call  ` +
      `[${fmt(telemetry.onUs, 1)} vs ${fmt(telemetry.offUs, 1)} µs for one call's telemetry calls alone: two spans ` +
      'and two histogram points, no HTTP; medians of 7 interleaved rounds]',
  );
}

/**
 * After the proxies exited: how many request lines each logged (every request is logged, none printed), and
 * what else they wrote (the OTel side's span summary, any warning), which is printed.
 */
function reportLogs(files: Record<string, string>): void {
  for (const [name, file] of Object.entries(files)) {
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line !== '');
    const isRequest = (line: string) => line.startsWith('{') && line.includes('"msg":"request"');
    console.log(`${name} log: ${lines.filter(isRequest).length} request lines in ${file}`);
    for (const line of lines.filter((l) => !isRequest(l))) console.log(`  ${line}`);
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

main()
  .catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map(exited));
    reportLogs({
      proxy: join(logDirectory, 'proxy.log'),
      'proxy (OTel SDK on)': join(logDirectory, 'proxy-otel.log'),
    });
  });
