import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eventually } from './helpers';

// `npx veriframe-sandbox` and `npx veriframe-proxy` are linked by `pnpm install` at the
// repository root and start before any build (the committed bin files fall back to the sources).

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Starts an installed command, resolves with its first stdout line (the JSON ready line). */
function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.slice(0, out.indexOf('\n')));
    });
    child.stderr?.on('data', (chunk) => {
      err += chunk;
    });
    child.on('exit', (code) => reject(new Error(`exited ${code} before a ready line: ${err}`)));
  });
}

async function run(
  command: string,
  env: Record<string, string>,
  afterSigterm: (ready: Record<string, unknown>) => Promise<void> = async () => {},
) {
  const bin = `${root}node_modules/.bin/${command}`;
  expect(existsSync(bin), `${bin} is linked`).toBe(true);
  const child = spawn(bin, [], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const ready = JSON.parse(await firstLine(child)) as Record<string, unknown>;
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await afterSigterm(ready);
    return { ready, exitCode: await exited };
  } finally {
    child.kill('SIGKILL');
  }
}

describe('installed commands', () => {
  it('veriframe-sandbox starts, prints its ready line and stops cleanly on SIGTERM', async () => {
    const { ready, exitCode } = await run('veriframe-sandbox', {
      SANDBOX_API_PORT: '0',
      SANDBOX_FRONTEND_PORT: '0',
    });
    expect(ready).toMatchObject({
      ready: true,
      base_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    });
    expect(exitCode).toBe(0);
  }, 30_000);

  it('veriframe-proxy starts, prints its ready line and stops cleanly on SIGTERM', async () => {
    const { ready, exitCode } = await run('veriframe-proxy', {
      VERIFRAME_PROXY_PORT: '0',
      NODE_ENV: 'development',
    });
    expect(ready).toMatchObject({ ready: true, base_path: '/api/veriframe' });
    expect(exitCode).toBe(0);
  }, 30_000);

  it('veriframe-proxy: on SIGTERM readiness answers 503 draining while it still serves, then it exits 0', async () => {
    let draining: { status: number; body: unknown } | undefined;
    const { exitCode } = await run(
      'veriframe-proxy',
      { VERIFRAME_PROXY_PORT: '0', NODE_ENV: 'development', VERIFRAME_SHUTDOWN_DELAY_MS: '1500' },
      async (ready) => {
        // The signal reaches the command through its bin file: ask until readiness has turned.
        draining = await eventually(
          async () => {
            const res = await fetch(`${ready.url}${ready.base_path}/health/ready`);
            return { status: res.status, body: await res.json() };
          },
          (answer) => answer.status === 503,
          1_200,
        );
      },
    );
    expect(draining).toEqual({ status: 503, body: expect.objectContaining({ status: 'draining' }) });
    expect(exitCode).toBe(0);
  }, 30_000);
});
