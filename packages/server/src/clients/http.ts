import { setMaxListeners } from 'node:events';
import { VeriframeApiError } from '../errors/service-error';
import { inSpan, metrics } from '../observability/telemetry';

/** What the clients read of an answer's headers. */
export interface HeaderReader {
  get(name: string): string | null;
}

/**
 * The part of `fetch` the clients use: the global `fetch` fits, and so does `createNodeHttpFetch()` of
 * `@veriframe/server/node` (a keep-alive `node:http` client, several times cheaper per call on Node).
 */
export type FetchLike = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body: string | null;
    signal: AbortSignal;
    /**
     * Always `manual`: a redirect is answered, never followed, because requests carry credentials in their
     * bodies (`client_secret`, the gateway `user`/`pass`) that a 307 or 308 would re-send to its target.
     */
    redirect: 'manual';
  },
) => Promise<{ status: number; headers: HeaderReader; text(): Promise<string> }>;

/** How clients reach the service: an injectable fetch (tests wrap the real one), a timeout and a sleep. */
export interface Transport {
  fetch: FetchLike;
  /** Per-request timeout; the whole exchange, body included, must finish within it. */
  timeoutMs: number;
  /** Waits between retries; injectable so tests need no real waiting. */
  sleep?: (ms: number) => Promise<void>;
}

/** Retries for idempotent reads only: network failures, timeouts and 5xx answers. Never 4xx, never 429. */
export interface RetryPolicy {
  /** Extra attempts after the first. */
  retries: number;
  /** First backoff; doubles each time, plus up to 50 % jitter. */
  baseDelayMs: number;
}

/** One request to the service, as the clients describe it to `send` and `callJson`. */
export interface ServiceRequest {
  /** Endpoint name used in errors, e.g. `vx.createSession`. */
  operation: string;
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** Serialized as JSON. Holds credentials for some areas, so it is never copied into an error. */
  body?: unknown;
  signal?: AbortSignal | undefined;
  retry?: RetryPolicy | undefined;
}

/** An answer as `send` read it: the status, headers and body, not yet classified (`./responses`). */
export interface ServiceResponse {
  status: number;
  headers: HeaderReader;
  /** Parsed JSON, the raw text when it is not JSON, or null when empty. */
  body: unknown;
  /** True when the body was present but not JSON. */
  notJson: boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Requests started within this window share one deadline signal. */
const deadlineGranularityMs = 25;

/**
 * Deadline signals shared by the requests that start within the same 25 ms: each is aborted
 * `timeoutMs + 25` ms after its window opened, so every request gets between `timeoutMs` and `timeoutMs + 25`.
 * One AbortSignal per request would be the proxy's largest CPU cost under load (Node 20).
 */
class DeadlineSignals {
  #current: { signal: AbortSignal; until: number } | undefined;
  constructor(private readonly timeoutMs: number) {}

  next(): AbortSignal {
    const now = performance.now();
    if (!this.#current || now >= this.#current.until) {
      const controller = new AbortController();
      setMaxListeners(0, controller.signal); // one listener per request in the window is expected
      const timer = setTimeout(
        () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
        this.timeoutMs + deadlineGranularityMs,
      );
      timer.unref?.();
      this.#current = { signal: controller.signal, until: now + deadlineGranularityMs };
    }
    return this.#current.signal;
  }
}

const deadlines = new WeakMap<Transport, DeadlineSignals>();
function deadlineFor(transport: Transport): AbortSignal {
  let d = deadlines.get(transport);
  if (!d) {
    d = new DeadlineSignals(transport.timeoutMs);
    deadlines.set(transport, d);
  }
  return d.next();
}

async function sendOnce(transport: Transport, req: ServiceRequest): Promise<ServiceResponse> {
  const timeout = deadlineFor(transport);
  const signal = req.signal ? AbortSignal.any([timeout, req.signal]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await transport.fetch(req.url, {
      method: req.method,
      headers,
      body: req.body === undefined ? null : JSON.stringify(req.body),
      signal,
      redirect: 'manual',
    });
    const text = await res.text();
    if (res.status >= 300 && res.status < 400) throw redirectRefused(req.operation, res.status);
    if (text.trim() === '') return { status: res.status, headers: res.headers, body: null, notJson: false };
    try {
      return { status: res.status, headers: res.headers, body: JSON.parse(text), notJson: false };
    } catch {
      return { status: res.status, headers: res.headers, body: text, notJson: true };
    }
  } catch (cause) {
    if (cause instanceof VeriframeApiError) throw cause;
    if (req.signal?.aborted) {
      throw new VeriframeApiError({
        kind: 'timeout',
        status: 0,
        message: `${req.operation}: aborted by the caller`,
        operation: req.operation,
        cause,
      });
    }
    if (timeout.aborted) {
      throw new VeriframeApiError({
        kind: 'timeout',
        status: 0,
        message: `${req.operation}: no answer within ${transport.timeoutMs} ms`,
        operation: req.operation,
        cause,
      });
    }
    throw new VeriframeApiError({
      kind: 'network',
      status: 0,
      message: `${req.operation}: could not reach the service (${describeCause(cause)})`,
      operation: req.operation,
      cause,
    });
  }
}

/**
 * The service sends no redirects (spec 4); one would take the request's credentials to another URL, so it is
 * an unexpected answer (the proxy's 502 `invalid_service_response`), never retried and never followed.
 */
function redirectRefused(operation: string, status: number): VeriframeApiError {
  return new VeriframeApiError({
    kind: 'invalid_response',
    status,
    message: `${operation}: the service answered ${status}, a redirect; redirects are not followed (the request carries credentials)`,
    operation,
  });
}

function describeCause(cause: unknown): string {
  if (cause instanceof Error) {
    const inner = (cause as { cause?: unknown }).cause;
    const code = inner && typeof inner === 'object' && 'code' in inner ? String(inner.code) : undefined;
    return code ?? cause.message;
  }
  return String(cause);
}

function retryable(outcome: ServiceResponse | VeriframeApiError): boolean {
  if (outcome instanceof VeriframeApiError) return outcome.kind === 'network' || outcome.status === 0;
  return outcome.status >= 500;
}

/** Each origin's `server.address` and `server.port`: the service has a handful, so each is parsed once. */
const servers = new Map<string, { address: string; port: number }>();
const maxServers = 64;

/** The host only of a service URL, for its span: the service's paths and queries can hold ids and emails. */
function serverOf(url: string): { address: string; port: number } {
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  const origin = pathStart === -1 ? url : url.slice(0, pathStart);
  let server = servers.get(origin);
  if (!server) {
    const parsed = new URL(url);
    server = {
      address: parsed.hostname,
      port: Number(parsed.port) || (parsed.protocol === 'https:' ? 443 : 80),
    };
    if (servers.size < maxServers) servers.set(origin, server);
  }
  return server;
}

/**
 * Sends one request, with retries only when the caller marked it idempotent. Throws `timeout` or `network`
 * errors; any HTTP answer (even 5xx after the last retry) is returned for the caller to classify.
 */
export async function send(transport: Transport, req: ServiceRequest): Promise<ServiceResponse> {
  const retries = req.retry?.retries ?? 0;
  const sleep = transport.sleep ?? defaultSleep;
  const started = performance.now();
  const server = serverOf(req.url);
  const attributes = {
    'veriframe.service.operation': req.operation,
    'http.request.method': req.method,
    'server.address': server.address,
    'server.port': server.port,
  };
  let outcome: ServiceResponse | VeriframeApiError | undefined;
  try {
    return await inSpan(req.operation, { kind: 'client', attributes }, async (span) => {
      for (let attempt = 0; ; attempt++) {
        try {
          outcome = await sendOnce(transport, req);
        } catch (e) {
          if (!(e instanceof VeriframeApiError)) throw e;
          outcome = e;
        }
        if (outcome instanceof VeriframeApiError) {
          span.addEvent(outcome.kind, { attempt, 'error.type': outcome.kind });
        }
        const callerAborted = req.signal?.aborted === true;
        if (attempt >= retries || callerAborted || !retryable(outcome)) {
          if (outcome instanceof VeriframeApiError) {
            span.fail(outcome.kind);
            throw outcome;
          }
          span.setAttributes({ 'http.response.status_code': outcome.status });
          if (outcome.status >= 500) span.fail(String(outcome.status));
          return outcome;
        }
        span.addEvent('retry', { attempt: attempt + 1 });
        const base = (req.retry?.baseDelayMs ?? 100) * 2 ** attempt;
        await sleep(base + Math.random() * base * 0.5);
      }
    });
  } finally {
    const result =
      outcome === undefined
        ? 'error'
        : outcome instanceof VeriframeApiError
          ? outcome.kind
          : outcome.status < 400
            ? 'ok'
            : `http_${outcome.status}`;
    metrics.serviceCall((performance.now() - started) / 1000, {
      'veriframe.service.operation': req.operation,
      'veriframe.outcome': result,
    });
  }
}

/**
 * Joins a base URL and a path without doubling or dropping slashes.
 *
 * @example
 * joinUrl('https://vx.example/', '/api/session'); // 'https://vx.example/api/session'
 */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
