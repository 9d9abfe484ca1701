import { context, metrics, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from '@opentelemetry/sdk-metrics';
import { BasicTracerProvider, BatchSpanProcessor, InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { inSpan, metrics as record } from '../src/observability/telemetry';

// The telemetry of one proxied `POST /document/token`, in this process and without the HTTP around it: the
// server span (with a carrier to read), its `documents.createToken` client span and the two histogram points,
// the calls the proxy makes. The multi-process side in run.ts is the real figure; this one isolates the
// telemetry calls themselves, which a busy machine's noise hides there.

const route = '/api/veriframe/document/token';
const carrier = new Headers({ 'content-type': 'application/json' });

async function oneCall() {
  const server = {
    'http.request.method': 'POST',
    'http.route': route,
    'url.path': route,
    'url.scheme': 'http',
  };
  await inSpan(`POST ${route}`, { kind: 'server', carrier, attributes: server }, async (span) => {
    const client = { 'veriframe.service.operation': 'documents.createToken', 'server.address': '127.0.0.1' };
    await inSpan('documents.createToken', { kind: 'client', attributes: client }, (call) => {
      call.setAttributes({ 'http.response.status_code': 200 });
    });
    record.serviceCall(0.01, {
      'veriframe.service.operation': 'documents.createToken',
      'veriframe.outcome': 'ok',
    });
    span.setAttributes({ 'http.response.status_code': 200 });
  });
  record.request(0.02, {
    'http.request.method': 'POST',
    'http.route': route,
    'http.response.status_code': 200,
  });
}

/** CPU µs per call over `calls` calls. */
async function cpuPerCall(calls: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i++) {
    await oneCall();
    // Yield to timers and I/O now and then, as a server does between requests: the batch span processor
    // exports from there, and without it drops every span past its queue (2,048) instead of exporting it.
    if (i % 128 === 127) await new Promise(setImmediate);
  }
  const used = process.cpuUsage(start);
  providers?.spans.reset(); // memory stays flat
  return (used.user + used.system) / calls;
}

let providers: { spans: InMemorySpanExporter; tracer: BasicTracerProvider; meter: MeterProvider } | undefined;

/** The SDK as `otel-sdk.mjs` registers it (fresh providers each time: the API keeps the first one otherwise). */
function sdkOn() {
  const exporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
  const reader = new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 1_000 });
  const spans = new InMemorySpanExporter();
  providers = {
    spans,
    tracer: new BasicTracerProvider({ spanProcessors: [new BatchSpanProcessor(spans)] }),
    meter: new MeterProvider({ readers: [reader] }),
  };
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(providers.tracer);
  metrics.setGlobalMeterProvider(providers.meter);
}
async function sdkOff() {
  trace.disable();
  metrics.disable();
  context.disable();
  await Promise.all([providers?.tracer.shutdown(), providers?.meter.shutdown()]); // stops their timers
  providers = undefined;
}

/**
 * One proxied call's telemetry with the SDK on and off (the API's no-op), in interleaved rounds of `calls`:
 * medians of the CPU µs per call.
 *
 * @example
 * const { onUs, offUs } = await benchTelemetry(20_000, 7); // e.g. 21 vs 9 µs on a busy 2-core machine
 */
export async function benchTelemetry(calls: number, rounds: number) {
  const on: number[] = [];
  const off: number[] = [];
  await cpuPerCall(calls / 4); // warm-up, both ways
  sdkOn();
  await cpuPerCall(calls / 4);
  await sdkOff();
  for (let round = 0; round < rounds; round++) {
    off.push(await cpuPerCall(calls));
    sdkOn();
    on.push(await cpuPerCall(calls));
    await sdkOff();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  return { onUs: median(on), offUs: median(off) };
}
