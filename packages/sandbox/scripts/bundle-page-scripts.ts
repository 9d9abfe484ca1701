// Runs after tsdown (`pnpm build`): bundles the hosted pages' browser scripts into `dist/page-scripts/`, where
// the built sandbox reads them (`src/areas/hosted/page-scripts.ts`), so a packed sandbox needs no bundler.
import { mkdir, writeFile } from 'node:fs/promises';
import { bundlePageScript, pageScriptNames } from '../src/areas/hosted/page-scripts';

const outDir = new URL('../dist/page-scripts/', import.meta.url);
await mkdir(outDir, { recursive: true });
for (const name of pageScriptNames) {
  const text = await bundlePageScript(name);
  await writeFile(new URL(`${name}.js`, outDir), text);
  console.log(`dist/page-scripts/${name}.js ${text.length} bytes`);
}
