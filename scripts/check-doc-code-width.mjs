#!/usr/bin/env node
// A code block must fit its frame: no line of a fenced block on a docs page is longer than `codeWidth`
// characters, Biome's line width (so an example file shown whole fits too). At 1440 px the theme
// (docs/.vitepress/theme/custom.css) shows that many; narrower screens wrap code lines instead of scrolling
// them. Exits 1 naming each line over.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { docFiles, root } from './doc-files.mjs';

export const codeWidth = 110;

/** `path:line: N characters` for each line of a fenced block longer than `width`. */
export function longCodeLines(path, text, width = codeWidth) {
  const problems = [];
  let fence = null;
  text.split('\n').forEach((line, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? null : marker;
      return;
    }
    const length = [...line.trimEnd()].length;
    if (fence && length > width)
      problems.push(`${path}:${i + 1}: ${length} characters in a code block, over ${width}`);
  });
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pages = docFiles().filter((path) => path.startsWith('docs/'));
  const problems = pages.flatMap((path) => longCodeLines(path, readFileSync(join(root, path), 'utf8')));
  for (const problem of problems) console.error(problem);
  console.log(`code lines of docs/ pages over ${codeWidth} characters: ${problems.length}`);
  if (problems.length) process.exit(1);
}
