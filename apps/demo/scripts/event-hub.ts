/**
 * The demo's event stream: every document callback and VX webhook the proxy receives, every event the proxy
 * reports, and every browser callback or hosted-page message the demo page reports, fanned out to the event
 * log over Server-Sent Events (`GET /api/events`). Browser pages report through `POST /api/events`.
 */

export type DemoEventSource = 'proxy' | 'browser' | 'sandbox';

export interface DemoEvent {
  id: string;
  at: string;
  source: DemoEventSource;
  /** What happened, short: `document.callback`, `vx.webhook`, `modal.onSuccess`, `hosted.message`... */
  kind: string;
  /** Plain data, shown as text only. */
  data: unknown;
}

/** Caps: the hub only keeps what a person can read, and refuses oversized browser reports. */
const maxHistory = 2000;
const maxBrowserReportBytes = 16 * 1024;

export interface EventHub {
  publish(event: Omit<DemoEvent, 'id' | 'at'> & { id?: string }): DemoEvent;
  history(): readonly DemoEvent[];
  /** Handles `GET /api/events` (SSE) and `POST /api/events`; anything else returns null. */
  handle(request: Request): Promise<Response | null>;
  close(): void;
}

const encoder = new TextEncoder();
const frame = (event: DemoEvent) => encoder.encode(`id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`);

export function createEventHub(path = '/api/events'): EventHub {
  const events: DemoEvent[] = [];
  const clients = new Set<ReadableStreamDefaultController<Uint8Array>>();
  let counter = 0;

  const publish: EventHub['publish'] = (input) => {
    counter += 1;
    const event: DemoEvent = {
      id: input.id && /^[\w-]{1,64}$/.test(input.id) ? input.id : `s${Date.now().toString(36)}-${counter}`,
      at: new Date().toISOString(),
      source: input.source,
      kind: input.kind,
      data: input.data,
    };
    events.push(event);
    if (events.length > maxHistory) events.splice(0, events.length - maxHistory);
    for (const client of clients) {
      try {
        client.enqueue(frame(event));
      } catch {
        clients.delete(client);
      }
    }
    return event;
  };

  const stream = (request: Request): Response => {
    let self: ReadableStreamDefaultController<Uint8Array> | undefined;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        self = controller;
        clients.add(controller);
        // Replays the history first so a log opened late still shows everything.
        controller.enqueue(encoder.encode('retry: 1000\n\n'));
        for (const event of events) controller.enqueue(frame(event));
        heartbeat = setInterval(() => {
          try {
            controller.enqueue(encoder.encode(': keep-alive\n\n'));
          } catch {
            clearInterval(heartbeat);
          }
        }, 15_000);
      },
      cancel() {
        clearInterval(heartbeat);
        if (self) clients.delete(self);
      },
    });
    request.signal.addEventListener('abort', () => {
      clearInterval(heartbeat);
      if (self) clients.delete(self);
    });
    return new Response(body, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      },
    });
  };

  const report = async (request: Request): Promise<Response> => {
    // JSON only: a cross-site form cannot send it without a CORS preflight, which this server never grants.
    if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
      return Response.json({ error: 'content-type: must be application/json' }, { status: 415 });
    }
    const text = await request.text();
    if (text.length > maxBrowserReportBytes) return Response.json({ error: 'too large' }, { status: 413 });
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return Response.json({ error: 'body: must be JSON' }, { status: 400 });
    }
    const record = value as { id?: unknown; kind?: unknown; data?: unknown };
    if (typeof record !== 'object' || record === null || typeof record.kind !== 'string') {
      return Response.json({ error: 'kind: must be a string' }, { status: 400 });
    }
    const event = publish({
      source: 'browser',
      kind: record.kind.slice(0, 80),
      data: record.data ?? null,
      ...(typeof record.id === 'string' ? { id: record.id } : {}),
    });
    return Response.json({ id: event.id }, { status: 201 });
  };

  return {
    publish,
    history: () => events,
    async handle(request) {
      const url = new URL(request.url);
      if (url.pathname !== path) return null;
      if (request.method === 'GET') return stream(request);
      if (request.method === 'POST') return report(request);
      return Response.json({ error: 'method not allowed' }, { status: 405, headers: { allow: 'GET, POST' } });
    },
    close() {
      for (const client of clients) {
        try {
          client.close();
        } catch {
          // already closed by the browser
        }
      }
      clients.clear();
    },
  };
}
