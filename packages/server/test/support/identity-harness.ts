import { createClient } from 'redis';
import { afterAll, beforeAll, expect } from 'vitest';
import { developmentIdentity, type Identity } from '../../src/proxy/identity/identity';
import type { VeriframeProxy } from '../../src/proxy/proxy-types';
import { as } from '../proxy-helpers';
import { type RunningService, startRedis } from './services';

/**
 * The proxy as one identity sees it, for a proxy created with `identify: headerIdentify` (`proxy-helpers.ts`):
 * each request carries the identity's test headers. `identity: undefined` is the development identity.
 */
export function asIdentity(proxy: VeriframeProxy, identity: Identity | undefined) {
  const { id, ...extra } = identity ?? developmentIdentity;
  const who = as(id, extra);
  /** A JSON call to `{base}{path}`; the answer's status, headers and parsed body. */
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init: RequestInit = { method, headers: { ...who, ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const res = await proxy.fetch(new Request(`http://proxy.test${proxy.basePath}${path}`, init));
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
