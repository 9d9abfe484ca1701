#!/usr/bin/env node
// Each package README's "Entry points" section lists every import path of the package (the entry points the API
// reference documents: docs/api-entry-points.mjs reads them from the `exports` maps) and every name each exports,
// read from the sources by the TypeScript checker, so a reader sees the whole surface and it cannot drift.
// `--write` regenerates the sections; without it, exits 1 naming each README and the names missing or extra.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { apiEntryPoints } from '../docs/api-entry-points.mjs';
import { root } from './doc-files.mjs';

export const startMarker = '<!-- exports:start -->';
export const endMarker = '<!-- exports:end -->';

/** Identifiers in a stable order that no locale changes: case-insensitive, then by code unit. */
function byName(a, b) {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The names each module exports, values and types apart, both sorted. A name is a value when the module's
 * namespace object (`typeof import(file)`) has it: the checker leaves out what only `export type`, a re-exported
 * `import type` or `export type *` brings. One program for all files, so shared sources are read once.
 *
 * @example
 * readExports(['/repo/packages/core/src/client/index.ts'], { moduleResolution: ts.ModuleResolutionKind.Bundler })
 * // Map { '/repo/packages/core/src/client/index.ts' => { values: ['createProxyClient', …], types: [ … ] } }
 */
export function readExports(files, compilerOptions) {
  const program = ts.createProgram(files, { ...compilerOptions, noEmit: true });
  const checker = program.getTypeChecker();
  return new Map(
    files.map((file) => {
      const source = program.getSourceFile(file);
      const module = source && checker.getSymbolAtLocation(source);
      if (!module) throw new Error(`${file}: not a module (missing, or it exports nothing)`);
      // One name at a time: the list of all properties would still include what `export type *` brought.
      const namespace = checker.getTypeOfSymbol(module);
      const isValue = (name) => checker.getPropertyOfType(namespace, name) !== undefined;
      const names = checker.getExportsOfModule(module).map((symbol) => symbol.name);
      return [
        file,
        {
          values: names.filter(isValue).sort(byName),
          types: names.filter((name) => !isValue(name)).sort(byName),
        },
      ];
    }),
  );
}

/** The names of one entry as the README cell shows them: values, then types marked `type X`. */
export function cellNames({ values, types }) {
  return [...values, ...types.map((name) => `type ${name}`)];
}

/**
 * The README section, markers included: one table row per import path, in the order of the exports map.
 *
 * @example
 * renderSection([{ importPath: '@veriframe/core/client', values: ['createProxyClient'], types: ['ProxyClient'] }])
 * // …| `@veriframe/core/client` | `createProxyClient`, `type ProxyClient` |…
 */
export function renderSection(entries) {
  const rows = entries.map(
    (entry) =>
      `| \`${entry.importPath}\` | ${cellNames(entry)
        .map((name) => `\`${name}\``)
        .join(', ')} |`,
  );
  return [
    startMarker,
    '## Entry points',
    '',
    'Every import path and the names it exports (`type X`: a type only), generated from the sources by',
    '`node scripts/readme-exports.mjs --write`; the docs check fails when this list drifts from them.',
    '',
    '| Import | Exports |',
    '| --- | --- |',
    ...rows,
    endMarker,
  ].join('\n');
}

/** The text between the markers (markers included) and where it sits; null when either marker is missing. */
function findSection(text) {
  const start = text.indexOf(startMarker);
  const end = text.indexOf(endMarker, start);
  if (start === -1 || end === -1) return null;
  return { start, end: end + endMarker.length, text: text.slice(start, end + endMarker.length) };
}

/** The rows of a README's section: `Map<importPath, names>`, names as the cell writes them; null without markers. */
export function readSection(text) {
  const section = findSection(text);
  if (!section) return null;
  const rows = new Map();
  for (const [, importPath, cell] of section.text.matchAll(/^\| `([^`]+)` \| (.*) \|$/gm)) {
    rows.set(
      importPath,
      [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]),
    );
  }
  return rows;
}

/**
 * What is wrong with one README's section, one problem a line naming the README: a missing section, an import
 * path missing or not an entry point, the names missing from a row or extra in it, or (names all right) text
 * that is not what `--write` renders.
 */
export function sectionProblems(readme, text, entries) {
  const rows = readSection(text);
  if (!rows) return [`${readme}: no section between ${startMarker} and ${endMarker}`];
  const problems = [];
  for (const entry of entries) {
    const listed = rows.get(entry.importPath);
    if (!listed) {
      problems.push(`${readme}: no row for ${entry.importPath}`);
      continue;
    }
    const expected = cellNames(entry);
    const missing = expected.filter((name) => !listed.includes(name));
    const extra = listed.filter((name) => !expected.includes(name));
    const parts = [
      missing.length > 0 && `missing ${missing.join(', ')}`,
      extra.length > 0 && `extra ${extra.join(', ')}`,
    ].filter(Boolean);
    if (parts.length > 0) problems.push(`${readme}: ${entry.importPath}: ${parts.join('; ')}`);
  }
  const importPaths = new Set(entries.map((entry) => entry.importPath));
  for (const importPath of rows.keys()) {
    if (!importPaths.has(importPath)) problems.push(`${readme}: ${importPath} is not an entry point`);
  }
  if (problems.length === 0 && findSection(text).text !== renderSection(entries)) {
    problems.push(`${readme}: the section is not what --write renders (order or wording)`);
  }
  return problems;
}

/** The README with its section replaced by `section`; throws naming the README when it has no markers. */
export function withSection(readme, text, section) {
  const found = findSection(text);
  if (!found) throw new Error(`${readme}: no section between ${startMarker} and ${endMarker}`);
  return text.slice(0, found.start) + section + text.slice(found.end);
}

/** The repo's compiler options (module resolution and the development condition), without the default lib. */
function repoCompilerOptions() {
  const { config } = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile);
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, root);
  // Naming exports needs module resolution only; the DOM and ES libs would only add reading time.
  return { ...options, noLib: true, types: [] };
}

function main() {
  const write = process.argv.includes('--write');
  const entryPoints = apiEntryPoints();
  const namesByFile = readExports(
    entryPoints.map((entry) => entry.file),
    repoCompilerOptions(),
  );
  const byReadme = new Map();
  for (const { file, importPath } of entryPoints) {
    const packageDir = relative(join(root, 'packages'), file).split('/')[0];
    const readme = `packages/${packageDir}/README.md`;
    byReadme.set(readme, [...(byReadme.get(readme) ?? []), { importPath, ...namesByFile.get(file) }]);
  }
  const problems = [];
  let names = 0;
  for (const [readme, entries] of byReadme) {
    names += entries.reduce((sum, entry) => sum + entry.values.length + entry.types.length, 0);
    const text = readFileSync(join(root, readme), 'utf8');
    if (!write) {
      problems.push(...sectionProblems(readme, text, entries));
      continue;
    }
    try {
      const updated = withSection(readme, text, renderSection(entries));
      if (updated !== text) {
        writeFileSync(join(root, readme), updated);
        console.log(`${readme}: section written`);
      }
    } catch (error) {
      problems.push(error.message);
    }
  }
  for (const problem of problems) console.error(problem);
  console.log(
    `entry points in package READMEs: ${entryPoints.length} entry points, ${names} names, ${problems.length} problems`,
  );
  process.exit(problems.length > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
