import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxyClient } from './proxy-client';
import { ProxyError } from './proxy-error';

// Answers the proxy itself never gives (HTML error pages from a misconfigured host, a body without a code),
// served by a real HTTP server. The proxy's own error bodies are covered by the hook tests.
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/vx/sessions/html') {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    } else if (request.url === '/vx/sessions/signed-out-html') {
      // A sign-in middleware in front of the proxy, answering in its own way.
      response.writeHead(401, { 'content-type': 'text/html' }).end('<h1>Please log in</h1>');
    } else if (request.url === '/vx/sessions/signed-out-json') {
      response
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 'unauthenticated', message: 'Nobody is signed in', status: 401 }));
    } else if (request.url === '/vx/sessions/headers') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          key: request.headers['idempotency-key'] ?? null,
          authorization: request.headers.authorization ?? null,
        }),
      );
    } else if (request.url === '/vx/sessions/bare') {
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"detail":"down"}');
    } else if (request.url === '/document/status') {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            method: request.method,
            type: request.headers['content-type'],
            key: request.headers['idempotency-key'],
            body: JSON.parse(body),
          }),
        );
      });
    } else {
      response.writeHead(400, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          code: 'invalid_input',
          message: 'email: required',
          status: 400,
          issues: [{ path: 'email' }],
        }),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a ProxyError');
    },
    (error: unknown) => error as ProxyError,
  );

describe('createProxyClient', () => {
  it('posts JSON and returns the JSON answer (a trailing slash in the base is fine)', async () => {
    // The stand-in server echoes the request (not the proxy's answer), hence the cast.
    const echo: unknown = await createProxyClient(base).post('/document/status', {});
    expect(echo).toEqual({ method: 'POST', type: 'application/json', body: {} });
  });

  it('sends per-request headers with a POST and a GET, and still takes a bare abort signal', async () => {
    const client = createProxyClient(base);
    const echo: unknown = await client.post(
      '/document/status',
      {},
      { headers: { 'Idempotency-Key': 'key-1' }, signal: new AbortController().signal },
    );
    expect(echo).toMatchObject({ type: 'application/json', key: 'key-1' });
    expect(await client.get('/vx/sessions/headers', { headers: { 'Idempotency-Key': 'key-2' } })).toEqual({
      key: 'key-2',
      authorization: null,
    });
    expect(await client.get('/vx/sessions/headers', new AbortController().signal)).toEqual({
      key: null,
      authorization: null,
    });
  });

  it("sends the client's headers with every request: fixed, or read fresh from a function each time", async () => {
    const fixed = createProxyClient(base, { headers: { authorization: 'Bearer fixed' } });
    expect(await fixed.get('/vx/sessions/headers', { headers: { 'Idempotency-Key': 'k' } })).toEqual({
      key: 'k',
      authorization: 'Bearer fixed',
    });
    let token = 'first';
    const refreshed = createProxyClient(base, {
      headers: async () => ({ authorization: `Bearer ${token}` }),
    });
    expect(await refreshed.get('/vx/sessions/headers')).toMatchObject({ authorization: 'Bearer first' });
    token = 'second';
    expect(await refreshed.get('/vx/sessions/headers')).toMatchObject({ authorization: 'Bearer second' });
    // A request's own header goes over the client's.
    expect(
      await fixed.get('/vx/sessions/headers', { headers: { authorization: 'Bearer per-request' } }),
    ).toMatchObject({ authorization: 'Bearer per-request' });
  });

  it('refuses headers that are neither an object nor a function, naming the option', () => {
    expect(() => createProxyClient(base, { headers: 'Bearer x' as never })).toThrow(
      expect.objectContaining({ name: 'EmbedConfigError', field: 'headers' }),
    );
  });

  it('throws every 401 as code unauthenticated, whoever answered it and in whatever form', async () => {
    const client = createProxyClient(base);
    expect(await failure(client.get('/vx/sessions/signed-out-json'))).toMatchObject({
      name: 'ProxyError',
      code: 'unauthenticated',
      status: 401,
      message: 'Nobody is signed in',
    });
    expect(await failure(client.get('/vx/sessions/signed-out-html'))).toMatchObject({
      code: 'unauthenticated',
      status: 401,
    });
  });

  it("throws the proxy's error body as a ProxyError", async () => {
    const error = await failure(createProxyClient(base).post('/document/link', { fn: 'Ada' }));
    expect(error).toBeInstanceOf(ProxyError);
    expect(error).toMatchObject({ code: 'invalid_input', message: 'email: required', status: 400 });
    expect(error.issues).toEqual([{ path: 'email' }]);
  });

  it('names a non-JSON answer and a body without code', async () => {
    expect(await failure(createProxyClient(base).get('/vx/sessions/html'))).toMatchObject({
      code: 'bad_response',
      status: 502,
    });
    expect(await failure(createProxyClient(base).get('/vx/sessions/bare'))).toMatchObject({
      code: 'http_error',
      message: 'The proxy answered 503',
      status: 503,
    });
  });

  it('reports an unreachable proxy as network_error with status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(createProxyClient(`http://127.0.0.1:${port}`).get('/vx/sessions/x'));
    expect(error).toMatchObject({ code: 'network_error', status: 0 });
  });
});

describe('createProxyClient: the first answer comes first', () => {
  it('holds requests until the first one is answered, so a cookie that answer sets goes with every later one', async () => {
    // What the server saw, in order: a first request it answers slowly, and two more sent at the same time.
    const seen: string[] = [];
    const slow = createServer((request, response) => {
      seen.push(`arrived ${request.url}`);
      const answer = () => {
        seen.push(`answered ${request.url}`);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      };
      if (request.url === '/vx/sessions/first') setTimeout(answer, 150);
      else answer();
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const client = createProxyClient(`http://127.0.0.1:${(slow.address() as AddressInfo).port}`);
    try {
      await Promise.all([
        client.get('/vx/sessions/first'),
        client.get('/vx/sessions/second'),
        client.post('/document/status', {}),
      ]);
      expect(seen.slice(0, 2)).toEqual(['arrived /vx/sessions/first', 'answered /vx/sessions/first']);
      // Once answered, nothing waits any more: later requests go out together.
      expect(seen.slice(2).sort()).toEqual([
        'answered /document/status',
        'answered /vx/sessions/second',
        'arrived /document/status',
        'arrived /vx/sessions/second',
      ]);
    } finally {
      await new Promise((resolve) => slow.close(resolve));
    }
  });
});
