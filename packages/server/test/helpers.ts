import { createHmac } from 'node:crypto';
import { type RunningSandbox, startSandbox } from '@veriframe/sandbox';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FetchLike } from '../src/clients/http';
import { createClients } from '../src/clients/index';
import { sandboxConfig } from '../src/config';
import type { VeriframeApiError } from '../src/errors/service-error';

/**
 * A sandbox configuration whose service URLs all point where nothing listens (port 9, discard): for a test that
 * must never reach the service.
 */
export function unreachableServiceConfig() {
  const nowhere = 'http://127.0.0.1:9';
  return sandboxConfig({
    base_url: nowhere,
    auth_url: nowhere,
    vx_url: nowhere,
    vx_backend_url: nowhere,
    reporting_url: nowhere,
  });
}

/** Signs like the service (spec 5), independently of the code under test. */
export function sign(secret: string, timestamp: number | string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** A signed delivery request for a receiver. */
export function signedRequest(
  url: string,
  rawBody: string,
  options: {
    secret: string;
    timestamp: number;
    eventId?: string | null;
    signature?: string | null;
    headers?: Record<string, string>;
  },
): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  const signature =
    options.signature === undefined ? sign(options.secret, options.timestamp, rawBody) : options.signature;
  if (signature !== null) headers['x-service-signature'] = signature;
  headers['x-service-timestamp'] = String(options.timestamp);
  if (options.eventId !== null && options.eventId !== undefined)
    headers['x-service-event-id'] = options.eventId;
  return new Request(url, { method: 'POST', headers, body: rawBody });
}

/** A V-PIN envelope (2.6) as raw JSON text. */
export function vpinEvent(
  id: string,
  type: string,
  data: Record<string, unknown>,
  createdAt = '2026-01-01T00:00:00.000Z',
) {
  return JSON.stringify({
    id,
    type,
    version: '2025-09-10',
    created_at: createdAt,
    data,
    trace: { correlation_id: `corr-${id}`, source: 'test' },
  });
}

/** A fetch that counts requests by path, around the real fetch. */
export function countingFetch(inner: typeof fetch = fetch) {
  const counts = new Map<string, number>();
  const wrapped: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
    return inner(input, init);
  };
  const total = () => [...counts.values()].reduce((sum, n) => sum + n, 0);
  return { fetch: wrapped, count: (path: string) => counts.get(path) ?? 0, total };
}

/** JSON helper for the sandbox admin API. */
export async function admin(
  adminUrl: string,
  path: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
) {
  const res = await fetch(`${adminUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as unknown;
  if (!res.ok) throw new Error(`admin ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json as Record<string, unknown>;
}

/** Polls until `check` passes (for deliveries the sandbox sends without awaiting them); bounded. */
export async function eventually<T>(
  read: () => Promise<T> | T,
  check: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * The test file's sandbox: started before its tests and closed after them; with `reset`, reset before each
 * test. `sandbox()` is readable inside hooks and tests; `clientsFor` builds clients of it on its virtual clock.
 */
export function useSandbox(options: { reset?: boolean } = {}) {
  let running: RunningSandbox | undefined;
  const sandbox = () => {
    if (!running) throw new Error('the sandbox is not started yet (read it inside a hook or a test)');
    return running;
  };
  beforeAll(async () => {
    running = await startSandbox();
  });
  afterAll(() => running?.close());
  if (options.reset) {
    beforeEach(async () => {
      await admin(sandbox().adminUrl, '/reset', {});
    });
  }
  /** Clients of the sandbox (extra configuration in `env`); `fetchImpl` defaults to the global fetch. */
  const clientsFor = (env: Record<string, string> = {}, fetchImpl?: FetchLike) =>
    createClients(sandboxConfig(sandbox().urls, env), {
      now: () => sandbox().context.clock.now(),
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    });
  return { sandbox, clientsFor };
}

/** The error a promise rejects with; fails when it resolves. */
export async function caught(p: Promise<unknown>): Promise<VeriframeApiError> {
  try {
    await p;
  } catch (e) {
    return e as VeriframeApiError;
  }
  throw new Error('expected a rejection');
}
