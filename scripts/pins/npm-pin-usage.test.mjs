// Static check: every script of scripts/ and examples/ that runs an npm install resolves with the committed
// date, i.e. goes through the pin helper (scripts/pins/npm-pin.sh sourced, or npm-pin.mjs applied). A new
// install line without it would make the test command depend on the day it runs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { root } from './examples.mjs';
import { npmResolutionDate } from './npm-pin.mjs';

/** Files that only read install lines (the guide's) and run none. */
const readsInstallLinesOnly = new Set(['scripts/nextjs-guide.mjs', 'scripts/pins/examples.mjs']);

/** An npm install run by the file: a command line, npm's `install` argument, or the guide's install block. */
const runsInstall =
  /\bnpm\s+(install|i|ci|add)\b|['"]npm['"],\s*\[\s*['"](install|i|ci)['"]|\bruns\.install\b/;
const usesPinHelper =
  /(source|\.)\s+"?\S*pins\/npm-pin\.sh|from\s+['"]\S*npm-pin\.mjs['"][\s\S]*\b(applyNpmPin|npmBefore)\(/;

/** The file's code without comment lines (# in shell, // in JavaScript): comments may name npm install. */
function code(path) {
  return readFileSync(join(root, path), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(#|\/\/|\*|\/\*\*)/.test(line))
    .join('\n');
}

/** The .sh and .mjs files of scripts/ and examples/ (tracked or new, never ignored ones such as node_modules). */
function scriptFiles() {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'scripts', 'examples'],
    { cwd: root, encoding: 'utf8' },
  );
  return listed.split('\n').filter((path) => /\.(sh|mjs)$/.test(path) && !path.endsWith('.test.mjs'));
}

/** The files that run an npm install without the pin helper. */
export function unpinnedInstalls(files = scriptFiles()) {
  return files.filter((path) => {
    if (readsInstallLinesOnly.has(path)) return false;
    const text = code(path);
    return runsInstall.test(text) && !usesPinHelper.test(text);
  });
}

it('finds the scripts that run npm install (so the check below checks something)', () => {
  const installers = scriptFiles().filter((path) => runsInstall.test(code(path)));
  expect(installers).toEqual(
    expect.arrayContaining([
      'examples/sandbox-playwright/run.sh',
      'scripts/follow-nextjs-guide.mjs',
      'scripts/install-example.sh',
    ]),
  );
});

it('every npm install in scripts/ and examples/ resolves as of the committed date (pin helper used)', () => {
  expect(unpinnedInstalls()).toEqual([]);
});

/** What `node scripts/registry.mjs --exec` hands its command as npm_config_before (a registry already named). */
function execBefore(extraEnv) {
  const env = { ...process.env, 'npm_config_@veriframe:registry': 'http://127.0.0.1:9/', ...extraEnv };
  delete env.npm_config_before;
  const print = 'process.stdout.write(process.env.npm_config_before ?? "unset")';
  return execFileSync(
    process.execPath,
    ['scripts/registry.mjs', '--exec', '--', process.execPath, '-e', print],
    {
      cwd: root,
      env,
      encoding: 'utf8',
    },
  );
}

it('registry.mjs --exec runs its command (the installs it serves) as of the committed date, unpinned for test:latest', () => {
  expect(execBefore({})).toBe(npmResolutionDate());
  expect(execBefore({ VERIFRAME_NPM_LATEST: '1' })).toBe('unset');
});
