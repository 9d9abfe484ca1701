// The second half of the API check (scripts/api-reports.mjs): a package whose committed API reports changed since
// the last release has a pending changeset naming it, so its next version and changelog say so.
// The last release is the last commit that changed a published package's CHANGELOG.md (what `changeset version`
// writes); the reports as of that commit are the released API. It reads git history only, so a fresh clone of
// main gives the same answer on every machine; a shallow clone without that commit is an error, not a pass.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { publishedPackages } from '../docs/api-entry-points.mjs';

/** The folder of a package's reports, relative to the repository root. */
export const reportsDir = (dir) => `packages/${dir}/api`;

const changelogs = () => publishedPackages.map((dir) => `packages/${dir}/CHANGELOG.md`);

function git(root, ...args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** The reports on disk: `Map<path relative to the root, text>` for every published package. */
export function committedReports(root) {
  const reports = new Map();
  for (const dir of publishedPackages) {
    const folder = join(root, reportsDir(dir));
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)
      .filter((file) => file.endsWith('.api.md'))
      .sort()) {
      reports.set(`${reportsDir(dir)}/${name}`, readFileSync(join(folder, name), 'utf8'));
    }
  }
  return reports;
}

/** Where git lists the commits a shallow clone was cut at (their parents are missing). */
const shallowFile = (root) => resolve(root, git(root, 'rev-parse', '--git-path', 'shallow').trim());

/**
 * The last release: `{ commit }`, the last commit that changed a CHANGELOG.md of a published package (null when
 * none ever did: nothing was released), or `{ workingTree: true }` when a CHANGELOG.md has uncommitted changes
 * (`pnpm version-packages` just ran: the reports on disk are the release). Throws in a shallow clone without it.
 */
export function lastRelease(root) {
  if (git(root, 'status', '--porcelain', '--', ...changelogs()).trim() !== '') return { workingTree: true };
  const commit = git(root, 'log', '-1', '--format=%H', '--', ...changelogs()).trim();
  // In a shallow clone the oldest commit there seems to add every file: it is no release, only the cut.
  const cut = existsSync(shallowFile(root)) ? readFileSync(shallowFile(root), 'utf8').split('\n') : [];
  if (commit && !cut.includes(commit)) return { commit };
  if (git(root, 'rev-parse', '--is-shallow-repository').trim() === 'true') {
    throw new Error(
      'API reports: this clone is shallow, cut after the last release (the last commit that changed a ' +
        'CHANGELOG.md of packages/*): fetch the history (`git fetch --unshallow`; actions/checkout with fetch-depth: 0)',
    );
  }
  return { commit: null };
}

/** The reports as of `commit` (none when it is null): `Map<path relative to the root, text>`. */
export function reportsAt(root, commit) {
  if (!commit) return new Map();
  const paths = git(root, 'ls-tree', '-r', '--name-only', commit, '--', ...publishedPackages.map(reportsDir))
    .split('\n')
    .filter((path) => path.endsWith('.api.md'));
  return new Map(paths.map((path) => [path, git(root, 'show', `${commit}:${path}`)]));
}

/**
 * The package names a changeset file releases: the keys of its front matter.
 *
 * @example
 * changesetPackages('---\n"@veriframe/core": minor\n---\n\nAdds `locale`.\n'); // ['@veriframe/core']
 */
export function changesetPackages(text) {
  const front = text.match(/^---\r?\n([\s\S]*?)\r?\n---/);
  if (!front) return [];
  return [...front[1].matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/gm)].map(
    (match) => match[1],
  );
}

/** The packages named by the pending changesets (.changeset/*.md but its README.md). */
export function pendingChangesetPackages(root) {
  const folder = join(root, '.changeset');
  if (!existsSync(folder)) return new Set();
  return new Set(
    readdirSync(folder)
      .filter((file) => file.endsWith('.md') && file !== 'README.md')
      .flatMap((file) => changesetPackages(readFileSync(join(folder, file), 'utf8'))),
  );
}

/** The reports added, removed or changed between two `Map<path, text>`, sorted. */
function changedPaths(before, after) {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}

/**
 * One problem per package whose reports changed since the last release with no pending changeset naming it:
 * the package, the reports, the release commit and what to run. Empty when every change is recorded.
 */
export function changesetProblems(root) {
  const release = lastRelease(root);
  if (release.workingTree) return [];
  const changed = changedPaths(reportsAt(root, release.commit), committedReports(root));
  const named = pendingChangesetPackages(root);
  const since = release.commit ? `release ${release.commit.slice(0, 12)}` : 'the start (no release yet)';
  return publishedPackages.flatMap((dir) => {
    const reports = changed.filter((path) => path.startsWith(`${reportsDir(dir)}/`));
    if (reports.length === 0) return [];
    const { name } = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
    if (named.has(name)) return [];
    return [
      `${name}: its API changed since ${since} (${reports.join(', ')}) and no pending changeset ` +
        `(.changeset/*.md) names it: run \`pnpm changeset\`, pick ${name}, say what changed for its users`,
    ];
  });
}
