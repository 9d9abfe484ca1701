#!/usr/bin/env node
// The docs site's own pages stay short enough to read: at most `lineBudget` lines of Markdown under docs/ (not
// the API pages TypeDoc writes). Past it, cut repetition or move the detail into the code's comments.
// Exits 1 with the count and the longest pages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { docFiles, root } from './doc-files.mjs';

export const lineBudget = 3500;

/** Lines of a text as `wc -l` counts them: its newlines. */
export const lineCount = (text) => text.split('\n').length - 1;

/** `{ total, problems }` for `{ path: text }`: one problem naming the longest pages when the total is over. */
export function checkBudget(pages, budget = lineBudget) {
  const counts = Object.entries(pages).map(([path, text]) => [path, lineCount(text)]);
  const total = counts.reduce((sum, [, lines]) => sum + lines, 0);
  if (total <= budget) return { total, problems: [] };
  const longest = counts
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([path, lines]) => `${path} (${lines})`);
  return {
    total,
    problems: [
      `docs/ has ${total} lines of Markdown, over the budget of ${budget}; longest: ${longest.join(', ')}`,
    ],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pages = Object.fromEntries(
    docFiles()
      .filter((path) => path.startsWith('docs/'))
      .map((path) => [path, readFileSync(join(root, path), 'utf8')]),
  );
  const { total, problems } = checkBudget(pages);
  for (const problem of problems) console.error(problem);
  console.log(`lines of docs/ pages: ${total} of ${lineBudget}`);
  if (problems.length) process.exit(1);
}
