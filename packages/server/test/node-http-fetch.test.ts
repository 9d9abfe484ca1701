import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClients } from '../src/clients/index';
import { sandboxConfig } from '../src/config';
import { VeriframeApiError } from '../src/errors/service-error';
import { createNodeHttpFetch, type NodeHttpFetch } from '../src/node';
import { useSandbox } from './helpers';
import { ageBody, proxyFor } from './proxy-helpers';

const { sandbox } = useSandbox();

const opened: { close(): void }[] = [];
afterEach(() => {
  for (const item of opened.splice(0)) item.close();
});

function nodeFetch(options?: Parameters<typeof createNodeHttpFetch>[0]): NodeHttpFetch {
  const f = createNodeHttpFetch(options);
  opened.push(f);
  return f;
}

/** A real local HTTP server, for what the sandbox never sends (odd headers, huge or split bodies). */
async function localServer(handler: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  let connections = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => handler(req, res, body));
  });
  server.on('connection', () => connections++);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  opened.push({
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
  };
}

const init = (over: Partial<Parameters<NodeHttpFetch>[1]> = {}) => ({
  method: 'GET',
  headers: {},
  body: null,
  signal: new AbortController().signal,
  redirect: 'manual' as const,
  ...over,
});

describe('createNodeHttpFetch against the sandbox', () => {
  it('serves the proxy routes with the same answers as the global fetch', async () => {
    const calls = [
      ['POST', '/document/token', undefined],
      ['POST', '/gateway/age', ageBody],
      ['GET', '/vx/sessions/no-such-session', undefined],
      ['POST', '/document/status', { email: 'nobody@example.com' }],
      ['POST', '/gateway/age', { service: 'AgeMatch5.0', target: { fn: 'ALICE' } }],
    ] as const;
    const clientOptions = { now: () => sandbox().context.clock.now() };
    const viaGlobal = proxyFor(sandbox(), {}, { clientOptions });
    const viaNode = proxyFor(sandbox(), {}, { clientOptions: { ...clientOptions, fetch: nodeFetch() } });
    for (const [method, path, body] of calls) {
      const expected = await viaGlobal.call(method, path, body);
      const actual = await viaNode.call(method, path, body);
      expect({ path, status: actual.status }).toEqual({ path, status: expected.status });
      expect(Object.keys(actual.json ?? {}).sort()).toEqual(Object.keys(expected.json ?? {}).sort());
    }
    const token = await viaNode.call('POST', '/document/token');
    expect(token.json.token).toEqual(expect.any(String));
  });

  it('keeps the typed error of a service refusal (wrong credentials: 401 unauthorized)', async () => {
    const clients = createClients(sandboxConfig(sandbox().urls, { VERIFRAME_PASS: 'wrong' }), {
      fetch: nodeFetch(),
    });
    const error = await clients.documents.createToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VeriframeApiError);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
  });

  it('reports a refused connection as a network error naming ECONNREFUSED', async () => {
    const closed = await localServer(() => {});
    opened.pop()!.close();
    await new Promise((r) => setTimeout(r, 20));
    const config = sandboxConfig({ ...sandbox().urls, vx_backend_url: `${closed.url}/backend` });
    const error = await createClients(config, { fetch: nodeFetch() })
      .documents.createToken()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect((error as Error).message).toContain('ECONNREFUSED');
  });

  it('turns a service that never answers into a timeout error within the timeout', async () => {
    const silent = await localServer(() => {}); // reads the request, never answers
    const config = sandboxConfig({ ...sandbox().urls, vx_backend_url: `${silent.url}/backend` });
    const error = await createClients(config, { fetch: nodeFetch(), timeoutMs: 150 })
      .documents.createToken()
      .catch((e: unknown) => e);
    // Its own 150 ms ended the wait (a hang would meet the test's timeout), however busy the machine is.
    expect(error).toMatchObject({
      kind: 'timeout',
      message: expect.stringContaining('no answer within 150 ms'),
    });
  });
});

describe('createNodeHttpFetch as an HTTP client', () => {
  it('sends method, headers and body, and reads status, headers and a body split over chunks', async () => {
    let seen: { method?: string; type?: string; length?: string; body?: string } = {};
    const server = await localServer((req, res, body) => {
      seen = {
        method: req.method,
        type: req.headers['content-type'],
        length: req.headers['content-length'],
        body,
      };
      res.writeHead(429, { 'Retry-After': '7', 'content-type': 'application/json', 'x-multi': ['a', 'b'] });
      res.write('{"message":"too many');
      setTimeout(() => res.end(' requests – ünïcode"}'), 10);
    });
    const body = JSON.stringify({ name: 'Zoë' });
    const res = await nodeFetch()(`${server.url}/path?q=1`, {
      ...init({ method: 'POST', body }),
      headers: { 'content-type': 'application/json' },
    });
    expect(seen).toEqual({
      method: 'POST',
      type: 'application/json',
      length: String(Buffer.byteLength(body)),
      body,
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('7');
    expect(res.headers.get('x-multi')).toBe('a, b');
    expect(res.headers.get('x-absent')).toBeNull();
    expect(JSON.parse(await res.text())).toEqual({ message: 'too many requests – ünïcode' });
  });

  it('reuses kept-alive connections for calls in sequence', async () => {
    const server = await localServer((_req, res) => res.end('ok'));
    const f = nodeFetch();
    for (let i = 0; i < 10; i++) expect(await (await f(server.url, init())).text()).toBe('ok');
    // undici's pool opens a second connection when the next call starts before the first connection is
    // marked idle (the same tick), then reuses both: at most two, never one per call.
    expect(server.connections()).toBeLessThanOrEqual(2);
  });

  it('rejects with the signal reason, before sending and while waiting', async () => {
    const server = await localServer(() => {});
    const before = new AbortController();
    before.abort(new Error('stopped before'));
    await expect(nodeFetch()(server.url, init({ signal: before.signal }))).rejects.toThrow('stopped before');
    const during = new AbortController();
    const pending = nodeFetch()(server.url, init({ signal: during.signal }));
    setTimeout(() => during.abort(new Error('stopped while waiting')), 20);
    await expect(pending).rejects.toThrow('stopped while waiting');
  });

  it('refuses an answer over maxResponseBytes, and URLs it cannot fetch', async () => {
    const server = await localServer((_req, res) => res.end('x'.repeat(4096)));
    const error = await nodeFetch({ maxResponseBytes: 1024 })(server.url, init()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(String((error as Error).cause)).toContain('over 1024 bytes');
    await expect(nodeFetch()('ftp://example.test/x', init())).rejects.toThrow(TypeError);
    await expect(nodeFetch()('not a url', init())).rejects.toThrow(TypeError);
  });
});
