import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/ports';
import { expect, test } from '../support/test';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Starts `pnpm demo` in its own process group, as a terminal's foreground job, and waits until it is ready. */
async function startDemo() {
  const child = spawn('pnpm', ['demo'], {
    cwd: repoRoot,
    detached: true,
    env: {
      ...process.env,
      DEMO_SANDBOX_API_PORT: '0',
      DEMO_SANDBOX_FRONTEND_PORT: '0',
      DEMO_PROXY_PORT: '0',
      DEMO_PORT: String(await freePort()),
      DEMO_READY_JSON: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await expect.poll(() => output, { timeout: 60_000 }).toContain('"demo_ready":true');
  return { group: -child.pid!, exited, output: () => output };
}

test('Ctrl-C stops `pnpm demo` cleanly: exit 0, no ELIFECYCLE or ERR_PNPM lines', async () => {
  test.setTimeout(90_000);
  const demo = await startDemo();
  process.kill(demo.group, 'SIGINT'); // what a terminal does on Ctrl-C
  expect(await demo.exited, demo.output()).toBe(0);
  expect(demo.output()).not.toMatch(/ELIFECYCLE|ERR_PNPM/);
});

// SIGTERM, as a process manager or pnpm's own forwarding sends it: Vite's dev server has a SIGTERM handler that
// exits 143 as soon as Vite alone has closed, which can win the race with the demo's full shutdown. pnpm itself
// then re-raises SIGTERM on its own process, which is pnpm's convention, so what this checks is the demo's
// process: pnpm prints "Exit status N" when it ends with anything but 0.
test('SIGTERM to `pnpm demo`: the demo closes everything itself and exits 0', async () => {
  test.setTimeout(90_000);
  const demo = await startDemo();
  process.kill(demo.group, 'SIGTERM');
  await demo.exited;
  expect(demo.output()).not.toMatch(/Exit status|ERR_PNPM/);
});
