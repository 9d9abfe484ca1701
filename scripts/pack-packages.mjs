#!/usr/bin/env node
// Packs the published packages as users get them (`pnpm pack` rewrites `workspace:` ranges) into
// `.packs/veriframe-<name>.tgz`, names without a version so examples can point `file:` specs at them.
// Run after `pnpm build`. Prints one JSON line: { "<package name>": "<absolute tarball path>" }.
// Needs only Node and npm: no pnpm on the PATH is assumed (see pnpmCommand).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const destination = join(root, '.packs');
const packages = ['core', 'react', 'react-native', 'server', 'sandbox'];

/**
 * How to run pnpm: the pnpm running this script when there is one (`pnpm test:all` sets npm_execpath to it),
 * else the root package.json's `packageManager` through npx, as the README installs it (no global pnpm):
 * npx is asked once for its path (each npx start costs seconds of registry round trips).
 */
function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && /^pnpm(\.c?js)?$/.test(basename(execPath)))
    return /\.c?js$/.test(execPath) ? [process.execPath, [execPath]] : [execPath, []];
  const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  if (!/^pnpm@\d+\.\d+\.\d+$/.test(packageManager ?? ''))
    throw new Error(`package.json: packageManager "${packageManager}" is not pnpm@<x.y.z>`);
  const path = execFileSync('npx', ['--yes', `--package=${packageManager}`, '-c', 'command -v pnpm'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  if (!path) throw new Error(`npx --package=${packageManager}: no pnpm binary`);
  return [path, []];
}

rmSync(destination, { recursive: true, force: true });
mkdirSync(destination, { recursive: true });
const [pnpm, pnpmArgs] = pnpmCommand();
const tarballs = {};
for (const name of packages) {
  const scratch = join(destination, `.${name}`);
  mkdirSync(scratch);
  execFileSync(pnpm, [...pnpmArgs, 'pack', '--pack-destination', scratch], {
    cwd: join(root, 'packages', name),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [file] = readdirSync(scratch).filter((entry) => entry.endsWith('.tgz'));
  if (!file) throw new Error(`pnpm pack wrote no tarball for packages/${name}`);
  const target = join(destination, `veriframe-${name}.tgz`);
  renameSync(join(scratch, file), target);
  rmSync(scratch, { recursive: true });
  tarballs[`@veriframe/${name}`] = target;
}
console.log(JSON.stringify(tarballs));
