import type { HostedVerification } from '@veriframe/react';
import { ActionBadge } from '../../components/ActionBadge';

const progressText = {
  not_started: 'Not started (the result endpoint answers 404)',
  in_progress: 'In progress (202)',
  complete: 'Result available (200)',
} as const;

/** The session's id, link lifetime (or that it expired), what the last poll said and the service's status so far. */
export function SessionStatus({
  verification,
  linkExpired = false,
}: {
  verification: HostedVerification;
  /** The hosted page said LINK EXPIRED: the lifetime no longer applies. */
  linkExpired?: boolean;
}) {
  const { session, progress, provisional } = verification;
  if (!session) return <p className="muted">No session yet.</p>;
  return (
    <dl className="facts">
      <dt>Request id</dt>
      <dd>
        <code data-testid="request-id">{session.request_id}</code>
      </dd>
      <dt>Link</dt>
      <dd data-testid="link-validity">
        {linkExpired
          ? 'Expired: start a new session'
          : `Valid ${Math.round(session.expires_in / 60)} minutes`}
      </dd>
      <dt>Last poll</dt>
      <dd data-testid="progress">{progress ? progressText[progress.status] : 'Waiting…'}</dd>
      {provisional ? (
        <>
          <dt>Service status</dt>
          {/* Spec 3.2: the status moves after each component; until the journey ends it is only progress. */}
          <dd data-testid="service-status">
            <ActionBadge value={provisional} label="so far" /> provisional: a later step can still change it
          </dd>
        </>
      ) : null}
    </dl>
  );
}
