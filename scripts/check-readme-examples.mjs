#!/usr/bin/env node
// Each README (and docs/guide/nextjs.md) code block marked `<!-- example: <path> -->` must be that file of the examples, verbatim, so the
// "Next.js" and "Vite" sections stay code the examples build and test. Exits 1 naming each block that drifted.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const readmes = [
  'README.md',
  'packages/server/README.md',
  'packages/react/README.md',
  'docs/guide/nextjs.md',
];
const marked = /<!-- example: (\S+) -->\n```\w*\n([\s\S]*?)\n```/g;
const problems = [];
let checked = 0;
for (const readme of readmes) {
  const text = readFileSync(join(root, readme), 'utf8');
  for (const [, path, code] of text.matchAll(marked)) {
    checked++;
    const file = join(root, path);
    if (!existsSync(file)) problems.push(`${readme}: ${path} does not exist`);
    else if (readFileSync(file, 'utf8').trimEnd() !== code.trimEnd())
      problems.push(`${readme}: the block marked ${path} differs from the file`);
  }
}
if (checked === 0) problems.push('no marked example block found (the marker format changed?)');
for (const problem of problems) console.error(problem);
console.log(`README example blocks: ${checked} checked, ${problems.length} out of date`);
process.exit(problems.length > 0 ? 1 : 0);
