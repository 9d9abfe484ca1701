import { createServer, type Server, type Socket } from 'node:net';
import { type RunningSandbox, startSandbox } from '@veriframe/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveNode } from '../src/node';
import { ageBody, proxyFor } from './proxy-helpers';

let sandbox: RunningSandbox;
let blackHole: Server;
let blackHoleUrl: string;
const sockets = new Set<Socket>();
beforeAll(async () => {
  sandbox = await startSandbox();
  // Accepts connections and never answers: a service that hangs.
  blackHole = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((r) => blackHole.listen(0, '127.0.0.1', r));
  const address = blackHole.address();
  blackHoleUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((r) => blackHole.close(r));
  await sandbox?.close();
});

describe('proxy limits', () => {
  it('rate limits per client key with 429 and Retry-After, and recovers after the window', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const { call } = proxyFor(
      sandbox,
      {},
      {
        now: () => now,
        rateLimit: { max: 2, windowMs: 10_000, key: (req) => req.headers.get('x-client') ?? 'anon' },
      },
    );
    const a = { 'x-client': 'a' };
    expect((await call('POST', '/document/token', undefined, a)).status).toBe(200);
    expect((await call('POST', '/document/token', undefined, a)).status).toBe(200);
    const limited = await call('POST', '/document/token', undefined, a);
    expect(limited).toMatchObject({ status: 429, json: { code: 'rate_limited', status: 429 } });
    expect(limited.headers.get('retry-after')).toBe('10');
    expect((await call('POST', '/document/token', undefined, { 'x-client': 'b' })).status).toBe(200);
    now += 10_000;
    expect((await call('POST', '/document/token', undefined, a)).status).toBe(200);
  });

  it('keys the default rate limit on the socket address under serveNode', async () => {
    const { proxy } = proxyFor(sandbox, {}, { rateLimit: { max: 1, windowMs: 60_000 } });
    const server = await serveNode(proxy, { port: 0 });
    try {
      const url = `${server.url}/api/veriframe/document/token`;
      expect((await fetch(url, { method: 'POST' })).status).toBe(200);
      const second = await fetch(url, { method: 'POST' });
      expect(second.status).toBe(429);
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it('refuses bodies over the limit with 413, with or without Content-Length', async () => {
    const { call, proxy } = proxyFor(sandbox, {}, { maxBodyBytes: 1024 });
    const big = { ...ageBody, reference: 'x'.repeat(2000) };
    expect(await call('POST', '/gateway/age', big)).toMatchObject({
      status: 413,
      json: { code: 'payload_too_large' },
    });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
        controller.close();
      },
    });
    const res = await proxy.fetch(
      new Request('http://proxy.test/api/veriframe/gateway/age', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(413);
  });

  it('answers 504 service_timeout when the service hangs past the timeout', async () => {
    const { call } = proxyFor(sandbox, { VERIFRAME_BASE_URL: blackHoleUrl, VERIFRAME_TIMEOUT_MS: '150' });
    // The black hole never answers: only the proxy's 150 ms timeout can end the call, whatever the machine's speed.
    const res = await call('POST', '/gateway/age', ageBody);
    expect(res).toMatchObject({ status: 504, json: { code: 'service_timeout', status: 504 } });
  });

  it('answers 502 service_unreachable when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const address = closed.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise((r) => closed.close(r));
    const { call } = proxyFor(sandbox, { VERIFRAME_BASE_URL: `http://127.0.0.1:${port}` });
    expect(await call('POST', '/gateway/age', ageBody)).toMatchObject({
      status: 502,
      json: { code: 'service_unreachable' },
    });
  });

  it('answers 502 service_credentials_rejected without revealing them when the service refuses the credentials', async () => {
    const { call } = proxyFor(sandbox, { VERIFRAME_PASS: 'wrong-pass-value' });
    const res = await call('POST', '/gateway/age', ageBody);
    expect(res).toMatchObject({ status: 502, json: { code: 'service_credentials_rejected' } });
    expect(JSON.stringify(res.json)).not.toContain('wrong-pass-value');
  });
});

describe('proxy CORS', () => {
  const preflight = (origin: string) =>
    new Request('http://proxy.test/api/veriframe/vx/sessions', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('is off by default: no CORS headers for any origin', async () => {
    const { proxy } = proxyFor(sandbox);
    const res = await proxy.fetch(preflight('https://shop.example'));
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows exactly the configured origins', async () => {
    const { proxy } = proxyFor(sandbox, { VERIFRAME_CORS_ORIGINS: 'https://shop.example' });
    const ok = await proxy.fetch(preflight('https://shop.example'));
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST');
    for (const other of [
      'https://evil.example',
      'https://shop.example.evil.example',
      'http://shop.example',
    ]) {
      expect((await proxy.fetch(preflight(other))).headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

describe('proxy onEvent', () => {
  it('reports each request with its route, status and error code', async () => {
    const { call, events } = proxyFor(sandbox);
    await call('POST', '/document/token');
    await call('POST', '/gateway/age', { service: 'nope', target: {} });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'request',
        method: 'POST',
        route: '/api/veriframe/document/token',
        status: 200,
      }),
      expect.objectContaining({
        type: 'request',
        route: '/api/veriframe/gateway/age',
        status: 400,
        code: 'invalid_request',
      }),
    ]);
    expect(events.every((e) => e.type === 'request' && e.durationMs >= 0)).toBe(true);
  });

  it('a throwing observer never changes the answer', async () => {
    const { call } = proxyFor(
      sandbox,
      {},
      {
        onEvent: () => {
          throw new Error('observer bug');
        },
      },
    );
    expect((await call('POST', '/document/token')).status).toBe(200);
  });
});
