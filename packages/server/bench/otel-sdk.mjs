// Telemetry on, for the bench's "OTel SDK on" side: preloaded with `node --import` into a second proxy process,
// as an application registers its SDK before the proxy starts. The real SDK (devDependencies of this package):
// async-hooks context, a tracer provider with the batch span processor production uses, and a meter provider,
// each exporting to memory, so the figure is the proxy's instrumentation plus the SDK's recording and batching
// (no serialization or network: an OTLP exporter would add its own cost on top, mostly off the request path).
// Plain JavaScript, because the measured processes run without a TypeScript loader. Not published.
import { context, metrics, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from '@opentelemetry/sdk-metrics';
import { BasicTracerProvider, BatchSpanProcessor, InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';

const spans = new InMemorySpanExporter();
const metricExports = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new BatchSpanProcessor(spans)] }));
metrics.setGlobalMeterProvider(
  new MeterProvider({
    readers: [new PeriodicExportingMetricReader({ exporter: metricExports, exportIntervalMillis: 1_000 })],
  }),
);

// Keep memory flat over the run (the exporter keeps every span), and count what was recorded, by span name, so
// the bench output shows the side really had telemetry on.
const recorded = new Map();
const count = () => {
  for (const span of spans.getFinishedSpans()) recorded.set(span.name, (recorded.get(span.name) ?? 0) + 1);
  spans.reset();
};
const drain = setInterval(() => {
  count();
  metricExports.reset();
}, 1_000);
drain.unref();
process.once('exit', () => {
  count();
  const names = [...recorded].map(([name, n]) => `${n} ${name}`).join(', ');
  process.stderr.write(`otel-sdk.mjs: spans recorded by the "OTel SDK on" proxy: ${names || 'none'}\n`);
});
