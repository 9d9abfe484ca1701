import { describe, expect, it } from 'vitest';
import { createSession, get, post, useVxSandbox } from './vx-documents-support';

// The VX journey's hand-off to a phone (4.4 `settings.shouldShowContinueOnDesktop`; modelled on the capture's
// 4.8 hand-off): the intro offers "Continue on your phone", the QR screen holds a one-time phone link to the
// same session, the desktop polls, the phone may hand back unless the setting is false.

const attr = (html: string, name: string) => html.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? '';

describe('4.4 journey hand-off to a phone', () => {
  const vx = useVxSandbox();

  /** A new session: its desktop page, its phone link and the calls both pages make. */
  async function journey(settings?: Record<string, boolean>) {
    const created = await createSession(vx.sandbox, vx.token, settings ? { settings } : {});
    const { link, request_id: id } = created.body as { link: string; request_id: string };
    const desktop = await get(link);
    const phoneLink = desktop.text.match(/data-testid="handoff-link">([^<]+)</)?.[1] ?? '';
    const t = attr(desktop.text, 'data-link-token');
    const call = (path: string, body: Record<string, unknown> = {}) =>
      post(`${vx.sandbox.frontendOrigin}/journey/${id}${path}`, { t, ...body });
    return { link, desktop, phoneLink, call };
  }

  it('the QR holds a one-time phone link; the phone runs the steps, the desktop reads the end', async () => {
    const { desktop, phoneLink, call } = await journey();
    expect(desktop.text).toContain('data-testid="journey-use-phone"');
    expect(desktop.text).toContain('<svg class="vf-qr" data-testid="handoff-qr"');
    expect(phoneLink).toMatch(new RegExp(`^${vx.sandbox.frontendOrigin}/phone/journey/[\\w-]{24}$`));
    expect((await call('/handoff/follow')).body).toEqual({
      phone: 'waiting',
      state: 'intro',
      next: '',
      handedBack: false,
    });

    const phone = await get(phoneLink);
    expect(phone.status).toBe(200);
    expect(attr(phone.text, 'data-mode')).toBe('phone');
    expect(attr(phone.text, 'data-initial')).toBe('intro');
    // Nothing to close or hand off on the phone; the way back is there (setting absent).
    expect(phone.text).not.toContain('journey-close');
    expect(phone.text).not.toContain('journey-use-phone');
    expect(phone.text).toContain('data-testid="journey-continue-on-computer"');
    expect((await call('/handoff')).body.phone).toBe('opened');

    expect((await call('/start')).status).toBe(200);
    for (const component of ['document', 'selfie', 'phone']) {
      expect((await call('/steps', { component, outcome: 'PASS' })).status).toBe(200);
    }
    expect((await call('/handoff')).body).toMatchObject({ phone: 'opened', state: 'pass' });

    // Second open of a finished journey's link: a clear page, never a blank one.
    const again = await get(phoneLink);
    expect(again.status).toBe(410);
    expect(attr(again.text, 'data-initial')).toBe('link-used');
    expect(again.text).toContain('This link was already used');
  });

  it('the phone hands back: the desktop continues at the next step; false hides the way back', async () => {
    const shown = await journey();
    await get(shown.phoneLink);
    await shown.call('/start');
    await shown.call('/steps', { component: 'document', outcome: 'PASS' });
    await shown.call('/handoff/follow');
    expect((await shown.call('/handoff/back')).body).toEqual({
      phone: 'opened',
      state: 'resume',
      next: 'selfie',
      handedBack: true,
    });
    // Opening the link again takes the journey back to the phone (the link is used only when the journey ends).
    expect((await get(shown.phoneLink)).status).toBe(200);
    expect((await shown.call('/handoff')).body.handedBack).toBe(false);

    const hidden = await journey({ shouldShowContinueOnDesktop: false });
    const phone = await get(hidden.phoneLink);
    expect(phone.status).toBe(200);
    expect(phone.text).not.toContain('journey-continue-on-computer');
    // The phone took the journey back again; after a second hand-back a desktop reload shows the next step.
    await shown.call('/handoff/back');
    const reloaded = await get(shown.link);
    expect([attr(reloaded.text, 'data-initial'), attr(reloaded.text, 'data-resume')]).toEqual([
      'resume',
      'selfie',
    ]);

    const refused = await hidden.call('/handoff/back');
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/^shouldShowContinueOnDesktop: /);

    const explicit = await journey({ shouldShowContinueOnDesktop: true });
    expect((await get(explicit.phoneLink)).text).toContain('journey-continue-on-computer');
  });

  it("a desktop reload while the phone has the journey shows the QR screen, the phone's progress, then its end", async () => {
    const { link, phoneLink, call } = await journey();
    await call('/handoff/follow');
    let reload = await get(link);
    expect(attr(reload.text, 'data-initial')).toBe('handoff');
    expect(reload.text).toMatch(/data-testid="handoff-status"[^>]*>Waiting for your phone/);

    await get(phoneLink);
    await call('/start');
    await call('/steps', { component: 'document', outcome: 'PASS' });
    reload = await get(link);
    // Still waiting for the phone, which is connected and one step in.
    expect(attr(reload.text, 'data-initial')).toBe('handoff');
    expect(attr(reload.text, 'data-resume')).toBe('selfie');
    expect(attr(reload.text, 'data-handoff-state')).toBe('opened');
    expect(reload.text).toMatch(/data-testid="handoff-status"[^>]*>Your phone is connected/);

    // "Use this device instead": the desktop takes the journey; a reload continues at the next step.
    expect((await call('/handoff/stop')).status).toBe(200);
    reload = await get(link);
    expect([attr(reload.text, 'data-initial'), attr(reload.text, 'data-resume')]).toEqual([
      'resume',
      'selfie',
    ]);

    // Back to the phone, which finishes: a reload shows its end screen.
    await call('/handoff/follow');
    await call('/steps', { component: 'selfie', outcome: 'PASS' });
    await call('/steps', { component: 'phone', outcome: 'PASS' });
    expect(attr((await get(link)).text, 'data-initial')).toBe('pass');
  });

  it("the email option sends the one-time phone link to the session's email through the outbox", async () => {
    const { link, desktop, phoneLink, call } = await journey();
    expect(desktop.text).toContain('data-testid="journey-handoff-email"');
    expect((await call('/handoff/email')).body).toMatchObject({ sent: true, phone: 'waiting' });
    const outbox = await get(`${vx.sandbox.adminUrl}/outbox?to=ADA@example.test`);
    expect(outbox.body.data).toEqual([
      expect.objectContaining({ kind: 'journey.handoff', to: 'ada@example.test', link: phoneLink }),
    ]);
    // A reload while the email is out shows "Check your email", still following the phone.
    expect(attr((await get(link)).text, 'data-initial')).toBe('email-sent');

    // The phone finishes: no more emails for a used link (409), and none for an expired one (410).
    await get(phoneLink);
    await call('/start');
    const failed = await call('/steps', { component: 'document', outcome: 'FAIL' });
    expect(failed.body.status).toBe('FAIL');
    const used = await call('/handoff/email');
    expect([used.status, used.body.message]).toEqual([409, 'ERROR']);
    const other = await journey();
    await vx.sandbox.advance(3601);
    const expired = await other.call('/handoff/email');
    expect([expired.status, expired.body.message]).toEqual([410, 'LINK EXPIRED']);
    expect((await get(`${vx.sandbox.adminUrl}/outbox`)).body.data).toHaveLength(1);
  });

  it('expired and unknown phone links answer 410 and 404 pages; a wrong token gets no status', async () => {
    const { phoneLink, call } = await journey();
    expect((await get(`${vx.sandbox.frontendOrigin}/phone/journey/unknown`)).status).toBe(404);
    expect((await post(phoneLink.replace('/phone/journey/', '/journey/'), { t: 'wrong' })).status).toBe(404);
    await vx.sandbox.advance(3601);
    const expired = await get(phoneLink);
    expect(expired.status).toBe(410);
    expect(attr(expired.text, 'data-initial')).toBe('link-expired');
    expect((await call('/handoff')).body.state).toBe('expired');
  });
});
