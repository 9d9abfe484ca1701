import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/ports';
import { expect, test } from '../support/test';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// `pnpm demo` as a person runs it, stopped as Ctrl-C does: SIGINT to the whole foreground process group.
test('Ctrl-C stops `pnpm demo` cleanly: exit 0, no ELIFECYCLE or ERR_PNPM lines', async () => {
  test.setTimeout(90_000);
  const child = spawn('pnpm', ['demo'], {
    cwd: repoRoot,
    detached: true, // its own process group, like a terminal's foreground job
    env: {
      ...process.env,
      DEMO_SANDBOX_API_PORT: '0',
      DEMO_SANDBOX_FRONTEND_PORT: '0',
      DEMO_PROXY_PORT: '0',
      DEMO_PORT: String(await freePort()),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await expect.poll(() => output, { timeout: 60_000 }).toContain('"demo_ready":true');
  process.kill(-child.pid!, 'SIGINT');
  expect(await exited).toBe(0);
  expect(output).not.toMatch(/ELIFECYCLE|ERR_PNPM/);
});
