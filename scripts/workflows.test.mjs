import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { root } from './doc-files.mjs';

// The GitHub Actions workflows, read as GitHub reads them: YAML (strict: a duplicate key is an error), with the
// shape the Actions schema asks for and the commands the README and package.json name.
const read = (name) => readFileSync(join(root, '.github/workflows', name), 'utf8');
const workflow = (name) => parse(read(name), { uniqueKeys: true, strict: true });
const rootScripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
const steps = (flow) => Object.values(flow.jobs).flatMap((job) => job.steps);

/** Each job runs on a runner, has steps, and each step either runs a command or uses a pinned action. */
function shapeProblems(flow) {
  const problems = [];
  if (!flow.on) problems.push('no `on`');
  for (const [id, job] of Object.entries(flow.jobs ?? {})) {
    if (!job['runs-on']) problems.push(`${id}: no runs-on`);
    if (!Array.isArray(job.steps) || job.steps.length === 0) problems.push(`${id}: no steps`);
    for (const step of job.steps ?? []) {
      if (Boolean(step.run) === Boolean(step.uses))
        problems.push(`${id}: a step needs run or uses, not both`);
      if (step.uses && !/^[\w.-]+\/[\w.-]+@v\d+$/.test(step.uses))
        problems.push(`${id}: ${step.uses} unpinned`);
    }
  }
  return problems;
}

describe('.github/workflows', () => {
  it('ci.yml runs the README test command on Debian 12 with Node 20 and the whole git history', () => {
    const ci = workflow('ci.yml');
    expect(shapeProblems(ci)).toEqual([]);
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const command = 'npx --yes pnpm@10.34.9 install && npx --yes pnpm@10.34.9 test:all';
    expect(readme).toContain(command);
    const job = ci.jobs['test-all'];
    expect(job.container.image).toBe('debian:12');
    expect(steps(ci).map((step) => step.run)).toContain(command);
    const node = steps(ci).find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(node.with['node-version']).toBe('20');
    const checkout = steps(ci).find((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkout.with['fetch-depth']).toBe(0);
  });

  it('release.yml publishes from main with npm provenance through the root scripts', () => {
    const release = workflow('release.yml');
    expect(shapeProblems(release)).toEqual([]);
    expect(release.on.push.branches).toEqual(['main']);
    expect(release.permissions['id-token']).toBe('write');
    const changesets = steps(release).find((step) => step.uses?.startsWith('changesets/action@'));
    expect(changesets.env.NPM_CONFIG_PROVENANCE).toBe(true);
    for (const command of [changesets.with.version, changesets.with.publish]) {
      const script = command.replace('npx --yes pnpm@10.34.9 ', '');
      expect(rootScripts[script], `${command}: no root script ${script}`).toBeDefined();
    }
    expect(rootScripts.release).toMatch(/NPM_CONFIG_PROVENANCE=true changeset publish$/);
  });

  it('refuses what GitHub would refuse: a duplicate key, a step with neither run nor uses, an unpinned action', () => {
    expect(() => parse('on: push\non: pull_request\n', { uniqueKeys: true, strict: true })).toThrow(/unique/);
    const broken = {
      on: 'push',
      jobs: { a: { 'runs-on': 'x', steps: [{ name: 'n' }, { uses: 'a/b@main' }] } },
    };
    expect(shapeProblems(broken)).toEqual(['a: a step needs run or uses, not both', 'a: a/b@main unpinned']);
  });
});
