import { useMemo, useState } from 'react';
import { SelectField } from '../components/SelectField';
import { EventList } from '../events/EventList';
import { clearEvents, type DemoEvent } from '../events/store';
import { useEvents } from '../events/useEvents';

type Filter = 'all' | DemoEvent['source'];

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
  const shown = useMemo(
    () => (filter === 'all' ? events : events.filter((e) => e.source === filter)),
    [events, filter],
  );
  return (
    <>
      <h1>Event log</h1>
      <p className="lead">
        Browser callbacks of the document modal, messages from hosted pages, and the document callbacks and VX
        webhooks the proxy receives, newest first.
      </p>
      <div className="toolbar">
        <SelectField label="Show" value={filter} onChange={(v) => setFilter(v as Filter)}>
          {filters.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </SelectField>
        <span className="muted" aria-live="polite">
          {shown.length} {shown.length === 1 ? 'event' : 'events'}
        </span>
        <button type="button" className="button secondary" onClick={clearEvents}>
          Clear this view
        </button>
      </div>
      <section aria-label="Events" className="card">
        <EventList
          events={shown}
          emptyText="No events yet. Try the document modal or a hosted verification."
        />
      </section>
    </>
  );
}
