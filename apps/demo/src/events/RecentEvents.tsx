import { useMemo } from 'react';
import { EventList } from './EventList';
import { isOwnSessionEvent } from './store';
import { useEvents } from './useEvents';

/**
 * The latest few events of this tab's own sessions beside a flow (other tabs' sessions stay in the full log),
 * with a link to the full log.
 */
export function RecentEvents({ limit = 6 }: { limit?: number }) {
  const all = useEvents();
  // Filtered once per new event, not on every render of the page around it (each keystroke of its form):
  // the log holds up to 2000 events. Own sessions are recorded only when an event is added, so `all` is the key.
  const events = useMemo(() => all.filter(isOwnSessionEvent), [all]);
  return (
    <section aria-labelledby="recent-events-heading" className="card recent-events">
      <h2 id="recent-events-heading">Recent events</h2>
      <EventList events={events} limit={limit} emptyText="Nothing yet." />
      <p>
        <a href="#/events">Open the full event log</a>
      </p>
    </section>
  );
}
