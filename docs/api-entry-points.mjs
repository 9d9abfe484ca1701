// The API reference documents exactly what the packages export: each subpath of each published package's
// `exports` map (its `@veriframe/development` source), named by the path a reader imports.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const packagesDir = fileURLToPath(new URL('../packages/', import.meta.url));
const packages = ['core', 'react', 'react-native', 'server', 'sandbox'];

/** `{ file, importPath, moduleName }` per entry point; `moduleName` is what TypeDoc calls it before renaming. */
export function apiEntryPoints() {
  return packages.flatMap((dir) => {
    const manifest = JSON.parse(readFileSync(`${packagesDir}${dir}/package.json`, 'utf8'));
    return (
      Object.entries(manifest.exports)
        .filter(([, target]) => typeof target === 'object' && target['@veriframe/development'])
        // A language catalog (`@veriframe/react/texts/fr`) is data, documented on the texts page, not API.
        .filter(([subpath]) => !/^\.\/texts\/[a-z]{2}$/.test(subpath))
        .map(([subpath, target]) => {
          const file = fileURLToPath(
            new URL(target['@veriframe/development'], `file://${packagesDir}${dir}/`),
          );
          const moduleName = relative(packagesDir, file)
            .replace(/\.tsx?$/, '')
            .replace(/\/index$/, '');
          return { file, moduleName, importPath: `${manifest.name}${subpath.slice(1)}` };
        })
    );
  });
}
