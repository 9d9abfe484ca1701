// The `veriframe` command: `veriframe init [--force] [dir]`.
import { resolve } from 'node:path';
import { init } from './init';

const usage = 'usage: veriframe init [--force] [dir]';

/** Runs the command; returns its exit code. */
export function main(argv: string[], print = console.log, printError = console.error): number {
  const [command, ...rest] = argv;
  if (command !== 'init') {
    printError(usage);
    return 2;
  }
  const force = rest.includes('--force');
  const unknown = rest.filter((arg) => arg.startsWith('-') && arg !== '--force');
  const dirs = rest.filter((arg) => !arg.startsWith('-'));
  if (unknown.length > 0 || dirs.length > 1) {
    printError(
      `${unknown.length > 0 ? `unknown option ${unknown.join(', ')}` : 'one folder at most'}\n${usage}`,
    );
    return 2;
  }
  const result = init(resolve(dirs[0] ?? '.'), { force });
  if (!result.ok) {
    printError(`veriframe init: ${result.problem}${(result.existing ?? []).map((p) => `\n  ${p}`).join('')}`);
    return 1;
  }
  print(`veriframe init (${result.kind === 'next' ? 'Next.js App Router' : 'Vite + React'}): wrote`);
  for (const path of result.written) print(`  ${path}`);
  print('Then:');
  for (const step of result.next) print(`  - ${step}`);
  print('Server variables (never NEXT_PUBLIC_ or VITE_):');
  for (const line of result.env) print(`  ${line}`);
  return 0;
}
