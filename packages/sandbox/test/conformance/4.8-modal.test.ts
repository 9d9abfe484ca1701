import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { get, modalParams, post, useVxSandbox } from './vx-documents-support';

const callbacks = [
  'onOpen',
  'onClose',
  'onSuccess',
  'onFailure',
  'onEmail',
  'onQr',
  'onError',
  'onErrorToken',
  'onErrorPending',
  'onErrorAlreadyVerified',
  'onErrorVelocity',
];
const parameters4_8 = [
  'international',
  'fn',
  'ln',
  'addr',
  'city',
  'state',
  'zip',
  'dob',
  'phone',
  'email',
  'reference',
  'token',
  'styleToken',
  'qr',
  'additionalData',
  'resultMessages',
  'language',
  'email_fallback',
  'bypassDesktopIntro',
];

/** The parameters as the modal script puts them in the iframe URL: strings, objects as JSON text. */
function asQuery(params: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
  );
}

describe('4.8 embedded modal: script, stylesheet, capture page and the canned cases', () => {
  const ctx = useVxSandbox({ token: 'doc' });
  const capturePage = (params: Record<string, unknown>) =>
    get(`${ctx.sandbox.frontendOrigin}/capture?${new URLSearchParams(asQuery(params))}`);
  const pageCall = (path: string, params: Record<string, unknown>) =>
    post(`${ctx.sandbox.frontendOrigin}/capture/api/${path}`, { params: asQuery(params) });

  it('modal.js is served from the frontend origin, is valid ES2020, and exposes SandboxVerify.DocumentModal', async () => {
    const r = await get(`${ctx.sandbox.frontendOrigin}/modal/v1/modal.js`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(() => new Script(r.text)).not.toThrow();
    expect(r.text).toContain('SandboxVerify.DocumentModal = ');
    for (const method of ['open', 'close', 'destroy'])
      expect(r.text).toMatch(new RegExp(`\\b${method}\\(\\) \\{`));
    for (const name of callbacks) expect(r.text).toMatch(new RegExp(`["']${name}["']`));
    for (const name of parameters4_8) expect(r.text).toContain(`"${name}"`);
  });

  it('modal.js accepts messages only from its own origin and its own iframe', async () => {
    const r = await get(`${ctx.sandbox.frontendOrigin}/modal/v1/modal.js`);
    expect(r.text).toContain(`"origin":${JSON.stringify(ctx.sandbox.frontendOrigin)}`);
    expect(r.text).toContain('event.origin !== config.origin');
    expect(r.text).toContain('event.source !== iframe.contentWindow');
    expect(r.text).toContain('global.removeEventListener("message", this.onMessage)');
    expect(r.text).not.toContain('innerHTML');
  });

  it('modal.css is served and styles the iframe as a modal over a backdrop', async () => {
    const r = await get(`${ctx.sandbox.frontendOrigin}/modal/v1/modal.css`);
    expect(r.headers.get('content-type')).toMatch(/^text\/css/);
    expect(r.text).toContain('iframe.sv-modal-frame');
    expect(r.text).toContain('.sv-modal-backdrop');
  });

  it('the capture page takes every 4.8 parameter and opens at the intro, with a strict CSP', async () => {
    const r = await capturePage(
      modalParams(ctx.token, 'Hopper', {
        international: false,
        phone: '(555) 555-5555',
        styleToken: 'style-1',
        qr: false,
        language: 'en',
        email_fallback: true,
        bypassDesktopIntro: false,
        resultMessages: { success: { verificationSuccessTitle: 'All set' } },
        region: 'US',
        region_select: false,
        parent_origin: 'https://shop.example.test',
      }),
    );
    expect(r.status).toBe(200);
    expect(r.text).toContain('data-initial="intro"');
    expect(r.text).toContain('data-parent-origin="https://shop.example.test"');
    expect(r.text).toContain('All set');
    expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(r.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(r.text).not.toContain(ctx.token);
    for (const id of [
      'capture-start',
      'capture-scan',
      'capture-upload',
      'capture-selfie',
      'capture-close',
      'capture-use-phone',
    ]) {
      expect(r.text).toContain(`data-testid="${id}"`);
    }
  });

  it('qr true shows a QR code with Done; email_fallback false never offers the email option', async () => {
    const withEmail = (
      await capturePage(modalParams(ctx.token, 'Hopper', { qr: true, bypassDesktopIntro: true }))
    ).text;
    expect(withEmail).toContain('data-initial="handoff"');
    expect(withEmail).toContain('class="vf-qr"');
    expect(withEmail).toContain('data-testid="capture-qr-done"');
    expect(withEmail).toContain('data-testid="capture-email"');
    const noEmail = (await capturePage(modalParams(ctx.token, 'Hopper', { qr: true, email_fallback: false })))
      .text;
    expect(noEmail).not.toContain('data-testid="capture-email"');
  });

  it('wrong types of parameters are named: phone form, booleans, additionalData', async () => {
    for (const [extra, detail] of [
      [{ phone: '555 555' }, 'phone: must look like'],
      [{ qr: 'maybe' }, 'qr: must be a boolean'],
      [{ additionalData: '[1,2]' }, 'additionalData: must be an object'],
    ] as const) {
      const r = await pageCall('scan', modalParams(ctx.token, 'Hopper', extra));
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(detail);
    }
  });

  it.each([
    ['dcamspluspass', 'success', 'PASS'],
    ['dcamsplusfail', 'failure', 'FAIL'],
    ['dcamsplusfailmanualpass', 'failure', 'PENDING'],
    ['dcamsplusfailmanualfail', 'failure', 'PENDING'],
  ])('canned %s: the page shows %s (callback status %s)', async (ln, browser, status) => {
    const r = await pageCall('scan', modalParams(ctx.token, ln));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ browser, status });
  });

  it.each([
    ['dcamspluspassselfiematch', 'success', 'PASS'],
    ['dcamspluspassselfienomatch', 'failure', 'FAIL'],
  ])('canned %s: the page asks for a selfie, then shows %s', async (ln, browser, status) => {
    const first = await pageCall('scan', modalParams(ctx.token, ln));
    expect(first.body).toMatchObject({ browser: 'selfie', status: 'PENDING' });
    const selfie = await pageCall('selfie', modalParams(ctx.token, ln));
    expect(selfie.body).toMatchObject({ browser, status });
    expect((await pageCall('selfie', modalParams(ctx.token, ln))).status).toBe(409);
  });

  it('the capture script posts only a callback type and status to the parent', async () => {
    const r = await get(`${ctx.sandbox.frontendOrigin}/capture/assets/capture.js`);
    expect(() => new Script(r.text)).not.toThrow();
    expect([...r.text.matchAll(/postMessage\(/g)]).toHaveLength(1);
    expect(r.text).toMatch(/const message = \{ source: ["']sandbox-verify["'], type \};/);
    expect(r.text).toContain('window.parent.postMessage(message, parentOrigin)');
    expect(r.text).not.toContain('innerHTML');
  });
});
