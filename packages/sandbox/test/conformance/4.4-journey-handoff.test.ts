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
    return { desktop, phoneLink, call };
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
    const refused = await hidden.call('/handoff/back');
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/^shouldShowContinueOnDesktop: /);

    const explicit = await journey({ shouldShowContinueOnDesktop: true });
    expect((await get(explicit.phoneLink)).text).toContain('journey-continue-on-computer');
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
