// The apps the test command installs with npm, and the direct dependencies of each (what docs/reference/
// tested-versions.md lists and `pnpm test:latest` compares). @veriframe/* are left out: they are this
// repository's packed packages, published to a local registry by each run (scripts/registry.mjs), not npm's.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readGuide } from '../nextjs-guide.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const isRegistryPackage = (name) => !name.startsWith('@veriframe/');

/** `{ name: range }` of a manifest's dependencies and devDependencies, registry packages only. */
function manifestDependencies(manifestPath) {
  const manifest = JSON.parse(readFileSync(join(root, manifestPath), 'utf8'));
  const all = { ...manifest.dependencies, ...manifest.devDependencies };
  return Object.fromEntries(Object.entries(all).filter(([name]) => isRegistryPackage(name)));
}

/** `{ name: range }` of docs/guide/nextjs.md's install lines (`next@16` → `16`, no version → `*`). */
function guideDependencies() {
  const { runs } = readGuide(readFileSync(join(root, 'docs/guide/nextjs.md'), 'utf8'));
  const dependencies = {};
  for (const line of (runs.install ?? '').split('\n').filter((l) => /^npm install\b/.test(l)))
    for (const word of line.split(/\s+/).slice(2)) {
      if (word.startsWith('-')) continue;
      const at = word.lastIndexOf('@');
      const name = at > 0 ? word.slice(0, at) : word;
      if (isRegistryPackage(name)) dependencies[name] = at > 0 ? word.slice(at + 1) : '*';
    }
  return dependencies;
}

/**
 * Each app: `id`, what it is, the folder the test command installs it in (relative to the root; absent for
 * the user repo, made in a temporary folder) and its direct registry dependencies.
 */
export function npmApps() {
  return [
    {
      id: 'nextjs-guide',
      title: 'The app docs/guide/nextjs.md builds (scripts/follow-nextjs-guide.mjs)',
      dir: '.guide-app',
      dependencies: guideDependencies(),
    },
    {
      id: 'next-app',
      title: 'examples/next-app (the Playwright e2e run against the guide’s app)',
      dir: 'examples/next-app',
      dependencies: manifestDependencies('examples/next-app/package.json'),
    },
    {
      id: 'vite-react18',
      title: 'examples/vite-react18',
      dir: 'examples/vite-react18',
      dependencies: manifestDependencies('examples/vite-react18/package.json'),
    },
    {
      id: 'expo-app',
      title: 'examples/expo-app',
      dir: 'examples/expo-app',
      dependencies: manifestDependencies('examples/expo-app/package.json'),
    },
    {
      id: 'sandbox-playwright',
      title: 'The user repo of examples/sandbox-playwright (made in a temporary folder)',
      dependencies: manifestDependencies('examples/sandbox-playwright/package.json'),
    },
  ];
}

/** The version of `name` installed under `dir` (its node_modules/<name>/package.json), or undefined. */
export function installedVersion(dir, name) {
  try {
    return JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

export const testedVersionsJson = join(root, 'docs/reference/tested-versions.json');

/** What `pnpm pins:update` recorded: `{ before, apps: { id: { title, versions: { name: version } } } }`. */
export function readTestedVersions() {
  return JSON.parse(readFileSync(testedVersionsJson, 'utf8'));
}
