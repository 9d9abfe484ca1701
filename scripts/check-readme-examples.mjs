#!/usr/bin/env node
// Each code block of a README or a docs page marked `<!-- example: <path> -->` must be that file, verbatim, or
// `<!-- example: <path>#<name> -->` the lines between `#region <name>` and `#endregion <name>` comments in it,
// so the guides stay code the examples build and test. Exits 1 naming each block that drifted.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { docFiles, root } from './doc-files.mjs';

const marked = /<!-- example: (\S+?) -->\n```\w*\n([\s\S]*?)\n```/g;

/** The text a marker names: the whole file, or the lines of one `#region` of it; null when there is none. */
export function exampleText(fileText, region) {
  if (!region) return fileText;
  const lines = fileText.split('\n');
  const start = lines.findIndex((line) => new RegExp(`#region ${region}\\s*(\\*/|-->)?\\s*$`).test(line));
  const end = lines.findIndex((line, i) => i > start && new RegExp(`#endregion ${region}\\b`).test(line));
  if (start === -1 || end === -1) return null;
  const body = lines.slice(start + 1, end);
  const indent = Math.min(...body.filter((l) => l.trim()).map((l) => /^ */.exec(l)[0].length));
  return body.map((l) => l.slice(indent)).join('\n');
}

/** Problems of one Markdown text: each marked block whose file is missing or differs. */
export function checkExamples(name, text, read) {
  const problems = [];
  let checked = 0;
  for (const [, target, code] of text.matchAll(marked)) {
    checked++;
    const [path, region] = target.split('#');
    const fileText = read(path);
    if (fileText === null) {
      problems.push(`${name}: ${path} does not exist`);
      continue;
    }
    const expected = exampleText(fileText, region);
    if (expected === null) problems.push(`${name}: ${path} has no region "${region}"`);
    else if (expected.trimEnd() !== code.trimEnd())
      problems.push(`${name}: the block marked ${target} differs from the file`);
  }
  return { checked, problems };
}

function main() {
  const read = (path) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : null);
  const problems = [];
  let checked = 0;
  for (const file of docFiles()) {
    const result = checkExamples(file, readFileSync(join(root, file), 'utf8'), read);
    checked += result.checked;
    problems.push(...result.problems);
  }
  if (checked === 0) problems.push('no marked example block found (the marker format changed?)');
  for (const problem of problems) console.error(problem);
  console.log(`example blocks in READMEs and docs: ${checked} checked, ${problems.length} out of date`);
  process.exit(problems.length > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
