#!/usr/bin/env node
// A local npm registry holding the five packages as if they were published: Verdaccio in a temporary folder,
// on 127.0.0.1 only, with each packed tarball (.packs/, scripts/pack-packages.mjs) published to it. It holds
// @veriframe/* and nothing else (no uplink): an app reaches it through the scope setting
// `@veriframe:registry=<url>`, so every other package still comes from the npm registry.
// Usage:
//   node scripts/registry.mjs [--port 4873]    (`pnpm registry`, after `pnpm build`) packs, starts, publishes,
//       prints the line that points npm at it, and serves until Ctrl-C.
//   node scripts/registry.mjs --exec -- <command...>    (the test command) starts it on a port of its own,
//       publishes (packing only when .packs/ lacks a tarball), runs the command with
//       npm_config_@veriframe:registry set, and npm_config_before as every install of the test command
//       (scripts/pins/npm-pin.mjs), stops it and exits with the command's status. When that variable is set
//       already, the command simply runs against the registry it names. withRegistry() is the same from Node.
// The folder (storage, htpasswd) is removed when it stops.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { applyNpmPin } from './pins/npm-pin.mjs';
import { publishTarball } from './registry-publish.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The packages the registry publishes, by their folder in packages/. */
export const packageNames = ['core', 'react', 'react-native', 'server', 'sandbox'];
/** The environment variable that points npm's @veriframe scope at a registry (npm reads npm_config_*). */
export const scopeVariable = 'npm_config_@veriframe:registry';
const tarball = (name) => join(root, '.packs', `veriframe-${name}.tgz`);
const run = promisify(execFile);

/** Packs the packages (scripts/pack-packages.mjs), or only when a tarball is missing with `onlyIfMissing`. */
export async function packPackages({ onlyIfMissing = false } = {}) {
  if (onlyIfMissing && packageNames.every((name) => existsSync(tarball(name)))) return;
  await run(process.execPath, [join(root, 'scripts/pack-packages.mjs')]);
}

/** Verdaccio's configuration (JSON is YAML): storage in `dir`, @veriframe/* only, publish by a logged-in user. */
function configuration(dir) {
  return {
    storage: join(dir, 'storage'),
    // One user, the publisher this script creates: nobody else on the machine can sign up and publish.
    auth: { htpasswd: { file: join(dir, 'htpasswd'), max_users: 1 } },
    uplinks: {},
    packages: { '@veriframe/*': { access: '$all', publish: '$authenticated', unpublish: '$authenticated' } },
    plugins: join(root, 'scripts/registry-plugins'),
    filters: { 'veriframe-undated': {} },
    // Tokens as JWT: checked by signature, not by the password hash on every request of every publish.
    security: { api: { jwt: { sign: { expiresIn: '1d' } } } },
    web: { enable: false },
    max_body_size: '50mb',
    log: { type: 'stdout', format: 'pretty', level: 'error' },
  };
}

/**
 * Starts Verdaccio in a new temporary folder on 127.0.0.1:`port` (0: a port the OS picks as it binds, so no
 * other process can take it in between) and creates the user who publishes.
 * @returns {Promise<{ url: string, token: string, dir: string, stop: () => Promise<void> }>}
 */
export async function startRegistry({ port = 0 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'veriframe-registry-'));
  const configPath = join(dir, 'config.yaml');
  writeFileSync(configPath, JSON.stringify(configuration(dir), null, 2));
  const { runServer } = await import('verdaccio');
  const server = await runServer(configPath);
  try {
    await new Promise((done, fail) => {
      server.once('error', fail);
      server.listen(port, '127.0.0.1', done);
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const url = `http://127.0.0.1:${server.address().port}/`;
  let stopped;
  const stop = () => {
    stopped ??= new Promise((done) => {
      server.close(() => done());
      server.closeAllConnections?.();
    }).then(() => rmSync(dir, { recursive: true, force: true }));
    return stopped;
  };
  try {
    // What `npm adduser` does: the htpasswd plugin creates the user and answers with a token.
    const user = { name: 'veriframe', password: randomBytes(24).toString('base64url') };
    const response = await fetch(`${url}-/user/org.couchdb.user:${user.name}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ _id: `org.couchdb.user:${user.name}`, type: 'user', roles: [], ...user }),
    });
    const { token } = await response.json();
    if (!response.ok || !token)
      throw new Error(`registry ${url}: creating the publishing user answered ${response.status}`);
    return { url, token, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Publishes tarballs (by default the five of .packs/) to the registry. */
export async function publishPackages(registry, tarballs = packageNames.map(tarball)) {
  await Promise.all(tarballs.map((path) => publishTarball(registry, path)));
}

/** Runs a command to its end; answers its exit status. A SIGINT or SIGTERM to this process reaches it too. */
function runCommand(command, env) {
  // Node would wait for the child's exit with the registry serving in this same process: spawn, not spawnSync.
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward).on('SIGTERM', forward);
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      done(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * Calls `use(env)` with npm's @veriframe scope on a registry (`env`: process.env plus the scope variable): the
 * one the environment already names (a caller started it), or one started and published to for this call
 * alone (packing first when .packs/ lacks a tarball), stopped whatever happens: `use` fails, or this process is
 * asked to end (the test command ends its jobs with SIGTERM). Answers what `use` answers.
 * @template T
 * @param {(env: NodeJS.ProcessEnv) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withRegistry(use) {
  if (process.env[scopeVariable]) return use(process.env);
  const started = Date.now();
  await packPackages({ onlyIfMissing: true });
  const registry = await startRegistry();
  const stopOnSignal = (signal) => registry.stop().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  process.once('SIGINT', stopOnSignal).once('SIGTERM', stopOnSignal);
  try {
    await publishPackages(registry);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`registry: ${packageNames.length} packages published to ${registry.url} in ${seconds} s`);
    return await use({ ...process.env, [scopeVariable]: registry.url });
  } finally {
    process.off('SIGINT', stopOnSignal).off('SIGTERM', stopOnSignal);
    await registry.stop();
  }
}

/** `--exec`: runs `command` under withRegistry; answers its exit status. */
function exec(command) {
  if (command.length === 0) throw new Error('usage: node scripts/registry.mjs --exec -- <command...>');
  // The command's npm installs resolve as of the committed date like every other of the test command (the
  // callers pin too; unpinned under `pnpm test:latest`).
  return withRegistry((env) => runCommand(command, applyNpmPin({ ...env })));
}

/** `pnpm registry`: packs, serves on a fixed port until Ctrl-C, and says how to point an app at it. */
async function serve(port) {
  await packPackages();
  const registry = await startRegistry({ port });
  await publishPackages(registry);
  console.log(
    `@veriframe/{${packageNames.join(',')}} published to ${registry.url} (Ctrl-C stops it and forgets them)`,
  );
  console.log(
    "In your app's folder, point the @veriframe scope at it (everything else stays on the npm registry):",
  );
  console.log(`  npm config set @veriframe:registry ${registry.url} --location=project`);
  const stop = () => registry.stop().then(() => process.exit(0));
  process.once('SIGINT', stop).once('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `pnpm registry -- --port 4874` may hand the `--` on.
  const argv = process.argv.slice(process.argv[2] === '--' ? 3 : 2);
  try {
    if (argv[0] === '--exec') process.exit(await exec(argv.slice(argv[1] === '--' ? 2 : 1)));
    const port = argv[0] === '--port' ? Number(argv[1]) : 4873;
    if (!Number.isInteger(port) || port < 1 || port > 65_535)
      throw new Error(`--port: a port number, not ${argv[1]}`);
    await serve(port);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
