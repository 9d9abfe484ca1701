// Reads docs/guide/nextjs.md as steps (the files it shows, the commands it runs) and finds what a stranger
// would miss in it without building anything: a file one of its files imports but the guide never shows, a
// package its files import but its install lines never name, an install without a pinned major.
import { builtinModules } from 'node:module';
import { posix } from 'node:path';

/** The steps of a guide's text: files to write and commands to run, each the block after its marker line. */
export function readGuide(text) {
  const marked = /<!-- (example|file|run): (\S+) -->\n```\w*\n([\s\S]*?)\n```/g;
  const files = [];
  const runs = {};
  for (const [, kind, name, body] of text.matchAll(marked)) {
    if (kind === 'run') runs[name] = body;
    else files.push({ path: kind === 'example' ? name.replace(/^examples\/next-app\//, '') : name, body });
  }
  return { files, runs };
}

const steps = ['install', 'sandbox', 'build', 'start', 'callback'];
const sourceExtensions = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** The package an import specifier names (`next/headers` → `next`), or undefined for a file or built-in. */
function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('@/') || specifier.startsWith('node:'))
    return undefined;
  const name = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : specifier.split('/')[0];
  return builtinModules.includes(name) ? undefined : name;
}

/** Everything a guide's steps leave out, as sentences naming the file, package or line. */
export function guideProblems({ files, runs }) {
  const problems = [];
  for (const step of steps)
    if (runs[step] === undefined) problems.push(`no command block marked <!-- run: ${step} -->`);
  const written = new Set(files.map((file) => file.path));
  const installLines = (runs.install ?? '').split('\n').filter((line) => /^npm install\b/.test(line));
  const installed = new Map();
  for (const line of installLines)
    for (const word of line
      .split(/\s+/)
      .slice(2)
      .filter((w) => !w.startsWith('-'))) {
      const at = word.lastIndexOf('@');
      installed.set(at > 0 ? word.slice(0, at) : word, at > 0 ? word.slice(at + 1) : undefined);
    }
  for (const [name, version] of installed)
    if (!name.startsWith('@veriframe/') && !/^\d+/.test(version ?? ''))
      problems.push(`install: ${name} has no pinned major (${name}@<major>)`);
  const importPattern =
    /^\s*(?:import|export)\s+(?:[\w*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
  for (const { path, body } of files) {
    if (!/\.(ts|tsx|js|mjs)$/.test(path)) continue;
    for (const [, fromStatement, fromCall] of body.matchAll(importPattern)) {
      const specifier = fromStatement ?? fromCall;
      const name = packageOf(specifier);
      if (name !== undefined) {
        if (!installed.has(name)) problems.push(`${path} imports ${specifier}: ${name} is never installed`);
        continue;
      }
      if (specifier.startsWith('node:')) continue;
      const target = specifier.startsWith('@/')
        ? specifier.slice(2)
        : posix.normalize(posix.join(posix.dirname(path), specifier));
      if (!sourceExtensions.some((extension) => written.has(`${target}${extension}`)))
        problems.push(`${path} imports ${specifier}: the guide shows no ${target}`);
    }
  }
  return problems;
}
