// Dead exports: a name a package source exports that no file in the repository imports, no package entry offers
// and its own file never uses, i.e. code that serves nobody. (A name exported but used only in its own file is
// not counted: it often types a public signature.) Also a src folder that holds only tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';
import { exportedDeclarations } from './duplicate-names.mjs';
import { packageOf, packageSourceFiles, parseSource, repoRoot } from './source-files.mjs';

/**
 * Packages left out for now. packages/server is being refactored on another branch (issue #43 part 3);
 * the lead includes it after that merge.
 */
export const exemptPackages = ['server'];

/** Folders whose files may import package sources (everything but generated and installed code). */
const skippedFolders = new Set([
  'node_modules',
  'dist',
  '.git',
  '.vitepress',
  'storybook-static',
  'coverage',
]);
const codeFile = /\.(ts|tsx|mts|js|mjs|cjs)$/;

function walk(dir, out) {
  for (const entry of readdirSync(join(repoRoot, dir), { withFileTypes: true })) {
    if (skippedFolders.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(path, out);
    else if (codeFile.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Every code file of the repository that may import a package source. */
export function repoCodeFiles() {
  return walk('', []);
}

/** The source file a relative import names, or undefined (a .js import of a .ts file included). */
export function resolveRelative(from, specifier) {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  const stem = base.replace(/\.(js|mjs|ts|tsx)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ];
  return candidates.find((candidate) => existsSync(join(repoRoot, candidate)) && codeFile.test(candidate));
}

/** Package entries: each `exports` path's development source, and the sandbox's page-script bundles. */
export function entryFiles(files = packageSourceFiles()) {
  const entries = new Set(files.filter((file) => file.endsWith('.entry.ts')));
  for (const pkg of readdirSync(join(repoRoot, 'packages'))) {
    const manifest = join(repoRoot, 'packages', pkg, 'package.json');
    if (!existsSync(manifest)) continue;
    const { exports = {}, bin = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
    for (const target of Object.values(exports)) {
      const source = typeof target === 'object' ? target['@veriframe/development'] : undefined;
      if (source && codeFile.test(source)) entries.add(posix.join('packages', pkg, source));
    }
    for (const script of Object.values(typeof bin === 'string' ? { bin } : bin)) {
      entries.add(posix.join('packages', pkg, script));
    }
  }
  return entries;
}

/** Which names of which files the repository uses: imported, re-exported, or offered by an entry. */
export function usedNames(codeFiles = repoCodeFiles(), entries = entryFiles()) {
  const used = new Map(); // file → Set of names, or '*' for all of them
  const use = (file, name) => {
    if (!used.has(file)) used.set(file, new Set());
    used.get(file).add(name);
  };
  for (const entry of entries) use(entry, '*');
  for (const file of codeFiles) {
    const sourceFile = parseSource(file);
    const visit = (node) => {
      let specifier;
      let names = ['*'];
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        specifier = node.moduleSpecifier.text;
        const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
        if (bindings && ts.isNamedImports(bindings))
          names = bindings.elements.map((e) => (e.propertyName ?? e.name).text);
        if (bindings && ts.isNamedExports(bindings))
          names = bindings.elements.map((e) => (e.propertyName ?? e.name).text);
        if (ts.isImportDeclaration(node) && node.importClause?.name) names = [...names, 'default'];
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        if (ts.isStringLiteral(node.arguments[0])) specifier = node.arguments[0].text;
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        specifier = node.argument.literal.text;
        names = node.qualifier ? [node.qualifier.getText().split('.')[0]] : ['*'];
      }
      if (specifier?.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (target) for (const name of names) use(target, name);
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return used;
}

function identifierCounts(sourceFile) {
  const counts = new Map();
  const visit = (node) => {
    if (ts.isIdentifier(node)) counts.set(node.text, (counts.get(node.text) ?? 0) + 1);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return counts;
}

/** Folders under packages/*\/src that hold test files and nothing else. */
export function testOnlyFolders(root = join(repoRoot, 'packages')) {
  const found = [];
  const visit = (dir, relative) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    if (
      files.length &&
      files.every((name) => /\.test\.(ts|tsx)$/.test(name)) &&
      !entries.some((e) => e.isDirectory())
    ) {
      found.push(relative);
    }
    for (const entry of entries) {
      if (entry.isDirectory() && entry.name !== 'node_modules')
        visit(join(dir, entry.name), `${relative}/${entry.name}`);
    }
  };
  for (const pkg of readdirSync(root)) {
    if (!exemptPackages.includes(pkg) && existsSync(join(root, pkg, 'src'))) {
      visit(join(root, pkg, 'src'), `packages/${pkg}/src`);
    }
  }
  return found;
}

/** Exported names of package sources that nothing uses. */
export function deadExports(files = packageSourceFiles(), used = usedNames()) {
  const dead = [];
  for (const file of files) {
    if (exemptPackages.includes(packageOf(file))) continue;
    const names = used.get(file) ?? new Set();
    if (names.has('*')) continue;
    const sourceFile = parseSource(file);
    const uses = identifierCounts(sourceFile);
    for (const name of exportedDeclarations(sourceFile)) {
      // One identifier is the declaration itself.
      if (!names.has(name) && (uses.get(name) ?? 0) <= 1) dead.push({ file, name });
    }
  }
  return dead;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dead = deadExports();
  for (const { file, name } of dead) console.log(`FAIL ${file}: ${name} is exported but never imported`);
  const folders = testOnlyFolders();
  for (const folder of folders) console.log(`FAIL ${folder} holds only tests`);
  console.log(`${dead.length} dead export(s), ${folders.length} folder(s) of tests alone`);
  process.exitCode = dead.length + folders.length ? 1 : 0;
}
