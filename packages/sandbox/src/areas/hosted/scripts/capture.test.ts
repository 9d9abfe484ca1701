// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { docToken, modalParams } from '../../../../test/conformance/vx-documents-support';
import { type RunningSandbox, startSandbox } from '../../../start';
import { startCapturePage } from './capture';

// The capture script on the real capture page of a real sandbox: the page's HTML and the answers of its
// same-origin calls come from the sandbox (only the base of the relative URLs is supplied here).

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
  // The page as the modal's iframe: what it posts to its parent is recorded.
  Object.defineProperty(window, 'parent', {
    configurable: true,
    value: { postMessage: (message: unknown) => posted.push(message) },
  });
});

/** Loads the capture page for these 4.8 parameters (the URL's query is the page's own, as in the iframe). */
async function loadPage(params: Record<string, unknown>): Promise<void> {
  const query = new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
  ).toString();
  const html = await (await realFetch(`${sandbox.frontendOrigin}/capture?${query}`)).text();
  window.history.replaceState(null, '', `/capture?${query}`);
  const page = new DOMParser().parseFromString(html, 'text/html');
  document.body.replaceWith(document.importNode(page.body, true));
  startCapturePage();
}

const state = () => document.body.getAttribute('data-state');
const click = (testId: string) =>
  (document.querySelector(`[data-testid="${testId}"]`) as HTMLButtonElement).click();
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

describe('capture.js on the sandbox capture page', () => {
  it('scan then selfie ends on success, posting only the callback type and status', async () => {
    await loadPage(modalParams(await docToken(sandbox), 'dcamspluspassselfiematch'));
    expect(state()).toBe('intro');
    click('capture-start');
    expect(state()).toBe('scan');
    click('capture-scan');
    await until(() => state() === 'selfie');
    click('capture-selfie');
    await until(() => state() === 'success');
    expect(posted).toEqual([{ source: 'sandbox-verify', type: 'success', status: 'PASS' }]);
  });

  it('a failed scan ends on failure; close posts close', async () => {
    await loadPage(modalParams(await docToken(sandbox), 'dcamsplusfail'));
    click('capture-start');
    click('capture-scan');
    await until(() => state() === 'failure');
    click('capture-close');
    expect(posted).toEqual([
      { source: 'sandbox-verify', type: 'failure', status: 'FAIL' },
      { source: 'sandbox-verify', type: 'close' },
    ]);
  });

  it('an unknown token opens on the token error state and posts it once', async () => {
    await loadPage(modalParams('doc_unknown', 'Hopper'));
    expect(state()).toBe('error-token');
    expect(posted).toEqual([{ source: 'sandbox-verify', type: 'error-token' }]);
  });
});
