// Adds up the JSON reports that scripts/test-all.sh asked Vitest and Playwright to write, and prints one
// line, "Tests: N passed, N failed, N skipped (Firefox: N passed, N failed; WebKit: ...)", so a reader (or CI)
// sees the whole count at once, and whether the other two engines ran (the Playwright projects `firefox` and
// `webkit` of e2e/playwright.config.ts; everything else runs in Chromium).
// After a failure the last lines say what to do: "FAILED step: <name>" for each step test-all.sh recorded in
// failed-steps.tsv, every failing test (file > title), and under each the command that reruns only that test.
// Before them, one line with the version of each browser and service the run used (scripts/engine-versions.mjs).
// Usage: node scripts/summarize-tests.mjs [report-dir]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { formatVersions, readVersions } from './engine-versions.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** How many failing tests are listed with their reruns; the count line has them all. */
const listedFailures = 20;

/** `text` as one shell word. */
export const shellQuote = (text) => `'${String(text).replaceAll("'", "'\\''")}'`;
/** `text` as a regular expression matching only itself (Vitest's -t and Playwright's -g take patterns). */
const literalPattern = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The Vitest project of `file`: `storybook` for a story (.storybook/vitest.config.ts collects them from every
 * package), else the `name:` of the vitest.config.ts nearest above it.
 */
function vitestProject(file, root) {
  if (/\.stories\.[jt]sx?$/.test(file)) return 'storybook';
  for (let dir = dirname(file); dir.startsWith(root) && dir !== dirname(dir); dir = dirname(dir)) {
    for (const config of ['vitest.config.ts', 'vitest.config.mjs']) {
      const path = join(dir, config);
      if (!existsSync(path)) continue;
      const name = /\bname:\s*['"]([^'"]+)['"]/.exec(readFileSync(path, 'utf8'))?.[1];
      if (name) return name;
    }
  }
  return undefined;
}

/** The folder of the Jest config nearest above `file` (the React Native package and the Expo example), if any. */
function jestRoot(file, root) {
  for (let dir = dirname(file); dir.startsWith(root) && dir !== dirname(dir); dir = dirname(dir)) {
    if (['jest.config.js', 'jest.config.cjs'].some((config) => existsSync(join(dir, config)))) return dir;
  }
  return undefined;
}

/** The command that runs a Playwright config's tests (its package's script where there is one) plus `args`. */
function playwrightCommand(configFile, root, args) {
  const where = relative(root, dirname(configFile));
  const byPackage = {
    e2e: 'pnpm --filter @veriframe/e2e test',
    'packages/sandbox': 'pnpm --filter @veriframe/sandbox test:browser',
  };
  if (byPackage[where]) return [byPackage[where], ...args].join(' ');
  // The user-repo fixture runs in a temp dir that its script makes and removes again.
  if (where.startsWith('..')) return ['bash examples/sandbox-playwright/run.sh', ...args].join(' ');
  return `(cd ${where} && ${['npx playwright test', ...args].join(' ')})`;
}

/**
 * The closing lines for the reports in `dir`: one line per report, the count, then what failed and how to
 * rerun it. `root` is where the repo is (paths in the lines are relative to it).
 * @example summarize('.test-reports').at(-1) // "    rerun: pnpm vitest run --project core src/x.test.ts -t 'adds'"
 */
export function summarize(dir, { root = repoRoot } = {}) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const lines = [];
  const failures = []; // { what, rerun }
  // The engines besides Chromium, by Playwright project name; null until a report names the project.
  const engines = { firefox: { label: 'Firefox', counts: null }, webkit: { label: 'WebKit', counts: null } };

  const readVitest = (report) => {
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      const path = relative(root, file.name);
      const jestDir = jestRoot(file.name, root);
      const project = jestDir ? undefined : vitestProject(file.name, root);
      const run = jestDir
        ? `(cd ${relative(root, jestDir)} && npx jest ${relative(jestDir, file.name)})`
        : ['pnpm vitest run', ...(project ? ['--project', project] : []), path].join(' ');
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed) {
        failures.push({
          what: [path, ...(test.ancestorTitles ?? []), test.title].join(' > '),
          rerun: `${run.replace(/\)$/, '')} -t ${shellQuote(literalPattern(test.fullName ?? test.title))}${jestDir ? ')' : ''}`,
        });
      }
      // A file that failed outside its tests (an import, a hook) has no failing test to name.
      if (file.status === 'failed' && failed.length === 0) {
        failures.push({ what: `${path} (${String(file.message ?? 'failed').split('\n')[0]})`, rerun: run });
      }
    }
  };

  const readPlaywright = (report, name) => {
    const { configFile, rootDir } = report.config ?? {};
    const walk = (suites, titles) => {
      for (const suite of suites ?? []) {
        const inner = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
        walk(suite.suites, inner);
        for (const spec of suite.specs ?? []) {
          for (const test of spec.tests ?? []) {
            const kind =
              test.status === 'skipped' ? 'skipped' : test.status === 'unexpected' ? 'failed' : 'passed';
            counts[kind]++;
            const engine = engines[test.projectName];
            if (engine) {
              engine.counts ??= { passed: 0, failed: 0, skipped: 0 };
              engine.counts[kind]++;
            }
            if (kind !== 'failed' || !configFile) continue;
            const file = relative(dirname(configFile), join(rootDir ?? dirname(configFile), spec.file));
            const project = test.projectName ? [`--project ${test.projectName}`] : [];
            failures.push({
              what: `${relative(root, join(dirname(configFile), file))} > ${[...inner, spec.title].join(' > ')}${test.projectName ? ` [${test.projectName}]` : ''}`,
              rerun: playwrightCommand(configFile, root, [
                file,
                '-g',
                shellQuote(literalPattern(spec.title)),
                ...project,
              ]),
            });
          }
        }
      }
    };
    walk(report.suites, []);
    // Errors outside any test (a global setup that failed, e.g. a build) ran no test: each counts as failed.
    for (const error of report.errors ?? []) {
      counts.failed++;
      failures.push({
        what: `outside any test (${name}): ${String(error.message ?? '').split('\n')[0]}`,
        rerun: configFile ? playwrightCommand(configFile, root, []) : undefined,
      });
    }
  };

  // Vitest fails a run on an error no test caught (a timer that outlived its file, say) and names the file only
  // in its output: read it from the background steps' logs.
  const logsDir = join(dir, 'logs');
  const logs = existsSync(logsDir) ? readdirSync(logsDir).filter((f) => f.endsWith('.log')) : [];
  for (const log of logs) {
    const text = stripVTControlCharacters(readFileSync(join(logsDir, log), 'utf8'));
    let error = 'an error outside any test';
    for (const line of text.split('\n')) {
      if (/^\w*Error: /.test(line)) error = line.trim();
      const origin = /This error originated in "([^"]+)" test file/.exec(line);
      if (!origin) continue;
      const file = resolve(root, origin[1]);
      const project = vitestProject(file, root);
      failures.push({
        what: `${relative(root, file)} (unhandled, after or between its tests: ${error})`,
        rerun: ['pnpm vitest run', ...(project ? ['--project', project] : []), relative(root, file)].join(
          ' ',
        ),
      });
    }
  }

  const reports = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  for (const file of reports) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const name = file.replace(/\.json$/, '');
    const before = { ...counts };
    if (typeof report.numPassedTests === 'number') readVitest(report);
    else if (report.suites) readPlaywright(report, name);
    lines.push(
      `  ${name}: ${counts.passed - before.passed} passed, ${counts.failed - before.failed} failed, ${counts.skipped - before.skipped} skipped`,
    );
  }
  const perEngine = Object.values(engines).map(({ label, counts: c }) =>
    c
      ? `${label}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`
      : `${label}: not run`,
  );
  lines.push(
    `Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${perEngine.join('; ')})`,
  );

  // test-all.sh writes one "<step>\t<command>" line per failed step.
  const stepsFile = join(dir, 'failed-steps.tsv');
  const steps = existsSync(stepsFile)
    ? readFileSync(stepsFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t'))
    : [];
  for (const [step, command] of steps) {
    lines.push(`FAILED step: ${step}`);
    // A step with no failing test in any report (lint, a type error, a build) reruns as a whole.
    if (failures.length === 0 && command) lines.push(`    rerun: ${command}`);
  }
  for (const failure of failures.slice(0, listedFailures)) {
    lines.push(`  FAILED ${failure.what.startsWith('outside') ? '' : 'test: '}${failure.what}`);
    if (failure.rerun) lines.push(`    rerun: ${failure.rerun}`);
  }
  if (failures.length > listedFailures)
    lines.push(`  and ${failures.length - listedFailures} more failing tests`);
  if (failures.length === 0 && steps.length)
    lines.push(`  its output: above, and ${relative(root, dir)}/logs/`);
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  // The versions first: the last lines stay the count and what to rerun.
  console.log([formatVersions(readVersions()), ...summarize(process.argv[2] ?? '.test-reports')].join('\n'));
}
