#!/usr/bin/env node
// How many names each entry point exports, counted from its API report (packages/<package>/api/<entry>.api.md,
// which `pnpm api:check` keeps equal to the built .d.ts). A package's main entry is what nearly every app
// imports: at most 30 names; a flow's entry (`@veriframe/core/hosted`, …) at most 60. The contract's zod schemas
// (`@veriframe/core/schemas`) are one schema per shape of the service's interface, so they are left out.
//   node scripts/entry-sizes.mjs   prints names per entry; exits 1 naming each entry over its limit
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishedEntryPoints } from '../docs/api-entry-points.mjs';
import { reportsDir } from './api-changesets.mjs';
import { reportName } from './api-reports.mjs';
import { root } from './doc-files.mjs';

export const mainLimit = 30;
export const otherLimit = 60;
/** Entries with no limit, and why. */
export const exempt = new Map([['@veriframe/core/schemas', 'the zod contract: one schema per shape']]);

/**
 * The distinct names an API report exports (an overloaded function is one name).
 *
 * @example
 * exportedNames('export function f(): void;\nexport function f(a: string): void;\nexport { G }\n'); // ['f', 'G']
 */
export function exportedNames(report) {
  const names = new Set();
  const declared =
    /^export (?:declare )?(?:abstract )?(?:const|let|function|class|interface|type|enum|namespace) ([\w$]+)/gm;
  // A name re-exported as is (API Extractor writes `export { Name }` under its import).
  const reExported = /^export \{ ([\w$]+) \}/gm;
  for (const [, name] of [...report.matchAll(declared), ...report.matchAll(reExported)]) names.add(name);
  return [...names];
}

/** The limit of an entry: `{ limit }` (Infinity when exempt), by its exports subpath. */
export function limitOf({ subpath, importPath }) {
  if (exempt.has(importPath)) return Infinity;
  return subpath === '.' ? mainLimit : otherLimit;
}

/** `{ importPath, count, limit }` per published entry point, read from its committed API report. */
export function entrySizes(entries = publishedEntryPoints()) {
  return entries.map((entry) => {
    const report = join(root, reportsDir(entry.dir), `${reportName(entry.subpath)}.api.md`);
    if (!existsSync(report))
      throw new Error(`${entry.importPath}: no API report at ${report}: run pnpm api:update`);
    return {
      importPath: entry.importPath,
      count: exportedNames(readFileSync(report, 'utf8')).length,
      limit: limitOf(entry),
    };
  });
}

/** One problem per entry over its limit, naming the entry, its count and its limit. */
export function sizeProblems(sizes) {
  return sizes
    .filter(({ count, limit }) => count > limit)
    .map(
      ({ importPath, count, limit }) =>
        `${importPath} exports ${count} names, over its limit of ${limit}: move a flow's names to its own entry`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = entrySizes();
  for (const { importPath, count, limit } of sizes)
    console.log(
      `${importPath.padEnd(40)} ${String(count).padStart(4)}  ${limit === Infinity ? 'exempt' : `≤ ${limit}`}`,
    );
  const problems = sizeProblems(sizes);
  for (const problem of problems) console.error(problem);
  process.exit(problems.length > 0 ? 1 : 0);
}
