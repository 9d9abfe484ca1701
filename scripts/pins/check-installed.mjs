#!/usr/bin/env node
// After the test command's pinned installs (scripts/test-examples.sh --install): each app's direct
// dependencies are installed at the versions docs/reference/tested-versions.json records, so that page says
// what was tested. Skipped when unpinned (`pnpm test:latest` reports the differences instead).
import { join } from 'node:path';
import { installedVersion, npmApps, readTestedVersions, root } from './examples.mjs';
import { npmBefore } from './npm-pin.mjs';

if (npmBefore() === undefined) process.exit(0);
const tested = readTestedVersions();
const differences = [];
for (const { id, dir, dependencies } of npmApps()) {
  if (!dir) continue; // the user repo is made and removed by examples/sandbox-playwright/run.sh
  for (const name of Object.keys(dependencies)) {
    const recorded = tested.apps[id]?.versions[name];
    const installed = installedVersion(join(root, dir), name);
    if (installed !== recorded)
      differences.push(`${dir}: ${name} ${installed ?? 'not installed'}, recorded ${recorded}`);
  }
}
if (differences.length > 0) {
  console.error(
    `Installed versions differ from docs/reference/tested-versions.json (run \`pnpm pins:update ${tested.before}\`` +
      ` after changing an example's dependencies):\n- ${differences.join('\n- ')}`,
  );
  process.exit(1);
}
console.log(`examples: direct dependencies installed as recorded for ${tested.before}`);
