import { context, metrics, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from '@opentelemetry/sdk-metrics';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, eventually, signedRequest, useSandbox } from './helpers';
import { proxyFor, secrets, useServedProxies } from './proxy-helpers';

// The real OpenTelemetry SDK with its in-memory exporters follows one hosted session from
// POST /vx/sessions through its webhooks to the final read, as linked spans, with the metrics.
const { sandbox } = useSandbox({ reset: true });
const serve = useServedProxies();
const spans = new InMemorySpanExporter();
const metricExporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
const reader = new PeriodicExportingMetricReader({
  exporter: metricExporter,
  exportIntervalMillis: 3_600_000,
});
const contextManager = new AsyncLocalStorageContextManager();

beforeAll(() => {
  context.setGlobalContextManager(contextManager.enable());
  trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] }),
  );
  metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }));
});
afterAll(() => {
  trace.disable();
  metrics.disable();
  context.disable();
});

const person = {
  fn: 'Grace',
  ln: 'Hopper',
  dob: '19061209',
  ssn: '123121234',
  addr: '9 Navy Yard',
  zip: '12207',
};

const parentOf = (s: ReadableSpan) => s.parentSpanContext?.spanId;
const named = (name: string) => spans.getFinishedSpans().filter((s) => s.name === name);

describe('OpenTelemetry', () => {
  it('follows a hosted session from POST /vx/sessions through its webhooks to the outcome', async () => {
    const receiver = proxyFor(sandbox(), {}, { webhooks: { vx: { handler: () => undefined } } });
    const server = await serve(receiver.proxy);
    const hook = `${server.url}/api/veriframe/webhooks/vx`;
    const { call } = proxyFor(sandbox(), { VERIFRAME_PUBLIC_WEBHOOK_URL: hook });

    const created = await call('POST', '/vx/sessions', { age: '21+', ...person });
    const id = created.json.request_id as string;
    const requestId = created.headers.get('x-request-id');
    const url = new URL(created.json.link);
    await fetch(`${url.origin}${url.pathname}/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ t: url.searchParams.get('t') }),
    });
    for (const component of ['document', 'selfie', 'phone']) {
      await admin(sandbox().adminUrl, `/vx/sessions/${id}/steps`, { component, outcome: 'PASS' });
    }
    await eventually(
      () => named('webhook vx').length,
      (n) => n >= 3,
    );
    expect((await call('GET', `/vx/sessions/${id}`)).json.status).toBe('complete');
    // The same signed delivery twice under one event id: processed, then a duplicate.
    const body = JSON.stringify({ status: 'PASS', request_id: id });
    const deliver = () =>
      fetch(
        signedRequest(hook, body, {
          secret: 'sandbox-webhook-secret',
          timestamp: Date.now(),
          eventId: 'evt_otel',
        }),
      );
    await deliver();
    await deliver();

    // The creation: a server span with the conventions' attributes, the service call its child.
    const [post] = named('POST /api/veriframe/vx/sessions');
    expect(post?.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.route': '/api/veriframe/vx/sessions',
      'http.response.status_code': 200,
      'url.path': '/api/veriframe/vx/sessions',
      'veriframe.request_id': requestId,
    });
    const createCall = named('vx.createSession')[0];
    expect(parentOf(createCall as ReadableSpan)).toBe(post?.spanContext().spanId);
    expect(createCall?.attributes).toMatchObject({
      'http.response.status_code': 200,
      'server.address': '127.0.0.1',
    });

    // Each webhook: its steps as children, and a link to the span that created the session.
    const deliveries = named('webhook vx');
    expect(deliveries.length).toBe(5);
    const linked = deliveries.filter((d) =>
      d.links.some((l) => l.context.spanId === post?.spanContext().spanId),
    );
    expect(linked).toHaveLength(5);
    const outcomes = deliveries.map((d) => d.attributes['veriframe.webhook.outcome']);
    expect(outcomes.sort()).toEqual(['duplicate', 'processed', 'processed', 'processed', 'processed']);
    const processed = deliveries.find((d) => d.attributes['veriframe.webhook.event_id'] === 'evt_otel');
    const steps = spans
      .getFinishedSpans()
      .filter((s) => parentOf(s) === processed?.spanContext().spanId)
      .map((s) => s.name);
    expect(steps).toEqual(['webhook verify', 'webhook claim', 'webhook handle', 'webhook complete']);
    const claim = named('webhook claim').find((s) => parentOf(s) === processed?.spanContext().spanId);
    const storeCalls = spans.getFinishedSpans().filter((s) => parentOf(s) === claim?.spanContext().spanId);
    expect(storeCalls.map((s) => s.name)).toContain('store vx webhook event store');

    // The final read links to the creation too.
    const reads = named('GET /api/veriframe/vx/sessions/:id');
    expect(reads.at(-1)?.links.map((l) => l.context.spanId)).toEqual([post?.spanContext().spanId]);
    expect(reads.at(-1)?.attributes['veriframe.session.request_id']).toBe(id);

    // Nothing personal or secret on any span.
    const text = JSON.stringify(
      spans.getFinishedSpans().map((s) => ({ name: s.name, attributes: s.attributes, events: s.events })),
    );
    for (const value of [...Object.values(person), ...secrets, url.searchParams.get('t') as string]) {
      expect(text, `spans hold ${value}`).not.toContain(value);
    }

    // Metrics: requests per route and status, service calls per operation and outcome, webhook outcomes, stores.
    await reader.forceFlush();
    const points = new Map<string, { attributes: Record<string, unknown>; value: unknown }[]>();
    for (const resource of metricExporter.getMetrics()) {
      for (const scope of resource.scopeMetrics) {
        for (const metric of scope.metrics) {
          points.set(
            metric.descriptor.name,
            metric.dataPoints.map((p) => ({ attributes: p.attributes, value: p.value })),
          );
        }
      }
    }
    expect(points.get('http.server.request.duration')).toContainEqual({
      attributes: {
        'http.request.method': 'POST',
        'http.route': '/api/veriframe/vx/sessions',
        'http.response.status_code': 200,
      },
      value: expect.objectContaining({ count: 1 }),
    });
    expect(points.get('veriframe.service.call.duration')).toContainEqual({
      attributes: { 'veriframe.service.operation': 'vx.createSession', 'veriframe.outcome': 'ok' },
      value: expect.objectContaining({ count: 1 }),
    });
    const webhooks = points.get('veriframe.webhook.deliveries') ?? [];
    expect(webhooks).toContainEqual({
      attributes: { 'veriframe.webhook.source': 'vx', 'veriframe.outcome': 'processed' },
      value: 4,
    });
    expect(webhooks).toContainEqual({
      attributes: { 'veriframe.webhook.source': 'vx', 'veriframe.outcome': 'duplicate' },
      value: 1,
    });
    expect(points.get('veriframe.store.duration')?.[0]?.attributes).toMatchObject({
      'veriframe.outcome': 'ok',
    });
  }, 30_000);
});
