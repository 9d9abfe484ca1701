import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createSession, get, post, step, useVxSandbox } from './vx-documents-support';

const messages6_3 = ['PASS', 'FAIL', 'ALREADY VERIFIED', 'ERROR', 'LINK EXPIRED', 'BOT DETECTED', 'CLOSE'];

describe('6.3 hosted page messages (VX journey page)', () => {
  const ctx = useVxSandbox();

  const page = async (extra: Record<string, unknown> = {}) => {
    const r = await createSession(ctx.sandbox, ctx.token, extra);
    const link = new URL(r.body.link);
    return { id: r.body.request_id as string, link, t: link.searchParams.get('t')! };
  };
  const call = (id: string, path: string, body: Record<string, unknown>) =>
    post(`${ctx.sandbox.frontendOrigin}/journey/${id}${path}`, body);

  it('the page is served from the frontend origin with a strict CSP and no inline script or handler', async () => {
    const { link } = await page();
    const r = await get(link.href);
    expect(r.status).toBe(200);
    const csp = r.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    // Its own origin by name too: in a sandboxed frame (the style previewer's) the origin is opaque, and
    // WebKit matches 'self' against that, so it loaded neither script nor stylesheet (seen in MiniBrowser).
    const own = new URL(link.href).origin;
    expect(csp).toContain(`script-src 'self' ${own};`);
    expect(csp).toMatch(new RegExp(`style-src 'self'[^;]* ${own};`));
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    expect(r.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(r.text).not.toMatch(/\son[a-z]+=/i);
    for (const testId of [
      'journey-start',
      'document-pass',
      'document-fail',
      'document-review',
      'selfie-pass',
      'selfie-fail',
      'phone-pass',
      'phone-pending',
      'phone-fail',
      'journey-close',
    ]) {
      expect(r.text).toContain(`data-testid="${testId}"`);
    }
  });

  it('user data is rendered as text only', async () => {
    const { link } = await page({ fn: '<img src=x onerror=alert(1)>' });
    const html = (await get(link.href)).text;
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('the script is valid ES2020, posts only 6.3 strings, and never posts its token or ids', async () => {
    const r = await get(`${ctx.sandbox.frontendOrigin}/journey/assets/journey.js`);
    expect(r.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(() => new Script(r.text)).not.toThrow();
    const posted = [...r.text.matchAll(/\b(?:post|fail)\([^)]*?["']([A-Z][A-Z ]+)["']\)/g)].map((m) => m[1]);
    expect(posted.length).toBeGreaterThan(4);
    for (const m of posted) expect(messages6_3).toContain(m);
    // The two postMessage calls (to the parent frame; to the app's WebView bridge, 4.4 isReactNative) send the
    // `message` argument and nothing else.
    expect([...r.text.matchAll(/postMessage\(/g)]).toHaveLength(2);
    expect(r.text).toContain('window.parent.postMessage(message, parentOrigin)');
    expect(r.text).toContain('bridge.postMessage(message)');
    expect(r.text).not.toContain('innerHTML');
  });

  it('targetOrigin is the exact parent_origin when the link carries one, else "*" (messages carry no data)', async () => {
    const { link } = await page();
    expect((await get(link.href)).text).toContain('data-parent-origin="*"');
    link.searchParams.set('parent_origin', 'https://shop.example.test');
    expect((await get(link.href)).text).toContain('data-parent-origin="https://shop.example.test"');
    link.searchParams.set('parent_origin', 'https://shop.example.test/path?x');
    expect((await get(link.href)).text).toContain('data-parent-origin="*"');
  });

  it('PASS: the page flow start -> document -> selfie -> phone ends PASS', async () => {
    const { id, t } = await page();
    expect((await call(id, '/start', { t })).body).toEqual({ started: true, next: 'document' });
    for (const component of ['document', 'selfie', 'phone']) {
      const r = await call(id, '/steps', { t, component, outcome: 'PASS' });
      expect(r.status).toBe(200);
      expect(r.body.status).toBe('PASS');
    }
  });

  it('FAIL: a failing step answers status FAIL (the page then posts FAIL)', async () => {
    const { id, t } = await page();
    await call(id, '/start', { t });
    expect((await call(id, '/steps', { t, component: 'document', outcome: 'FAIL' })).body.status).toBe(
      'FAIL',
    );
    expect((await call(id, '/steps', { t, component: 'selfie', outcome: 'PASS' })).status).toBe(409);
  });

  it('LINK EXPIRED: after 3600 s the page renders the expired state and start answers LINK EXPIRED', async () => {
    const { id, t, link } = await page();
    await ctx.sandbox.advance(3600);
    expect((await get(link.href)).text).toContain('data-initial="expired"');
    const r = await call(id, '/start', { t });
    expect(r.status).toBe(410);
    expect(r.body.message).toBe('LINK EXPIRED');
  });

  it('ALREADY VERIFIED: starting with block on, for a user who passed elsewhere', async () => {
    const first = await page();
    const second = await page({ settings: { block: true } });
    await step(ctx.sandbox, first.id, 'document', 'PASS');
    const r = await call(second.id, '/start', { t: second.t });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('ALREADY VERIFIED');
  });

  it('ERROR: a wrong link token renders the error state (404) and the calls are refused', async () => {
    const { id, link } = await page();
    link.searchParams.set('t', 'wrong');
    const r = await get(link.href);
    expect(r.status).toBe(404);
    expect(r.text).toContain('data-initial="invalid"');
    expect(r.text).not.toContain(id);
    expect((await call(id, '/start', { t: 'wrong' })).status).toBe(404);
  });

  it('the page accepts only the outcomes its buttons offer', async () => {
    const { id, t } = await page();
    await call(id, '/start', { t });
    const r = await call(id, '/steps', { t, component: 'selfie', outcome: 'REVIEW' });
    expect(r.status).toBe(400);
    expect(r.body.detail).toBe('outcome: must be one of PASS, FAIL');
    expect((await call(id, '/steps', { t, component: 'face', outcome: 'PASS' })).body.detail).toMatch(
      /^component:/,
    );
  });

  it('a returning visitor resumes at the next unfinished component', async () => {
    const { id, link } = await page();
    await step(ctx.sandbox, id, 'document', 'PASS');
    const html = (await get(link.href)).text;
    expect(html).toContain('data-initial="resume"');
    expect(html).toContain('data-resume="selfie"');
  });
});
