import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunningSandbox, type StartSandboxOptions, startSandbox } from '../src/index';

/** Parsed JSON as tests read it: asserted field by field, so left untyped on purpose. */
// biome-ignore lint/suspicious/noExplicitAny: test bodies are checked by assertions, not by the compiler
export type Json = any;

/** A JSON answer: status, parsed body (or the raw text when it is not JSON) and headers. */
export interface JsonResponse<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

/** A sandbox on free loopback ports plus small HTTP helpers for tests. */
export interface TestSandbox {
  sandbox: RunningSandbox;
  /** POSTs JSON (or a raw string body) to a path of the API origin. */
  post<T = Json>(path: string, body: unknown, headers?: Record<string, string>): Promise<JsonResponse<T>>;
  get<T = Json>(path: string, headers?: Record<string, string>): Promise<JsonResponse<T>>;
  /** Calls the admin API (`/__sandbox/...`). */
  admin<T = Json>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<JsonResponse<T>>;
  /** Forgets all state (POST /__sandbox/reset). */
  reset(): Promise<void>;
  /** Moves the virtual clock forward and runs what became due. */
  advance(seconds: number): Promise<void>;
  close(): Promise<void>;
}

async function toJson<T>(res: Response): Promise<JsonResponse<T>> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON: the raw text is the body.
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

/** Starts a sandbox on port 0 for one test file. Call `close()` in afterAll. */
export async function startTestSandbox(options: StartSandboxOptions = {}): Promise<TestSandbox> {
  const sandbox = await startSandbox({ apiPort: 0, frontendPort: 0, ...options });
  const base = sandbox.apiOrigin;
  const request = async <T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    return toJson<T>(await fetch(`${base}${path}`, init));
  };
  return {
    sandbox,
    post: (path, body, headers) => request('POST', path, body, headers),
    get: (path, headers) => request('GET', path, undefined, headers),
    admin: (method, path, body) => request(method, `/__sandbox${path}`, body),
    async reset() {
      const res = await request('POST', '/__sandbox/reset', {});
      if (res.status !== 200) throw new Error(`reset failed: ${res.status}`);
    },
    async advance(seconds) {
      const res = await request('POST', '/__sandbox/clock/advance', { seconds });
      if (res.status !== 200) throw new Error(`advance failed: ${res.status}`);
    },
    close: () => sandbox.close(),
  };
}

/** One request a receiver got: headers and the raw body exactly as sent. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  json: unknown;
}

/** A local webhook receiver on 127.0.0.1, port 0, that records requests and answers a settable status. */
export interface WebhookReceiver {
  url: string;
  requests: ReceivedRequest[];
  /** Status for the next answers (default 200). */
  respondWith(status: number): void;
  clear(): void;
  close(): Promise<void>;
}

/** Starts a webhook receiver. Call `close()` in afterAll. */
export async function startReceiver(path = '/hook'): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let json: unknown = null;
      try {
        json = JSON.parse(rawBody);
      } catch {
        json = null;
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, rawBody, json });
      res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    requests,
    respondWith(next) {
      status = next;
    },
    clear() {
      requests.length = 0;
      status = 200;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * POSTs a raw body on a fresh connection (no keep-alive pool), for oversized bodies: the server answers 413
 * without reading the rest and closes the socket, which would break the next pooled request.
 */
export function postOnFreshConnection(
  url: string,
  rawBody: string,
  headers: Record<string, string> = {},
): Promise<JsonResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Json = text;
          try {
            body = JSON.parse(text);
          } catch {
            // Not JSON: keep the text.
          }
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
          resolve({ status: res.statusCode ?? 0, body, headers: h });
        });
      },
    );
    // The server may close before the whole body is written; the answer still arrives.
    req.on('error', reject);
    req.end(rawBody);
  });
}

/** Default gateway credentials merged into a body. */
export function gatewayBody(body: Record<string, unknown>): Record<string, unknown> {
  return { user: 'sandbox', pass: 'sandbox-pass', ...body };
}
