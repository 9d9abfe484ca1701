// Runtime dependencies of a published package are ranges, never exact versions: an exact pin
// in a library forces its version on every app that installs it, so two libraries pinning two versions of one
// dependency install it twice, and a security fix waits for our release. Dev dependencies may be exact.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether a version specifier names exactly one version (`7.30.2`, `=7.30.2`, `v1.0.0-beta.1`).
 *
 * @example
 * isExactVersion('7.30.2'); // true
 * isExactVersion('^7.30.2'); // false
 */
export function isExactVersion(spec) {
  return /^[=v]?\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/.test(spec.trim());
}

/** The `catalog:` entries of pnpm-workspace.yaml (one `name: version` per line under `catalog:`). */
export function readCatalog(workspaceYaml) {
  const catalog = {};
  let inside = false;
  for (const line of workspaceYaml.split('\n')) {
    if (/^catalog:\s*$/.test(line)) {
      inside = true;
      continue;
    }
    if (inside && /^\S/.test(line)) inside = false;
    const entry =
      inside && line.match(/^\s+["']?([^"':]+(?::[^"':]+)?)["']?:\s*["']?([^"'#]+?)["']?\s*(#.*)?$/);
    if (entry) catalog[entry[1]] = entry[2];
  }
  return catalog;
}

/**
 * What a specifier resolves to when the package is published: `catalog:` becomes the catalog's version and
 * `workspace:*` the exact current version (so it counts as exact); `workspace:^` and `workspace:~` are ranges.
 */
export function publishedSpec(name, spec, catalog) {
  if (spec === 'catalog:' || spec === 'catalog:default') return catalog[name] ?? spec;
  if (spec.startsWith('workspace:')) {
    const rest = spec.slice('workspace:'.length);
    return rest === '*' ? '0.0.0' : rest === '^' || rest === '~' ? `${rest}0.0.0` : rest;
  }
  return spec;
}

/** Every exactly pinned runtime dependency of the repo's published packages (`packages/*`, not private). */
export function pinnedDependencies(root) {
  const catalog = readCatalog(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8'));
  const found = [];
  for (const dir of readdirSync(join(root, 'packages'))) {
    let manifest;
    try {
      manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
    } catch {
      continue;
    }
    if (manifest.private) continue;
    for (const field of ['dependencies', 'peerDependencies']) {
      for (const [name, spec] of Object.entries(manifest[field] ?? {})) {
        if (isExactVersion(publishedSpec(name, spec, catalog))) {
          found.push(`${manifest.name} ${field}.${name}: ${spec}`);
        }
      }
    }
  }
  return found;
}
