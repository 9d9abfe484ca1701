// Exported names declared in more than one place: each shape should be declared once (the zod contract in core)
// and imported everywhere else.
import ts from 'typescript';
import { packageOf, packageSourceFiles, parseSource } from './source-files.mjs';

/**
 * Packages left out for now. packages/server is being refactored on another branch (issue #43 part 3);
 * the lead includes it after that merge.
 */
export const exemptPackages = ['server'];

/**
 * Names two packages may each declare: the hosted hook of the web kit (packages/react) and of the React Native
 * kit, the same public API on two platforms, each package's own. The parts they share are core's
 * (`@veriframe/core` hosted flow); another branch of issue #43 moves more of them there.
 */
export const platformTwins = [
  'useHostedVerification',
  'UseHostedVerificationOptions',
  'HostedVerification',
  'HostedSessionBody',
  'useEmbeddingDoctor',
];
const twinPackages = ['react', 'react-native'];

function isExported(node) {
  return ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export;
}

/** Names a file declares and exports itself (re-exports are not declarations). */
export function exportedDeclarations(sourceFile) {
  const names = [];
  for (const statement of sourceFile.statements) {
    if (!ts.canHaveModifiers(statement) || !isExported(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if (
      (ts.isTypeAliasDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.push(statement.name.text);
    }
  }
  return names;
}

/** Every exported name declared in more than one file, with the files. */
export function duplicateNames(files = packageSourceFiles(), read = parseSource) {
  const places = new Map();
  for (const file of files) {
    if (exemptPackages.includes(packageOf(file))) continue;
    for (const name of new Set(exportedDeclarations(read(file)))) {
      places.set(name, [...(places.get(name) ?? []), file]);
    }
  }
  const twins = (name, where) =>
    platformTwins.includes(name) &&
    where.length === 2 &&
    where.every((file) => twinPackages.includes(packageOf(file)));
  return [...places]
    .filter(([name, where]) => where.length > 1 && !twins(name, where))
    .map(([name, where]) => ({ name, files: where }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const duplicates = duplicateNames();
  for (const { name, files } of duplicates) console.log(`FAIL ${name}: ${files.join(', ')}`);
  console.log(`${duplicates.length} exported name(s) declared in more than one place`);
  process.exitCode = duplicates.length ? 1 : 0;
}
