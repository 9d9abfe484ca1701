import type { HostedVerification } from '@veriframe/react';
import { useEffect } from 'react';
import { personLabel, reportEvent } from '../../events/store';
import type { Person } from '../../people/store';
import { rememberSession } from './seenSessions';

/**
 * A session taken up on mount (`resume`), not created in this tab: listed among the tab's sessions and told in
 * the event log (`vx.session.resumed`), so the page can say where it came from.
 */
export function useResumedSession(verification: HostedVerification, person: Person): void {
  const requestId = verification.resumed ? verification.session?.request_id : undefined;
  useEffect(() => {
    if (!requestId) return;
    rememberSession({ requestId, ownerName: person.name, ownerId: person.id });
    reportEvent('vx.session.resumed', { request_id: requestId, person: personLabel(person) });
  }, [requestId, person]);
}
