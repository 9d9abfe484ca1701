import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Two measures of the server's source (issue 43), read from the syntax alone (no type checker: fast, and the
// same answer on any machine): how far `ProxyOptions` travels whole, and which functions run over 80 lines.

/** Every `.ts` file under `dir`, tests left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(dir, file))
    .sort();
}

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** Whether a type annotation names the options type at all: whole, or a part of it (`Pick<ProxyOptions, …>`). */
function namesOptions(type: ts.TypeNode | undefined, name: string): boolean {
  if (!type) return false;
  let found = false;
  const visit = (node: ts.Node) => {
    if (ts.isTypeReferenceNode(node) && node.typeName.getText() === name) found = true;
    else ts.forEachChild(node, visit);
  };
  visit(type);
  return found;
}

/** One place the whole options object is held (a parameter, variable or property) or handed on (a call). */
export interface OptionsStay {
  where: string;
  kind: 'held' | 'passed';
}

/**
 * The options walk: every parameter, variable or property whose type names `ProxyOptions`, whole or a part
 * (`Pick<ProxyOptions, …>`, `ProxyOptions['rateLimit']`) ("held"), and every call given such a parameter or
 * variable as it is ("passed"). Each is a place a reader must follow the whole
 * object to learn which of its fields a part uses; splitting it at the door keeps the walk short.
 */
export function optionsWalk(root: string, typeName = 'ProxyOptions'): OptionsStay[] {
  const stays: OptionsStay[] = [];
  for (const file of sourceFiles(root)) {
    const source = parse(file);
    const at = (node: ts.Node) =>
      `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const holders = new Set<string>();
    const visit = (node: ts.Node) => {
      if (
        (ts.isParameter(node) || ts.isVariableDeclaration(node) || ts.isPropertySignature(node)) &&
        namesOptions(node.type, typeName)
      ) {
        stays.push({ where: at(node), kind: 'held' });
        if (ts.isIdentifier(node.name)) holders.add(node.name.text);
      }
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        for (const argument of node.arguments ?? []) {
          if (ts.isIdentifier(argument) && holders.has(argument.text)) {
            stays.push({ where: at(argument), kind: 'passed' });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return stays;
}

/** A function and its length in lines, and whether a `// long:` comment beside it says why. */
export interface LongFunction {
  where: string;
  name: string;
  lines: number;
  reason: string | undefined;
}

function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  return '(anonymous)';
}

/**
 * Every function (declaration, expression, arrow, method, accessor, constructor) over `limit` lines, with the
 * reason written on the line above it (`// long: …`, after its JSDoc) or on its first line, if any.
 */
export function longFunctions(root: string, limit = 80): LongFunction[] {
  const found: LongFunction[] = [];
  for (const file of sourceFiles(root)) {
    const source = parse(file);
    const lines = source.text.split('\n');
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const fn = node as ts.FunctionLikeDeclaration;
        const start = source.getLineAndCharacterOfPosition(fn.getStart()).line;
        const end = source.getLineAndCharacterOfPosition(fn.getEnd()).line;
        const length = end - start + 1;
        if (length > limit) {
          const beside = [lines[start - 1] ?? '', lines[start] ?? ''].join('\n');
          const reason = /\/\/ long: (.+)$/m.exec(beside)?.[1];
          found.push({
            where: `${relative(root, file)}:${start + 1}`,
            name: nameOf(fn),
            lines: length,
            reason,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

// `npx tsx test/support/code-shape.ts [dir]`: prints both measures (default `src`), each place on its own line.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? 'src';
  const walk = optionsWalk(root);
  const held = walk.filter((stay) => stay.kind === 'held').length;
  console.log(`options walk: ${walk.length} stays (${held} held, ${walk.length - held} passed)`);
  for (const stay of walk) console.log(`  ${stay.kind} ${stay.where}`);
  const long = longFunctions(root);
  console.log(
    `functions over 80 lines: ${long.length}, ${long.filter((f) => !f.reason).length} without a reason`,
  );
  for (const f of long)
    console.log(`  ${f.lines} ${f.name} ${f.where}${f.reason ? ` (long: ${f.reason})` : ''}`);
}
