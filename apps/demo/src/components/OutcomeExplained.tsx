/** What the person was shown at the end of a verification: a title, a line under it, and how it reads. */
export interface SeenText {
  title: string;
  subtitle: string;
  /** The kit's tone of the text: passed, waiting on a reviewer, or stopped. */
  tone?: 'success' | 'pending' | 'error';
}

/** The backend status each tone agrees with. */
const toneStatus = { success: 'PASS', pending: 'PENDING', error: 'FAIL' } as const;

/**
 * Puts the person's end screen beside the backend's status and says whether they agree. The kit's default texts
 * read 4.9's contradictory failure pair by status (a final FAIL says it failed, a manual review says under
 * review), so they agree unless the backend moved on since (a reviewer decided): its status is the decision.
 *
 * @example
 * <OutcomeExplained seen={{ title: 'Verification Failed', subtitle: 'We could not confirm your identity.', tone: 'error' }} backend="FAIL" />
 */
export function OutcomeExplained({ seen, backend }: { seen: SeenText; backend: string }) {
  const seenStatus = seen.tone ? toneStatus[seen.tone] : undefined;
  const agree = seenStatus === backend;
  return (
    <div
      className="notice outcome-explained"
      data-testid="outcome-explained"
      data-backend={backend}
      data-agree={agree}
    >
      <p>
        <strong>What the person saw:</strong> “{seen.title}: {seen.subtitle}”
      </p>
      <p>
        <strong>What the backend knows:</strong> {backend}
      </p>
      <p>
        {agree
          ? backend === 'PASS'
            ? 'Both say the same: the person passed.'
            : backend === 'FAIL'
              ? 'Both say the same: the person did not pass, and no review follows.'
              : 'Both say a reviewer decides; the status changes once they have, and a callback tells the backend.'
          : seenStatus === 'PENDING'
            ? `The review has decided since the person saw this: ${backend}. The backend’s status is the decision: act on it.`
            : `They differ: the backend’s status (${backend}) is the decision: act on it.`}
      </p>
    </div>
  );
}
