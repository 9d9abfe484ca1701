#!/usr/bin/env node
// `pnpm pins:update [date]`: moves the npm resolution date of the test command on purpose (default: now) and
// regenerates docs/reference/tested-versions.{json,md}, the versions the examples' direct dependencies
// resolve to at that date. Its diff is reviewed like code; then run the test command.
// Resolution only (`npm install --package-lock-only` of each app's direct dependencies in a temporary folder):
// nothing is downloaded but the registry's metadata.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { npmApps, root, testedVersionsJson } from './examples.mjs';
import { applyNpmPin, npmResolutionDate } from './npm-pin.mjs';
import { testedVersionsPage } from './tested-versions-page.mjs';

const dateFile = join(root, 'scripts/pins/npm-resolution-date');

/** `2026-11-25`, `2026-11-25T10:00:00Z` or nothing (now), as the ISO instant the date file holds. */
function parseDate(argument) {
  const date = argument === undefined ? new Date() : new Date(argument);
  if (Number.isNaN(date.getTime()))
    throw new Error(`pins:update: "${argument}" is not a date (e.g. 2026-11-25 or 2026-11-25T00:00:00Z)`);
  if (date.getTime() > Date.now()) throw new Error(`pins:update: ${date.toISOString()} is in the future`);
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Runs npm, resolving its promise with the exit code and output. */
function npm(args, cwd) {
  return new Promise((done) => {
    const child = spawn('npm', args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('close', (code) => done({ code, output }));
  });
}

/** `{ name: version }` the app's direct dependencies resolve to under the current npm_config_before. */
async function resolveApp({ id, dependencies }) {
  const dir = mkdtempSync(join(tmpdir(), `veriframe-pins-${id}-`));
  try {
    const manifest = { name: `veriframe-pins-${id}`, private: true, dependencies };
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const flags = ['--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'];
    const { code, output } = await npm(['install', ...flags], dir);
    if (code !== 0) throw new Error(`${id}: npm install --package-lock-only failed (${code}):\n${output}`);
    const { packages } = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'));
    return Object.fromEntries(
      Object.keys(dependencies)
        .sort()
        .map((name) => [name, packages[`node_modules/${name}`]?.version ?? 'unresolved']),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const before = parseDate(process.argv[2]);
writeFileSync(dateFile, `${before}\n`);
applyNpmPin(process.env);
if (process.env.npm_config_before !== before)
  throw new Error('pins:update: npm-pin.mjs did not read the new date');
console.log(`npm resolution date: ${npmResolutionDate()}`);
const apps = npmApps();
const resolved = await Promise.all(apps.map(resolveApp));
const tested = { before, apps: {} };
apps.forEach(({ id, title }, index) => {
  tested.apps[id] = { title, versions: resolved[index] };
});
writeFileSync(testedVersionsJson, `${JSON.stringify(tested, null, 2)}\n`);
writeFileSync(join(root, 'docs/reference/tested-versions.md'), testedVersionsPage(tested));
console.log(
  'wrote docs/reference/tested-versions.json and tested-versions.md: review the diff, then run the test command',
);
