// Starts the real sandbox and the real proxy (served over HTTP on 127.0.0.1, free ports) for hook tests.
import { type RunningSandbox, startSandbox } from '@veriframe/sandbox';
import { createProxy, type Identity, type RequestEvent, sandboxConfig } from '@veriframe/server';
import type { CreateClientsOptions } from '@veriframe/server/clients';
import { serveNode } from '@veriframe/server/node';
import type { VeriframeConfig } from '../src/provider/config';

export interface Harness {
  sandbox: RunningSandbox;
  /** Absolute proxy base URL, for `proxyBasePath`. */
  proxyBase: string;
  /** Requests the proxy answered, oldest first. */
  requests: RequestEvent[];
  /** Every request that reached the proxy's server, oldest first, with its `Idempotency-Key` (null: none). */
  received: { method: string; path: string; idempotencyKey: string | null }[];
  /** The `Idempotency-Key` of each `POST` to a path ending in `route` (e.g. `/vx/sessions`) received since `from`. */
  postKeys(route: string, from?: number): (string | null)[];
  /** While true, the proxy's `identify` vouches for nobody: every browser route answers 401 `unauthenticated`. */
  signedOut: boolean;
  /** Calls the sandbox admin API and returns the JSON answer. */
  admin<T = Record<string, unknown>>(path: string, body?: unknown): Promise<T>;
  /**
   * Who the proxy serves from now on (its `identify`): the person with this email. Before any call, a person
   * with no email of their own (the proxy derives one).
   */
  signIn(email: string): void;
  /** Provider config on this proxy, plus `extra`. */
  config(extra?: VeriframeConfig): VeriframeConfig;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** `clientOptions` of the proxy, e.g. a short `timeoutMs` for fault tests. */
  clientOptions?: CreateClientsOptions;
  /** `VERIFRAME_*` variables over the sandbox's, e.g. `VERIFRAME_PUBLIC_WEBHOOK_URL`. */
  env?: Record<string, string>;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const sandbox = await startSandbox();
  const requests: Harness['requests'] = [];
  // The proxy acts for the signed-in person: the service sees their email, never the browser's.
  let person: Identity = { id: 'harness-person' };
  const proxy = createProxy({
    // Signed out, the real proxy's `identify` vouches for nobody: 401 `unauthenticated`, no service call.
    identify: () => (harness.signedOut ? null : person),
    config: sandboxConfig(sandbox.urls, options.env),
    rateLimit: false,
    clientOptions: options.clientOptions,
    onEvent: (event) => {
      if (event.type === 'request') requests.push(event);
    },
  });
  const received: Harness['received'] = [];
  const server = await serveNode(
    {
      fetch: (request, env) => {
        const { pathname } = new URL(request.url);
        received.push({
          method: request.method,
          path: pathname,
          idempotencyKey: request.headers.get('idempotency-key'),
        });
        return proxy.fetch(request, env);
      },
    },
    { port: 0 },
  );
  const proxyBase = `${server.url.replace(/\/$/, '')}/api/veriframe`;
  const harness: Harness = {
    sandbox,
    proxyBase,
    requests,
    signIn(email) {
      person = { id: email, email, emailVerified: true }; // the harness's own sign-in: its address
    },
    received,
    postKeys: (route, from = 0) =>
      received
        .slice(from)
        .filter((r) => r.method === 'POST' && r.path.endsWith(route))
        .map((r) => r.idempotencyKey),
    signedOut: false,
    config: (extra) => ({
      proxyBasePath: proxyBase,
      ...extra,
    }),
    async admin(path, body) {
      const response = await fetch(`${sandbox.adminUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`admin ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    async close() {
      await server.close();
      await sandbox.close();
    },
  };
  return harness;
}
