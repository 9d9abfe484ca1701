// docs/reference/tested-versions.{json,md} say what the test command installs: they must be the ones
// `pnpm pins:update` writes for the committed date and the examples' current dependencies.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { npmApps, readTestedVersions, root } from './examples.mjs';
import { npmResolutionDate } from './npm-pin.mjs';
import { testedVersionsPage } from './tested-versions-page.mjs';

const regenerate = 'run `pnpm pins:update <the date in scripts/pins/npm-resolution-date>`';

it('records the committed resolution date', () => {
  expect(readTestedVersions().before, regenerate).toBe(npmResolutionDate());
});

it('lists every direct registry dependency of each app the test command installs, and nothing else', () => {
  const recorded = Object.fromEntries(
    Object.entries(readTestedVersions().apps).map(([id, { versions }]) => [id, Object.keys(versions).sort()]),
  );
  const current = Object.fromEntries(
    npmApps().map(({ id, dependencies }) => [id, Object.keys(dependencies).sort()]),
  );
  expect(recorded, regenerate).toEqual(current);
});

it('the page is generated from the JSON', () => {
  const page = readFileSync(join(root, 'docs/reference/tested-versions.md'), 'utf8');
  expect(page, regenerate).toBe(testedVersionsPage(readTestedVersions()));
});
