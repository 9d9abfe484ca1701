import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { packageNames, publishPackages, scopeVariable, startRegistry } from './registry.mjs';

const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'registry-test-'));
/** A tarball as `pnpm pack` writes one (package/package.json), for each of the five names. */
const tarballs = packageNames.map((name) => {
  const dir = join(scratch, name);
  mkdirSync(join(dir, 'package'), { recursive: true });
  writeFileSync(
    join(dir, 'package/package.json'),
    JSON.stringify({ name: `@veriframe/${name}`, version: '0.1.0' }),
  );
  execFileSync('tar', ['-czf', join(scratch, `${name}.tgz`), '-C', dir, 'package']);
  return join(scratch, `${name}.tgz`);
});

/** Runs npm in an app folder with the @veriframe scope on the registry (and the environment's other settings). */
const npm = (url, args, env = {}) =>
  run('npm', args, { cwd: app, env: { ...process.env, [scopeVariable]: url, ...env } });
const app = join(scratch, 'app');
mkdirSync(app);
writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }));

let registry;
beforeAll(async () => {
  registry = await startRegistry();
  await publishPackages(registry, tarballs);
}, 120_000);
afterAll(() => registry?.stop());

it('answers `npm view` for each of the five through the scope setting', async () => {
  const views = packageNames.map((name) => npm(registry.url, ['view', `@veriframe/${name}`, 'version']));
  const versions = (await Promise.all(views)).map(({ stdout }) => stdout.trim());
  expect(versions).toEqual(packageNames.map(() => '0.1.0'));
}, 120_000);

it('installs them under npm `before` (a resolution date long before they were published)', async () => {
  const specs = packageNames.map((name) => `@veriframe/${name}`);
  await npm(registry.url, ['install', '--no-audit', '--no-fund', '--loglevel=error', ...specs], {
    npm_config_before: '2000-01-01T00:00:00Z',
  });
  for (const name of packageNames)
    expect(existsSync(join(app, 'node_modules/@veriframe', name, 'package.json')), name).toBe(true);
}, 120_000);

it('holds nothing but @veriframe/* (no uplink), refuses a publish without its token and a second user', async () => {
  // No package spec covers zod: refused as unknown rather than fetched from anywhere.
  expect([401, 403, 404]).toContain((await fetch(`${registry.url}zod`)).status);
  const publish = publishPackages({ url: registry.url, token: 'not-the-token' }, tarballs.slice(0, 1));
  await expect(publish).rejects.toThrow(/answered 40[13]/);
  const signUp = await fetch(`${registry.url}-/user/org.couchdb.user:someone`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'someone', password: 'a-password-of-theirs' }),
  });
  expect(signUp.status).toBeGreaterThanOrEqual(400);
}, 120_000);

it('stops: the port refuses connections and its folder is gone', async () => {
  const started = await startRegistry();
  await started.stop();
  await expect(fetch(`${started.url}-/ping`)).rejects.toThrow();
  expect(existsSync(started.dir)).toBe(false);
}, 120_000);
