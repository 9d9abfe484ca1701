import type { HostedVerification } from '@veriframe/react';
import { ActionBadge } from '../../components/ActionBadge';
import { useEvents } from '../../events/useEvents';
import { useSandboxNow } from '../../sandbox/sandboxClock';
import { journeySteps, reportedSteps } from './stepWebhooks';

const progressText = {
  not_started: 'Not started yet: waiting for the person to open the link',
  in_progress: 'In progress (202)',
  complete: 'A status is available (200)',
} as const;

/**
 * The service's status while the journey is not confirmed: progress after step N of 3, or, once the last step
 * reported PENDING, an end without a decision (nothing later in this session will change it).
 */
function ServiceStatus({ status, requestId }: { status: string; requestId: string }) {
  const steps = reportedSteps(useEvents(), requestId);
  const count = steps.length;
  const underReview = steps.some((step) => step.action === 'REVIEW');
  if (count < journeySteps) {
    return (
      <dd data-testid="service-status" data-steps={count}>
        <ActionBadge value={status} label="so far" /> after step {count} of {journeySteps} (the webhooks so
        far): progress, not a result. A later step can still change it; the outcome is final only once the
        journey ended.
      </dd>
    );
  }
  return (
    <dd data-testid="service-status" data-steps={count} data-ended="true">
      <ActionBadge value={status} label="journey ended" />{' '}
      {status === 'PENDING'
        ? underReview
          ? 'The document waits for a manual review: no step of this journey can change that. A reviewer decides and a webhook tells the backend; the sandbox has no VX reviewer, so it stays PENDING. Start a new session to try another outcome.'
          : 'The service asked for more information and the journey has no step left to give it: this session stays PENDING. Start a new session to try another outcome.'
        : 'every step reported; the outcome is confirmed once the hosted page’s message and a later read agree.'}
    </dd>
  );
}

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
          <ServiceStatus status={provisional} requestId={session.request_id} />
        </>
      ) : null}
    </dl>
  );
}
