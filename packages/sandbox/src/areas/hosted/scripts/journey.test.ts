// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vxToken } from '../../../../test/conformance/vx-documents-support';
import { journeyHandoffPollMs, startJourneyPage } from './journey';
import { click, pageState, realFetch, showPage, until, useSandboxPage } from './page-test-support';

// The journey script on the real journey page of a real sandbox: the page's HTML is served by the sandbox and
// the script's same-origin calls go to it (only the base of their relative URLs is supplied here).

const page = useSandboxPage();
const sandbox = () => page.sandbox();

/** A new session's journey page (`link` of create_session, or any other page URL), loaded into the document. */
async function loadPage(url?: string): Promise<string> {
  let link = url;
  if (!link) {
    const created = await realFetch(`${sandbox().urls.vx_url}/api/session/create_session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await vxToken(sandbox())}` },
      body: JSON.stringify({ email: `journey-${Math.random()}@example.test`, age: '21+' }),
    });
    link = ((await created.json()) as { link: string }).link;
  }
  const html = await (await realFetch(link)).text();
  showPage(html);
  stops.push(startJourneyPage());
  return link;
}
/** Each started page stops following the phone when its test ends, so no poll outlives the file's window. */
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

const state = pageState;

describe('journey.js on the sandbox journey page', () => {
  it('walks start, document, selfie and phone to the pass screen, posting PASS once', async () => {
    await loadPage();
    expect(state()).toBe('intro');
    click('journey-start');
    await until(() => state() === 'document');
    click('document-pass');
    await until(() => state() === 'selfie');
    click('selfie-pass');
    await until(() => state() === 'phone');
    click('phone-pass');
    await until(() => state() === 'pass');
    expect(page.posted()).toEqual(['PASS']);
    expect(document.querySelectorAll('[data-progress].vf-done')).toHaveLength(3);
  });

  it('a failed step ends on the fail screen and posts FAIL; close posts CLOSE', async () => {
    await loadPage();
    click('journey-start');
    await until(() => state() === 'document');
    click('document-fail');
    await until(() => state() === 'fail');
    click('journey-close');
    expect(page.posted()).toEqual(['FAIL', 'CLOSE']);
  });

  it('a link with a wrong token opens on the error screen and posts ERROR', async () => {
    await loadPage(`${sandbox().frontendOrigin}/journey/unknown?t=wrong`);
    expect(state()).toBe('error');
    expect(page.posted()).toEqual(['ERROR']);
  });

  it('on the QR screen the desktop follows the phone to the end and posts PASS once', async () => {
    const link = await loadPage();
    click('journey-use-phone');
    expect(state()).toBe('handoff');
    const phoneLink = document.querySelector('[data-testid="handoff-link"]')?.textContent ?? '';
    const { pathname } = new URL(link);
    const t = new URL(link).searchParams.get('t');
    // The phone: its page opens (the desktop says so), then it runs the steps through the same calls.
    expect((await realFetch(phoneLink)).status).toBe(200);
    await vi.waitFor(() => expect(document.body.getAttribute('data-handoff-state')).toBe('opened'), {
      timeout: 20_000,
    });
    const phoneCall = (path: string, body: Record<string, unknown> = {}) =>
      realFetch(new URL(`${pathname}${path}`, sandbox().frontendOrigin), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ t, ...body }),
      });
    await phoneCall('/start');
    for (const component of ['document', 'selfie', 'phone']) {
      await phoneCall('/steps', { component, outcome: 'PASS' });
    }
    await vi.waitFor(() => expect(state()).toBe('pass'), { timeout: 20_000 });
    expect(page.posted()).toEqual(['PASS']);
    // The poll has stopped: no second message arrives.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(page.posted()).toEqual(['PASS']);
  });

  it('a reload while the phone has the journey shows the same hand-off screen and follows the phone again', async () => {
    const link = await loadPage();
    click('journey-use-phone');
    click('journey-handoff-email');
    await until(() => state() === 'email-sent');
    const phoneLink = document.querySelector('[data-testid="handoff-link"]')?.textContent ?? '';
    await loadPage(link);
    expect(state()).toBe('email-sent');
    expect((await realFetch(phoneLink)).status).toBe(200);
    await vi.waitFor(() => expect(document.body.getAttribute('data-handoff-state')).toBe('opened'), {
      timeout: 20_000,
    });
    // The phone's progress: one step done there, one bar done here.
    const { pathname, searchParams } = new URL(link);
    const phoneCall = (path: string, body: Record<string, unknown> = {}) =>
      realFetch(new URL(`${pathname}${path}`, sandbox().frontendOrigin), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ t: searchParams.get('t'), ...body }),
      });
    await phoneCall('/start');
    await phoneCall('/steps', { component: 'document', outcome: 'PASS' });
    await vi.waitFor(() => expect(document.querySelectorAll('[data-progress].vf-done')).toHaveLength(1), {
      timeout: 20_000,
    });
    expect(state()).toBe('email-sent');
    // "Use this device instead": the desktop has the journey again, also after a reload.
    click('journey-email-back');
    await until(() => state() === 'selfie');
    await loadPage(link);
    expect(state()).toBe('selfie');
    expect(page.posted()).toEqual([]);
  });

  /**
   * Counts the calls for the session of `link` by their last path segment while `run` runs (the scripts of the
   * earlier tests' pages still listen on this document: their calls name their own sessions).
   */
  async function countingCalls(link: string, run: (calls: string[]) => Promise<void>): Promise<void> {
    const pageFetch = globalThis.fetch;
    const calls: string[] = [];
    const session = new URL(link).pathname;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      const path = new URL(String(input), 'http://page.invalid').pathname;
      if (path.startsWith(`${session}/`)) calls.push(path.split('/').at(-1) ?? '');
      return pageFetch(input, init);
    });
    try {
      await run(calls);
    } finally {
      vi.stubGlobal('fetch', pageFetch);
    }
  }

  it('QR, this device, QR again at once: one poll loop follows the phone', async () => {
    const link = await loadPage();
    await countingCalls(link, async (calls) => {
      click('journey-use-phone');
      click('journey-handoff-back');
      click('journey-use-phone');
      await until(() => state() === 'handoff');
      const handoffPolls = () => calls.filter((name) => name === 'handoff').length;
      await until(() => handoffPolls() >= 2); // the first answers of both runs are in
      calls.length = 0;
      const counting = performance.now();
      // Six polls: one loop (every 750 ms) needs about 4.5 s for them, two loops about 2.25 s.
      await vi.waitFor(() => expect(handoffPolls()).toBeGreaterThanOrEqual(6), {
        timeout: 12_000,
        interval: 20,
      });
      const periods = Math.floor((performance.now() - counting) / journeyHandoffPollMs);
      expect(state()).toBe('handoff');
      // A busy machine only makes a loop later, never earlier: one loop polls at most once a period (plus one at
      // each edge), so six polls in fewer than four periods means a second loop.
      expect(handoffPolls()).toBeLessThanOrEqual(periods + 2);
    });
  }, 20_000);

  it('this device at once after QR: the server is told after the follow, so a reload stays on this device', async () => {
    const link = await loadPage();
    await countingCalls(link, async (calls) => {
      click('journey-use-phone');
      click('journey-handoff-back'); // at once: the follow call is still on its way
      await until(() => state() === 'intro');
      expect(calls.indexOf('follow')).toBeGreaterThanOrEqual(0);
      expect(calls.indexOf('follow')).toBeLessThan(calls.indexOf('stop'));
    });
    await loadPage(link);
    expect(state()).toBe('intro'); // the server holds the journey as taken back, not on the QR screen
  });

  /** A new session's phone link, read from its desktop page's QR screen. */
  async function phoneLinkOfNewSession(): Promise<string> {
    const created = await realFetch(`${sandbox().urls.vx_url}/api/session/create_session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await vxToken(sandbox())}` },
      body: JSON.stringify({ email: `phone-${Math.random()}@example.test`, age: '21+' }),
    });
    const html = await (await realFetch(((await created.json()) as { link: string }).link)).text();
    return html.match(/data-testid="handoff-link">([^<]+)</)?.[1] ?? '';
  }

  it('the phone page posts nothing, even on an end screen; "continue on this computer" ends on its screen', async () => {
    await loadPage(await phoneLinkOfNewSession());
    click('journey-start');
    await until(() => state() === 'document');
    click('document-fail');
    await until(() => state() === 'fail');
    expect(page.posted()).toEqual([]);

    await loadPage(await phoneLinkOfNewSession());
    click('journey-start');
    await until(() => state() === 'document');
    click('document-pass');
    await until(() => state() === 'selfie');
    click('journey-continue-on-computer');
    await until(() => state() === 'returned');
    expect(page.posted()).toEqual([]);
  });
});
