#!/usr/bin/env node
// `pnpm test:latest`: the examples against today's releases, with no resolution date (VERIFRAME_NPM_LATEST=1,
// so scripts/pins/npm-pin.* leave npm_config_before unset). Reports each direct dependency whose installed
// version (node_modules/<dep>/package.json) moved from the pinned one (docs/reference/tested-versions.json)
// and which step broke. Not part of the test command: what npm serves today is no gate. Run after
// `pnpm build`. The examples' node_modules are stamped "latest", so the next pinned run reinstalls them.
// @veriframe/* come from a local registry as in the test command (never dated, so never "moved").
// The Expo example also runs at the other Expo SDKs of expoSdks (scripts/pins/expo-sdk.mjs: a copy in
// .expo-sdks/sdk-<n> at that SDK's versions, installed and checked as the example is); the example itself is
// SDK 56. @veriframe/react-native's peer ranges cover the SDKs that pass (packages/react-native/README.md).
// Usage: node scripts/pins/latest.mjs [report-dir]   (default .test-reports/latest; report.md and report.json)
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { scopeVariable, withRegistry } from '../registry.mjs';
import { installedVersion, npmApps, readTestedVersions, root } from './examples.mjs';
import { latestReport } from './latest-report.mjs';

/** The Expo SDKs tested besides the example's own (56); 58 needs Node 22 and react-native-webview 14. */
const expoSdks = [55, 57];
const expoSdkDir = (sdk) => `.expo-sdks/sdk-${sdk}`;

const reportDir = resolve(process.argv[2] ?? join(root, '.test-reports/latest'));
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const env = { ...process.env, VERIFRAME_NPM_LATEST: '1' };
delete env.npm_config_before;
const userRepo = join(reportDir, 'user-repo');

/** Runs one step to its end with its output in <report-dir>/<name>.log; resolves with its outcome. */
function step(name, title, command, args, cwd = root, extraEnv = {}) {
  const log = join(reportDir, `${name}.log`);
  const started = Date.now();
  console.log(`test:latest: ${title} …`);
  return new Promise((done) => {
    const out = createWriteStream(log);
    const child = spawn(command, args, {
      cwd,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.once('close', (code) => {
      out.end();
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`test:latest: ${title}: ${code === 0 ? 'passed' : `FAILED (${code})`} in ${seconds} s`);
      done({ name, title, passed: code === 0, seconds, log });
    });
  });
}

const steps = [];
// One install step per app, the way the test command installs it (test-examples.sh --install does all of
// them at once and would not say which broke).
steps.push(await step('pack', 'pack the packages', process.execPath, ['scripts/pack-packages.mjs']));
// The installs reach @veriframe/* on one local registry holding the packed packages (scripts/registry.mjs), as in
// the test command; it stops after the last step.
await withRegistry(async (registryEnv) => {
  env[scopeVariable] = registryEnv[scopeVariable];
  const installs = await Promise.all([
    step('install-nextjs-guide', 'install: the Next.js guide app', process.execPath, [
      'scripts/follow-nextjs-guide.mjs',
      '--install',
      join(root, '.guide-app'),
    ]),
    ...['next-app', 'vite-react18'].map((example) =>
      step(`install-${example}`, `install: examples/${example}`, 'bash', [
        'scripts/install-example.sh',
        `examples/${example}`,
      ]),
    ),
    step('install-expo-app', 'install: examples/expo-app', 'bash', ['examples/expo-app/run.sh', '--install']),
    ...expoSdks.map((sdk) =>
      step(`install-expo-sdk-${sdk}`, `install: examples/expo-app at Expo SDK ${sdk}`, 'bash', [
        '-c',
        'node scripts/pins/expo-sdk.mjs "$0" "$1" && bash scripts/install-example.sh "$1"',
        String(sdk),
        expoSdkDir(sdk),
      ]),
    ),
  ]);
  steps.push(...installs);
  const installed = (name) => installs.find((s) => s.name === `install-${name}`).passed;
  if (installed('nextjs-guide') && installed('next-app'))
    steps.push(
      await step('e2e-nextjs-guide', 'the Next.js guide app: next build, next start, e2e', process.execPath, [
        'scripts/follow-nextjs-guide.mjs',
        '--run',
        join(root, '.guide-app'),
      ]),
    );
  if (installed('vite-react18'))
    steps.push(
      await step(
        'e2e-vite-react18',
        'examples/vite-react18: vite build, vite preview, e2e',
        'npx',
        ['--no-install', 'playwright', 'test'],
        join(root, 'examples/vite-react18'),
      ),
    );
  if (installed('expo-app'))
    steps.push(
      await step('check-expo-app', 'examples/expo-app: tsc, jest, expo export', 'bash', [
        'examples/expo-app/run.sh',
        '--check',
      ]),
    );
  for (const sdk of expoSdks)
    if (installed(`expo-sdk-${sdk}`))
      steps.push(
        await step(
          `check-expo-sdk-${sdk}`,
          `examples/expo-app at Expo SDK ${sdk}: tsc, jest, expo export`,
          'bash',
          [`${expoSdkDir(sdk)}/run.sh`, '--check'],
        ),
      );
  steps.push(
    await step(
      'sandbox-playwright',
      'examples/sandbox-playwright: the user repo: its installs, its Playwright test',
      'bash',
      ['examples/sandbox-playwright/run.sh'],
      root,
      { SANDBOX_EXAMPLE_REPO: userRepo },
    ),
  );
});

const tested = readTestedVersions();
const apps = npmApps().map(({ id, title, dir, dependencies }) => {
  const folder = dir ? join(root, dir) : userRepo;
  const pinned = tested.apps[id]?.versions ?? {};
  return {
    id,
    title,
    dependencies: Object.keys(dependencies)
      .sort()
      .map((name) => ({ name, pinned: pinned[name], latest: installedVersion(folder, name) })),
  };
});
/** Each SDK: what was installed (expo-sdk.mjs's summary, or examples/expo-app's for 56) and its steps. */
const expoSdkResults = [
  { sdk: 56, dir: 'examples/expo-app', install: 'install-expo-app', check: 'check-expo-app' },
  ...expoSdks.map((sdk) => ({
    sdk,
    dir: expoSdkDir(sdk),
    install: `install-expo-sdk-${sdk}`,
    check: `check-expo-sdk-${sdk}`,
  })),
]
  .map(({ sdk, dir, install, check }) => {
    let fallbacks = [];
    try {
      ({ fallbacks } = JSON.parse(readFileSync(join(root, dir, 'expo-sdk.json'), 'utf8')));
    } catch {}
    const versions = Object.fromEntries(
      ['expo', 'react-native', 'react-native-webview', 'jest-expo'].map((name) => [
        name,
        installedVersion(join(root, dir), name),
      ]),
    );
    const found = (name) => steps.find((s) => s.name === name);
    return { sdk, versions, fallbacks, install: found(install), check: found(check) };
  })
  .sort((a, b) => a.sdk - b.sdk);
const report = {
  before: tested.before,
  ranAt: new Date().toISOString(),
  apps,
  steps,
  expoSdks: expoSdkResults,
};
writeFileSync(join(reportDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
const text = latestReport(report);
writeFileSync(join(reportDir, 'report.md'), text);
console.log(`\n${text}\n(${join(reportDir, 'report.md')}; each step's output beside it)`);
process.exit(steps.every((s) => s.passed) ? 0 : 1);
