import { useMemo } from 'react';
import { usePerson } from '../people/usePerson';
import { EventList } from './EventList';
import { isOwnSessionEvent, personLabel } from './store';
import { useEvents } from './useEvents';

/**
 * The latest few events of the signed-in person's sessions in this tab beside a flow (another person's, or
 * another tab's, stay in the full log: the developer's view of everyone), with a link to the full log.
 */
export function RecentEvents({ limit = 6 }: { limit?: number }) {
  const all = useEvents();
  const person = usePerson();
  const owner = personLabel(person);
  // Filtered once per new event, not on every render of the page around it (each keystroke of its form):
  // the log holds up to 2000 events. Own sessions are recorded only when an event is added, so `all` is the key.
  const events = useMemo(() => all.filter((event) => isOwnSessionEvent(event, owner)), [all, owner]);
  return (
    <section aria-labelledby="recent-events-heading" className="card recent-events">
      <h2 id="recent-events-heading">Recent events</h2>
      <p className="muted">{person.name}'s sessions in this tab only.</p>
      <EventList events={events} limit={limit} emptyText="Nothing yet." />
      <p>
        <a href="#/events">Open the full event log</a> (the developer's view: every person's events)
      </p>
    </section>
  );
}
