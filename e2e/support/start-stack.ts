import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, freePrefixPortPair } from './ports';
import type { StackInfo } from './stack-info';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const demoDir = `${repoRoot}apps/demo/`;
const tsx = `${repoRoot}e2e/node_modules/.bin/tsx`;

export interface RunningStack {
  info: StackInfo;
  stop(): Promise<void>;
}

/**
 * Starts `apps/demo/scripts/start.ts` (exactly what `pnpm demo` runs), by default in production-build mode, on free ports
 * and waits for its ready line. The child gets its own process group so stopping it stops everything it began.
 */
export async function startStack({
  mode = 'preview',
  timeoutMs = 120_000,
}: {
  mode?: 'preview' | 'dev';
  timeoutMs?: number;
} = {}): Promise<RunningStack> {
  const { port: frontendPort, extended } = await freePrefixPortPair();
  const outDir = await mkdtemp(join(tmpdir(), 'veriframe-demo-dist-'));
  const env = {
    ...process.env,
    DEMO_MODE: mode,
    DEMO_READY_JSON: '1', // the machine-readable ready line this setup waits for
    // Its own build directory: another run of the suite may be building or serving apps/demo/dist right now.
    DEMO_OUT_DIR: outDir,
    // The devtools panel in the build, shown only on a page opened with `?devtools` (e2e/tests/devtools-*.spec.ts).
    VITE_VERIFRAME_DEVTOOLS: '1',
    DEMO_SANDBOX_API_PORT: String(await freePort()),
    DEMO_SANDBOX_FRONTEND_PORT: String(frontendPort),
    DEMO_PROXY_PORT: String(await freePort()),
    DEMO_PORT: String(await freePort()),
  };
  const child: ChildProcess = spawn(tsx, ['--conditions=@veriframe/development', 'scripts/start.ts'], {
    cwd: demoDir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<Omit<StackInfo, 'prefix_attacker_port' | 'dist_dir'>>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the demo stack did not start in time:\n${output}`)),
      timeoutMs,
    );
    let checked = 0; // output before this offset holds no complete ready line
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const end = output.lastIndexOf('\n');
      if (end < checked) return;
      const line = output
        .slice(checked, end)
        .split('\n')
        .find((l) => l.startsWith('{"demo_ready":true'));
      checked = end + 1;
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line));
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the demo stack exited (${code}):\n${output}`));
    });
  });
  const stopProcess = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.pid === undefined) return resolve();
      const force = setTimeout(() => {
        try {
          process.kill(-(child.pid as number), 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      try {
        process.kill(-(child.pid as number), 'SIGTERM');
      } catch {
        resolve();
      }
    });
  const stop = async () => {
    await stopProcess();
    await rm(outDir, { recursive: true, force: true });
  };
  try {
    const info = await ready;
    return { info: { ...info, prefix_attacker_port: extended, dist_dir: outDir }, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
