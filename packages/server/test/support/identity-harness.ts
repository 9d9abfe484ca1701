import { Hono } from 'hono';
import { createClient } from 'redis';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Identity } from '../../src/proxy/identity';
import type { Env, VeriframeProxy } from '../../src/proxy/proxy-types';
import { type RunningService, startRedis } from './services';

/**
 * The proxy as one identity sees it: a test-only parent app sets `identity` (what the identify middleware of
 * the contract does) and hands the request to the proxy's app. `identity: undefined` sets none.
 */
export function asIdentity(proxy: VeriframeProxy, identity: Identity | undefined) {
  const app = new Hono<Env>();
  app.use('*', async (c, next) => {
    if (identity) c.set('identity', identity);
    await next();
  });
  app.route('/', proxy.app as unknown as Hono<Env>);
  /** A JSON call to `{base}{path}`; the answer's status, headers and parsed body. */
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const res = await app.fetch(new Request(`http://proxy.test${proxy.basePath}${path}`, init));
    const text = await res.text();
    expect(text).not.toMatch(/vx_[0-9a-f]{20,}/); // never a VX access token
    // biome-ignore lint/suspicious/noExplicitAny: tests read nested answer fields directly
    const json = (text ? JSON.parse(text) : null) as Record<string, any>;
    return { status: res.status, headers: res.headers, json };
  };
}

/** The test file's redis-server and a connected node-redis client, stopped after its tests. */
export function useRedis() {
  const state: { server?: RunningService; client?: ReturnType<typeof createClient> } = {};
  beforeAll(async () => {
    state.server = await startRedis();
    state.client = createClient({ url: state.server.url });
    state.client.on('error', () => undefined);
    await state.client.connect();
  }, 30_000);
  afterAll(async () => {
    await state.client?.close().catch(() => undefined);
    await state.server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('redis is not started yet (read it inside a hook or a test)');
    return value;
  };
  return { client: () => started(state.client), server: () => started(state.server) };
}
