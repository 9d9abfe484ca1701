// Starts what an example's e2e needs, from the packed packages installed in the example: the sandbox
// (`veriframe-sandbox`), then the app's build and server. Node built-ins only (shared by both examples,
// which are not workspace members). Every server listens on 127.0.0.1 on a free port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A free TCP port on 127.0.0.1 (asked from the OS, then released for the child to take). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The environment without any VERIFRAME_* variable: builds must need none (CI builds have no secrets). */
export function envWithoutVeriframe(extra = {}) {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith('VERIFRAME_')) delete env[name];
  return { ...env, ...extra };
}

const children = [];
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escapes start with ESC.
const ansiEscape = /\u001b\[[0-9;]*m/g;

/**
 * Spawns `command`; resolves with the child once a line of its output matches `ready` (the match is returned
 * too). Rejects when the child exits first or `timeoutMs` passes, with the output so far.
 */
export function start(command, args, { cwd, env, ready, timeoutMs = 60_000 }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    children.push(child);
    let output = '';
    const timer = setTimeout(() => fail(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    const fail = (error) => {
      clearTimeout(timer);
      reject(new Error(`${command} ${args.join(' ')}: ${error.message}\n${output}`));
    };
    const onData = (chunk) => {
      output += chunk;
      // Colours off before matching: with CI set (as in CI), Vite and others colour their output even
      // without a terminal, which splits `Local:` into `Local` + an escape + `:`.
      const match = output.replace(ansiEscape, '').match(ready);
      if (match) {
        clearTimeout(timer);
        child.stdout.removeAllListeners('data');
        child.stderr.removeAllListeners('data');
        child.stdout.resume();
        child.stderr.on('data', (c) => process.stderr.write(c));
        resolve({ child, match });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => fail(new Error(`exited with ${code} before it was ready`)));
  });
}

/** Runs a command to completion (a build), failing with its output. */
export function run(command, args, { cwd, env }) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  console.log(`${command} ${args.join(' ')}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.stdout;
}

/** Stops every process started here (each in its own process group, so grandchildren go too). */
export function stopAll() {
  for (const child of children.splice(0)) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** Starts the packed sandbox installed in `appDir` on free ports; returns its ready line (URLs). */
export async function startSandbox(appDir) {
  const { match } = await start(join(appDir, 'node_modules/.bin/veriframe-sandbox'), [], {
    cwd: appDir,
    env: { ...process.env, SANDBOX_API_PORT: '0', SANDBOX_FRONTEND_PORT: '0' },
    ready: /^\{"ready":true.*\}$/m,
  });
  return JSON.parse(match[0]);
}

/**
 * The server-side `VERIFRAME_*` variables for this sandbox with its default credentials, from the packed
 * `@veriframe/server` installed in `appDir` (its `sandboxEnv`).
 */
export async function proxyEnv(appDir, sandbox) {
  const server = await import(
    pathToFileURL(join(appDir, 'node_modules/@veriframe/server/dist/index.js')).href
  );
  return server.sandboxEnv(sandbox);
}

/** Points the sandbox's document callbacks (6.2) at the app's receiver. */
export async function setCallbackUrl(sandbox, url) {
  const response = await fetch(`${sandbox.admin_url}/settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ callback_url: url }),
  });
  if (!response.ok) throw new Error(`PATCH settings: ${response.status} ${await response.text()}`);
}

/** What both examples' Playwright configs share: the system Chromium, one worker (the machine is shared). */
export const playwrightOptions = {
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
};
/** CHROMIUM_PATH, then Debian's /usr/bin/chromium, else Playwright's own (`playwright install chromium`). */
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
export const chromiumLaunchOptions = {
  ...(chromium ? { executablePath: chromium } : {}),
  args: ['--no-sandbox', '--disable-gpu'],
};
