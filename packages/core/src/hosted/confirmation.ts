import type { HostedVerificationTransition } from './outcome-machine';
import { type HostedFacts, serviceStatus } from './snapshot';
import type { SessionProgress } from './types';

/**
 * What one read's answer does to the outcome (spec 6.3): the confirmation rule, pure. The observer gives its
 * clock's verdicts as functions, called only when the rule needs them.
 * - While the journey runs, only a link nobody opened before it expired ends it (`LINK_UNUSED`).
 * - After the page's PASS or FAIL (`confirming`, or `disputed`), only a read made after that message counts
 *   (`madeAfterPageMessage`): it agrees (`AGREED`), holds the other result (`CONFLICT`), or still has none
 *   after the bounded wait (`WAIT_EXCEEDED`).
 * - In every other phase a read changes nothing (`undefined`).
 *
 * @example
 * const read = { status: 'complete', result: { status: 'FAIL' } } as const;
 * judgeRead({ phase: 'confirming', pageMessage: 'PASS' }, read, true, () => false, () => false); // 'CONFLICT'
 * judgeRead({ phase: 'confirming', pageMessage: 'PASS' }, read, false, () => false, () => false); // undefined
 */
export function judgeRead(
  { phase, pageMessage }: Pick<HostedFacts<unknown>, 'phase' | 'pageMessage'>,
  progress: SessionProgress,
  madeAfterPageMessage: boolean,
  linkExpired: () => boolean,
  waitExceeded: () => boolean,
): HostedVerificationTransition | undefined {
  if (phase === 'in-progress')
    return progress.status === 'not_started' && linkExpired() ? 'LINK_UNUSED' : undefined;
  if ((phase !== 'confirming' && phase !== 'disputed') || !madeAfterPageMessage) return;
  const service = serviceStatus(progress);
  if (service === pageMessage) return 'AGREED';
  if (service === 'PASS' || service === 'FAIL') return 'CONFLICT';
  return waitExceeded() ? 'WAIT_EXCEEDED' : undefined;
}
