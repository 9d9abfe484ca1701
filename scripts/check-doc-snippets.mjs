#!/usr/bin/env node
// Every ts/tsx code block of the READMEs and the docs must still compile against the workspace packages. A block
// marked `<!-- example: <path> -->` is its file (check-readme-examples.mjs) and that file is typechecked with its
// project, so it is skipped here. Every other block is written to its own module and the lot is typechecked
// with tsc, the packages resolved from their sources. Blocks are excerpts: a name they use without declaring it
// (the `iframe` of "getSource: () => iframe.contentWindow") and an import of the reader's own files
// ('./lib/identify', '@/lib/session') or of a package other than ours ('express', 'pg') are theirs to bring, and
// so is the body of a function shown without it (a bare `return`); everything else is an error: an import the packages
// do not export, a wrong option, a wrong type, a syntax error. Exits 1 naming the page, the line and the error.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { docFiles, root } from './doc-files.mjs';

/** tsc codes for the names and modules an excerpt leaves to its reader. */
export const readersOwn = new Set([
  2304, // Cannot find name 'x'.
  2552, // Cannot find name 'x'. Did you mean 'y'?
  2582, // Cannot find name 'test' (a test runner's global).
  2593, // Cannot find name 'beforeEach' (a test runner's global).
  1108, // A 'return' statement can only be used within a function body (an excerpt of one).
  18004, // No value exists in scope for the shorthand property 'x'.
]);
const cannotFindModule = new Set([2307, 2792]);

/**
 * The ts/tsx blocks of a Markdown text that are not marked as a file: `{ line, lang, code }`, or `{ line, unclosed }`
 * for a block that is never closed.
 */
export function readSnippets(text) {
  const snippets = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(ts|tsx|typescript)\b/.exec(lines[i]);
    if (!open) continue;
    const indent = open[1].length;
    const end = lines.findIndex((line, j) => j > i && /^\s*```\s*$/.test(line));
    if (end === -1) {
      // Unclosed, the block would swallow the rest of the page: its links and headings too.
      snippets.push({ line: i + 1, unclosed: true });
      break;
    }
    const marked = /<!-- example: /.test(lines[i - 1] ?? '');
    if (!marked)
      snippets.push({
        line: i + 2,
        lang: open[2] === 'tsx' ? 'tsx' : 'ts',
        code: lines
          .slice(i + 1, end)
          .map((l) => l.slice(indent))
          .join('\n'),
      });
    i = end;
  }
  return snippets;
}

/** Whether a tsc diagnostic is an excerpt's missing context rather than an error of the docs. */
export function isReadersOwn(code, message) {
  if (readersOwn.has(code)) return true;
  const specifier = /module '([^']+)'/.exec(message)?.[1];
  return cannotFindModule.has(code) && specifier !== undefined && !specifier.startsWith('@veriframe/');
}

function main() {
  const dir = join(root, 'docs/.vitepress/cache/snippets');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const origin = new Map();
  const unclosed = [];
  let count = 0;
  for (const file of docFiles()) {
    for (const snippet of readSnippets(readFileSync(join(root, file), 'utf8'))) {
      if (snippet.unclosed) {
        unclosed.push(`${file}:${snippet.line}: the code block opened here is never closed`);
        continue;
      }
      const name = `s${++count}.${snippet.lang}`;
      origin.set(name, `${file}:${snippet.line}`);
      writeFileSync(join(dir, name), `${snippet.code}\n`);
    }
  }
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: '../../../../tsconfig.base.json',
      compilerOptions: {
        types: ['node'],
        // A reader's strict project, not this repository's extra index checks.
        noUncheckedIndexedAccess: false,
        noImplicitAny: false,
        noUnusedLocals: false,
        allowUnreachableCode: true,
      },
      include: ['*.ts', '*.tsx'],
    }),
  );
  let output = '';
  try {
    execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', dir, '--pretty', 'false'], { encoding: 'utf8' });
  } catch (error) {
    output = `${error.stdout ?? ''}`;
  }
  const problems = [...unclosed];
  for (const [, name, line, code, message] of output.matchAll(
    /^(?:.*[\\/])?(s\d+\.tsx?)\((\d+),\d+\): error TS(\d+): (.+)$/gm,
  )) {
    if (isReadersOwn(Number(code), message)) continue;
    const [page, start] = origin.get(name).split(':');
    problems.push(`${page}:${Number(start) + Number(line) - 1}: TS${code} ${message}`);
  }
  for (const problem of problems) console.error(problem);
  console.log(`ts/tsx snippets in READMEs and docs: ${count} typechecked, ${problems.length} errors`);
  process.exit(problems.length > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
