import { describe, expect, it } from 'vitest';
import { unreachableServiceConfig } from '../../test/helpers';
import type { VeriframeClients } from '../clients/index';
import { createProxy, type ProxyEvent } from './create-proxy';

// The proxy as an app of sub-apps, tested through `app.request()` without a service: the
// webhook sub-app is outside every browser middleware by its place in the app, not by a path test, and every
// route's failure goes through the one error handler.

// Nothing listens there: no test here may reach the service.
const config = unreachableServiceConfig();

function proxyWith(clients: Partial<VeriframeClients> = {}, limit = true) {
  const events: ProxyEvent[] = [];
  const proxy = createProxy({
    config,
    clients: clients as VeriframeClients,
    rateLimit: limit ? { max: 1, key: () => 'one-client' } : false,
    cors: { origins: ['https://shop.example'] },
    onEvent: (event) => events.push(event),
  });
  return { app: proxy.app, events };
}

const crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };

describe('createProxy: browser routes and webhooks as two sub-apps', () => {
  it('a webhook delivery never meets the rate limit, the cross-origin check, CORS or the request events', async () => {
    const { app, events } = proxyWith();
    for (let i = 0; i < 3; i++) {
      for (const path of ['/webhooks/vx', '/webhooks/document', '/webhooks/vpin', '/webhooks/unknown']) {
        const res = await app.request(`/api/veriframe${path}`, {
          method: 'POST',
          headers: crossSite,
          body: '{}',
        });
        // Unsigned: the receiver's own 401; an unknown receiver 404. Never 429 nor 403, nor a CORS header.
        expect(res.status, path).toBe(path === '/webhooks/unknown' ? 404 : 401);
        expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
      }
    }
    expect(events.filter((e) => e.type === 'request')).toEqual([]);
  });

  it('the browser routes meet every middleware: cross-origin 403, CORS, rate limit 429, one event each', async () => {
    const { app, events } = proxyWith();
    const refused = await app.request('/api/veriframe/document/token', {
      method: 'POST',
      headers: crossSite,
    });
    expect(refused.status).toBe(403);
    const preflight = await app.request('/api/veriframe/vx/sessions', {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    const first = await app.request('/api/veriframe/vx/sessions', { method: 'POST' });
    expect(first.status).toBe(400); // counted, then refused by the validator: no body
    const second = await app.request('/api/veriframe/vx/sessions', { method: 'POST' });
    expect(second.status).toBe(429);
    expect(
      events.map((e) => (e.type === 'request' ? `${e.method} ${e.path} ${e.status} ${e.code}` : e.type)),
    ).toEqual([
      'POST /api/veriframe/document/token 403 cross_origin_request',
      'OPTIONS /api/veriframe/vx/sessions 204 undefined',
      'POST /api/veriframe/vx/sessions 400 invalid_request',
      'POST /api/veriframe/vx/sessions 429 rate_limited',
    ]);
  });

  it('one error handler: a refused input thrown by a route is a 400 naming the field, a failing client a typed answer', async () => {
    const failing = new Error('socket hang up');
    const { app, events } = proxyWith(
      {
        documents: { createToken: () => Promise.reject(failing) } as unknown as VeriframeClients['documents'],
      },
      false,
    );
    const token = await app.request('/api/veriframe/document/token', { method: 'POST' });
    expect(token.status).toBe(500);
    const problem = (await token.json()) as { code: string; message: string };
    expect(problem.code).toBe('internal_error');
    expect(problem.message).not.toContain('socket hang up');
    expect(events.at(-1)).toMatchObject({ status: 500, code: 'internal_error' });
    const gateway = await app.request('/api/veriframe/gateway/age', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ service: 'NotAService', target: {} }),
    });
    expect(gateway.status).toBe(400);
    expect(await gateway.json()).toMatchObject({
      code: 'invalid_request',
      issues: [{ path: 'service', rule: 'allowed-service' }],
    });
  });
});
