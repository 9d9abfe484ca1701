#!/usr/bin/env node
// The docs page docs/reference/spec-map.md has one table per package (`## @veriframe/<name>`): spec section
// (number and title) -> the files of that package that implement it. This check keeps the tables true: it fails
// naming each row whose section is not one of the spec's or whose title differs from the spec's, each listed path
// that does not exist, and each section that no package lists. The spec itself is not in the repo; its numbered
// headings are kept in docs/reference/spec-sections.md, which is checked against the spec when one is given
// (--spec <path> or VERIFRAME_SPEC).
//
// Usage: node scripts/check-spec-map.mjs [--spec path/to/service-interface.md]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const mapHeading = '## Where the spec lives';
export const packages = ['core', 'server', 'sandbox', 'react'];
export const mapPage = 'docs/reference/spec-map.md';
export const sectionsPage = 'docs/reference/spec-sections.md';

/**
 * The numbered sections of a spec text: `## 4. Endpoints` and `### 4.6 VX styles object` (level 2 and 3;
 * the unnumbered `####` headings inside a section are not sections of their own).
 */
export function readSpecSections(text) {
  const sections = [];
  for (const [, hashes, number, title] of text.matchAll(/^(#{2,3}) (\d+(?:\.\d+)?)\.? (.+?)\s*$/gm)) {
    sections.push({ level: hashes.length, number, title });
  }
  return sections;
}

/** Sections some package must list: every `### N.M`, and every `## N` that has no subsection. */
export function requiredSections(sections) {
  const parents = new Set(sections.filter((s) => s.level === 3).map((s) => s.number.split('.')[0]));
  return sections.filter((s) => s.level === 3 || !parents.has(s.number));
}

/**
 * The rows of the map table under `heading` (up to the next level-1 or level-2 heading):
 * `| 4.6 VX styles object | `src/a.ts`, `src/b.ts` |`.
 */
export function readSpecMap(readme, heading = mapHeading) {
  const start = readme.split('\n').findIndex((line) => line.trim() === heading);
  if (start === -1) return null;
  const lines = readme.split('\n').slice(start + 1);
  const end = lines.findIndex((line) => /^#{1,2} /.test(line));
  const rows = [];
  for (const line of end === -1 ? lines : lines.slice(0, end)) {
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const [sectionCell = '', pathsCell = ''] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (sectionCell === 'Spec section') continue;
    const match = /^(\d+(?:\.\d+)?)\.? (.+)$/.exec(sectionCell);
    const paths = [...pathsCell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    rows.push({ cell: sectionCell, number: match?.[1] ?? null, title: match?.[2] ?? null, paths });
  }
  return rows;
}

/**
 * Every problem of the maps: `readmes` is `[{ name, dir, text, heading? }]` (`heading` defaults to
 * "## Where the spec lives"), `exists(dir, path)` says whether a listed path is there. Returns messages naming the README, the row and the rule broken.
 */
export function checkSpecMaps(sections, readmes, exists) {
  const problems = [];
  const byNumber = new Map(sections.map((s) => [s.number, s]));
  const listed = new Set();
  for (const { name, dir, text, heading = mapHeading } of readmes) {
    const rows = readSpecMap(text, heading);
    if (rows === null) {
      problems.push(`${name}: no "${heading.slice(3)}" section`);
      continue;
    }
    if (rows.length === 0) problems.push(`${name}: the "${heading.slice(3)}" table has no row`);
    for (const row of rows) {
      const section = row.number ? byNumber.get(row.number) : undefined;
      if (!section) {
        problems.push(`${name}: "${row.cell}" is not a section of the spec (want a number such as 4.6)`);
        continue;
      }
      listed.add(section.number);
      if (row.title !== section.title) {
        problems.push(
          `${name}: section ${section.number} is titled "${section.title}" in the spec, not "${row.title}"`,
        );
      }
      if (row.paths.length === 0) problems.push(`${name}: section ${section.number} lists no file`);
      for (const path of row.paths) {
        if (!exists(dir, path))
          problems.push(`${name}: section ${section.number}: ${dir}/${path} does not exist`);
      }
    }
  }
  for (const section of requiredSections(sections)) {
    if (!listed.has(section.number)) {
      problems.push(`section ${section.number} ${section.title} is listed by no package`);
    }
  }
  return problems;
}

/** Differences between the kept list of headings and the spec's own. */
export function compareSectionLists(kept, spec) {
  const text = (s) => `${'#'.repeat(s.level)} ${s.number} ${s.title}`;
  const keptTexts = new Set(kept.map(text));
  const specTexts = new Set(spec.map(text));
  return [
    ...spec.filter((s) => !keptTexts.has(text(s))).map((s) => `${sectionsPage} lacks "${text(s)}"`),
    ...kept.filter((s) => !specTexts.has(text(s))).map((s) => `the spec has no "${text(s)}"`),
  ];
}

function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const sections = readSpecSections(readFileSync(join(root, sectionsPage), 'utf8'));
  const problems = [];
  const specFlag = process.argv.indexOf('--spec');
  const specPath = specFlag === -1 ? process.env.VERIFRAME_SPEC : process.argv[specFlag + 1];
  if (specPath)
    problems.push(...compareSectionLists(sections, readSpecSections(readFileSync(specPath, 'utf8'))));
  const page = readFileSync(join(root, mapPage), 'utf8');
  const readmes = packages.map((name) => ({
    name: `${mapPage} (@veriframe/${name})`,
    dir: `packages/${name}`,
    text: page,
    heading: `## @veriframe/${name}`,
  }));
  problems.push(...checkSpecMaps(sections, readmes, (dir, path) => existsSync(join(root, dir, path))));
  const rows = readmes.reduce((sum, r) => sum + (readSpecMap(r.text, r.heading)?.length ?? 0), 0);
  for (const problem of problems) console.error(problem);
  console.log(
    `spec maps: ${rows} rows for ${readmes.length} packages, ${requiredSections(sections).length} sections to cover` +
      `${specPath ? ', headings compared with the spec' : ''}, ${problems.length} problems`,
  );
  process.exit(problems.length > 0 ? 1 : 0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
