// Adds up the JSON reports that scripts/test-all.sh asked Vitest and Playwright to write, and prints one
// closing line, "Tests: N passed, N failed, N skipped", so a reader (or CI) sees the whole count at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.test-reports';
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];

function countPlaywright(suites) {
  for (const suite of suites ?? []) {
    countPlaywright(suite.suites);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const status = test.status; // expected | unexpected | flaky | skipped
        if (status === 'skipped') skipped++;
        else if (status === 'unexpected') failed++;
        else passed++;
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
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
