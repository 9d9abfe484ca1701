#!/usr/bin/env node
// The docs must not outlive the code they describe. Two checks over the READMEs and docs pages, outside code
// blocks (the snippets are compiled by check-doc-snippets.mjs):
// - an API name in backticks (`HostedFrame`, `createProxy(`) must still exist: declared or used in the
//   repository's code, or a platform or third-party name listed below. A renamed or removed export fails here.
// - a statement that a function returns `{ a, b }` must list only properties its return type has;
// - a package the prose calls a peer dependency, or a package README's `npm install` line names beside the
//   package, must be declared by a @veriframe package (its own, on a package's README or page).
// Exits 1 naming each stale statement.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { apiEntryPoints } from '../docs/api-entry-points.mjs';
import { docFiles, root } from './doc-files.mjs';

/** Names the docs use that are the platform's, React Native's or another library's, never ours. */
const othersNames = new Set([
  'AbortSignal',
  'HttpOnly',
  'IntersectionObserver',
  'NaN',
  'NewZealand', // spec service names (AgeMatch5.0.NewZealand)
  'PermissionsAndroid',
  'PlaidLink',
  'QueryClientProvider', // TanStack Query's, which an app may keep beside ours
  'RangeError',
  'SouthAfrica',
  'TypeError',
]);

const packageDirs = ['core', 'react', 'react-native', 'server', 'sandbox'];

/** Lines of a Markdown text outside fenced code, with their numbers. */
function proseLines(text) {
  let fenced = false;
  return text.split('\n').flatMap((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    return fenced || /^\s*```/.test(line) ? [] : [{ line, number: i + 1 }];
  });
}

/** API-looking names in backticks: `PascalCaseWithTwoHumps` (generics allowed) and `camelCase(` calls. */
export function apiNames(line) {
  const names = [];
  for (const [, name] of line.matchAll(/`([A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+)(?:<[^`]*>)?`/g))
    names.push(name);
  for (const [, name] of line.matchAll(/`([a-z]+[A-Z][A-Za-z0-9]*)\(/g)) names.push(name);
  return names;
}

/** Problems with names: `known` is every identifier of the repository's code. */
export function checkNames(file, text, known) {
  return proseLines(text).flatMap(({ line, number }) =>
    apiNames(line)
      .filter((name) => !known.has(name) && !othersNames.has(name))
      .map((name) => `${file}:${number}: \`${name}\` is named nowhere in the code: renamed or removed?`),
  );
}

/**
 * The packages a text says are peer dependencies, and (`installs`: a package's own README or page) those its
 * `npm install` lines name beside a @veriframe package, with line numbers.
 */
export function namedPeers(text, installs) {
  const found = [];
  for (const { sentence, number } of proseSentences(text)) {
    if (!/peer dependenc/i.test(sentence)) continue;
    for (const [, name] of sentence.matchAll(/`((?:@[a-z0-9-]+\/)?[a-z][a-z0-9.-]*)`/g))
      if (!name.startsWith('@veriframe/')) found.push({ name, number });
  }
  text.split('\n').forEach((line, i) => {
    const install = line.match(/^\s*npm (?:install|i)\b(.*)$/);
    if (!installs || !install || !/@veriframe\//.test(install[1])) return;
    for (const word of install[1].split('#')[0].trim().split(/\s+/)) {
      if (word.startsWith('-') || word.startsWith('@veriframe/') || word === '') continue;
      found.push({ name: word.replace(/(.)@[^/]*$/, '$1'), number: i + 1, install: true });
    }
  });
  return found;
}

/** Problems with peers: `declared` is what the file's own package declares, or `all` packages together. */
export function checkPeers(file, text, { own, all }) {
  const declared = own ?? all;
  return namedPeers(text, own !== undefined)
    .filter(({ name }) => !declared.has(name))
    .map(
      ({ name, number, install }) =>
        `${file}:${number}: \`${name}\` is ${install ? 'installed beside the package' : 'called a peer dependency'}, but no @veriframe package declares it`,
    );
}

/** Sentences of prose joined across lines, each with the number of the line it starts on. */
function proseSentences(text) {
  const sentences = [];
  let paragraph = [];
  const flush = () => {
    if (paragraph.length === 0) return;
    const joined = paragraph.map((p) => p.line).join(' ');
    for (const sentence of joined.split(/\.\s/)) sentences.push({ sentence, number: paragraph[0].number });
    paragraph = [];
  };
  for (const entry of proseLines(text)) {
    if (entry.line.trim() === '') flush();
    else paragraph.push(entry);
  }
  flush();
  return sentences;
}

/** `name(…)` … returns `{ a, b }` in one sentence: the function and the fields it is said to return. */
export function returnStatements(text) {
  return proseSentences(text).flatMap(({ sentence, number }) => {
    const said = sentence.match(/^(.*)\breturns `\{([^}`]*)\}`/);
    const calls = said && [...said[1].matchAll(/`([A-Za-z_$][\w$]*)\(/g)];
    if (!calls?.length) return [];
    const fields = said[2]
      .split(',')
      .map((field) => field.trim())
      .filter((field) => /^[\w$]+$/.test(field));
    return [{ name: calls.at(-1)[1], fields, number }];
  });
}

/**
 * Problems with return statements: `returnedFields(name, file)` is the property names of the return type of the
 * function of that name (the file's own package's first), or null.
 */
export function checkReturns(file, text, returnedFields) {
  return returnStatements(text).flatMap(({ name, fields, number }) => {
    const actual = returnedFields(name, file);
    if (!actual)
      return [`${file}:${number}: \`${name}(…)\` is said to return fields, but no entry point exports it`];
    return fields
      .filter((field) => !actual.has(field))
      .map(
        (field) => `${file}:${number}: \`${name}(…)\` is said to return \`${field}\`, which its type lacks`,
      );
  });
}

/** The property names of what each exported function returns, read by the TypeScript checker. */
function exportedReturns() {
  const entries = apiEntryPoints();
  const files = entries.map((entry) => entry.file);
  const { config } = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile);
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, root);
  const program = ts.createProgram(files, { ...options, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  // Two packages may export one name (React's and React Native's useHostedVerification): by import path.
  const functions = entries.flatMap(({ file, importPath }) => {
    const module = checker.getSymbolAtLocation(program.getSourceFile(file));
    return (module ? checker.getExportsOfModule(module) : []).map((symbol) => ({ importPath, symbol }));
  });
  return (name, docFile) => {
    const own = ownPackage(docFile);
    const candidates = functions.filter(({ symbol }) => symbol.name === name);
    const symbol = (
      candidates.find(({ importPath }) => own && importPath.split('/')[1] === own) ?? candidates[0]
    )?.symbol;
    const resolved =
      symbol && (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
    const [signature] = resolved ? checker.getTypeOfSymbol(resolved).getCallSignatures() : [];
    if (!signature) return null;
    const returned = checker.getAwaitedType(signature.getReturnType()) ?? signature.getReturnType();
    return new Set(checker.getPropertiesOfType(returned).map((property) => property.name));
  };
}

function codeIdentifiers() {
  const known = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (
        ['node_modules', 'dist', '.next', 'storybook-static'].includes(entry.name) ||
        entry.name.startsWith('.')
      )
        continue;
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.(?:[cm]?[jt]sx?)$/.test(entry.name))
        for (const [word] of readFileSync(join(root, path), 'utf8').matchAll(/[A-Za-z_$][\w$]*/g))
          known.add(word);
    }
  };
  for (const dir of ['packages', 'apps', 'examples', 'e2e', 'scripts', '.storybook']) walk(dir);
  return known;
}

/** The package a README or a docs/packages page is about (`react-native` before `react`), if any. */
function ownPackage(file) {
  return (
    file.match(/^packages\/([^/]+)\/README\.md$/)?.[1] ??
    packageDirs
      .filter((dir) => file.startsWith(`docs/packages/${dir}`))
      .sort((a, b) => b.length - a.length)[0]
  );
}

/** What each package declares (dependencies and peers), and all of it together. */
function declaredPackages() {
  const byPackage = new Map();
  for (const dir of packageDirs) {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
    byPackage.set(dir, new Set(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })));
  }
  const all = new Set([...byPackage.values()].flatMap((names) => [...names]));
  return (file) => {
    const own = ownPackage(file);
    return { own: own && byPackage.get(own), all };
  };
}

function main() {
  const known = codeIdentifiers();
  const declared = declaredPackages();
  const returnedFields = exportedReturns();
  const problems = docFiles().flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    return [
      ...checkNames(file, text, known),
      ...checkReturns(file, text, returnedFields),
      ...checkPeers(file, text, declared(file)),
    ];
  });
  for (const problem of problems) console.error(problem);
  console.log(`API names, returned fields and peer dependencies in the docs: ${problems.length} stale`);
  process.exit(problems.length > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
