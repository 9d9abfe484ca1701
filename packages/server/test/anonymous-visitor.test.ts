import { describe, expect, it } from 'vitest';
import { sandboxConfig } from '../src/config';
import { createProxy } from '../src/proxy/create-proxy';
import { anonymousVisitor } from '../src/proxy/identity/anonymous-visitor';
import { MemoryOwnershipStore } from '../src/stores/ownership-store';
import { admin, unreachableServiceConfig, useSandbox } from './helpers';
import { proxyFor, useServedProxies } from './proxy-helpers';

// Anonymous visitors on purpose. Each browser is one identity through a signed cookie; a forged, altered,
// expired or planted cookie never gets the identity it names. Proxies called without a socket address turn
// the per-address creation budget off (`anonymousCreations: false`; proxy-anonymous-creations.test.ts).

const { sandbox } = useSandbox({ reset: true });
const serve = useServedProxies();
const secret = 'a-test-secret-of-at-least-32-characters!';
const newSecret = 'the-rotated-in-secret-of-32-characters-or-more';

/** A value signed with the right secret in the old form (the id alone), as Hono's signed cookies sign. */
async function signedAlone(id: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(id));
  return `${id}.${btoa(String.fromCharCode(...new Uint8Array(mac)))}`;
}

/** The `name=value` part of the answer's Set-Cookie (what a browser sends back), and its attributes. */
function cookieOf(headers: Headers) {
  const [setCookie] = headers.getSetCookie();
  return { setCookie, cookie: setCookie?.split(';')[0] };
}

describe('anonymousVisitor', () => {
  it('issues a signed HttpOnly SameSite=Lax cookie once, and the visitor stays one identity', async () => {
    const { call } = proxyFor(
      sandbox(),
      {},
      { anonymousCreations: false, identify: anonymousVisitor({ secret }) },
    );
    const created = await call('POST', '/vx/sessions', { age: '21+' });
    expect(created.status).toBe(200);
    const { setCookie, cookie } = cookieOf(created.headers);
    expect(setCookie).toMatch(
      /^__Host-veriframe_visitor=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const id = created.json.request_id as string;
    // Sent back, the cookie is the same visitor: their session, and no new cookie.
    const read = await call('GET', `/vx/sessions/${id}`, undefined, { cookie: cookie as string });
    expect(read).toMatchObject({ status: 200, json: { status: 'not_started' } });
    expect(read.headers.getSetCookie()).toEqual([]);
    // Another browser is another visitor: a cookie of its own, 404 for the first one's session.
    const stranger = await call('GET', `/vx/sessions/${id}`);
    expect(stranger).toMatchObject({ status: 404, json: { code: 'not_found' } });
    expect(cookieOf(stranger.headers).cookie).not.toBe(cookie);
    // Each visitor is its own person at the service too (derived emails).
    await call(
      'POST',
      '/vx/sessions',
      { age: '21+' },
      { cookie: cookieOf(stranger.headers).cookie as string },
    );
    const emails = (
      (await admin(sandbox().adminUrl, '/transactions')).data as {
        service: string;
        inputs: { email: string };
      }[]
    )
      .filter((t) => t.service === 'VX.create_session')
      .map((t) => t.inputs.email);
    expect(new Set(emails).size).toBe(2);
  });

  it('marks the cookie Secure and __Host- on https, and keeps the plain name on http to loopback', async () => {
    const identify = anonymousVisitor({ secret });
    const setCookieFor = async (url: string) => {
      const headers = new Headers();
      await identify(new Request(url), { responseHeaders: headers });
      return headers.getSetCookie()[0];
    };
    expect(await setCookieFor('https://shop.example/api/veriframe/document/token')).toMatch(
      /^__Host-veriframe_visitor=.+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    for (const local of ['http://127.0.0.1:8787/', 'http://localhost:5173/', 'http://[::1]:8787/'])
      expect(await setCookieFor(local), local).toMatch(/^veriframe_visitor=.+; HttpOnly; SameSite=Lax$/);
  });

  it('behind a TLS-terminating proxy: Secure from the forwarded protocol of the trusted hop, or the secure option', async () => {
    const config = sandboxConfig(sandbox().urls, { VERIFRAME_TRUSTED_PROXY_HOPS: '1' });
    const hopped = await serve(
      createProxy({
        config,
        anonymousCreations: false,
        identify: anonymousVisitor({ secret }),
        rateLimit: false,
      }),
    );
    const setCookieOf = async (url: string, headers: Record<string, string>) =>
      (
        await fetch(`${url}/api/veriframe/document/token`, { method: 'POST', headers })
      ).headers.getSetCookie()[0];
    // The app is reached at http://127.0.0.1; the load balancer says the page is https.
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    expect(await setCookieOf(hopped.url, { ...forwarded, 'x-forwarded-proto': 'https' })).toMatch(
      /^__Host-veriframe_visitor=.+; Secure; SameSite=Lax$/,
    );
    // A client's own entry left of the trusted one is not read.
    expect(await setCookieOf(hopped.url, { ...forwarded, 'x-forwarded-proto': 'http, https' })).toMatch(
      /^__Host-veriframe_visitor=.+; Secure; SameSite=Lax$/,
    );
    expect(await setCookieOf(hopped.url, { ...forwarded, 'x-forwarded-proto': 'http' })).toMatch(
      /^veriframe_visitor=.+; HttpOnly; SameSite=Lax$/,
    );
    // Without trusted hops the header is the client's, so it is ignored; `secure: true` says it explicitly.
    const direct = sandboxConfig(sandbox().urls);
    const plain = await serve(
      createProxy({
        config: direct,
        anonymousCreations: false,
        identify: anonymousVisitor({ secret }),
        rateLimit: false,
      }),
    );
    expect(await setCookieOf(plain.url, { 'x-forwarded-proto': 'https' })).toMatch(/^veriframe_visitor=/);
    const explicit = await serve(
      createProxy({
        config: direct,
        anonymousCreations: false,
        identify: anonymousVisitor({ secret, secure: true }),
        rateLimit: false,
      }),
    );
    expect(await setCookieOf(explicit.url, {})).toMatch(
      /^__Host-veriframe_visitor=.+; Secure; SameSite=Lax$/,
    );
  });

  it('on https reads only the __Host- cookie: a planted plain cookie, even validly signed, is a new visitor', async () => {
    let host = 'http://127.0.0.1';
    const identify = anonymousVisitor({ secret });
    const proxy = createProxy({
      config: sandboxConfig(sandbox().urls),
      identify,
      rateLimit: false,
      anonymousCreations: false,
      clientOptions: { now: () => sandbox().context.clock.now() },
    });
    const call = async (method: string, path: string, cookie?: string) => {
      const res = await proxy.fetch(
        new Request(`${host}/api/veriframe${path}`, {
          method,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          ...(method === 'POST' ? { body: JSON.stringify({ age: '21+' }) } : {}),
        }),
      );
      return { status: res.status, cookie: res.headers.getSetCookie()[0]?.split(';')[0] };
    };
    // The attacker gets a genuine plain-named cookie from a plain-http origin of the app and plants it.
    const attacker = await call('POST', '/vx/sessions');
    expect(attacker.cookie).toMatch(/^veriframe_visitor=/);
    const { request_id: id } = (await (
      await proxy.fetch(
        new Request(`${host}/api/veriframe/vx/sessions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: attacker.cookie as string },
          body: JSON.stringify({ age: '21+' }),
        }),
      )
    ).json()) as { request_id: string };
    host = 'https://shop.example';
    const victim = await call('GET', `/vx/sessions/${id}`, attacker.cookie);
    expect(victim.status).toBe(404); // not the attacker's identity
    expect(victim.cookie).toMatch(/^__Host-veriframe_visitor=/); // a visitor of its own
    // The victim's own __Host- cookie is read.
    const own = await call('POST', '/vx/sessions', victim.cookie);
    expect(own).toEqual({ status: 200, cookie: undefined });
  });

  it('signs the issue time: past maxAgeSeconds the cookie is a new visitor, whatever the browser kept', async () => {
    let now = Date.parse('2026-03-01T00:00:00Z');
    const { call } = proxyFor(
      sandbox(),
      {},
      {
        anonymousCreations: false,
        identify: anonymousVisitor({ secret, maxAgeSeconds: 3600, now: () => now }),
      },
    );
    const created = await call('POST', '/vx/sessions', { age: '21+' });
    const { setCookie, cookie } = cookieOf(created.headers);
    expect(setCookie).toMatch(/; Max-Age=3600; /);
    const id = created.json.request_id as string;
    now += 3599_000;
    expect((await call('GET', `/vx/sessions/${id}`, undefined, { cookie: cookie as string })).status).toBe(
      200,
    );
    now += 1000;
    const expired = await call('GET', `/vx/sessions/${id}`, undefined, { cookie: cookie as string });
    expect(expired.status).toBe(404);
    expect(cookieOf(expired.headers).cookie).not.toBe(cookie);
  });

  it('rotates secrets: a cookie of a previous secret is the same visitor, signed again with the new one', async () => {
    const start = Date.parse('2026-03-01T00:00:00Z');
    let now = start;
    const owners = new MemoryOwnershipStore(); // one app, its identify changing between deployments
    const withSecrets = (current: string, previousSecrets: string[] = []) =>
      proxyFor(
        sandbox(),
        {},
        {
          anonymousCreations: false,
          identify: anonymousVisitor({ secret: current, previousSecrets, now: () => now }),
          ownership: { store: owners },
        },
      );
    const before = withSecrets(secret);
    const created = await before.call('POST', '/vx/sessions', { age: '21+' });
    const oldCookie = cookieOf(created.headers).cookie as string;
    const id = created.json.request_id as string;
    now += 3600_000;
    // The new secret alone does not read the old cookie.
    expect(
      (await withSecrets(newSecret).call('GET', `/vx/sessions/${id}`, undefined, { cookie: oldCookie }))
        .status,
    ).toBe(404);
    const rotating = withSecrets(newSecret, [secret]);
    const read = await rotating.call('GET', `/vx/sessions/${id}`, undefined, { cookie: oldCookie });
    expect(read.status).toBe(200);
    // Signed again with the new secret, keeping the issue time: an hour less to live.
    const { setCookie, cookie: newCookie } = cookieOf(read.headers);
    expect(setCookie).toMatch(/; Max-Age=2588400; /);
    expect(newCookie).not.toBe(oldCookie);
    const afterRotation = withSecrets(newSecret);
    const again = await afterRotation.call('GET', `/vx/sessions/${id}`, undefined, {
      cookie: newCookie as string,
    });
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('a forged, altered or foreign-signed cookie is a new visitor, never the identity it names', async () => {
    const { call } = proxyFor(
      sandbox(),
      {},
      { anonymousCreations: false, identify: anonymousVisitor({ secret }) },
    );
    const created = await call('POST', '/vx/sessions', { age: '21+' });
    const { cookie } = cookieOf(created.headers);
    const id = created.json.request_id as string;
    const name = (cookie as string).split('=')[0];
    const value = decodeURIComponent((cookie as string).split('=').slice(1).join('='));
    const [visitor, signature] = [
      value.slice(0, value.lastIndexOf('.')),
      value.slice(value.lastIndexOf('.') + 1),
    ];
    const [visitorId = '', issuedAt = ''] = visitor.split('.');
    const otherSigned = new Headers();
    await anonymousVisitor({ secret: 'another-secret-of-at-least-32-characters' })(
      new Request(`http://proxy.test/?v=${visitor}`),
      { responseHeaders: otherSigned },
    );
    const attempts = {
      'the id without a signature': visitor,
      'another id under the signature': `${visitorId.startsWith('A') ? 'B' : 'A'}${visitorId.slice(1)}.${issuedAt}.${signature}`,
      'another issue time under the signature': `${visitorId}.${Number(issuedAt) + 1}.${signature}`,
      'the id alone, signed (no issue time)': await signedAlone(visitorId),
      'a signature of another secret': decodeURIComponent(
        (otherSigned.getSetCookie()[0] ?? '').split(';')[0]?.split('=').slice(1).join('=') ?? '',
      ),
    };
    for (const [what, forged] of Object.entries(attempts)) {
      const res = await call('GET', `/vx/sessions/${id}`, undefined, {
        cookie: `${name}=${encodeURIComponent(forged)}`,
      });
      expect(res.status, what).toBe(404);
      expect(res.headers.getSetCookie(), what).toHaveLength(1); // a new visitor, with a cookie of its own
    }
    // The genuine cookie still works.
    expect((await call('GET', `/vx/sessions/${id}`, undefined, { cookie: cookie as string })).status).toBe(
      200,
    );
  });

  it('sets the cookie on an error answer too (the visitor stays one identity when the service is down)', async () => {
    const proxy = createProxy({
      config: unreachableServiceConfig(),
      rateLimit: false,
      clientOptions: { readRetry: { retries: 0, baseDelayMs: 1 } },
      anonymousCreations: false,
      identify: anonymousVisitor({ secret }),
    });
    const res = await proxy.fetch(
      new Request('http://proxy.test/api/veriframe/document/token', { method: 'POST' }),
    );
    expect(res.status).toBe(502);
    expect(res.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^__Host-veriframe_visitor=.+; HttpOnly; Secure; SameSite=Lax$/),
    ]);
  });

  it('refuses bad options at creation, naming each', () => {
    expect(() => anonymousVisitor({ secret: 'short' })).toThrow(/secret must be at least 32 characters/);
    expect(() => anonymousVisitor({ secret, previousSecrets: ['short'] })).toThrow(
      /previousSecrets\[0\] must be at least 32 characters/,
    );
    for (const maxAgeSeconds of [0, 59, 1.5, 34_560_001])
      expect(() => anonymousVisitor({ secret, maxAgeSeconds })).toThrow(
        /maxAgeSeconds must be a whole number/,
      );
    expect(() => anonymousVisitor({ secret, path: '/shop' })).toThrow(/path must be '\/'/);
    expect(() => anonymousVisitor({ secret, path: '/shop', secure: false })).not.toThrow();
  });
});
