import type { DemoEvent } from './store';

const sourceLabel: Record<DemoEvent['source'], string> = {
  browser: 'Browser',
  proxy: 'Proxy',
  sandbox: 'Sandbox',
};

function time(at: string) {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? at : d.toLocaleTimeString(undefined, { hour12: false });
}

function pretty(data: unknown): string {
  if (data === null || data === undefined) return '';
  if (typeof data === 'string') return data;
  try {
    return JSON.stringify(data, null, 2);
  } catch {
    return String(data);
  }
}

const summaryKeys = [
  'person',
  'owner',
  'message',
  'request_id',
  'outcome',
  'status',
  'action',
  'detail',
  'event_type',
  'source',
  'ok',
];

/**
 * `status` is an HTTP status when it is a number (200) and a verification status when it is a word (PASS). A VX
 * webhook fires after each journey step (6.1), so its status is the session's so far, not a result.
 */
function label(key: string, value: unknown, kind: string): string {
  if (key === 'action' && isVxStep(kind)) return 'this step';
  if (key !== 'status') return key;
  if (typeof value === 'number') return 'HTTP status';
  return isVxStep(kind) ? 'session status so far (after this step)' : 'verification status';
}

/** The VX webhook as the proxy received it, or as the sandbox sent it. */
const isVxStep = (kind: string) => kind === 'webhook.vx' || kind.startsWith('vx.webhook');

/** A one-line digest of a payload: the fields a person looks for first. */
function summary(data: unknown, kind: string): string {
  if (typeof data === 'string') return data;
  if (typeof data !== 'object' || data === null) return '';
  const record = data as Record<string, unknown>;
  const nested = (record.data ?? record.payload ?? record.result) as Record<string, unknown> | undefined;
  const parts: string[] = [];
  for (const source of [record, typeof nested === 'object' && nested ? nested : {}]) {
    for (const key of summaryKeys) {
      const value = source[key];
      if ((typeof value === 'string' && value) || typeof value === 'number' || typeof value === 'boolean') {
        const part = `${label(key, value, kind)}: ${String(value)}`;
        if (!parts.includes(part)) parts.push(part);
      }
    }
  }
  // A VX webhook's step outcome (2.3 `dcams_plus.action`) beside the session's status so far.
  const step = isVxStep(kind)
    ? (nested as { dcams_plus?: { action?: unknown } } | undefined)?.dcams_plus?.action
    : undefined;
  if (typeof step === 'string' && step) parts.push(`this step: ${step}`);
  return parts.slice(0, 6).join(' · ');
}

/**
 * Events, newest first. Rendered as text nodes only: a payload is whatever the network sent and is never
 * interpreted as markup.
 */
export function EventList({
  events,
  limit,
  emptyText,
}: {
  events: readonly DemoEvent[];
  limit?: number;
  emptyText: string;
}) {
  const shown = [...events].reverse().slice(0, limit ?? events.length);
  if (shown.length === 0) return <p className="muted">{emptyText}</p>;
  return (
    <ol className="event-list" data-testid="event-list">
      {shown.map((event) => {
        const body = pretty(event.data);
        const digest = summary(event.data, event.kind);
        return (
          <li key={event.id} className={`event event-${event.source}`} data-kind={event.kind}>
            <div className="event-head">
              <span className={`badge badge-${event.source}`}>
                {sourceLabel[event.source] ?? event.source}
              </span>
              <code className="event-kind">{event.kind}</code>
              <time dateTime={event.at} className="event-time">
                {time(event.at)}
              </time>
            </div>
            {digest ? <p className="event-summary">{digest}</p> : null}
            {body ? (
              <details className="event-body">
                <summary>Payload</summary>
                <pre>{body}</pre>
              </details>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
