import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shellQuote, summarize } from './summarize-tests.mjs';

// The real repo, so the Vitest project of a file is read from its package's vitest.config.ts.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** A report directory holding the given JSON reports and, when given, the failed-steps file test-all.sh writes. */
function reportDir(reports, failedSteps) {
  const dir = mkdtempSync(join(tmpdir(), 'summarize-'));
  mkdirSync(join(dir, 'logs'));
  for (const [name, report] of Object.entries(reports))
    writeFileSync(join(dir, name), JSON.stringify(report));
  if (failedSteps)
    writeFileSync(join(dir, 'failed-steps.tsv'), failedSteps.map((s) => s.join('\t')).join('\n'));
  return dir;
}
const vitestReport = (testResults) => ({
  numPassedTests: testResults.flatMap((f) => f.assertionResults).filter((a) => a.status === 'passed').length,
  numFailedTests: testResults.flatMap((f) => f.assertionResults).filter((a) => a.status === 'failed').length,
  numPendingTests: 0,
  testResults,
});
const clockTest = {
  ancestorTitles: ['admin API: clock'],
  title: 'POST /clock/set sets an absolute time (and refuses) to go backwards',
  fullName: 'admin API: clock POST /clock/set sets an absolute time (and refuses) to go backwards',
  status: 'failed',
};
const playwrightReport = (configFile, rootDir, suites, errors = []) => ({
  config: { configFile, rootDir },
  suites,
  errors,
});
const a11ySuite = {
  title: 'a11y.spec.ts',
  file: 'a11y.spec.ts',
  specs: [
    {
      title: 'axe-core finds no violation on any page of the navigation (desktop)',
      file: 'a11y.spec.ts',
      tests: [{ projectName: 'chromium', status: 'unexpected' }],
    },
    { title: 'passes', file: 'a11y.spec.ts', tests: [{ projectName: 'chromium', status: 'expected' }] },
  ],
};

describe('summarize-tests: the closing lines of a failed run', () => {
  it('names the failing step, each failing Vitest test, and the command that reruns only it', () => {
    const dir = reportDir(
      {
        'vitest-unit.json': vitestReport([
          {
            name: `${root}/packages/sandbox/test/conformance/admin.test.ts`,
            status: 'failed',
            assertionResults: [clockTest, { ...clockTest, title: 'ok', fullName: 'ok', status: 'passed' }],
          },
        ]),
      },
      [['unit and conformance tests (vitest)', 'pnpm run test']],
    );
    const lines = summarize(dir, { root });
    expect(lines).toContain('Tests: 1 passed, 1 failed, 0 skipped (Firefox: not run; WebKit: not run)');
    const tail = lines.slice(lines.indexOf('FAILED step: unit and conformance tests (vitest)'));
    expect(tail).toEqual([
      'FAILED step: unit and conformance tests (vitest)',
      `  FAILED test: packages/sandbox/test/conformance/admin.test.ts > admin API: clock > ${clockTest.title}`,
      "    rerun: pnpm vitest run --project sandbox packages/sandbox/test/conformance/admin.test.ts -t 'admin API: clock POST /clock/set sets an absolute time \\(and refuses\\) to go backwards'",
    ]);
    expect(lines.at(-1)).toMatch(/^ {4}rerun: /);
  });

  it('a story, wherever its file is, reruns in the storybook project', () => {
    const story = { ancestorTitles: [], title: 'Time Is Up', fullName: 'Time Is Up', status: 'failed' };
    const dir = reportDir({
      'vitest-storybook.json': vitestReport([
        {
          name: `${root}/packages/react/src/quiz/KnowledgeQuiz.stories.tsx`,
          status: 'failed',
          assertionResults: [story],
        },
      ]),
    });
    expect(summarize(dir, { root }).at(-1)).toBe(
      "    rerun: pnpm vitest run --project storybook packages/react/src/quiz/KnowledgeQuiz.stories.tsx -t 'Time Is Up'",
    );
  });

  it('a Jest test (the React Native package, the Expo example) reruns with jest in its own folder', () => {
    const failing = { ancestorTitles: ['VerificationWebView'], title: 'counts (a) PASS', status: 'failed' };
    const dir = reportDir({
      'jest-react-native.json': vitestReport([
        {
          name: `${root}/packages/react-native/src/verification-webview.test.tsx`,
          status: 'failed',
          assertionResults: [{ ...failing, fullName: 'VerificationWebView counts (a) PASS' }],
        },
      ]),
    });
    expect(summarize(dir, { root }).at(-1)).toBe(
      "    rerun: (cd packages/react-native && npx jest src/verification-webview.test.tsx -t 'VerificationWebView counts \\(a\\) PASS')",
    );
  });

  it('gives the rerun of a Playwright test by its package, file, title and project', () => {
    const dir = reportDir(
      {
        'playwright-e2e.json': playwrightReport(`${root}/e2e/playwright.config.ts`, `${root}/e2e/tests`, [
          a11ySuite,
        ]),
      },
      [['browser e2e: waiting for it', 'pnpm run test:e2e']],
    );
    const lines = summarize(dir, { root });
    expect(lines.slice(-3)).toEqual([
      'FAILED step: browser e2e: waiting for it',
      '  FAILED test: e2e/tests/a11y.spec.ts > axe-core finds no violation on any page of the navigation (desktop) [chromium]',
      "    rerun: pnpm --filter @veriframe/e2e test tests/a11y.spec.ts -g 'axe-core finds no violation on any page of the navigation \\(desktop\\)' --project chromium",
    ]);
  });

  it('an example or fixture outside the workspace packages reruns with playwright in its own folder', () => {
    const file = 'journeys.spec.ts';
    const suite = {
      ...a11ySuite,
      file,
      title: file,
      specs: a11ySuite.specs.map((spec) => ({ ...spec, file })),
    };
    const dir = reportDir(
      {
        'playwright-example-next-app.json': playwrightReport(
          `${root}/examples/next-app/playwright.config.ts`,
          `${root}/examples/next-app/e2e`,
          [suite],
        ),
      },
      [['examples from the packed packages', 'bash scripts/test-examples.sh --e2e']],
    );
    expect(summarize(dir, { root }).at(-1)).toBe(
      "    rerun: (cd examples/next-app && npx playwright test e2e/journeys.spec.ts -g 'axe-core finds no violation on any page of the navigation \\(desktop\\)' --project chromium)",
    );
  });

  it('the user-repo fixture, made in a temp dir, reruns through its script', () => {
    const dir = reportDir({
      'playwright-sandbox-example.json': playwrightReport(
        '/tmp/veriframe-user-repo.x1/playwright.config.mjs',
        '/tmp/veriframe-user-repo.x1/tests',
        [a11ySuite],
      ),
    });
    expect(summarize(dir, { root }).at(-1)).toBe(
      "    rerun: bash examples/sandbox-playwright/run.sh tests/a11y.spec.ts -g 'axe-core finds no violation on any page of the navigation \\(desktop\\)' --project chromium",
    );
  });

  it('a step that failed with no test report (a build, a type error) gets its own command and its log', () => {
    const dir = reportDir({}, [['typecheck', 'pnpm run typecheck']]);
    expect(summarize(dir, { root }).slice(-3)).toEqual([
      'FAILED step: typecheck',
      '    rerun: pnpm run typecheck',
      `  its output: above, and ${relative(root, dir)}/logs/`,
    ]);
  });

  it('an error outside every test (a global setup) is named with its message', () => {
    const dir = reportDir(
      {
        'playwright-e2e.json': playwrightReport(
          `${root}/e2e/playwright.config.ts`,
          `${root}/e2e/tests`,
          [],
          [{ message: 'Error: demo build failed\n    at globalSetup' }],
        ),
      },
      [['browser e2e: waiting for it', 'pnpm run test:e2e']],
    );
    expect(summarize(dir, { root }).slice(-3)).toEqual([
      'FAILED step: browser e2e: waiting for it',
      '  FAILED outside any test (playwright-e2e): Error: demo build failed',
      '    rerun: pnpm --filter @veriframe/e2e test',
    ]);
  });

  it("an error no test caught names the file Vitest blamed, from the background step's log", () => {
    const dir = reportDir({ 'vitest-unit.json': vitestReport([]) }, [
      ['unit: waiting for them', 'pnpm run test'],
    ]);
    writeFileSync(
      join(dir, 'logs', 'unit.log'),
      [
        '\x1b[31m⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯\x1b[39m',
        '\x1b[31m\x1b[1mReferenceError\x1b[22m: window is not defined\x1b[39m',
        ' ❯ poll packages/sandbox/src/areas/hosted/scripts/journey.ts:204:7',
        '\x1b[31mThis error originated in "\x1b[1mpackages/sandbox/src/areas/hosted/scripts/journey.test.ts\x1b[22m" test file.',
      ].join('\n'),
    );
    expect(summarize(dir, { root }).slice(-3)).toEqual([
      'FAILED step: unit: waiting for them',
      '  FAILED test: packages/sandbox/src/areas/hosted/scripts/journey.test.ts (unhandled, after or between its tests: ReferenceError: window is not defined)',
      '    rerun: pnpm vitest run --project sandbox packages/sandbox/src/areas/hosted/scripts/journey.test.ts',
    ]);
  });

  it('a green run ends with the count and no FAILED line', () => {
    const dir = reportDir({ 'vitest-unit.json': vitestReport([]) });
    const lines = summarize(dir, { root });
    expect(lines.at(-1)).toBe('Tests: 0 passed, 0 failed, 0 skipped (Firefox: not run; WebKit: not run)');
    expect(lines.join('\n')).not.toContain('FAILED');
  });

  it('quotes for the shell, quotes inside included', () => {
    expect(shellQuote("it's (fine)")).toBe("'it'\\''s (fine)'");
  });
});
