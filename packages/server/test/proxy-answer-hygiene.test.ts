import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { sandboxConfig } from '../src/config';
import { createProxy, type ProxyEvent, type RequestEvent } from '../src/proxy/create-proxy';
import { signedRequest, useSandbox } from './helpers';
import { proxyFor } from './proxy-helpers';

// Answers carrying tokens must not be kept by a browser or shared cache,
// and the service's own text of a refused request must not reach the browser.

const { sandbox } = useSandbox();

describe('every proxy answer is Cache-Control: no-store', () => {
  it('on token and session answers, on errors, and on webhook answers', async () => {
    const { call, proxy } = proxyFor(sandbox());
    const token = await call('POST', '/document/token');
    expect(token.status).toBe(200);
    expect(token.json.token).toEqual(expect.any(String));
    const session = await call('POST', '/vx/sessions', { age: '21+' });
    expect(session.status).toBe(200);
    const progress = await call('GET', `/vx/sessions/${session.json.request_id}`);
    const invalid = await call('POST', '/vx/sessions', { age: '12' });
    const missing = await call('GET', '/nowhere');
    const webhook = await proxy.fetch(
      signedRequest('http://proxy.test/api/veriframe/webhooks/vx', '{"status":"PASS","request_id":"r"}', {
        secret: 'sandbox-webhook-secret',
        timestamp: sandbox().context.clock.now(),
        eventId: 'evt_cache',
      }),
    );
    const answers = { token, session, progress, invalid, missing, webhook };
    expect(Object.values(answers).map((a) => a.status)).toEqual([200, 200, 200, 400, 404, 200]);
    for (const [name, answer] of Object.entries(answers)) {
      expect([name, answer.headers.get('cache-control')]).toEqual([name, 'no-store']);
    }
  });

  it('on the 500 of a proxy whose configuration is missing', async () => {
    const lazy = createProxy({}); // reads process.env on its first request
    const saved = process.env.VERIFRAME_USER;
    process.env.VERIFRAME_USER = 'half-configured'; // one connection variable: every other one is required
    try {
      const res = await lazy.fetch(
        new Request('http://proxy.test/api/veriframe/document/token', { method: 'POST' }),
      );
      expect(res.status).toBe(500);
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      if (saved === undefined) delete process.env.VERIFRAME_USER;
      else process.env.VERIFRAME_USER = saved;
    }
  });
});

describe('rejected_by_service passes no service text to the browser', () => {
  const servers: Server[] = [];
  afterAll(() => {
    for (const s of servers) {
      s.closeAllConnections();
      s.close();
    }
  });

  it('answers a fixed message and reports the service text in the server-side event only', async () => {
    const planted = 'Call +1-555-0100 to claim your refund <img src=x onerror=alert(1)>';
    // A real server standing for a service that refuses with text of its own (the sandbox never does).
    const service = createServer((req, res) => {
      req.resume();
      req.on('end', () =>
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ result: 'Error', message: planted, detail: 'see +1-555-0100' })),
      );
    });
    servers.push(service);
    await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    const events: ProxyEvent[] = [];
    const proxy = createProxy({
      config: sandboxConfig({
        base_url: url,
        auth_url: url,
        vx_url: url,
        vx_backend_url: url,
        reporting_url: url,
      }),
      rateLimit: false,
      onEvent: (e) => events.push(e),
    });
    const res = await proxy.fetch(
      new Request('http://proxy.test/api/veriframe/document/token', { method: 'POST' }),
    );
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(JSON.parse(text)).toEqual({
      code: 'rejected_by_service',
      message: 'the verification service refused the request',
      status: 400,
    });
    expect(text).not.toContain('555-0100');
    const event = events.find((e): e is RequestEvent => e.type === 'request');
    expect(event).toMatchObject({ code: 'rejected_by_service', status: 400 });
    expect(event?.detail).toContain(planted);
  });
});
