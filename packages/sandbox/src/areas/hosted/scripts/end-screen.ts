/**
 * The capture page's end screen for a scan outcome: a `failure` with status FAIL is final (`failure-final`,
 * "Verification Failed"); with PENDING it went to manual review (`failure`, "Under Review"). The callback type
 * posted to the modal stays `failure` for both (6.2 `onFailure`); only the person's screen differs.
 *
 * @example
 * captureEndScreen('failure', 'FAIL'); // 'failure-final'
 * captureEndScreen('failure', 'PENDING'); // 'failure'
 */
export function captureEndScreen(outcome: string, status?: string): string {
  return outcome === 'failure' && status === 'FAIL' ? 'failure-final' : outcome;
}
