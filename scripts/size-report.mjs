// `pnpm size`: runs size-limit on .size-limit.mjs (the limits there are regression guards and fail the run),
// then prints each budgeted feature beside its peer package, measured in the same run, with the
// ratio and the goal. A goal not met is printed as a finding; it does not fail the run (the guards do).
//
// `pnpm size --explain` then prints, per feature, the modules in its bundle and each one's share
// (scripts/size-explain.mjs); `pnpm size --explain all` does so for every check of our code.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { features, ownChecks, stylesheets } from '../.size-limit.mjs';
import { devtoolsBytesInDemo } from './check-devtools-absent.mjs';
import { printExplanations, sizeLimitEsbuild } from './size-explain.mjs';

const explainAt = process.argv.indexOf('--explain');
const explain = explainAt === -1 ? null : process.argv[explainAt + 1] === 'all' ? 'all' : 'features';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = spawnSync('pnpm', ['exec', 'size-limit', '--json'], { cwd: root, encoding: 'utf8' });

let results;
try {
  results = JSON.parse(run.stdout);
} catch {
  // Not JSON: size-limit stopped before measuring (a missing build, zod found in a bundle, ...).
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  process.exit(run.status || 1);
}

if (!Array.isArray(results)) {
  // size-limit answers `{ error }` when a check cannot be measured (zod found in a bundle, a missing build).
  console.error(`size-limit failed: ${results.error ?? JSON.stringify(results)}`);
  process.exit(run.status || 1);
}

const byName = new Map(results.map((result) => [result.name, result]));
const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const pad = (text, width) => String(text).padEnd(width);

console.log('Every check (min + gzip; react and react-dom external):');
for (const result of results) {
  const limit = result.sizeLimit === undefined ? 'peer, no limit' : `limit ${kB(result.sizeLimit)}`;
  const verdict = result.passed === false ? '  FAILED: over its limit' : '';
  console.log(`  ${pad(result.name, 62)} ${pad(kB(result.size), 9)} ${limit}${verdict}`);
}

// Stylesheets: minified as an app's build does, gzipped at the level size-limit uses.
const esbuild = sizeLimitEsbuild();
const bytesOf = (limit) => Number.parseFloat(limit) * (/kB/.test(limit) ? 1000 : 1);
const styleResults = stylesheets.map(({ name, path, limit }) => {
  const { code } = esbuild.transformSync(readFileSync(path, 'utf8'), { loader: 'css', minify: true });
  const size = gzipSync(code, { level: 9 }).length;
  return { name, size, limit: bytesOf(limit), passed: size <= bytesOf(limit) };
});
for (const result of styleResults) {
  const verdict = result.passed ? '' : '  FAILED: over its limit';
  console.log(`  ${pad(result.name, 62)} ${pad(kB(result.size), 9)} limit ${kB(result.limit)}${verdict}`);
}

console.log('\nFeatures against the smallest peer doing the same job:');
console.log(`  ${pad('feature', 46)} ${pad('size', 9)} ${pad('peer', 30)} ${pad('peer size', 10)} ratio`);
for (const { check, peer, goal, part, also } of features) {
  const ours = byName.get(check.name);
  const theirs = byName.get(peer.name);
  const ratio = ours.size / theirs.size;
  const verdict = ratio <= goal ? 'met' : 'NOT MET (finding)';
  const peerName = peer.name.replace(/^peer: /, '').replace(/ \(.*$/, '');
  console.log(
    `  ${pad(check.name, 46)} ${pad(kB(ours.size), 9)} ${pad(peerName, 30)} ${pad(kB(theirs.size), 10)} ` +
      `${ratio.toFixed(2)}x  (goal <= ${goal.toFixed(2)}x) ${verdict}`,
  );
  if (part) {
    // Not a goal of its own: core's share of the feature, measured alone (gzip does not add up exactly).
    const partSize = byName.get(part.name).size;
    console.log(`    of which ${part.name}: ${kB(partSize)}, ${(partSize / theirs.size).toFixed(2)}x`);
  }
  if (also) {
    // A second yardstick, without a goal.
    const other = byName.get(also.name);
    const otherName = also.name.replace(/^peer: /, '').replace(/ \(.*$/, '');
    console.log(
      `    beside ${otherName}: ${kB(other.size)}, ${(ours.size / other.size).toFixed(2)}x (no goal)`,
    );
  }
}
console.log('\nzod: every check of our code fails if any zod module is in its bundle (none is).');

if (explain) {
  console.log(
    "\nWhat each bundle carries, module by module (`in bundle`: minified bytes from esbuild's metafile, exact;" +
      '\n`gzip alone`: the module gzipped by itself, an indication only, as gzip shares its dictionary in a bundle;' +
      "\nthe bundle's other bytes are esbuild's wrapper and require shim for the external packages, which" +
      '\nsize-limit subtracts):',
  );
  await printExplanations(
    explain === 'all'
      ? ownChecks
      : [...new Set(features.flatMap((f) => [f.check, ...(f.part ? [f.part] : [])]))],
  );
}

// The devtools panel (#41): a production build of the demo, which imports it only in development, carries none.
const devtools = await devtoolsBytesInDemo();
console.log(`\ndevtools: the panel in the demo's production build: ${devtools.bytes} B (must be 0).`);
if (devtools.bytes > 0) console.error(`  FAILED: it holds ${devtools.modules.join(', ')}`);

const failed = [...results, ...styleResults].filter((result) => result.passed === false);
if (devtools.bytes > 0) failed.push({ name: 'devtools absent from production' });
if (failed.length > 0) {
  console.error(`\n${failed.length} check(s) over their limit (limits in .size-limit.mjs).`);
  process.exit(1);
}
process.exit(run.status ?? 0);
