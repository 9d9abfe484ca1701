import type { HostedVerificationPhase } from './outcome-machine';
import type {
  HostedSession,
  HostedVerificationSnapshot,
  OutcomeDisagreement,
  SessionProgress,
  TerminalPageMessage,
  VerificationOutcome,
} from './types';

/** The facts the observer holds; the snapshot derives the rest. */
export interface HostedFacts<TError> {
  phase: HostedVerificationPhase;
  session: HostedSession | undefined;
  /** The session made on intent, not shown yet (see the snapshot's `prepared`). */
  prepared: HostedSession | undefined;
  error: TError | null;
  preloadError: TError | null;
  progress: SessionProgress | undefined;
  pageMessage: TerminalPageMessage | null;
  resumed: boolean;
}

/** The facts before anything happened. */
export const idleFacts = {
  phase: 'idle',
  session: undefined,
  prepared: undefined,
  error: null,
  preloadError: null,
  progress: undefined,
  pageMessage: null,
  resumed: false,
} as const satisfies HostedFacts<unknown>;

/** The service's status in a read: the result's, or `none` while it has no result. */
export const serviceStatus = (progress: SessionProgress | undefined): OutcomeDisagreement['service'] =>
  (progress?.status === 'complete' && progress.result?.status) || 'none';

function outcomeOf({ phase, pageMessage, progress }: HostedFacts<unknown>): VerificationOutcome | null {
  const page = pageMessage === 'PASS' || pageMessage === 'FAIL' ? pageMessage : null;
  if (!page) return null;
  if (phase === 'final') return { status: page, confirmed: true };
  if (phase === 'confirming') return { status: page, confirmed: false };
  if (phase === 'disputed') {
    // The service's word, never the page's PASS: an app that ignores `confirmed` still lets nobody in.
    const service = serviceStatus(progress);
    return { status: service === 'none' ? 'PENDING' : service, confirmed: false };
  }
  return null;
}

/** Builds the snapshot a UI reads from the facts. */
export function toSnapshot<TError>(facts: HostedFacts<TError>): HostedVerificationSnapshot<TError> {
  const service = serviceStatus(facts.progress);
  const page = facts.pageMessage;
  return {
    ...facts,
    provisional: facts.phase === 'final' || service === 'none' ? null : service,
    outcome: outcomeOf(facts),
    disagreement:
      facts.phase === 'disputed' && (page === 'PASS' || page === 'FAIL') ? { page, service } : null,
  };
}
