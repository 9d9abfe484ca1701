import type { HostedVerification } from '@veriframe/react';
import { ActionBadge } from '../../components/ActionBadge';
import { useSandboxNow } from '../../sandbox/sandboxClock';

const progressText = {
  not_started: 'Not started yet: waiting for the person to open the link',
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
  // The link's life on the sandbox's clock (the proxy's `expires_at` is on it too): moving the clock shortens it.
  const now = useSandboxNow();
  if (!session) return <p className="muted">No session yet.</p>;
  const expiresAt = session.expires_at === undefined ? Number.NaN : Date.parse(String(session.expires_at));
  const leftMs = now && !Number.isNaN(expiresAt) ? expiresAt - now.getTime() : session.expires_in * 1000;
  return (
    <dl className="facts">
      <dt>Request id</dt>
      <dd>
        <code data-testid="request-id">{session.request_id}</code>
      </dd>
      <dt>Link</dt>
      <dd data-testid="link-validity">
        {linkExpired || leftMs <= 0
          ? 'Expired: start a new session'
          : leftMs < 90_000
            ? `Valid ${Math.ceil(leftMs / 1000)} more seconds`
            : `Valid ${Math.round(leftMs / 60_000)} minutes`}
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
