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
/** Request ids of the VX sessions this tab created (its own `vx.session.created` reports). */
const ownSessions = new Set<string>();

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
  const requestId = (data as { request_id?: unknown } | undefined)?.request_id;
  if (kind === 'vx.session.created' && typeof requestId === 'string') ownSessions.add(requestId);
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

/** True when the event concerns a VX session this tab created (its request id appears in the payload). */
export function isOwnSessionEvent(event: DemoEvent): boolean {
  if (ownSessions.size === 0) return false;
  const text = JSON.stringify(event.data ?? null);
  for (const id of ownSessions) if (text.includes(id)) return true;
  return false;
}
