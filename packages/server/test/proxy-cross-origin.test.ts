import { describe, expect, it } from 'vitest';
import { countingFetch, useSandbox } from './helpers';
import { ageBody, proxyFor } from './proxy-helpers';

const { sandbox } = useSandbox();

/** The POST routes a page can reach, each with a body it accepts. */
const posts: [path: string, body: unknown][] = [
  ['/document/token', undefined],
  ['/document/status', { email: 'ada@example.com' }],
  ['/vx/sessions', { email: 'ada@example.com', age: '21+' }],
  ['/gateway/age', ageBody],
];

/** A proxy of the test sandbox whose calls to the service are counted. */
function countedProxy(env: Record<string, string> = {}, options: { crossOriginProtection?: boolean } = {}) {
  const upstream = countingFetch();
  const proxy = proxyFor(sandbox(), env, { ...options, clientOptions: { fetch: upstream.fetch } });
  return { ...proxy, serviceCalls: (path: string) => upstream.count(path) };
}

describe('proxy cross-origin protection', () => {
  it('refuses a POST another origin made (cross-site or same-site) before calling the service', async () => {
    const { call, events, serviceCalls } = countedProxy();
    for (const [path, body] of posts) {
      for (const site of ['cross-site', 'same-site', 'Cross-Site']) {
        const res = await call('POST', path, body, {
          'sec-fetch-site': site,
          origin: 'https://evil.example',
        });
        expect(res, `${site} ${path}`).toMatchObject({
          status: 403,
          json: { code: 'cross_origin_request', status: 403 },
        });
        expect(res.json.message).toContain('Origin https://evil.example is not one of them');
      }
    }
    expect(serviceCalls('/backend/token/create')).toBe(0);
    expect(serviceCalls('/backend/user/status')).toBe(0);
    expect(serviceCalls('/auth/oauth/token')).toBe(0);
    expect(events.at(-1)).toMatchObject({ type: 'request', status: 403, code: 'cross_origin_request' });
  });

  it("lets the page's own requests through, and those of callers that send no Sec-Fetch-Site", async () => {
    const { call, serviceCalls } = countedProxy();
    const own: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of own) {
      expect((await call('POST', '/document/token', undefined, headers)).status).toBe(200);
    }
    expect(serviceCalls('/backend/token/create')).toBe(3);
  });

  it('accepts another origin only when it is exactly a CORS origin', async () => {
    const { call, serviceCalls } = countedProxy({ VERIFRAME_CORS_ORIGINS: 'https://shop.example' });
    const from = (origin?: string) => ({
      'sec-fetch-site': 'cross-site',
      ...(origin === undefined ? {} : { origin }),
    });
    const allowed = await call('POST', '/document/token', undefined, from('https://shop.example'));
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    for (const origin of ['https://shop.example.evil.example', 'http://shop.example', 'null', undefined]) {
      const refused = await call('POST', '/document/token', undefined, from(origin));
      expect(refused, String(origin)).toMatchObject({ status: 403, json: { code: 'cross_origin_request' } });
    }
    expect(serviceCalls('/backend/token/create')).toBe(1);
  });

  it('leaves safe methods, CORS preflights and webhook receivers alone', async () => {
    const { call, proxy } = countedProxy({ VERIFRAME_CORS_ORIGINS: 'https://shop.example' });
    const crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
    // A GET passes the cross-site check (then, an id nobody created here, 404 not_found).
    expect(await call('GET', '/vx/sessions/unknown-request-id', undefined, crossSite)).toMatchObject({
      status: 404,
      json: { code: 'not_found' },
    });
    const preflight = await proxy.fetch(
      new Request('http://proxy.test/api/veriframe/document/token', {
        method: 'OPTIONS',
        headers: {
          'sec-fetch-site': 'cross-site',
          origin: 'https://shop.example',
          'access-control-request-method': 'POST',
        },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    // A receiver's own checks answer (here: no signature), not the browser-route protection.
    const delivery = await call('POST', '/webhooks/vpin', { id: 'evt_1' }, crossSite);
    expect(delivery.status).toBe(401);
    expect(delivery.json.code).not.toBe('cross_origin_request');
  });

  it('can be turned off', async () => {
    const { call } = countedProxy({}, { crossOriginProtection: false });
    const res = await call('POST', '/document/token', undefined, {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(200);
  });
});
