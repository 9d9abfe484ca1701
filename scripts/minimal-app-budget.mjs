#!/usr/bin/env node
// The short path's promise (issue 42): an app that already has sign-in adds hosted verification with
// webhooks, ownership, the startup check and the CSP in at most 3 files and 60 lines of its own code.
// Counts, in examples/next-minimal, every source file that names Veriframe (the app's own sign-in does not),
// outside its e2e: files, and lines that are neither blank nor comments. Exits 1 above the budget.
// Usage: node scripts/minimal-app-budget.mjs [app-dir]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const budget = { files: 3, lines: 60 };
const skipped = new Set(['node_modules', '.next', 'e2e', 'test-results', 'playwright-report']);
const sourceFile = /\.(ts|tsx|js|jsx|mjs|cjs|css)$/;

/** Each file of `dir` that names Veriframe, with its code lines (not blank, not a comment). */
export function veriframeFiles(dir) {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skipped.has(entry.name)) walk(path);
      } else if (sourceFile.test(entry.name) && entry.name !== 'playwright.config.ts') {
        const text = readFileSync(path, 'utf8');
        if (!/veriframe/i.test(text)) continue;
        const code = text.split('\n').filter((line) => line.trim() && !/^\s*(\/\/|\/\*|\*)/.test(line));
        found.push({ path: relative(dir, path), lines: code.length, all: text.split('\n').length - 1 });
      }
    }
  };
  walk(dir);
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/** The budget's verdict on `dir`: the counts and each rule broken. */
export function checkBudget(dir) {
  const files = veriframeFiles(dir);
  const lines = files.reduce((sum, file) => sum + file.lines, 0);
  const problems = [];
  if (files.length > budget.files)
    problems.push(`${files.length} files name Veriframe (at most ${budget.files})`);
  if (lines > budget.lines) problems.push(`${lines} lines of code in them (at most ${budget.lines})`);
  return { files, lines, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const { files, lines, problems } = checkBudget(
    resolve(process.argv[2] ?? join(root, 'examples/next-minimal')),
  );
  for (const file of files) console.log(`${file.path}: ${file.lines} lines of code (${file.all} in all)`);
  console.log(`${files.length} files, ${lines} lines of code (budget ${budget.files} and ${budget.lines})`);
  for (const problem of problems) console.error(problem);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
