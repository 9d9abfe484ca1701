#!/usr/bin/env node
// The Expo example at another Expo SDK, for `pnpm test:latest` (scripts/pins/latest.mjs): copies
// examples/expo-app into <dir> (two levels below the root, as the example is, so its relative paths hold) and
// sets its package.json to what `npx expo install --fix` would pick for that SDK: the newest `expo@~<sdk>.0.0`
// and, from that release's bundledNativeModules.json, react, react-native, react-native-webview,
// react-native-safe-area-context and jest-expo. The install and the checks are the example's own
// (scripts/install-example.sh, run.sh --check).
// Usage: node scripts/pins/expo-sdk.mjs <sdk> <dir>   (the versions it set, as JSON: printed, and in
// <dir>/expo-sdk.json for the report)
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { root } from './examples.mjs';

const npm = (args, cwd) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** The newest `expo` of an SDK and its bundledNativeModules.json (read from the published tarball). */
export function expoRelease(sdk) {
  const scratch = mkdtempSync(join(tmpdir(), 'veriframe-expo-sdk-'));
  try {
    const [packed] = JSON.parse(npm(['pack', `expo@~${sdk}.0.0`, '--json', '--silent'], scratch));
    execFileSync('tar', ['xzf', packed.filename, 'package/bundledNativeModules.json'], { cwd: scratch });
    const modules = JSON.parse(readFileSync(join(scratch, 'package/bundledNativeModules.json'), 'utf8'));
    return { version: packed.version, modules };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The newest version of `name` npm has in `range`, or undefined. */
const newest = (name, range) => {
  try {
    const found = JSON.parse(npm(['view', `${name}@${range}`, 'version', '--json']) || 'null');
    return Array.isArray(found) ? found.at(-1) : (found ?? undefined);
  } catch {
    return undefined;
  }
};

/**
 * `range` when npm has a version in it, else the newest patch of the same minor (`~x.y.0`; noted in `fallbacks`:
 * an SDK's bundledNativeModules can name a patch npm does not serve yet, such as jest-expo ~57.0.6), else
 * undefined.
 */
function installable(name, range, fallbacks) {
  if (newest(name, range)) return range;
  const [major, minor] = range.replace(/^[~^]/, '').split('.');
  const patch = newest(name, `~${major}.${minor}.0`);
  if (patch === undefined) return undefined;
  fallbacks.push(`${name}: ${range} is not on npm, ~${patch} instead`);
  return `~${patch}`;
}

/** The example's package.json for the SDK: `{ manifest, versions }` (versions: what was set, for the report). */
export function sdkManifest(manifest, sdk, { version, modules }) {
  const fallbacks = [];
  const bundled = (name) => {
    if (!modules[name]) throw new Error(`expo@${version}: bundledNativeModules.json names no ${name}`);
    return installable(name, modules[name], fallbacks) ?? modules[name];
  };
  const pick = ['react', 'react-native', 'react-native-webview', 'react-native-safe-area-context'];
  const dependencies = { ...manifest.dependencies, expo: `~${version}` };
  for (const name of pick) dependencies[name] = bundled(name);
  const devDependencies = { ...manifest.devDependencies, 'jest-expo': bundled('jest-expo') };
  const [major, minor] = dependencies.react.replace(/^[~^]/, '').split('.');
  devDependencies['@types/react'] = `~${major}.${minor}.0`;
  // React Native's Jest preset became a package of its own in 0.85; before, react-native holds it.
  const reactNative = dependencies['react-native'].replace(/^[~^]/, '');
  if (newest('@react-native/jest-preset', reactNative))
    devDependencies['@react-native/jest-preset'] = reactNative;
  else delete devDependencies['@react-native/jest-preset'];
  return {
    fallbacks,
    manifest: {
      ...manifest,
      description: `examples/expo-app at Expo SDK ${sdk} (scripts/pins/expo-sdk.mjs, pnpm test:latest).`,
      dependencies,
      devDependencies,
    },
    versions: { ...dependencies, ...devDependencies },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [sdk, target] = process.argv.slice(2);
  if (!/^\d+$/.test(sdk ?? '') || !target) throw new Error('usage: expo-sdk.mjs <sdk> <dir>');
  const dir = resolve(root, target);
  if (relative(root, dir).split('/').length !== 2)
    throw new Error(`${target}: must be two levels below the root`);
  const example = join(root, 'examples/expo-app');
  // node_modules stay (install-example.sh starts over when the stamp differs), Expo's state does not matter.
  for (const entry of execFileSync('git', ['ls-files'], { cwd: example, encoding: 'utf8' }).split('\n'))
    if (entry) cpSync(join(example, entry), join(dir, entry));
  const release = expoRelease(sdk);
  const manifestPath = join(dir, 'package.json');
  const { manifest, versions, fallbacks } = sdkManifest(
    JSON.parse(readFileSync(manifestPath, 'utf8')),
    sdk,
    release,
  );
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  const summary = JSON.stringify({ sdk: Number(sdk), expo: release.version, fallbacks, versions });
  writeFileSync(join(dir, 'expo-sdk.json'), `${summary}\n`);
  console.log(summary);
}
