// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { vxToken } from '../../../../test/conformance/vx-documents-support';
import { type RunningSandbox, startSandbox } from '../../../start';
import { startJourneyPage } from './journey';

// The journey script on the real journey page of a real sandbox: the page's HTML is served by the sandbox and
// the script's same-origin calls go to it (only the base of their relative URLs is supplied here).

let sandbox: RunningSandbox;
const realFetch = globalThis.fetch;
let posted: unknown[];

beforeAll(async () => {
  sandbox = await startSandbox({ apiPort: 0, frontendPort: 0 });
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
    realFetch(new URL(input, sandbox.frontendOrigin), init),
  );
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await sandbox.close();
});
beforeEach(() => {
  posted = [];
  // The page as if framed by an integrator: what it posts to its parent is recorded.
  Object.defineProperty(window, 'parent', {
    configurable: true,
    value: { postMessage: (message: unknown) => posted.push(message) },
  });
});

/** A new session's journey page (`link` of create_session, or any other page URL), loaded into the document. */
async function loadPage(url?: string): Promise<void> {
  let link = url;
  if (!link) {
    const created = await realFetch(`${sandbox.urls.vx_url}/api/session/create_session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await vxToken(sandbox)}` },
      body: JSON.stringify({ email: `journey-${Math.random()}@example.test`, age: '21+' }),
    });
    link = ((await created.json()) as { link: string }).link;
  }
  const html = await (await realFetch(link)).text();
  const page = new DOMParser().parseFromString(html, 'text/html');
  document.body.replaceWith(document.importNode(page.body, true));
  startJourneyPage();
}

const state = () => document.body.getAttribute('data-state');
const click = (testId: string) =>
  (document.querySelector(`[data-testid="${testId}"]`) as HTMLButtonElement).click();
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

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
    expect(posted).toEqual(['PASS']);
    expect(document.querySelectorAll('[data-progress].vf-done')).toHaveLength(3);
  });

  it('a failed step ends on the fail screen and posts FAIL; close posts CLOSE', async () => {
    await loadPage();
    click('journey-start');
    await until(() => state() === 'document');
    click('document-fail');
    await until(() => state() === 'fail');
    click('journey-close');
    expect(posted).toEqual(['FAIL', 'CLOSE']);
  });

  it('a link with a wrong token opens on the error screen and posts ERROR', async () => {
    await loadPage(`${sandbox.frontendOrigin}/journey/unknown?t=wrong`);
    expect(state()).toBe('error');
    expect(posted).toEqual(['ERROR']);
  });
});
