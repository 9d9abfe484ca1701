import { describe, expect, it } from 'vitest';
import { createSession, get, useVxSandbox } from './vx-documents-support';

describe('4.4 VX create session', () => {
  const ctx = useVxSandbox();

  it('answers message, detail, expires_in 3600, a UUID request_id and a journey link on the frontend origin', async () => {
    const r = await createSession(ctx.sandbox, ctx.token);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      message: expect.any(String),
      detail: expect.any(String),
      expires_in: 3600,
      request_id: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      link: expect.any(String),
    });
    const link = new URL(r.body.link);
    expect(link.origin).toBe(ctx.sandbox.frontendOrigin);
    expect(link.pathname).toBe(`/journey/${r.body.request_id}`);
    expect(link.searchParams.get('t')).toMatch(/^[\w-]{20,}$/);
  });

  it('accepts every optional field of 4.4 and tolerates unknown ones', async () => {
    const r = await createSession(ctx.sandbox, ctx.token, {
      route_id: '',
      settings_id: 'set-1',
      brand_id: '',
      settings: {
        test_mode: true,
        block: false,
        isCloseButtonShown: true,
        shouldShowContinueOnDesktop: false,
        isReactNative: false,
        isFooterShown: true,
      },
      webhook: { endpoint: 'https://hooks.example.test/vx' },
      fn: 'Ada',
      ln: 'Lovelace',
      addr: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      phone: '555-555-5555',
      dob: '19800101',
      ssn: '123456789',
      reference: 'order-1',
      additionalData: { plan: 'gold' },
      language: 'en',
      styles: { primaryColor: 'brand', colors: { brand: Array(10).fill('#112233') }, primaryShade: 6 },
      resultMessages: {
        success: { verificationSuccessTitle: 'Welcome' },
        error: { verificationErrorTitle: '' },
      },
      somethingNew: { tolerated: true },
    });
    expect(r.status).toBe(200);
    const page = await get(r.body.link);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Hi Ada');
    expect(page.text).toContain('Welcome');
    expect(page.text).toContain('--vf-primary: #112233;');
  });

  it('settings.isCloseButtonShown false removes the close button; isFooterShown false the footer', async () => {
    const shown = await createSession(ctx.sandbox, ctx.token);
    expect((await get(shown.body.link)).text).toContain('data-testid="journey-close"');
    const hidden = await createSession(ctx.sandbox, ctx.token, {
      email: 'b@example.test',
      settings: { isCloseButtonShown: false, isFooterShown: false },
    });
    const html = (await get(hidden.body.link)).text;
    expect(html).not.toContain('data-testid="journey-close"');
    expect(html).not.toContain('vf-footer');
  });

  it('each session gets its own request_id and link token', async () => {
    const a = await createSession(ctx.sandbox, ctx.token);
    const b = await createSession(ctx.sandbox, ctx.token);
    expect(a.body.request_id).not.toBe(b.body.request_id);
    expect(new URL(a.body.link).searchParams.get('t')).not.toBe(new URL(b.body.link).searchParams.get('t'));
  });

  it('records the transaction', async () => {
    const r = await createSession(ctx.sandbox, ctx.token, { reference: 'ref-42' });
    const log = (await get(`${ctx.sandbox.adminUrl}/transactions`)).body.data;
    const tx = log.find((t: { service: string }) => t.service === 'VX.create_session');
    expect(tx).toMatchObject({
      reference: 'ref-42',
      action: 'PASS',
      user: 'sandbox-client',
      flags: ['test'],
    });
    expect(tx.inputs.request_id).toBe(r.body.request_id);
  });
});
