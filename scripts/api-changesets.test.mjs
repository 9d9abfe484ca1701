import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changesetPackages, changesetProblems, lastRelease } from './api-changesets.mjs';

// A real git repository in a temporary folder: the check reads nothing but its files and its history.
let repo;
const write = (path, text) => {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
};
const git = (...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const commit = (message) => {
  git('add', '-A');
  git('-c', 'user.name=test', '-c', 'user.email=test@example.invalid', 'commit', '-q', '-m', message);
  return git('rev-parse', 'HEAD');
};
const report = (signature) => `## API Report File for "@veriframe/core"\n\n\`\`\`ts\n${signature}\n\`\`\`\n`;

function releasedRepo() {
  repo = mkdtempSync(join(tmpdir(), 'api-changesets-'));
  git('init', '-q');
  write('packages/core/package.json', '{ "name": "@veriframe/core", "version": "0.1.0" }');
  write('packages/core/api/client.api.md', report('export function createProxyClient(basePath: string): X;'));
  commit('the API before its first release');
  write('packages/core/CHANGELOG.md', '# @veriframe/core\n\n## 0.1.0\n');
  return commit('changeset version: 0.1.0');
}
const changeClient = () =>
  write(
    'packages/core/api/client.api.md',
    report('export function createProxyClient(basePath: string, options?: O): X;'),
  );

afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('a changed API report needs a pending changeset (api-changesets.mjs)', () => {
  it('takes the last commit that changed a CHANGELOG.md as the release, and passes when nothing changed since', () => {
    const release = releasedRepo();
    write('packages/core/src.ts', 'a change that is not API');
    commit('not API');
    expect(lastRelease(repo)).toEqual({ commit: release });
    expect(changesetProblems(repo)).toEqual([]);
  });

  it('fails naming the package, the report and `pnpm changeset` when a committed report changed without one', () => {
    const release = releasedRepo();
    changeClient();
    commit('an optional parameter');
    const problems = changesetProblems(repo);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('@veriframe/core');
    expect(problems[0]).toContain(`release ${release.slice(0, 12)}`);
    expect(problems[0]).toContain('packages/core/api/client.api.md');
    expect(problems[0]).toContain('pnpm changeset');
  });

  it('fails on a new or removed entry point too, and on a changeset that names another package', () => {
    releasedRepo();
    write('packages/core/api/webview.api.md', report('export function gate(): void;'));
    write('.changeset/brave-fox.md', '---\n"@veriframe/react": patch\n---\n\nA fix.\n');
    expect(changesetProblems(repo)[0]).toContain('packages/core/api/webview.api.md');
  });

  it('passes once a pending changeset names the package (committed or not)', () => {
    releasedRepo();
    changeClient();
    write(
      '.changeset/brave-fox.md',
      "---\n'@veriframe/core': minor\n---\n\n`createProxyClient` takes options.\n",
    );
    expect(changesetProblems(repo)).toEqual([]);
  });

  it('takes the reports on disk as released while a CHANGELOG.md has uncommitted changes (after version-packages)', () => {
    releasedRepo();
    changeClient();
    write('packages/core/CHANGELOG.md', '# @veriframe/core\n\n## 0.2.0\n\n## 0.1.0\n');
    expect(lastRelease(repo)).toEqual({ workingTree: true });
    expect(changesetProblems(repo)).toEqual([]);
  });

  it('refuses a shallow clone cut after the release, whose oldest commit seems to add every CHANGELOG.md', () => {
    releasedRepo();
    changeClient();
    commit('an optional parameter');
    const shallow = mkdtempSync(join(tmpdir(), 'api-changesets-shallow-'));
    try {
      execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo}`, shallow]);
      expect(() => changesetProblems(shallow)).toThrow(/shallow.*fetch-depth: 0/);
    } finally {
      rmSync(shallow, { recursive: true, force: true });
    }
  });

  it('counts every report as changed when nothing was ever released', () => {
    repo = mkdtempSync(join(tmpdir(), 'api-changesets-'));
    git('init', '-q');
    write('packages/core/package.json', '{ "name": "@veriframe/core" }');
    write('packages/core/api/index.api.md', report('export {};'));
    commit('no release yet');
    expect(changesetProblems(repo)[0]).toContain('since the start (no release yet)');
  });
});

describe('changesetPackages', () => {
  it('reads the package names of the front matter, quoted either way, and nothing from the summary', () => {
    const text =
      '---\n"@veriframe/core": minor\n\'@veriframe/server\': patch\n---\n\n"@veriframe/react": major\n';
    expect(changesetPackages(text)).toEqual(['@veriframe/core', '@veriframe/server']);
    expect(changesetPackages('no front matter')).toEqual([]);
  });
});
