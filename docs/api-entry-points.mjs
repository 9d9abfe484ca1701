// The API reference documents exactly what the packages export: each subpath of each published package's
// `exports` map (its `@veriframe/development` source), named by the path a reader imports.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const packagesDir = fileURLToPath(new URL('../packages/', import.meta.url));
/** The folders under packages/ of the published packages. */
export const publishedPackages = ['core', 'react', 'react-native', 'server', 'sandbox', 'devtools'];

/**
 * Every code entry of every published package: each `exports` subpath with a TypeScript source and built types
 * (not `./package.json`, nor the server's SQL files, nor a stylesheet such as `@veriframe/react/styles.css`). `{ dir, packageName, subpath, importPath, file, types }`:
 * `file` is the `@veriframe/development` source, `types` the built .d.ts, both absolute.
 */
export function publishedEntryPoints() {
  return publishedPackages.flatMap((dir) => {
    const manifest = JSON.parse(readFileSync(`${packagesDir}${dir}/package.json`, 'utf8'));
    const inPackage = (path) => fileURLToPath(new URL(path, `file://${packagesDir}${dir}/`));
    return Object.entries(manifest.exports)
      .filter(
        ([, target]) => typeof target === 'object' && /\.tsx?$/.test(target['@veriframe/development'] ?? ''),
      )
      .map(([subpath, target]) => ({
        dir,
        packageName: manifest.name,
        subpath,
        importPath: `${manifest.name}${subpath.slice(1)}`,
        file: inPackage(target['@veriframe/development']),
        types: inPackage(target.types),
      }));
  });
}

/** `{ file, importPath, moduleName }` per entry point; `moduleName` is what TypeDoc calls it before renaming. */
export function apiEntryPoints() {
  return (
    publishedEntryPoints()
      // A language catalog (`@veriframe/react/texts/fr`) is data, documented on the texts page, not API.
      .filter(({ subpath }) => !/^\.\/texts\/[a-z]{2}$/.test(subpath))
      .map(({ file, importPath }) => {
        const moduleName = relative(packagesDir, file)
          .replace(/\.tsx?$/, '')
          .replace(/\/index$/, '');
        return { file, moduleName, importPath };
      })
  );
}
