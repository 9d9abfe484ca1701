// The Markdown files people read: the READMEs and the docs site's pages (not the API pages TypeDoc generates,
// nor anything under node_modules or the site's build).
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Generated or installed folders: the API pages TypeDoc writes, the site's build and cache, dependencies. */
const skipped = new Set(['node_modules', 'docs/.vitepress', 'docs/reference/api']);

function markdownUnder(dir) {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return skipped.has(path) || entry.name === 'node_modules' ? [] : markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** Paths relative to the repository root: the README of the repository and of each folder of it, docs/**\/*.md. */
export function docFiles() {
  const folders = ['packages', 'apps', 'examples'].flatMap((dir) =>
    readdirSync(join(root, dir)).map((name) => `${dir}/${name}`),
  );
  const readmes = ['.', 'e2e', ...folders].map((dir) => (dir === '.' ? 'README.md' : `${dir}/README.md`));
  return [...readmes.filter((path) => existsSync(join(root, path))), ...markdownUnder('docs')];
}
