import { request as httpRequest } from 'node:http';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { sandboxConfig } from '../src/config';
import { identify } from '../src/middleware';
import { createRouteHandlers } from '../src/next';
import { type NodeServer, serveNode } from '../src/node';
import { createProxy } from '../src/proxy/create-proxy';
import { anonymousVisitor } from '../src/proxy/identity/anonymous-visitor';
import { useSandbox } from './helpers';

// Review 39, finding 3: the `identify()` middleware with `anonymousVisitor`, reached with `Host: shop.example`
// and `X-Forwarded-Proto: https` through a trusted hop, set a plain `veriframe_visitor` cookie without
// `Secure`; and with two cookies of the name the first (a planted one with a narrower path) won.

const { sandbox } = useSandbox({ reset: true });
const secret = 'a-test-secret-of-at-least-32-characters!';
const servers: NodeServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

/** A request to a served app with the headers a load balancer forwards, `Host` included (fetch cannot set it). */
async function hostRequest(
  app: { fetch: (r: Request, env?: unknown) => Response | Promise<Response> },
  path: string,
  headers: Record<string, string>,
) {
  const server = await serveNode(app, { port: 0 });
  servers.push(server);
  const { port } = new URL(server.url);
  return new Promise<{ status: number; setCookie: string[] }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const raw = res.headers['set-cookie'] ?? [];
          resolve({ status: res.statusCode ?? 0, setCookie: raw });
        });
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

const secureCookie = /^__Host-veriframe_visitor=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/;

describe('the visitor cookie is Secure and __Host- wherever the page is https', () => {
  it('identify() middleware: Host shop.example through a TLS-terminating hop', async () => {
    const app = new Hono();
    app.use('/api/*', identify(anonymousVisitor({ secret })));
    app.post('/api/check', (c) => c.json({ ok: true }));
    const answer = await hostRequest(app, '/api/check', {
      host: 'shop.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
    });
    expect(answer.status).toBe(200);
    expect(answer.setCookie).toHaveLength(1);
    expect(answer.setCookie[0]).toMatch(secureCookie);
  });

  it('identify() middleware with trustedProxyHops: the hop’s X-Forwarded-Proto when the app is reached over loopback', async () => {
    const app = new Hono();
    app.use('/api/*', identify(anonymousVisitor({ secret }), { trustedProxyHops: 1 }));
    app.post('/api/check', (c) => c.json({ ok: true }));
    const answer = await hostRequest(app, '/api/check', {
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
    });
    expect(answer.setCookie[0]).toMatch(secureCookie);
    expect(() => identify(anonymousVisitor({ secret }), { trustedProxyHops: -1 })).toThrow(
      /identify\.trustedProxyHops: must be a whole number/,
    );
  });

  it('a client’s own X-Forwarded-Proto: http never turns Secure off (Node adapter, trusted hop)', async () => {
    const proxy = createProxy({
      config: sandboxConfig(sandbox().urls, { VERIFRAME_TRUSTED_PROXY_HOPS: '1' }),
      anonymousCreations: false,
      identify: anonymousVisitor({ secret }),
      rateLimit: false,
    });
    const answer = await hostRequest(proxy, '/api/veriframe/document/token', {
      host: 'shop.example',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '203.0.113.9',
    });
    expect(answer.status).toBe(200);
    expect(answer.setCookie[0]).toMatch(secureCookie);
  });

  it('Next.js adapter: a plain-http URL of a public host (TLS ended in front) is https', async () => {
    const { POST } = createRouteHandlers({
      config: sandboxConfig(sandbox().urls),
      anonymousCreations: false,
      identify: anonymousVisitor({ secret }),
      rateLimit: false,
    });
    const res = await POST(
      new Request('http://shop.example/api/veriframe/document/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'http' },
        body: '{}',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()[0]).toMatch(secureCookie);
  });
});

describe('a planted cookie never wins', () => {
  it('with two cookies of the name, neither is read: a new visitor, never the planted identity', async () => {
    // Local development over http: the plain name, which a sibling or an http page could plant.
    const proxy = createProxy({
      config: sandboxConfig(sandbox().urls),
      anonymousCreations: false,
      identify: anonymousVisitor({ secret }),
      rateLimit: false,
      clientOptions: { now: () => sandbox().context.clock.now() },
    });
    const call = async (method: string, path: string, cookie?: string) => {
      const res = await proxy.fetch(
        new Request(`http://127.0.0.1:8787/api/veriframe${path}`, {
          method,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          ...(method === 'POST' ? { body: JSON.stringify({ age: '21+' }) } : {}),
        }),
      );
      const json = (await res.json()) as { request_id?: string };
      return { status: res.status, json, cookie: res.headers.getSetCookie()[0]?.split(';')[0] };
    };
    const attacker = await call('POST', '/vx/sessions');
    const planted = attacker.cookie as string;
    const victim = await call('POST', '/document/token');
    const own = victim.cookie as string;
    expect(own).not.toBe(planted);
    // The browser sends the planted cookie (narrower path) first, then the person's own.
    const both = await call('GET', `/vx/sessions/${attacker.json.request_id}`, `${planted}; ${own}`);
    expect(both.status).toBe(404); // not the attacker's identity
    expect(both.cookie).toMatch(/^veriframe_visitor=/); // reissued: a visitor of its own
    expect(both.cookie).not.toBe(planted);
    expect(both.cookie).not.toBe(own);
    // Alone, each cookie is still its own visitor.
    expect((await call('GET', `/vx/sessions/${attacker.json.request_id}`, planted)).status).toBe(200);
  });
});
