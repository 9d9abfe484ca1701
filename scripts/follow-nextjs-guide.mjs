#!/usr/bin/env node
// Follows docs/guide/nextjs.md as a stranger would, into a new folder: writes every file block it shows, runs
// its install lines, starts the sandbox, builds and starts the app with the commands and variables of its
// "Run it", then runs examples/next-app's Playwright e2e against that app (the guide's files are the example's,
// so this is the suite's one `next build` of a Next app). Nothing is added that the guide does not say, except:
// - npm's `@veriframe` scope points at a local registry holding the packed packages (scripts/registry.mjs, as
//   the guide's "Get the packages" says), because they are not published: the one that
//   npm_config_@veriframe:registry names (test-examples.sh starts one), or one started for the install;
// - the ports the guide names (4010, 4011, 3000) become free ones: the machine is shared.
// Usage: node scripts/follow-nextjs-guide.mjs [--install | --run] [app-dir] [-- playwright args]
//   app-dir is emptied first (default: a new temporary folder); the build stays there for the cross-engine
//   e2e. Run after `pnpm build`; packs the packages when .packs/ has none. --install stops after the guide's
//   install lines, --run goes on from there in the same app-dir (npm mostly waits on the network, so
//   test-examples.sh installs beside other work); neither: both.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { guideProblems, readGuide } from './nextjs-guide.mjs';
import { applyNpmPin } from './pins/npm-pin.mjs';
import { withRegistry } from './registry.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const guidePath = 'docs/guide/nextjs.md';
// The guide's own words (`npm install next@16 ...`) resolve as of the committed date: npm_config_before.
applyNpmPin(process.env);
const exampleDir = join(root, 'examples/next-app');
const argv = process.argv.slice(2);
const phase = ['--install', '--run'].includes(argv[0]) ? argv.shift() : 'all';
const [dirArgument, ...rest] = argv;
const playwrightArgs = rest[0] === '--' ? rest.slice(1) : rest;
const appDir = dirArgument ? resolve(dirArgument) : mkdtempSync(join(tmpdir(), 'veriframe-nextjs-guide-'));

/** The guide's steps, refused before anything is installed when a stranger could not follow them. */
function readSteps() {
  const guide = readGuide(readFileSync(join(root, guidePath), 'utf8'));
  const problems = guideProblems(guide);
  if (problems.length > 0) throw new Error(`${guidePath}:\n- ${problems.join('\n- ')}`);
  return guide;
}

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** The caller's environment without what the guide does not set: no VERIFRAME_*, no development condition. */
function strangerEnv(callerEnv = process.env) {
  const env = { ...callerEnv };
  for (const name of Object.keys(env)) if (name.startsWith('VERIFRAME_')) delete env[name];
  delete env.NODE_OPTIONS;
  return env;
}

const children = [];
function stopAll() {
  for (const child of children.splice(0)) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/**
 * Runs a guide command to completion in the app's folder; throws with its output when it fails. Asynchronous:
 * the registry of the install may be serving from this very process.
 */
function run(script, label, callerEnv = process.env) {
  const started = Date.now();
  const child = spawn('bash', ['-euo', 'pipefail', '-c', script], {
    cwd: appDir,
    env: strangerEnv(callerEnv),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (status) => {
      if (status !== 0)
        return fail(new Error(`${label} failed (${status}):\n${script}\n${stdout}\n${stderr}`));
      console.log(`guide: ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      done(stdout);
    });
  });
}

/** Starts a long-running guide command; resolves with the first match of `ready` in its output. */
function start(script, label, ready) {
  return new Promise((done, fail) => {
    const child = spawn('bash', ['-c', script], {
      cwd: appDir,
      env: strangerEnv(),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = output.match(ready);
      if (!match) return;
      child.stdout.removeAllListeners('data');
      child.stderr.removeAllListeners('data');
      child.stdout.resume();
      // What the app logs from now on stays visible (a hydration or server error explains a failed test).
      child.stderr.on('data', (c) => process.stderr.write(c));
      done(match);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => fail(new Error(`${label} exited (${code}) before it was ready\n${output}`)));
  });
}

async function main() {
  const { files, runs } = readSteps();
  if (phase !== '--run') await install(files, runs);
  if (phase === '--install') return 0;
  return runAndTest(runs);
}

/** Writes the guide's files into the emptied app folder and runs its install lines, word for word. */
async function install(files, runs) {
  rmSync(appDir, { recursive: true, force: true });
  mkdirSync(appDir, { recursive: true });
  for (const { path, body } of files) {
    mkdirSync(dirname(join(appDir, path)), { recursive: true });
    writeFileSync(join(appDir, path), `${body}\n`);
  }
  console.log(`guide: ${files.length} files written to ${appDir}`);
  // npm's @veriframe scope on the local registry: the environment's, or one for this install.
  await withRegistry((env) => run(runs.install, 'install', env));
}

/** Starts the sandbox, builds and starts the app as the guide's "Run it" says, then runs the e2e. */
async function runAndTest(runs) {
  if (!existsSync(join(appDir, 'node_modules/.bin/next')))
    throw new Error(`${appDir}: not installed (run with --install first)`);
  const ports = { 4010: await freePort(), 4011: await freePort(), 3000: await freePort() };
  const onFreePorts = (script) => script.replace(/\b(4010|4011|3000)\b/g, (port) => String(ports[port]));
  const [readyLine] = await start(onFreePorts(runs.sandbox), 'sandbox', /^\{"ready":true.*\}$/m);
  const sandbox = JSON.parse(readyLine);
  await run(onFreePorts(runs.build), 'next build');
  await start(onFreePorts(runs.start), 'next start', /Ready in/);
  await run(onFreePorts(runs.callback), 'document callback URL');
  // What the build inlined, for the cross-engine e2e that serves this build again (e2e/cross-engine/next-app.ts).
  writeFileSync(
    join(appDir, '.next/veriframe-build.json'),
    JSON.stringify({ frontend: sandbox.vx_frontend_url }),
  );

  const e2e = spawnSync('npx', ['--no-install', 'playwright', 'test', ...playwrightArgs], {
    cwd: exampleDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      EXAMPLE_URL: `http://127.0.0.1:${ports[3000]}`,
      EXAMPLE_DIR: appDir,
      SANDBOX_FRONTEND_URL: sandbox.vx_frontend_url,
      SANDBOX_ADMIN_URL: sandbox.admin_url,
    },
  });
  return e2e.status ?? 1;
}

let status = 1;
try {
  status = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stopAll();
}
process.exit(status);
