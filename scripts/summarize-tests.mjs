// Adds up the JSON reports that scripts/test-all.sh asked Vitest and Playwright to write, and prints one
// closing line, "Tests: N passed, N failed, N skipped (Firefox: N passed, N failed; WebKit: ...)", so a reader
// (or CI) sees the whole count at once, and whether the other two engines ran (the Playwright projects `firefox`
// and `webkit` of e2e/playwright.config.ts; everything else runs in Chromium).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.test-reports';
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
// The engines besides Chromium, by Playwright project name; null until a report names the project.
const engines = { firefox: { label: 'Firefox', counts: null }, webkit: { label: 'WebKit', counts: null } };

function countPlaywright(suites) {
  for (const suite of suites ?? []) {
    countPlaywright(suite.suites);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const status = test.status; // expected | unexpected | flaky | skipped
        const kind = status === 'skipped' ? 'skipped' : status === 'unexpected' ? 'failed' : 'passed';
        if (kind === 'skipped') skipped++;
        else if (kind === 'failed') failed++;
        else passed++;
        const engine = engines[test.projectName];
        if (engine) {
          engine.counts ??= { passed: 0, failed: 0, skipped: 0 };
          engine.counts[kind]++;
        }
      }
    }
  }
}

if (existsSync(dir)) {
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const before = { passed, failed, skipped };
    if (typeof report.numPassedTests === 'number') {
      // Vitest's json reporter (Jest-compatible shape).
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    } else if (report.suites) {
      countPlaywright(report.suites);
      // Errors outside any test (a global setup that failed, e.g. a build) ran no test: each counts as failed.
      failed += report.errors?.length ?? 0;
    }
    lines.push(
      `  ${file.replace(/\.json$/, '')}: ${passed - before.passed} passed, ${failed - before.failed} failed, ${skipped - before.skipped} skipped`,
    );
  }
}
console.log(lines.join('\n'));
const perEngine = Object.values(engines).map(({ label, counts }) =>
  counts
    ? `${label}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`
    : `${label}: not run`,
);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped (${perEngine.join('; ')})`);
