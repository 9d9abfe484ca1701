/**
 * The browser side of the event log: events streamed from the demo server (`GET /api/events`, SSE) plus the
 * callbacks and messages this page reports itself. Reports go to the server too, so every open tab shows one
 * ordered log. Everything is data, rendered as text only.
 */

export type DemoEventSource = 'proxy' | 'browser' | 'sandbox';

export interface DemoEvent {
  id: string;
  at: string;
  source: DemoEventSource;
  kind: string;
  data: unknown;
}

export type StreamState = 'connecting' | 'live' | 'offline';

const eventsPath = '/api/events';
const maxEvents = 2000;

let events: readonly DemoEvent[] = [];
let streamState: StreamState = 'connecting';
const listeners = new Set<() => void>();
const seen = new Set<string>();
let source: EventSource | null = null;
let counter = 0;
/** The VX sessions this tab created (its own `vx.session.created` reports): request id → whose (`person`). */
const ownSessions = new Map<string, string>();

function emit() {
  for (const listener of listeners) listener();
}

function add(event: DemoEvent) {
  if (seen.has(event.id)) return;
  seen.add(event.id);
  events = [...events, event].slice(-maxEvents);
  emit();
}

function isDemoEvent(value: unknown): value is DemoEvent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.at === 'string' && typeof v.kind === 'string';
}

/** Opens the SSE stream once (idempotent); the browser reconnects by itself. */
export function connectEventStream(): void {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource(eventsPath);
  source.onopen = () => {
    streamState = 'live';
    emit();
  };
  source.onerror = () => {
    streamState = source?.readyState === EventSource.CLOSED ? 'offline' : 'connecting';
    emit();
  };
  source.onmessage = (message: MessageEvent<string>) => {
    try {
      const value: unknown = JSON.parse(message.data);
      if (isDemoEvent(value)) add(value);
    } catch {
      // not ours: ignore
    }
  };
}

/** Records a browser-side event (a modal callback, a hosted-page message) and sends it to the shared log. */
export function reportEvent(kind: string, data?: unknown): void {
  counter += 1;
  const id = `b${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const event: DemoEvent = { id, at: new Date().toISOString(), source: 'browser', kind, data: data ?? null };
  const { request_id: requestId, person } = (data ?? {}) as { request_id?: unknown; person?: unknown };
  if (kind === 'vx.session.created' && typeof requestId === 'string')
    ownSessions.set(requestId, typeof person === 'string' ? person : '');
  add(event);
  void fetch(eventsPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, kind, data: data ?? null }),
  }).catch(() => undefined);
}

export function subscribeEvents(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getEvents = (): readonly DemoEvent[] => events;
export const getStreamState = (): StreamState => streamState;

/** Clears this tab's view (the server keeps its history for other tabs). */
export function clearEvents(): void {
  events = [];
  emit();
}

/** How a session's owner is written in its `vx.session.created` report (`person`). */
export const personLabel = (person: { name: string; id: string }): string => `${person.name} (${person.id})`;

/**
 * True when the event concerns a VX session this tab created for `owner` (a `personLabel`): its request id
 * appears in the payload. Another person's sessions in the same tab are not theirs to see.
 */
export function isOwnSessionEvent(event: DemoEvent, owner: string): boolean {
  if (ownSessions.size === 0) return false;
  const text = JSON.stringify(event.data ?? null);
  for (const [id, person] of ownSessions) if (person === owner && text.includes(id)) return true;
  return false;
}
