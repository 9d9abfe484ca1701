import { describe, expect, it } from 'vitest';
import { anonymousVisitor } from '../src/proxy/anonymous-visitor';
import { createProxy } from '../src/proxy/create-proxy';
import { admin, unreachableServiceConfig, useSandbox } from './helpers';
import { proxyFor } from './proxy-helpers';

// Issue 19 item 6: anonymous visitors on purpose. Each browser is one identity through a signed cookie; a
// forged or altered cookie never gets the identity it names.

const { sandbox } = useSandbox({ reset: true });
const secret = 'a-test-secret-of-at-least-32-characters!';

/** The `name=value` part of the answer's Set-Cookie (what a browser sends back), and its attributes. */
function cookieOf(headers: Headers) {
  const [setCookie] = headers.getSetCookie();
  return { setCookie, cookie: setCookie?.split(';')[0] };
}

describe('anonymousVisitor', () => {
  it('issues a signed HttpOnly SameSite=Lax cookie once, and the visitor stays one identity', async () => {
    const { call } = proxyFor(sandbox(), {}, { identify: anonymousVisitor({ secret }) });
    const created = await call('POST', '/vx/sessions', { age: '21+' });
    expect(created.status).toBe(200);
    const { setCookie, cookie } = cookieOf(created.headers);
    expect(setCookie).toMatch(/^veriframe_visitor=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
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

  it('marks the cookie Secure on https', async () => {
    const identify = anonymousVisitor({ secret });
    const headers = new Headers();
    await identify(new Request('https://shop.example/api/veriframe/document/token'), {
      responseHeaders: headers,
    });
    expect(headers.getSetCookie()[0]).toMatch(/; Secure; SameSite=Lax$/);
  });

  it('a forged, altered or foreign-signed cookie is a new visitor, never the identity it names', async () => {
    const { call } = proxyFor(sandbox(), {}, { identify: anonymousVisitor({ secret }) });
    const created = await call('POST', '/vx/sessions', { age: '21+' });
    const { cookie } = cookieOf(created.headers);
    const id = created.json.request_id as string;
    const value = decodeURIComponent((cookie as string).split('=').slice(1).join('='));
    const [visitor, signature] = [
      value.slice(0, value.lastIndexOf('.')),
      value.slice(value.lastIndexOf('.') + 1),
    ];
    const otherSigned = new Headers();
    await anonymousVisitor({ secret: 'another-secret-of-at-least-32-characters' })(
      new Request(`http://proxy.test/?v=${visitor}`),
      { responseHeaders: otherSigned },
    );
    const attempts = {
      'the id without a signature': visitor,
      'another id under the signature': `${visitor.slice(0, -1)}${visitor.endsWith('A') ? 'B' : 'A'}.${signature}`,
      'a signature of another secret': decodeURIComponent(
        (otherSigned.getSetCookie()[0] ?? '').split(';')[0]?.split('=').slice(1).join('=') ?? '',
      ),
    };
    for (const [what, forged] of Object.entries(attempts)) {
      const res = await call('GET', `/vx/sessions/${id}`, undefined, {
        cookie: `veriframe_visitor=${encodeURIComponent(forged)}`,
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
      identify: anonymousVisitor({ secret }),
    });
    const res = await proxy.fetch(
      new Request('http://proxy.test/api/veriframe/document/token', { method: 'POST' }),
    );
    expect(res.status).toBe(502);
    expect(res.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^veriframe_visitor=.+; HttpOnly; SameSite=Lax$/),
    ]);
  });

  it('refuses a short secret at creation', () => {
    expect(() => anonymousVisitor({ secret: 'short' })).toThrow(/at least 32 characters/);
  });
});
