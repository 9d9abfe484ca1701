import { createRequire } from 'node:module';
import type * as OtelApi from '@opentelemetry/api';

// OpenTelemetry through its API only, an optional peer dependency: without the package nothing here runs, and
// without a registered SDK the API's no-op tracer and meter make each call a few property reads. Attributes
// follow the semantic conventions; nothing personal or secret is ever put on a span or a metric.

let loaded: typeof OtelApi | null | undefined;

/** `@opentelemetry/api` when it is installed, else null (asked once). */
function otel(): typeof OtelApi | null {
  if (loaded === undefined) {
    try {
      loaded = createRequire(import.meta.url)('@opentelemetry/api') as typeof OtelApi;
    } catch {
      loaded = null;
    }
  }
  return loaded;
}

const scope = '@veriframe/server';

export type Attributes = Record<string, string | number | boolean | undefined>;

/** The part of a span the instrumented code uses (a no-op one when OpenTelemetry is absent). */
export interface SpanHandle {
  setAttributes(attributes: Attributes): void;
  addEvent(name: string, attributes?: Attributes): void;
  updateName(name: string): void;
  /** Marks the span failed with `error.type`. */
  fail(errorType: string): void;
}

const noSpan: SpanHandle = { setAttributes() {}, addEvent() {}, updateName() {}, fail() {} };

/** The attributes that have a value (OpenTelemetry refuses `undefined`); a plain loop, as it runs per call. */
function clean(attributes: Attributes): OtelApi.Attributes {
  const defined: OtelApi.Attributes = {};
  for (const name in attributes) {
    const value = attributes[name];
    if (value !== undefined) defined[name] = value;
  }
  return defined;
}

/** Reads the caller's trace context (`traceparent`) from a request's headers. */
const headersGetter: OtelApi.TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

export interface SpanOptions {
  kind?: 'server' | 'client' | 'internal';
  attributes?: Attributes;
  /** Headers carrying the caller's trace context (`traceparent`), for a server span. */
  carrier?: Headers;
}

/**
 * Runs `work` inside a new active span (a child of the active one, or of the caller's trace for a server span
 * with `carrier`). A throw marks the span failed with the error's class as `error.type`, and is rethrown.
 *
 * @example
 * await inSpan('store redis event store', { kind: 'client' }, () => store.claim(key, leaseMs, owner));
 */
export async function inSpan<T>(
  name: string,
  options: SpanOptions,
  work: (span: SpanHandle) => Promise<T> | T,
): Promise<T> {
  const api = otel();
  if (!api) return work(noSpan);
  const kinds = { server: api.SpanKind.SERVER, client: api.SpanKind.CLIENT, internal: api.SpanKind.INTERNAL };
  const parent = options.carrier
    ? api.propagation.extract(api.context.active(), options.carrier, headersGetter)
    : api.context.active();
  const tracer = api.trace.getTracer(scope);
  const spanOptions = {
    kind: kinds[options.kind ?? 'internal'],
    attributes: clean(options.attributes ?? {}),
  };
  return tracer.startActiveSpan(name, spanOptions, parent, async (span) => {
    const handle: SpanHandle = {
      setAttributes: (a) => void span.setAttributes(clean(a)),
      addEvent: (n, a) => void span.addEvent(n, a ? clean(a) : undefined),
      updateName: (n) => void span.updateName(n),
      fail: (errorType) => {
        span.setAttribute('error.type', errorType);
        span.setStatus({ code: api.SpanStatusCode.ERROR });
      },
    };
    try {
      return await work(handle);
    } catch (error) {
      handle.fail(error instanceof Error ? error.name : 'Error');
      throw error;
    } finally {
      span.end();
    }
  });
}

type Instrument = OtelApi.Histogram | OtelApi.Counter;
const instruments = new WeakMap<object, Map<string, Instrument>>();

/** One instrument of the meter registered now (a provider registered later gets its own). */
function instrument(kind: 'histogram' | 'counter', name: string, unit: string, description: string) {
  const api = otel();
  if (!api) return undefined;
  const meter = api.metrics.getMeter(scope);
  let byName = instruments.get(meter);
  if (!byName) {
    byName = new Map();
    instruments.set(meter, byName);
  }
  let found = byName.get(name);
  if (!found) {
    found =
      kind === 'histogram'
        ? meter.createHistogram(name, { unit, description })
        : meter.createCounter(name, { unit, description });
    byName.set(name, found);
  }
  return found;
}

/** The metrics the proxy records (names and units per the semantic conventions where one exists). */
export const metrics = {
  /** `http.server.request.duration`, seconds, per method, route and status (its count is the request count). */
  request(seconds: number, attributes: Attributes) {
    const h = instrument('histogram', 'http.server.request.duration', 's', 'Duration of proxy requests');
    (h as OtelApi.Histogram | undefined)?.record(seconds, clean(attributes));
  },
  /** `veriframe.service.call.duration`, seconds, per operation and outcome. */
  serviceCall(seconds: number, attributes: Attributes) {
    const h = instrument('histogram', 'veriframe.service.call.duration', 's', 'Calls to the service');
    (h as OtelApi.Histogram | undefined)?.record(seconds, clean(attributes));
  },
  /** `veriframe.webhook.deliveries`, per source and outcome (processed, duplicate, replayed, refused, failed...). */
  webhook(attributes: Attributes) {
    const c = instrument('counter', 'veriframe.webhook.deliveries', '{delivery}', 'Webhook deliveries');
    (c as OtelApi.Counter | undefined)?.add(1, clean(attributes));
  },
  /** `veriframe.store.duration`, seconds, per store and outcome (`ok` or `unavailable`). */
  store(seconds: number, attributes: Attributes) {
    const h = instrument('histogram', 'veriframe.store.duration', 's', 'Shared store calls');
    (h as OtelApi.Histogram | undefined)?.record(seconds, clean(attributes));
  },
};

// The span that created each recent session, so the webhooks and reads about it link to it (one process).
const sessionSpans = new Map<string, OtelApi.SpanContext>();
const maxRememberedSessions = 10_000;

/** Remembers the active span as the one that created session `requestId`. */
export function rememberSession(requestId: string): void {
  const api = otel();
  const context = api?.trace.getActiveSpan()?.spanContext();
  if (!api || !context || !api.trace.isSpanContextValid(context)) return;
  sessionSpans.delete(requestId);
  sessionSpans.set(requestId, context);
  if (sessionSpans.size > maxRememberedSessions) {
    sessionSpans.delete(sessionSpans.keys().next().value as string);
  }
}

/** Tags the active span with session `requestId` and links it to the span that created the session. */
export function linkSession(requestId: string): void {
  const span = otel()?.trace.getActiveSpan();
  if (!span) return;
  span.setAttribute('veriframe.session.request_id', requestId);
  const created = sessionSpans.get(requestId);
  if (created && created.spanId !== span.spanContext().spanId) {
    span.addLink({ context: created, attributes: { 'veriframe.link': 'session.created' } });
  }
}
