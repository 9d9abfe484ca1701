// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { vxToken } from '../../../../test/conformance/vx-documents-support';
import { startJourneyPage } from './journey';
import { click, pageState, realFetch, showPage, until, useSandboxPage } from './page-test-support';

// The journey script on the real journey page of a real sandbox: the page's HTML is served by the sandbox and
// the script's same-origin calls go to it (only the base of their relative URLs is supplied here).

const page = useSandboxPage();
const sandbox = () => page.sandbox();

/** A new session's journey page (`link` of create_session, or any other page URL), loaded into the document. */
async function loadPage(url?: string): Promise<void> {
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
  startJourneyPage();
}

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
});
