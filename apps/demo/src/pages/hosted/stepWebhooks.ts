import type { DemoEvent } from '../../events/store';

/** The sandbox's journey: document, selfie, phone, one webhook each (spec 3.2, 6.1). */
export const journeySteps = 3;

/** One journey step as its webhook told it: the session's status after it and the step's own action. */
export interface ReportedStep {
  status: string;
  action: string;
}

/**
 * The journey steps of a session, from the VX webhooks the proxy verified and processed (the event log's
 * `webhook.vx`, oldest first, one per event id). The proxy's session read carries only the status; the webhooks
 * say how many steps are behind it, so progress is never mistaken for a result.
 */
export function reportedSteps(events: readonly DemoEvent[], requestId: string): ReportedStep[] {
  const seen = new Set<string>();
  const steps: ReportedStep[] = [];
  for (const event of events) {
    if (event.kind !== 'webhook.vx') continue;
    const data = event.data as {
      outcome?: string;
      eventId?: string | null;
      payload?: { request_id?: string; status?: string; dcams_plus?: { action?: string } | null };
    } | null;
    if (data?.outcome !== 'processed' || data.payload?.request_id !== requestId) continue;
    if (data.eventId && seen.has(data.eventId)) continue;
    if (data.eventId) seen.add(data.eventId);
    steps.push({ status: data.payload.status ?? '', action: data.payload.dcams_plus?.action ?? '' });
  }
  return steps;
}
