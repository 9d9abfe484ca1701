import { useMemo, useState } from 'react';
import { SelectField } from '../components/SelectField';
import { EventList } from '../events/EventList';
import { clearEvents, type DemoEvent } from '../events/store';
import { useEvents } from '../events/useEvents';

type Filter = 'all' | DemoEvent['source'];

/** Events per page: a long session's log stays a page, not 26,000 px on a phone. */
const pageSize = 50;

const filters: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'browser', label: 'Browser callbacks and messages' },
  { value: 'proxy', label: 'Received by the proxy' },
  { value: 'sandbox', label: 'Sent by the sandbox' },
];

/** Every callback, message and webhook, as it happens (Server-Sent Events plus this tab's own reports). */
export function EventLogPage() {
  const events = useEvents();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(0);
  const shown = useMemo(
    () => (filter === 'all' ? events : events.filter((e) => e.source === filter)),
    [events, filter],
  );
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, pages - 1);
  // Newest first: page 0 is the newest events; new events arrive on it.
  const pageEvents = shown.slice(
    Math.max(0, shown.length - (current + 1) * pageSize),
    shown.length - current * pageSize,
  );
  const first = shown.length === 0 ? 0 : current * pageSize + 1;
  const last = Math.min(shown.length, (current + 1) * pageSize);
  return (
    <>
      <h1>Event log</h1>
      <p className="lead">
        Browser callbacks of the document modal, messages from hosted pages, and the document callbacks and VX
        webhooks the proxy receives, newest first.
      </p>
      <p className="notice" data-testid="developer-view">
        This log is the developer's view of everyone: every person's requests, webhooks and owners, from every
        tab. A person sees only their own sessions (the pages' panels and the proxy answer for the signed-in
        person).
      </p>
      <div className="toolbar">
        <SelectField
          label="Show"
          value={filter}
          onChange={(v) => {
            setFilter(v as Filter);
            setPage(0);
          }}
        >
          {filters.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </SelectField>
        <span className="muted" aria-live="polite" data-testid="event-count">
          {shown.length} {shown.length === 1 ? 'event' : 'events'}
        </span>
        <button type="button" className="button secondary" onClick={clearEvents}>
          Clear this view
        </button>
      </div>
      <section aria-label="Events" className="card">
        <EventList
          events={pageEvents}
          emptyText="No events yet. Try the document modal or a hosted verification."
        />
        {pages > 1 ? (
          <nav className="pager" aria-label="Event pages" data-testid="event-pager">
            <button
              type="button"
              className="button secondary small"
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
            >
              Newer
            </button>
            <span>
              Events {first}–{last} of {shown.length}
            </span>
            <button
              type="button"
              className="button secondary small"
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
            >
              Older
            </button>
          </nav>
        ) : null}
      </section>
    </>
  );
}
