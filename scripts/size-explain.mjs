// `pnpm size --explain`: what each budgeted feature carries, module by module. Each feature is
// bundled the way size-limit measures it (named imports, tree-shaken, minified, react and TanStack Query
// external), and each module of the bundle is printed with its share:
// - `in bundle`: the bytes esbuild's metafile says the module adds to the minified bundle (`bytesInOutput`),
//   exact, and the sum of the column is the bundle before gzip;
// - `gzip alone`: that module's code gzipped on its own, an indication only (gzip of a whole bundle shares its
//   dictionary across modules, so the column sums to more than the bundle's gzip figure).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The esbuild that size-limit measures with (a dependency of @size-limit/preset-small-lib, not of this
 * repository), so the breakdown is of the same bundle as the figure it explains.
 */
export function sizeLimitEsbuild() {
  const fromRoot = createRequire(`${root}package.json`);
  const preset = fromRoot.resolve('@size-limit/preset-small-lib/package.json');
  const plugin = createRequire(preset).resolve('@size-limit/esbuild/package.json');
  return createRequire(plugin)('esbuild');
}

/**
 * The entry size-limit writes for a check with `import` (size-limit's process-import.js): a string for the one
 * `path`, or `{ [path]: '{ names }' }` when the names come from several entries.
 */
function entryOf(check) {
  const imports = typeof check.import === 'string' ? { [check.path]: check.import } : check.import;
  return Object.entries(imports)
    .map(([path, list]) => {
      const names = list.replace(/[{}]/g, '').trim();
      return `import ${list} from ${JSON.stringify(path)}\nconsole.log(${names})\n`;
    })
    .join('');
}

/**
 * size-limit's esbuild options (@size-limit/esbuild get-config.js; its default format, an iife) for the measured
 * build. The readable build keeps whitespace, for the `// path` comments that split it into modules, and is
 * ESM so that each module's code stands alone (no iife around the last one) for the `gzip alone` column.
 */
function buildOptions(check, { readable }) {
  return {
    stdin: { contents: entryOf(check), resolveDir: root, sourcefile: 'size-check-entry.js' },
    // Module paths in the metafile and the `// path` comments are then relative to the repository.
    absWorkingDir: root,
    bundle: true,
    external: check.ignore,
    metafile: true,
    minifyIdentifiers: true,
    minifySyntax: true,
    minifyWhitespace: !readable,
    ...(readable && { format: 'esm' }),
    treeShaking: true,
    write: false,
    logLevel: 'silent',
  };
}

/**
 * Splits the readable bundle into its modules: esbuild writes a `// <path>` comment before each module's code
 * when whitespace is kept.
 */
function codeByModule(text) {
  const linesByModule = new Map();
  let current;
  for (const line of text.split('\n')) {
    const header = /^\/\/ (\S+\.[cm]?[jt]sx?)$/.exec(line);
    if (header) {
      current = [];
      linesByModule.set(header[1], current);
    } else {
      current?.push(line);
    }
  }
  return new Map([...linesByModule].map(([path, lines]) => [path, lines.join('\n')]));
}

/** Where a module comes from, readable: the package's source module for our dist files. */
function displayName(path) {
  return path
    .replace(/^node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/^packages\/(\w+)\/dist\//, '@veriframe/$1 ');
}

/** The modules of one check's bundle, largest first. */
export async function explainCheck(check) {
  const esbuild = sizeLimitEsbuild();
  const measured = await esbuild.build(buildOptions(check, { readable: false }));
  const readable = await esbuild.build(buildOptions(check, { readable: true }));
  const [output] = Object.values(measured.metafile.outputs);
  const sections = codeByModule(readable.outputFiles[0].text);
  const modules = [];
  for (const [path, input] of Object.entries(output.inputs)) {
    if (input.bytesInOutput === 0) continue;
    const code = sections.get(path);
    if (code === undefined) {
      // Never a silent 0 in the gzip column: the split by esbuild's `// path` comments must find every module.
      throw new Error(
        `size --explain: no code found for ${path} in the unminified bundle of "${check.name}"`,
      );
    }
    const minified = (await esbuild.transform(code, { minifyWhitespace: true })).code;
    modules.push({
      module: displayName(path),
      bytesInOutput: input.bytesInOutput,
      gzipAlone: gzipSync(minified).length,
    });
  }
  modules.sort((a, b) => b.bytesInOutput - a.bytesInOutput);
  const total = modules.reduce((sum, module) => sum + module.bytesInOutput, 0);
  return { modules, total, bundleBytes: output.bytes };
}

/** Prints the breakdown of each check. */
export async function printExplanations(checks) {
  const pad = (text, width) => String(text).padEnd(width);
  const padStart = (text, width) => String(text).padStart(width);
  for (const check of checks) {
    const { modules, total, bundleBytes } = await explainCheck(check);
    console.log(
      `\n${check.name}: ${modules.length} modules, ${total} B of their code in a ${bundleBytes} B minified bundle`,
    );
    console.log(
      `  ${pad('module', 58)} ${padStart('in bundle', 10)} ${padStart('share', 6)} ${padStart('gzip alone', 11)}`,
    );
    for (const module of modules) {
      const share = `${((module.bytesInOutput / total) * 100).toFixed(0)}%`;
      console.log(
        `  ${pad(module.module, 58)} ${padStart(`${module.bytesInOutput} B`, 10)} ${padStart(share, 6)} ${padStart(`${module.gzipAlone} B`, 11)}`,
      );
    }
  }
}
