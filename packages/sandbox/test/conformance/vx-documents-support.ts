// Small helpers for the VX and document-capture conformance tests: a real sandbox over HTTP, admin calls and a
// local receiver for webhooks and callbacks. (The package-wide test/helpers.ts may replace these later.)
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../src/index';

export interface Http {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test responses are asserted field by field
  body: any;
  headers: Headers;
  text: string;
}

/** POSTs JSON (or a raw string) and reads the answer as JSON when it is JSON. */
export async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Http> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return read(response);
}

export async function get(url: string, headers: Record<string, string> = {}): Promise<Http> {
  return read(await fetch(url, { headers }));
}

async function read(response: Response): Promise<Http> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, body, headers: response.headers, text };
}

/** One sandbox per test file, with admin shortcuts. */
export async function sandboxForTests(): Promise<RunningSandbox & Admin> {
  const sandbox = await startSandbox();
  const admin: Admin = {
    reset: async () => void (await post(`${sandbox.adminUrl}/reset`, {})),
    settings: async (patch) => {
      const r = await fetch(`${sandbox.adminUrl}/settings`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(patch),
      });
      if (r.status !== 200) throw new Error(`settings patch failed: ${await r.text()}`);
    },
    advance: async (seconds) => void (await post(`${sandbox.adminUrl}/clock/advance`, { seconds })),
    deliveries: async (kind) => (await get(`${sandbox.adminUrl}/deliveries?kind=${kind}`)).body.data,
  };
  return Object.assign(sandbox, admin);
}

/**
 * Registers this file's hooks: a real sandbox started before all tests and closed after them, reset before each
 * test, then a fresh token (`vx` by default, `doc` for document capture). Read `sandbox` and
 * `token` through the returned object: its getters give the current values; `token` may be set (a new token).
 */
export function useVxSandbox(options: { token?: 'vx' | 'doc' } = {}) {
  const kind = options.token ?? 'vx';
  let sandbox: Awaited<ReturnType<typeof sandboxForTests>> | undefined;
  let token = '';
  const current = {
    get sandbox() {
      if (!sandbox) throw new Error('the sandbox is not started yet (read it inside a hook or a test)');
      return sandbox;
    },
    get token() {
      return token;
    },
    set token(value: string) {
      token = value;
    },
  };
  beforeAll(async () => {
    sandbox = await sandboxForTests();
  });
  afterAll(() => sandbox?.close());
  beforeEach(async () => {
    await current.sandbox.reset();
    token = kind === 'doc' ? await docToken(current.sandbox) : await vxToken(current.sandbox);
  });
  return current;
}

/**
 * Registers this file's hooks for tests that watch what the sandbox sends (6.1 webhooks, 6.2 callbacks, the 4.8
 * hand-off): everything `useVxSandbox` does, plus one loopback receiver started before all tests and closed after
 * them, emptied and answering 200 before each test; with `callbacks: true` it is also wired in as the document
 * `callback_url`. Read `sandbox`, `token` and `receiver` through the returned object, as with `useVxSandbox`.
 *
 * @example
 * const ctx = useSandboxWithReceiver({ token: 'doc', callbacks: true });
 * it('calls back on upload', async () => {
 *   await scan(ctx.sandbox, modalParams(ctx.token, 'dcamspluspass'));
 *   await until(() => ctx.receiver.received.length === 1);
 * });
 */
export function useSandboxWithReceiver(options: { token?: 'vx' | 'doc'; callbacks?: boolean } = {}) {
  const vx = useVxSandbox({ token: options.token });
  let receiver: Receiver | undefined;
  const current = {
    get sandbox() {
      return vx.sandbox;
    },
    get token() {
      return vx.token;
    },
    get receiver() {
      if (!receiver) throw new Error('the receiver is not started yet (read it inside a hook or a test)');
      return receiver;
    },
    /** Forgets all sandbox state and what the receiver got, then wires it in again; the token stays as it is. */
    async reset() {
      await vx.sandbox.reset();
      await rewire();
    },
  };
  /** What runs before each test, after `useVxSandbox` reset the sandbox. */
  async function rewire() {
    current.receiver.received.length = 0;
    current.receiver.state.status = 200;
    if (options.callbacks) await vx.sandbox.settings({ callback_url: current.receiver.url });
  }
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver?.close());
  beforeEach(rewire);
  return current;
}

export interface Admin {
  reset(): Promise<void>;
  settings(patch: Record<string, unknown>): Promise<void>;
  advance(seconds: number): Promise<void>;
  deliveries(kind: string): Promise<{ status: number | null; ok: boolean; attempt: number; url: string }[]>;
}

/** A VX access token with the default credentials. */
export async function vxToken(sandbox: RunningSandbox): Promise<string> {
  const r = await post(`${sandbox.urls.auth_url}/oauth/token`, {
    client_id: 'sandbox-client',
    client_secret: 'sandbox-secret',
    audience: 'vx.sandbox.test',
    grant_type: 'client_credentials',
  });
  return r.body.access_token;
}

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  raw: string;
  // biome-ignore lint/suspicious/noExplicitAny: received bodies are asserted field by field
  body: any;
}

/** A loopback receiver as `startReceiver` gives it. */
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** A loopback HTTP receiver for webhooks and callbacks; answers `status` (200 by default). */
export async function startReceiver() {
  const received: ReceivedRequest[] = [];
  const state = { status: 200 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, raw, body: JSON.parse(raw) });
      res.statusCode = state.status;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls (real time, briefly) until `check` holds: deliveries are sent in the background. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** create_session with a minimal valid body plus `extra`. */
export async function createSession(
  sandbox: RunningSandbox,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<Http> {
  return post(
    `${sandbox.urls.vx_url}/api/session/create_session`,
    { email: 'ada@example.test', age: '21+', ...extra },
    { authorization: `Bearer ${token}` },
  );
}

/** Drives one journey component through the admin API. */
export async function step(
  sandbox: RunningSandbox,
  requestId: string,
  component: string,
  outcome: string,
  extra: Record<string, unknown> = {},
): Promise<Http> {
  return post(`${sandbox.adminUrl}/vx/sessions/${requestId}/steps`, { component, outcome, ...extra });
}

/** A document-capture token with the default credentials. */
export async function docToken(sandbox: RunningSandbox): Promise<string> {
  const r = await post(`${sandbox.urls.vx_backend_url}/token/create`, {
    user: 'sandbox',
    pass: 'sandbox-pass',
  });
  return r.body.token;
}

/** Complete 4.8 parameters for a person with last name `ln`. */
export function modalParams(token: string, ln: string, extra: Record<string, unknown> = {}) {
  return {
    token,
    fn: 'Grace',
    ln,
    addr: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    dob: '19800101',
    email: `${ln}@example.test`,
    reference: `ref-${ln}`,
    additionalData: { order: '42' },
    ...extra,
  };
}

/** The admin scan (same outcomes as the capture page). */
export function scan(sandbox: RunningSandbox, params: Record<string, unknown>): Promise<Http> {
  return post(`${sandbox.adminUrl}/documents/scan`, params);
}

/** user/status with the default credentials. */
export function userStatus(sandbox: RunningSandbox, email: string): Promise<Http> {
  return post(`${sandbox.urls.vx_backend_url}/user/status`, { user: 'sandbox', pass: 'sandbox-pass', email });
}
