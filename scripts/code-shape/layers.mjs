// No layer imported upward: a file imports only its own floor or lower ones, between packages and inside one.
import { posix } from 'node:path';
import ts from 'typescript';
import { packageOf, packageSourceFiles, parseSource } from './source-files.mjs';

/**
 * The packages, lowest floor first. A package's source imports only packages on a lower floor: core is the
 * contract everyone builds on; the framework kits, the proxy and the sandbox stand side by side above it and never
 * import each other (tests may: they are not checked). React Native and the devtools stand on React's base hook.
 */
export const packageFloors = [['core'], ['react', 'server', 'sandbox'], ['react-native', 'devtools']];

/**
 * Each package's own floors, lowest first, named by the first path part under src/ (file name without extension;
 * `*` stands for every part not named). A file imports its own floor or lower ones. packages/server is being
 * refactored on another branch (issue #43 part 3) and is not divided yet.
 */
export const folderFloors = {
  core: [
    ['result', 'contract', 'rule-sets', 'gateway-services'], // the words of the service interface
    ['schemas'], // the zod contract
    ['problems', 'routes', 'builders', 'embed', 'theme', 'flow', 'devtools'], // parts every flow uses
    ['hosted', 'document-modal'], // flows
    ['client', 'age-check', 'document', 'webview'], // what is built on the flows
    ['index'], // the entry
  ],
  react: [
    ['base', 'texts', 'callback-name', 'use-latest-ref', 'use-media-query', 'look'],
    ['provider'],
    ['document-modal', 'hosted', 'quiz', 'proxy'],
    ['style-previewer'],
    ['index'],
  ],
  'react-native': [['*'], ['index']],
  sandbox: [
    ['kernel'], // HTTP, clock, settings, faults, deliveries: knows no area
    ['test-data'], // the fixed people and documents
    ['areas'], // one folder per service area
    ['app', 'admin-client', 'sign-test-delivery'], // the areas assembled
    ['start', 'cli-options', 'playwright', 'testing'],
    ['cli', 'index'],
  ],
};

const exemptPackages = ['server'];

function floorOfPackage(name) {
  return packageFloors.findIndex((floor) => floor.includes(name));
}

/** The floor of a repo-relative file inside its package, or -1 when its part is on no floor. */
export function floorOfFile(path) {
  const pkg = packageOf(path);
  const floors = folderFloors[pkg];
  if (!floors) return 0;
  const parts = path.split('/');
  // A folder's own index.ts is a subpath entry (`@veriframe/core/embed`): it stands on the entry floor.
  if (parts.length === 5 && parts[4] === 'index.ts')
    return floors.findIndex((floor) => floor.includes('index'));
  const part = parts[3]?.replace(/\.(ts|tsx|mts)$/, '');
  const named = floors.findIndex((floor) => floor.includes(part));
  return named >= 0 ? named : floors.findIndex((floor) => floor.includes('*'));
}

/** Module specifiers one parsed file imports or re-exports (type-only ones too: they bind the layers as much). */
export function importedSpecifiers(sourceFile) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Every upward import in the package sources, with the rule it breaks. */
export function upwardImports(files = packageSourceFiles(), read = parseSource) {
  const found = [];
  for (const file of files) {
    const pkg = packageOf(file);
    if (exemptPackages.includes(pkg)) continue;
    const ownFloor = floorOfFile(file);
    if (ownFloor < 0) {
      found.push({
        file,
        specifier: '',
        rule: `${file.split('/')[3]} is on no floor of ${pkg} (layers.mjs)`,
      });
      continue;
    }
    for (const specifier of importedSpecifiers(read(file))) {
      const other = /^@veriframe\/([^/]+)/.exec(specifier)?.[1];
      if (other && other !== pkg && floorOfPackage(other) >= floorOfPackage(pkg)) {
        found.push({ file, specifier, rule: `${pkg} may not import ${other}` });
      }
      if (!specifier.startsWith('.')) continue;
      const target = posix.normalize(posix.join(posix.dirname(file), specifier));
      if (packageOf(target) !== pkg) {
        found.push({ file, specifier, rule: 'reaches into another package by path' });
      } else if (floorOfFile(target) > ownFloor) {
        found.push({ file, specifier, rule: `${target.split('/')[3]} is above ${file.split('/')[3]}` });
      }
    }
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = upwardImports();
  for (const { file, specifier, rule } of found) console.log(`FAIL ${file} imports ${specifier}: ${rule}`);
  console.log(`${found.length} upward import(s)`);
  process.exitCode = found.length ? 1 : 0;
}
