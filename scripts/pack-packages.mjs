#!/usr/bin/env node
// Packs the five published packages as users get them (`pnpm pack` rewrites `workspace:` ranges) into
// `.packs/veriframe-<name>.tgz`, names without a version so examples can point `file:` specs at them.
// Run after `pnpm build`. Prints one JSON line: { "<package name>": "<absolute tarball path>" }.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const destination = join(root, '.packs');
const packages = ['core', 'react', 'react-native', 'server', 'sandbox'];

rmSync(destination, { recursive: true, force: true });
mkdirSync(destination, { recursive: true });
const tarballs = {};
for (const name of packages) {
  const scratch = join(destination, `.${name}`);
  mkdirSync(scratch);
  execFileSync('pnpm', ['pack', '--pack-destination', scratch], {
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
