// The text `pnpm test:latest` prints and keeps (scripts/pins/latest.mjs): what moved, what broke.

import { readFileSync } from 'node:fs';

/**
 * Why a step failed, in one line of its log: npm's own reason (no such version, a peer range that excludes
 * the installed version), else a failed test or type error, else the log's last line.
 */
export function failureReason(log) {
  const lines = log.split('\n').map((line) => line.trim());
  const peer = lines.findIndex((line) => /^npm error Could not resolve dependency:/.test(line));
  if (peer >= 0) return `${lines[peer + 1]?.replace(/^npm error /, '')} (npm ERESOLVE)`;
  const npm = lines.find(
    (line) => /^npm error (notarget|code E|engine)/.test(line) && !/code ERESOLVE/.test(line),
  );
  const notarget = lines.find((line) => /^npm error notarget No matching/.test(line));
  if (notarget ?? npm) return (notarget ?? npm).replace(/^npm error /, '');
  const failed = lines.find((line) => /^(✕|●|FAIL |error TS\d+)/.test(line) || / error TS\d+:/.test(line));
  return failed ?? lines.filter(Boolean).at(-1) ?? 'no output';
}

/** One line per Expo SDK: its versions, then passed, or the step that broke and why. */
function expoSdkLines(expoSdks) {
  const lines = ['## Expo SDKs (examples/expo-app)', ''];
  for (const { sdk, versions, fallbacks, install, check } of expoSdks) {
    const installed = Object.entries(versions)
      .map(([name, version]) => `${name} ${version ?? '-'}`)
      .join(', ');
    const broken = [install, check].find((s) => s && !s.passed);
    let result = 'passed (install, tsc, jest, expo export)';
    if (!install) result = 'not run';
    else if (broken === install) result = `does not install: ${failureReason(readLog(install.log))}`;
    else if (broken) result = `FAILED: ${failureReason(readLog(broken.log))}`;
    else if (!check) result = 'installed, not checked';
    lines.push(`- SDK ${sdk}: ${result}. ${installed}${fallbacks.length ? `; ${fallbacks.join('; ')}` : ''}`);
  }
  return [...lines, ''];
}

const readLog = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/**
 * Markdown for `{ before, ranAt, apps: [{ title, dependencies: [{ name, pinned, latest }] }], steps, expoSdks }`
 * (expoSdks: `[{ sdk, versions, fallbacks, install, check }]`, install and check being steps).
 */
export function latestReport({ before, ranAt, apps, steps, expoSdks = [] }) {
  const lines = [
    `# test:latest on ${ranAt} (pinned: npm resolution date ${before})`,
    '',
    '## What moved',
    '',
  ];
  let moved = 0;
  for (const { title, dependencies } of apps) {
    const changes = dependencies.filter(({ pinned, latest }) => pinned !== latest);
    if (changes.length === 0) continue;
    lines.push(`${title}:`);
    for (const { name, pinned, latest } of changes)
      lines.push(`- ${name}: ${pinned ?? 'not pinned'} → ${latest ?? 'not installed'}`);
    lines.push('');
    moved += changes.length;
  }
  if (moved === 0) lines.push('Nothing: every direct dependency installed at its pinned version.', '');
  if (expoSdks.length > 0) lines.push(...expoSdkLines(expoSdks));
  lines.push('## Steps', '');
  for (const { title, passed, seconds, log } of steps)
    lines.push(
      `- ${passed ? 'passed' : 'FAILED'}: ${title} (${seconds} s${passed ? '' : `; output: ${log}`})`,
    );
  const broke = steps.filter((s) => !s.passed).length;
  lines.push('', broke === 0 ? 'Nothing broke.' : `${broke} step(s) broke.`);
  return `${lines.join('\n')}\n`;
}
