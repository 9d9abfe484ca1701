#!/usr/bin/env node
// Nothing of the devtools panel in production (#41): builds the demo as `vite build` does for production, in
// memory, and counts the rendered bytes of every module of @veriframe/devtools in its output (rolldown's
// per-module `renderedLength`). A plain production build must carry 0 bytes of it; the build the e2e makes
// (VITE_VERIFRAME_DEVTOOLS=1, `--with-panel` here) carries the panel as lazy chunks, printed for comparison.
// Exits 1 when the plain build carries any byte of it. Run by `pnpm size` (scripts/size-report.mjs).
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const demo = fileURLToPath(new URL('../apps/demo/', import.meta.url));
const panelModule = /[\\/]packages[\\/]devtools[\\/]|@veriframe[\\/]devtools[\\/]/;

/** `{ bytes, modules }` of the devtools panel in a production build of the demo, with the flag or without. */
export async function devtoolsBytesInDemo({ withPanel = false } = {}) {
  const before = process.env.VITE_VERIFRAME_DEVTOOLS;
  if (withPanel) process.env.VITE_VERIFRAME_DEVTOOLS = '1';
  else delete process.env.VITE_VERIFRAME_DEVTOOLS;
  try {
    const result = await build({
      configFile: `${demo}vite.config.ts`,
      mode: 'production',
      logLevel: 'silent',
      build: { write: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    const modules = outputs
      .filter((item) => item.type === 'chunk')
      .flatMap((chunk) => Object.entries(chunk.modules))
      .filter(([id, info]) => panelModule.test(id) && info.renderedLength > 0);
    return {
      bytes: modules.reduce((sum, [, info]) => sum + info.renderedLength, 0),
      modules: modules.map(([id]) => id),
    };
  } finally {
    if (before === undefined) delete process.env.VITE_VERIFRAME_DEVTOOLS;
    else process.env.VITE_VERIFRAME_DEVTOOLS = before;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const plain = await devtoolsBytesInDemo();
  console.log(
    `devtools panel in the demo's production build: ${plain.bytes} B (${plain.modules.length} modules)`,
  );
  if (process.argv.includes('--with-panel')) {
    const flagged = await devtoolsBytesInDemo({ withPanel: true });
    console.log(
      `with VITE_VERIFRAME_DEVTOOLS=1 (the e2e's build): ${flagged.bytes} B (${flagged.modules.length} modules)`,
    );
  }
  if (plain.bytes > 0) {
    console.error(`the panel must not be in a production build; found ${plain.modules.join(', ')}`);
    process.exit(1);
  }
}
