// The package sources that the code-shape checks read: packages/*/src, tests and stories aside.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The repository root (two folders above this file). */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const sourceExtension = /\.(ts|tsx|mts)$/;
// Tests, stories, declaration files and test support (named `*test-support*` or `test-setup`), which no
// package entry reaches.
const notSource = /\.(test|spec|stories)\.(ts|tsx)$|\.d\.ts$/;
const testSupport = /(^|[/-])test-(support|setup)([/.-]|$)/;

function walk(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!testSupport.test(entry.name)) walk(path, out);
    } else if (sourceExtension.test(entry.name) && !notSource.test(entry.name) && !testSupport.test(path)) {
      out.push(path);
    }
  }
  return out;
}

/** Repo-relative, slash-separated path. */
export function repoPath(path, root = repoRoot) {
  return relative(root, path).split(sep).join('/');
}

/** Every non-test source file under packages/<name>/src, as repo-relative paths. */
export function packageSourceFiles(root = repoRoot) {
  const files = [];
  for (const pkg of readdirSync(join(root, 'packages'), { withFileTypes: true })) {
    if (!pkg.isDirectory()) continue;
    try {
      walk(join(root, 'packages', pkg.name, 'src'), files);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  return files.map((file) => repoPath(file, root)).sort();
}

const parsed = new Map();

/** Parse one file (no type checking: the checks only need its syntax); a file read from disk is parsed once. */
export function parseSource(path, text) {
  if (text === undefined) {
    if (!parsed.has(path)) parsed.set(path, parseSource(path, readFileSync(join(repoRoot, path), 'utf8')));
    return parsed.get(path);
  }
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
}

/** The package a repo-relative path belongs to ('core', 'react', ...), or undefined. */
export function packageOf(path) {
  return /^packages\/([^/]+)\//.exec(path)?.[1];
}
