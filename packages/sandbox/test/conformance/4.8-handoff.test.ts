import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSession,
  docToken,
  get,
  modalParams,
  post,
  sandboxForTests,
  until,
  useSandboxWithReceiver,
  vxToken,
} from './vx-documents-support';

// The cross-device hand-off (4.8 `qr`, `email_fallback`, `bypassDesktopIntro`; 6.2 `onQr`, `onEmail`), the
// outbox of every email the sandbox "sends" (4.7 `send_email`), and resume within a link's lifetime.

function query(params: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
  ).toString();
}

const attr = (html: string, name: string) => html.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? '';

describe('4.8 hand-off to a phone', () => {
  const ctx = useSandboxWithReceiver({ token: 'doc', callbacks: true });

  const front = () => ctx.sandbox.urls.vx_frontend_url;
  /** Opens the desktop capture page; returns its HTML, hand-off id and link. */
  async function desktop(params: Record<string, unknown>) {
    const page = await get(`${front()}/capture?${query(params)}`);
    const id = attr(page.text, 'data-handoff');
    return { page, id, link: id ? `${front()}/phone/${id}` : '' };
  }
  const poll = async (id: string) => (await post(`${front()}/capture/api/handoff`, { id })).body;
  const phoneScan = (id: string, path = 'scan') =>
    post(`${front()}/capture/api/${path}`, { params: { handoff: id } });

  it('the QR code holds the one-time phone link; the phone finishes, the desktop reads the outcome', async () => {
    const { page, id, link } = await desktop(modalParams(ctx.token, 'dcamspluspass', { qr: true }));
    expect(id).toMatch(/^[\w-]{24}$/);
    expect(page.text).toContain('<svg class="vf-qr" data-testid="handoff-qr"');
    expect(page.text).toContain(`<span data-testid="handoff-link">${link}</span>`);
    expect(await poll(id)).toEqual({ phone: 'waiting', step: 'start', outcome: null, expired: false });

    const phone = await get(link);
    expect(phone.status).toBe(200);
    expect(attr(phone.text, 'data-mode')).toBe('phone');
    expect(attr(phone.text, 'data-initial')).toBe('intro');
    expect((await poll(id)).phone).toBe('opened');

    const scan = await phoneScan(id);
    expect(scan.body).toMatchObject({ browser: 'success', status: 'PASS' });
    expect(await poll(id)).toEqual({
      phone: 'opened',
      step: 'done',
      outcome: { screen: 'success', status: 'PASS' },
      expired: false,
    });
    await until(() => ctx.receiver.received.length === 1);
    expect(ctx.receiver.received[0]!.body).toMatchObject({ ln: 'dcamspluspass', status: 'PASS' });

    // Second open of a used link: a clear page, never a blank one (and no second scan).
    const again = await get(link);
    expect(again.status).toBe(410);
    expect(attr(again.text, 'data-initial')).toBe('link-used');
    expect(again.text).toContain('This link was already used');
    expect((await phoneScan(id)).status).toBe(409);
    expect(ctx.receiver.received).toHaveLength(1);
  });

  // Every canned last name ends the same on a phone as on one device: the desktop following the phone reads
  // the outcome a single-device capture shows, and the document callbacks are the same ones (a selfie name
  // sends PENDING after the scan, then its result), each once.
  const cannedLastNames = [
    'dcamspluspass',
    'dcamsplusfail',
    'dcamspluspassselfiematch',
    'dcamspluspassselfienomatch',
    'dcamsplusfailmanualpass',
    'dcamsplusfailmanualfail',
  ];
  /** Scans, and takes the selfie when one is asked for; returns the end screen and status. */
  async function capture(scan: (path: 'scan' | 'selfie') => Promise<{ body: unknown }>) {
    const first = (await scan('scan')).body as { browser: string; status?: string };
    const end = first.browser === 'selfie' ? ((await scan('selfie')).body as typeof first) : first;
    return { screen: end.browser, status: end.status };
  }
  /** The statuses of the document callbacks received, once they have stopped arriving. */
  async function settledCallbackStatuses() {
    await until(() => ctx.receiver.received.length > 0);
    let seen = -1;
    while (seen !== ctx.receiver.received.length) {
      seen = ctx.receiver.received.length;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    return ctx.receiver.received.map((r) => (r.body as { status: string }).status);
  }
  it.each(cannedLastNames)('%s finished on the phone ends as on one device, same callbacks', async (ln) => {
    const single = await capture((path) =>
      post(`${front()}/capture/api/${path}`, { params: modalParams(ctx.token, ln) }),
    );
    const singleCallbacks = await settledCallbackStatuses();
    await ctx.reset();
    const { id } = await desktop(modalParams(await docToken(ctx.sandbox), ln, { qr: true }));
    const onPhone = await capture((path) => phoneScan(id, path));
    expect(onPhone).toEqual(single);
    expect((await poll(id)).outcome).toEqual(single);
    expect(await settledCallbackStatuses()).toEqual(singleCallbacks);
    expect(ctx.receiver.received.every((r) => (r.body as { ln: string }).ln === ln)).toBe(true);
  });

  it('a reload of the phone page at the selfie continues there; a desktop reload keeps following the phone', async () => {
    const params = modalParams(ctx.token, 'dcamspluspassselfiematch', { qr: true });
    const first = await desktop(params);
    await get(first.link);
    expect((await phoneScan(first.id)).body.browser).toBe('selfie');
    expect(attr((await get(first.link)).text, 'data-initial')).toBe('selfie');
    const reloaded = await desktop(params);
    expect(reloaded.id).toBe(first.id);
    expect(attr(reloaded.page.text, 'data-initial')).toBe('handoff');
    expect((await phoneScan(first.id, 'selfie')).body).toMatchObject({ browser: 'success', status: 'PASS' });
    expect((await poll(first.id)).outcome).toEqual({ screen: 'success', status: 'PASS' });
  });

  it('bypassDesktopIntro opens on the hand-off; email_fallback false hides the email option only with qr', async () => {
    const bypass = await desktop(modalParams(ctx.token, 'Hopper', { qr: true, bypassDesktopIntro: true }));
    expect(attr(bypass.page.text, 'data-initial')).toBe('handoff');
    const noEmail = await desktop(modalParams(ctx.token, 'Lovelace', { qr: true, email_fallback: false }));
    expect(noEmail.page.text).not.toContain('data-testid="capture-email"');
    const emailOnly = await desktop(modalParams(ctx.token, 'Curie', { qr: false, email_fallback: false }));
    expect(emailOnly.page.text).toContain('data-testid="capture-email"');
    expect(emailOnly.page.text).not.toContain('data-testid="handoff-qr"');
  });

  it('the email option records an email in the outbox with the phone link; nothing is sent', async () => {
    const { id, link } = await desktop(modalParams(ctx.token, 'dcamsplusfail', { qr: true }));
    expect((await post(`${front()}/capture/api/handoff/email`, { id })).body).toEqual({ sent: true });
    const outbox = await get(`${ctx.sandbox.adminUrl}/outbox?to=DCAMSPLUSFAIL@example.test`);
    expect(outbox.body.data).toEqual([
      expect.objectContaining({ kind: 'capture.handoff', to: 'dcamsplusfail@example.test', link }),
    ]);
    expect((await get(`${ctx.sandbox.adminUrl}/outbox?to=someone@example.test`)).body.data).toEqual([]);
    const html = await get(`${ctx.sandbox.adminUrl}/outbox.html`);
    expect(html.text).toContain(`href="${link}"`);
    expect(html.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('link/generate with send_email records the email; without it, nothing', async () => {
    const generate = (send: boolean) =>
      post(`${ctx.sandbox.urls.vx_backend_url}/link/generate`, {
        options: { send_email: send },
        ...modalParams(ctx.token, 'Hopper'),
        additionalData: '{}',
      });
    const sent = await generate(true);
    expect(sent.body.email_sent).toBe(true);
    await generate(false);
    const outbox = (await get(`${ctx.sandbox.adminUrl}/outbox`)).body.data;
    expect(outbox).toEqual([
      expect.objectContaining({ kind: 'link.generate', to: 'Hopper@example.test', link: sent.body.link }),
    ]);
  });

  it('an emailed link reopened after its capture shows the end; after the token expires, the token error', async () => {
    const sent = await post(`${ctx.sandbox.urls.vx_backend_url}/link/generate`, {
      options: { send_email: false },
      ...modalParams(ctx.token, 'dcamsplusfail'),
      additionalData: '{}',
    });
    const linkId = new URL(sent.body.link).searchParams.get('link');
    await post(`${front()}/capture/api/scan`, { params: { link: linkId } });
    expect(attr((await get(sent.body.link)).text, 'data-initial')).toBe('failure-final'); // FAIL: the final failure's screen
    await ctx.sandbox.advance(6 * 3600 + 1);
    expect(attr((await get(sent.body.link)).text, 'data-initial')).toBe('error-token');
  });

  it('a hand-off link expires with its token (virtual clock) or on the admin call: LINK EXPIRED page', async () => {
    const { id, link } = await desktop(modalParams(ctx.token, 'dcamspluspass', { qr: true }));
    await ctx.sandbox.advance(6 * 3600 + 1);
    const expired = await get(link);
    expect(expired.status).toBe(410);
    expect(attr(expired.text, 'data-initial')).toBe('link-expired');
    expect((await poll(id)).expired).toBe(true);

    const fresh = await desktop(modalParams(await docToken(ctx.sandbox), 'dcamspluspass', { qr: true }));
    const list = (await get(`${ctx.sandbox.adminUrl}/handoffs?email=dcamspluspass@example.test`)).body.data;
    expect(list.map((h: { link: string }) => h.link)).toEqual([link, fresh.link]);
    expect((await post(`${ctx.sandbox.adminUrl}/handoffs/${fresh.id}/expire`, {})).body.expired).toBe(true);
    expect(attr((await get(fresh.link)).text, 'data-initial')).toBe('link-expired');
    expect((await get(`${front()}/phone/unknown-id`)).status).toBe(404);
  });
});

describe('resume of a journey link (4.4, 6.3)', () => {
  let sandbox: Awaited<ReturnType<typeof sandboxForTests>>;
  beforeAll(async () => {
    sandbox = await sandboxForTests();
  });
  afterAll(() => sandbox.close());

  it('a reload continues at the next step within the link lifetime; after it, LINK EXPIRED', async () => {
    await sandbox.reset();
    const session = await createSession(sandbox, await vxToken(sandbox));
    const link: string = session.body.link;
    const { pathname, searchParams } = new URL(link);
    const call = (path: string, body: Record<string, unknown>) =>
      post(`${sandbox.urls.vx_frontend_url}${pathname}/${path}`, { t: searchParams.get('t'), ...body });
    await call('start', {});
    await call('steps', { component: 'document', outcome: 'PASS' });
    const reloaded = await get(link);
    expect([attr(reloaded.text, 'data-initial'), attr(reloaded.text, 'data-resume')]).toEqual([
      'resume',
      'selfie',
    ]);
    await sandbox.advance(3601);
    const expired = await get(link);
    expect([expired.status, attr(expired.text, 'data-initial')]).toEqual([410, 'expired']);
    const late = await call('steps', { component: 'selfie', outcome: 'PASS' });
    expect([late.status, late.body.message]).toEqual([410, 'LINK EXPIRED']);
  });
});
