import { defaultCredentials, type RunningSandbox } from '@veriframe/sandbox';
import { afterAll, expect } from 'vitest';
import { sandboxConfig } from '../src/config';
import { type NodeServer, serveNode } from '../src/node';
import {
  createProxy,
  type ProxyEvent,
  type ProxyOptions,
  type VeriframeProxy,
} from '../src/proxy/create-proxy';
import type { IdentifyFunction } from '../src/proxy/identity/identity';

/** Every secret the proxy holds: none may ever appear in an answer to the browser. */
export const secrets = [
  defaultCredentials.pass,
  defaultCredentials.vxClientSecret,
  defaultCredentials.auditPass,
  defaultCredentials.vpinToken,
  defaultCredentials.webhookSecret,
  'sandbox-vpin-webhook-secret',
];

/** A `POST /gateway/age` body the proxy accepts: AgeMatch5.0 for the sandbox's adult test person. */
export const ageBody = {
  service: 'AgeMatch5.0',
  target: { fn: 'ALICE', ln: 'ADULT', addr: '100 MAIN ST', zip: '12207', age: '21+' },
};

/**
 * An `identify` for tests: the person named by the `x-test-user` header (with the `x-test-email`, as a verified
 * address, and `x-test-reference` headers when sent), nobody without it. Build the headers with {@link as}.
 */
export const headerIdentify: IdentifyFunction = (request) => {
  const id = request.headers.get('x-test-user');
  if (id === null) return null;
  const email = request.headers.get('x-test-email');
  const reference = request.headers.get('x-test-reference');
  const extra = reference ? { reference } : {};
  return email ? { id, email, emailVerified: true, ...extra } : { id, ...extra };
};

/** The headers of a request made as the person `id` (for a proxy with {@link headerIdentify}). */
export const as = (id: string, extra: { email?: string; reference?: string } = {}) => ({
  'x-test-user': id,
  ...(extra.email ? { 'x-test-email': extra.email } : {}),
  ...(extra.reference ? { 'x-test-reference': extra.reference } : {}),
});

export function proxyFor(
  sandbox: RunningSandbox,
  env: Record<string, string> = {},
  options: ProxyOptions = {},
) {
  const events: ProxyEvent[] = [];
  const proxy = createProxy({
    config: sandboxConfig(sandbox.urls, env),
    rateLimit: false,
    clientOptions: { now: () => sandbox.context.clock.now(), ...options.clientOptions },
    onEvent: (e) => events.push(e),
    ...options,
  });
  /** Calls the proxy like a browser would; asserts that no secret or access token is in the answer. */
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const res = await proxy.fetch(new Request(`http://proxy.test/api/veriframe${path}`, init));
    const text = await res.text();
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/vx_[0-9a-f]{20,}/); // a VX access token
    expect(text).not.toMatch(/"(user|pass|client_secret)"\s*:/);
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    // biome-ignore lint/suspicious/noExplicitAny: tests read nested answer fields directly
    return { status: res.status, headers: res.headers, json: json as Record<string, any> };
  }
  return { proxy, call, events };
}

/**
 * Serves proxies on loopback (a free port) for the test file, each closed after its tests. Called after
 * `useSandbox`, its servers close before the sandbox does (after-hooks run in reverse).
 */
export function useServedProxies() {
  const servers: NodeServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });
  return async (proxy: VeriframeProxy): Promise<NodeServer> => {
    const server = await serveNode(proxy, { port: 0 });
    servers.push(server);
    return server;
  };
}
