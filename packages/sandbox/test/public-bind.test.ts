import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../src/index';

// The admin API (the outbox with bearer links, settings, the clock) answers whoever reaches the sandbox, so it
// listens on loopback unless the command line names the risk. Spawned as `npx` runs it: the bin file.

const bin = fileURLToPath(new URL('../bin/veriframe-sandbox.js', import.meta.url));
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGTERM');
});

/** Resolves with the ready line and what stderr said by then, or with the exit code when it stops first. */
function start(args: string[]) {
  const child = spawn(process.execPath, [bin, '--api-port', '0', '--frontend-port', '0', ...args], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  return new Promise<{ ready?: Record<string, string>; exitCode?: number | null; stderr: string }>(
    (resolve) => {
      let out = '';
      let stderr = '';
      child.stdout?.on('data', (chunk) => {
        out += chunk;
        if (out.includes('\n')) resolve({ ready: JSON.parse(out.slice(0, out.indexOf('\n'))), stderr });
      });
      child.stderr?.on('data', (chunk) => {
        stderr += chunk;
      });
      child.on('exit', (exitCode) => resolve({ exitCode, stderr }));
    },
  );
}

describe('veriframe-sandbox on a non-loopback address', () => {
  it('--host 0.0.0.0 under NODE_ENV=production refuses to start, naming the flag', async () => {
    const started = await start(['--host', '0.0.0.0']);
    expect(started.ready).toBeUndefined();
    expect(started.exitCode).not.toBe(0);
    expect(started.stderr).toMatch(/--host 0\.0\.0\.0.*not loopback/);
    expect(started.stderr).toMatch(/--unsafe-open-to-network/);
  }, 60_000);

  it('with --unsafe-open-to-network it starts and says, before the ready line, who can reach the admin API', async () => {
    const started = await start(['--host', '0.0.0.0', '--unsafe-open-to-network']);
    expect(started.ready).toMatchObject({
      ready: true,
      admin_url: expect.stringMatching(/^http:\/\/0\.0\.0\.0:/),
    });
    expect(started.stderr).toMatch(/admin API .* answers anyone who can reach 0\.0\.0\.0/);
  }, 60_000);

  it('loopback needs no flag and says nothing', async () => {
    const started = await start(['--host', '127.0.0.1']);
    expect(started.ready).toMatchObject({ ready: true });
    expect(started.stderr).toBe('');
  }, 60_000);

  it('startSandbox({ host }) refuses a non-loopback address without unsafeOpenToNetwork', async () => {
    await expect(startSandbox({ host: '0.0.0.0' })).rejects.toThrow(/unsafeOpenToNetwork/);
  });
});
