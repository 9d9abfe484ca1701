/** What the person was shown at the end of a verification: a title and a line under it. */
export interface SeenText {
  title: string;
  subtitle: string;
}

/**
 * Puts the person's end screen beside the backend's status and says why they may differ: the service's
 * default texts (spec 4.9) never tell a person they failed (a failure reads as a pending manual review), while
 * the status the backend reads is the decision the app acts on.
 *
 * @example
 * <OutcomeExplained seen={{ title: 'Under Review', subtitle: 'Your document is pending manual review' }} backend="FAIL" />
 */
export function OutcomeExplained({ seen, backend }: { seen: SeenText; backend: string }) {
  const agree = backend === 'PASS';
  return (
    <div className="notice outcome-explained" data-testid="outcome-explained" data-backend={backend}>
      <p>
        <strong>What the person saw:</strong> “{seen.title}: {seen.subtitle}”
      </p>
      <p>
        <strong>What the backend knows:</strong> {backend}
      </p>
      <p>
        {agree
          ? 'Both say the same: the person passed.'
          : backend === 'PENDING'
            ? 'Both say a reviewer decides; the status changes once they have, and a webhook tells the backend.'
            : 'Why they differ: the service’s default texts (resultMessages, spec 4.9) never tell a person they failed; a failure reads as a pending manual review. The backend’s status is the decision: act on it, and set resultMessages to change the words.'}
      </p>
    </div>
  );
}
