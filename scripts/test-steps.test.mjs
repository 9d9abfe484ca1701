import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const steps = join(dirname(fileURLToPath(import.meta.url)), 'test-steps.sh');

/** Runs a bash script with test-steps.sh sourced and $logs/$reports in a new folder; answers its output. */
function withSteps(script) {
  const dir = mkdtempSync(join(tmpdir(), 'test-steps-'));
  return execFileSync(
    'bash',
    ['-c', `set -euo pipefail; logs=${dir} reports=${dir}; source ${steps}; ${script}`],
    {
      encoding: 'utf8',
      timeout: 30_000,
    },
  );
}

it('a background job is timed to its own end, not to when the run waited for it', () => {
  // The job ends at once; the run then "spends" 50 s (bash counts SECONDS from the value assigned to it) before
  // it waits for the job. The job took 0 or 1 s, whatever the machine's speed.
  // kill -0 fails once bash has reaped the job (it keeps the status for finish_job's wait).
  const out = withSteps(
    `start_job quick true; while kill -0 "\${job_pid[quick]}" 2>/dev/null; do sleep 0.05; done;
     SECONDS=$((SECONDS + 50)); finish_job quick; echo "took=\${job_took[quick]}"`,
  );
  expect(out).toContain('=== quick: done after');
  expect(Number(out.match(/took=(\d+)/)?.[1])).toBeLessThan(50);
});

it('a background job that failed fails its finish_job with its status', () => {
  const out = withSteps('start_job broken bash -c "exit 3"; finish_job broken || echo "status=$?"');
  expect(out).toContain('=== broken: FAILED (3)');
  expect(out).toContain('status=3');
});
