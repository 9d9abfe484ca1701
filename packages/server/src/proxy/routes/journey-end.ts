import type { SessionResult } from '@veriframe/core/schemas';

/**
 * Whether a VX session's journey is over, from a read of its result (2.3). The service answers a result after
 * each component (3.2: "status PENDING, PASS or FAIL as the step reports"), so a PASS after the document step
 * says nothing of the selfie and phone steps still to come, and the spec names no end marker. The journey's
 * steps are the app's configuration (`VERIFRAME_VX_JOURNEY_STEPS`): it ended when each of them has a passing
 * stop and the session is PASS. A FAIL counts as the end: acting on it early denies, never grants. Without
 * configured steps, a PASS never ends a journey by a read alone (the hosted page's own PASS message still does).
 *
 * @example
 * journeyEnded({ status: 'PASS', journey: { stops: [{ source: 'DCAMSPLUS', action: 'PASS' }] } }, ['DCAMSPLUS', 'PhoneMatch']); // false
 */
export function journeyEnded(
  result: Pick<SessionResult, 'status' | 'journey'>,
  steps: readonly string[],
): boolean {
  if (result.status === 'FAIL') return true;
  if (result.status !== 'PASS' || steps.length === 0) return false;
  const passed = new Set(
    (result.journey?.stops ?? []).filter((stop) => stop.action === 'PASS').map((stop) => stop.source),
  );
  return steps.every((step) => passed.has(step));
}
