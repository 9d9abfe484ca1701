import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureReason, latestReport } from './latest-report.mjs';

// npm's output as `pnpm test:latest` saw it on 2026-11-29 (Expo SDK 57 against the peer range <0.86, and its
// bundledNativeModules' jest-expo ~57.0.6, which npm did not serve).
const peerRefused = `npm error code ERESOLVE
npm error ERESOLVE unable to resolve dependency tree
npm error
npm error Found: react-native@0.86.3
npm error Could not resolve dependency:
npm error peer react-native@">=0.79.0 <0.86.0" from @veriframe/react-native@0.1.0
npm error node_modules/@veriframe/react-native`;
const noSuchVersion = `npm error code ETARGET
npm error notarget No matching version found for jest-expo@~57.0.6.
npm error notarget In most cases you or one of your dependencies are requesting a package version that doesn't exist.`;

describe('the test:latest report', () => {
  it("names npm's reason for an install that broke", () => {
    expect(failureReason(peerRefused)).toBe(
      'peer react-native@">=0.79.0 <0.86.0" from @veriframe/react-native@0.1.0 (npm ERESOLVE)',
    );
    expect(failureReason(noSuchVersion)).toBe('notarget No matching version found for jest-expo@~57.0.6.');
    expect(failureReason('PASS a\nFAIL ./App.test.tsx\n  ● the app › fails')).toBe('FAIL ./App.test.tsx');
  });

  it('says per Expo SDK whether it passed, did not install or failed, and why', () => {
    const dir = mkdtempSync(join(tmpdir(), 'latest-report-'));
    const log = (name, text) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const step = (name, passed, text = '') => ({
      name,
      title: name,
      passed,
      seconds: 1,
      log: log(name, text),
    });
    const versions = { expo: '57.0.33', 'react-native': '0.86.3' };
    const text = latestReport({
      before: '2026-11-25T00:00:00Z',
      ranAt: '2026-11-29T10:00:00Z',
      apps: [],
      steps: [],
      expoSdks: [
        { sdk: 55, versions, fallbacks: [], install: step('i55', true), check: step('c55', true) },
        {
          sdk: 57,
          versions,
          fallbacks: ['jest-expo: ~57.0.6 is not on npm, ~57.0.5 instead'],
          install: step('i57', false, peerRefused),
        },
        {
          sdk: 58,
          versions,
          fallbacks: [],
          install: step('i58', true),
          check: step('c58', false, 'x\nFAIL ./App.test.tsx'),
        },
      ],
    });
    expect(text).toContain(
      '- SDK 55: passed (install, tsc, jest, expo export). expo 57.0.33, react-native 0.86.3\n',
    );
    expect(text).toContain(
      '- SDK 57: does not install: peer react-native@">=0.79.0 <0.86.0" from @veriframe/react-native@0.1.0 (npm ERESOLVE). expo 57.0.33, react-native 0.86.3; jest-expo: ~57.0.6 is not on npm, ~57.0.5 instead\n',
    );
    expect(text).toContain('- SDK 58: FAILED: FAIL ./App.test.tsx.');
  });
});
