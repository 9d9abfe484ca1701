import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { modalParametersSchema } from '@veriframe/core/schemas';
import { pageLanguages, pageTexts } from './page-texts';
import type { ModalScriptConfig } from './scripts/modal';

// The hosted pages' browser scripts are TypeScript modules in `./scripts` (typechecked, linted, unit-tested),
// each bundled into one IIFE. A built package ships the bundles in `dist/page-scripts/` (made by
// `scripts/bundle-page-scripts.ts` after tsdown); run from source (tsx, vitest) the sandbox bundles them with
// esbuild on first use, so an edit shows up on the next start without a build.

/** The three browser scripts: `modal.js` (integrators load it), `journey.js` and `capture.js` (the pages). */
export const pageScriptNames = ['modal', 'journey', 'capture'] as const;
export type PageScriptName = (typeof pageScriptNames)[number];

/** ES2020 for the browsers the hosted pages support; one IIFE each, nothing left to import. */
export const pageScriptBuildOptions = {
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  charset: 'utf8',
  legalComments: 'none',
  // Core's sources in this repository (the modal's event table), its built files once published.
  conditions: ['@veriframe/development'] as string[],
} as const;

/** The entry module of a script, beside this file in the source tree. */
export function pageScriptEntry(name: PageScriptName): string {
  return fileURLToPath(new URL(`./scripts/${name}.entry.ts`, import.meta.url));
}

/** Bundles one script from its TypeScript source (esbuild, a development dependency: source runs only). */
export async function bundlePageScript(name: PageScriptName): Promise<string> {
  // Node's own loader, not `import()`: a host that runs this module through its own module runner (Vitest's
  // storybook project loads the sandbox that way) would otherwise try to transform esbuild itself.
  const { build } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  const result = await build({
    ...pageScriptBuildOptions,
    entryPoints: [pageScriptEntry(name)],
    // Paths in the bundle's comments are the package's, wherever the process started.
    absWorkingDir: fileURLToPath(new URL('../../..', import.meta.url)),
    write: false,
  });
  return result.outputFiles[0]!.text;
}

/** A built script: `page-scripts/<name>.js` beside the bundled module that runs (dist), if there is one. */
function builtScriptPath(name: PageScriptName): string | null {
  const path = fileURLToPath(new URL(`./page-scripts/${name}.js`, import.meta.url));
  return existsSync(path) ? path : null;
}

const loaded = new Map<PageScriptName, Promise<string>>();

/** A script's text, read from the build or bundled from source, once per process. */
export function pageScript(name: PageScriptName): Promise<string> {
  let text = loaded.get(name);
  if (!text) {
    const built = builtScriptPath(name);
    text = built ? readFile(built, 'utf8') : bundlePageScript(name);
    // A failed load is not kept: the next request tries again (and reports its own error).
    text.catch(() => loaded.delete(name));
    loaded.set(name, text);
  }
  return text;
}

/** Starts loading every script, so the first page served does not wait for a bundle. */
export function preloadPageScripts(): void {
  for (const name of pageScriptNames) pageScript(name).catch(() => {});
}

/** The 4.8 parameters `modal.js` forwards to the capture page: core's list. */
const modalParameterNames = modalParametersSchema.keyof().options;

/**
 * `modal.js` as served: the bundle inside a function that hands it its configuration (the frontend origin is
 * known only once the server listens).
 */
export function servedModalScript(bundle: string, frontendOrigin: string): string {
  const frameTitles = Object.fromEntries(pageLanguages.map((code) => [code, pageTexts[code].captureTitle]));
  const config: ModalScriptConfig = { origin: frontendOrigin, params: modalParameterNames, frameTitles };
  return `(function (sandboxModalConfig) {\n${bundle}})(${JSON.stringify(config)});\n`;
}
