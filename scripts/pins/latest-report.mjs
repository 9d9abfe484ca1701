// The text `pnpm test:latest` prints and keeps (scripts/pins/latest.mjs): what moved, what broke.

/** Markdown for `{ before, ranAt, apps: [{ title, dependencies: [{ name, pinned, latest }] }], steps }`. */
export function latestReport({ before, ranAt, apps, steps }) {
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
  lines.push('## Steps', '');
  for (const { title, passed, seconds, log } of steps)
    lines.push(
      `- ${passed ? 'passed' : 'FAILED'}: ${title} (${seconds} s${passed ? '' : `; output: ${log}`})`,
    );
  const broke = steps.filter((s) => !s.passed).length;
  lines.push('', broke === 0 ? 'Nothing broke.' : `${broke} step(s) broke.`);
  return `${lines.join('\n')}\n`;
}
