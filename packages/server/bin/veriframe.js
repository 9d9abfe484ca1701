#!/usr/bin/env node
// The installed `veriframe` command (`veriframe init`). A published package runs the built `dist/init.js`.
// Inside the Veriframe repository before any build (no `dist/`), it runs `src/init/bin.ts` through tsx with
// the workspace's source condition, so the command works right after `pnpm install`. Arguments, signals and the exit code pass
// through.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const built = new URL('../dist/init.js', import.meta.url);
if (existsSync(built)) {
  await import(built.href);
} else {
  const source = new URL('../src/init/bin.ts', import.meta.url);
  const child = spawn(
    process.execPath,
    [
      '--conditions=@veriframe/development',
      '--import',
      import.meta.resolve('tsx'),
      fileURLToPath(source),
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
