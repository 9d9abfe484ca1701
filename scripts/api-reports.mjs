#!/usr/bin/env node
// The public API of every entry point, as API Extractor reads it from the built .d.ts (after `pnpm build`), is
// committed beside its package: packages/<package>/api/<entry>.api.md. A pull request that changes what users
// compile against shows it in the diff, and the release notes cannot forget it:
//   node scripts/api-reports.mjs           checks (1) each built entry equals its committed report, naming the
//                                          entry with the diff, and (2) a report changed since the last release
//                                          has a pending changeset naming its package (scripts/api-changesets.mjs)
//   node scripts/api-reports.mjs --write   (`pnpm api:update`) writes the reports and removes stale ones
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { publishedEntryPoints, publishedPackages } from '../docs/api-entry-points.mjs';
import { changesetProblems, committedReports, reportsDir } from './api-changesets.mjs';
import { sortLiteralUnions, sortTypeLiteralMembers } from './api-report-order.mjs';
import { root } from './doc-files.mjs';

/**
 * The report's file name of an exports subpath: `.` is `index`, `./texts/fr` is `texts-fr`.
 *
 * @example
 * reportName('./server/next'); // 'server-next'
 */
export function reportName(subpath) {
  return subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-');
}

// Signatures only: the report is what users compile against, not a lint of release tags or TSDoc.
const silent = { default: { logLevel: 'none', addToApiReportFile: false } };
const compilerOptions = {
  target: 'es2022',
  module: 'esnext',
  moduleResolution: 'bundler',
  lib: ['es2023', 'dom', 'dom.iterable'],
  jsx: 'react-jsx',
  strict: true,
  skipLibCheck: true,
  types: [],
};

/**
 * API Extractor over every built entry point, one TypeScript program for all of them (it is most of the time):
 * `Map<report path relative to the root, report text>`. Throws naming the entry when a .d.ts is missing or
 * API Extractor reports an error.
 */
export function buildReports(entries = publishedEntryPoints()) {
  const missing = entries.filter((entry) => !existsSync(entry.types));
  if (missing.length > 0) {
    throw new Error(
      `no built types for ${missing.map((entry) => entry.importPath).join(', ')}: run \`pnpm build\` first`,
    );
  }
  const out = mkdtempSync(join(tmpdir(), 'veriframe-api-'));
  try {
    const configs = entries.map((entry) =>
      ExtractorConfig.prepare({
        configObject: {
          projectFolder: join(root, 'packages', entry.dir),
          mainEntryPointFilePath: entry.types,
          compiler: { overrideTsconfig: { compilerOptions, files: [entry.types] } },
          apiReport: {
            enabled: true,
            reportFileName: `${entry.dir}--${reportName(entry.subpath)}`,
            reportFolder: out,
            reportTempFolder: out,
          },
          docModel: { enabled: false },
          dtsRollup: { enabled: false },
          tsdocMetadata: { enabled: false },
          messages: {
            compilerMessageReporting: silent,
            extractorMessageReporting: silent,
            tsdocMessageReporting: silent,
          },
        },
        packageJsonFullPath: join(root, 'packages', entry.dir, 'package.json'),
      }),
    );
    const compilerState = CompilerState.create(configs[0], {
      additionalEntryPoints: entries.map((entry) => entry.types),
    });
    const reports = new Map();
    for (const [index, entry] of entries.entries()) {
      const errors = [];
      const result = Extractor.invoke(configs[index], {
        compilerState,
        localBuild: true,
        messageCallback: (message) => {
          if (message.logLevel === 'error') errors.push(message.text);
          message.handled = true;
        },
      });
      if (!result.succeeded)
        throw new Error(`API Extractor failed on ${entry.importPath}:\n${errors.join('\n')}`);
      const name = `${reportName(entry.subpath)}.api.md`;
      reports.set(
        `${reportsDir(entry.dir)}/${name}`,
        sortLiteralUnions(sortTypeLiteralMembers(readFileSync(join(out, `${entry.dir}--${name}`), 'utf8'))),
      );
    }
    return reports;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** A unified diff of two texts, labelled a/<label> (committed) and b/<label> (built), by git. */
function diffOf(label, committed, built) {
  const dir = mkdtempSync(join(tmpdir(), 'veriframe-api-diff-'));
  try {
    writeFileSync(join(dir, 'committed'), committed);
    writeFileSync(join(dir, 'built'), built);
    const { stdout } = spawnSync(
      'git',
      ['diff', '--no-index', '--no-color', '--src-prefix=a/', '--dst-prefix=b/', 'committed', 'built'],
      { cwd: dir, encoding: 'utf8' },
    );
    return stdout.replaceAll('a/committed', `a/${label}`).replaceAll('b/built', `b/${label}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Where the committed reports differ from the built API, one problem per report: the entry, the diff
 * (committed → built) and the command that updates them. A report with no entry point is stale.
 */
export function reportProblems(built, committed, entries = publishedEntryPoints()) {
  const importPathOf = new Map(
    entries.map((entry) => [
      `${reportsDir(entry.dir)}/${reportName(entry.subpath)}.api.md`,
      entry.importPath,
    ]),
  );
  const problems = [];
  for (const [path, text] of built) {
    if (committed.get(path) === text) continue;
    problems.push(
      `${importPathOf.get(path)}: the built API differs from ${path}` +
        (committed.has(path) ? `:\n${diffOf(path, committed.get(path), text)}` : ' (no report committed)'),
    );
  }
  for (const path of committed.keys()) {
    if (!built.has(path)) problems.push(`${path}: no entry point of that name in the exports map`);
  }
  return problems;
}

function main() {
  const write = process.argv.includes('--write');
  const built = buildReports();
  if (write) {
    for (const dir of publishedPackages) mkdirSync(join(root, reportsDir(dir)), { recursive: true });
    const committed = committedReports(root);
    for (const path of committed.keys()) if (!built.has(path)) rmSync(join(root, path));
    for (const [path, text] of built) {
      if (committed.get(path) !== text) {
        writeFileSync(join(root, path), text);
        console.log(`${path}: written`);
      }
    }
  }
  const drift = write ? [] : reportProblems(built, committedReports(root));
  for (const problem of drift) console.error(`${problem}\n`);
  if (drift.length > 0) {
    console.error(
      'If the change is meant: `pnpm api:update` writes the reports; commit them with a changeset (`pnpm changeset`).',
    );
  }
  // After --write it is a reminder; the check fails on it.
  const unrecorded = changesetProblems(root);
  for (const problem of unrecorded) console.error(problem);
  console.log(
    `API reports: ${built.size} entry points, ${drift.length} differ from their build, ` +
      `${unrecorded.length} packages changed without a changeset`,
  );
  process.exit(!write && drift.length + unrecorded.length > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
