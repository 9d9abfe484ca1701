#!/usr/bin/env node
// The one place every npm install of the test command gets its resolution date from: npm's `before` setting
// (`npm_config_before`), read from scripts/pins/npm-resolution-date, so the same commit installs the same
// versions any day (`pnpm pins:update` moves the date on purpose). `pnpm test:latest` sets
// VERIFRAME_NPM_LATEST=1 to install today's releases instead.
// npm-pick-manifest treats a version with no `time` entry as published before the date, so `file:` tarballs
// (.packs/) are unaffected. The local registry of freshly published @veriframe packages (scripts/registry.mjs)
// would be hidden by the date (their `time` is now): it serves them without `time`
// (scripts/registry-plugins/verdaccio-veriframe-undated.js), so the date stays for everything else.
// Run as a script it prints the date to use (nothing when unpinned): scripts/pins/npm-pin.sh exports it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dateFile = join(dirname(fileURLToPath(import.meta.url)), 'npm-resolution-date');

/** The committed resolution date (an ISO instant), checked so a typo fails loudly instead of unpinning. */
export function npmResolutionDate() {
  const date = readFileSync(dateFile, 'utf8').trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(date) || Number.isNaN(Date.parse(date)))
    throw new Error(`${dateFile}: "${date}" is not an ISO instant such as 2026-11-25T00:00:00Z`);
  return date;
}

/** True when the caller asked for today's releases (`pnpm test:latest`). */
export function npmUnpinned(env = process.env) {
  return env.VERIFRAME_NPM_LATEST === '1';
}

/** The `before` date npm must resolve with, or undefined when unpinned. */
export function npmBefore(env = process.env) {
  return npmUnpinned(env) ? undefined : npmResolutionDate();
}

/** Sets (or, unpinned, removes) `npm_config_before` in `env`, in place; returns `env`. */
export function applyNpmPin(env = process.env) {
  const before = npmBefore(env);
  if (before === undefined) delete env.npm_config_before;
  else env.npm_config_before = before;
  return env;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(npmBefore() ?? '');
