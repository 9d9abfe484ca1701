// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { docToken, modalParams } from '../../../../test/conformance/vx-documents-support';
import { startCapturePage } from './capture';
import { click, pageState, realFetch, showPage, until, useSandboxPage } from './page-test-support';

// The capture script on the real capture page of a real sandbox: the page's HTML and the answers of its
// same-origin calls come from the sandbox (only the base of the relative URLs is supplied here).

const page = useSandboxPage();
const sandbox = () => page.sandbox();

/** Loads the capture page for these 4.8 parameters (the URL's query is the page's own, as in the iframe). */
async function loadPage(params: Record<string, unknown>): Promise<void> {
  const query = new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
  ).toString();
  const html = await (await realFetch(`${sandbox().frontendOrigin}/capture?${query}`)).text();
  window.history.replaceState(null, '', `/capture?${query}`);
  showPage(html);
  startCapturePage();
}

const state = pageState;

describe('capture.js on the sandbox capture page', () => {
  it('scan then selfie ends on success, posting only the callback type and status', async () => {
    await loadPage(modalParams(await docToken(sandbox()), 'dcamspluspassselfiematch'));
    expect(state()).toBe('intro');
    click('capture-start');
    expect(state()).toBe('scan');
    click('capture-scan');
    await until(() => state() === 'selfie');
    click('capture-selfie');
    await until(() => state() === 'success');
    expect(page.posted()).toEqual([{ source: 'sandbox-verify', type: 'success', status: 'PASS' }]);
  });

  it('a failed scan (FAIL, no review follows) ends on the final failure; close posts close', async () => {
    await loadPage(modalParams(await docToken(sandbox()), 'dcamsplusfail'));
    click('capture-start');
    click('capture-scan');
    await until(() => state() === 'failure-final');
    const shown = document.querySelector('[data-screen="failure-final"]');
    expect(shown?.querySelector('h1')?.textContent).toBe('Verification Failed');
    expect(shown?.textContent).toContain('We could not confirm your identity.');
    expect(shown?.textContent).not.toMatch(/review/i);
    click('capture-close');
    expect(page.posted()).toEqual([
      { source: 'sandbox-verify', type: 'failure', status: 'FAIL' },
      { source: 'sandbox-verify', type: 'close' },
    ]);
  });

  it('a scan that goes to manual review (PENDING) ends on the review screen, not on a refusal', async () => {
    await loadPage(modalParams(await docToken(sandbox()), 'dcamsplusfailmanualpass'));
    click('capture-start');
    click('capture-scan');
    await until(() => state() === 'failure');
    const shown = document.querySelector('[data-screen="failure"]');
    expect(shown?.querySelector('h1')?.textContent).toBe('Under Review');
    expect(shown?.textContent).toContain('Your document is pending manual review');
    expect(page.posted()).toEqual([{ source: 'sandbox-verify', type: 'failure', status: 'PENDING' }]);
  });

  it('an unknown token opens on the token error state and posts it once', async () => {
    await loadPage(modalParams('doc_unknown', 'Hopper'));
    expect(state()).toBe('error-token');
    expect(page.posted()).toEqual([{ source: 'sandbox-verify', type: 'error-token' }]);
  });

  it('the desktop follows the phone: onQr once (Done, then the phone finishing), then the outcome', async () => {
    await loadPage(modalParams(await docToken(sandbox()), 'dcamsplusfail', { qr: true }));
    click('capture-use-phone');
    expect(state()).toBe('handoff');
    click('capture-qr-done');
    const id = document.body.getAttribute('data-handoff') ?? '';
    const phone = `${sandbox().frontendOrigin}/phone/${id}`;
    expect(document.querySelector('[data-testid="handoff-link"]')?.textContent).toBe(phone);
    await realFetch(phone);
    await until(() => document.body.getAttribute('data-handoff-state') === 'opened');
    await realFetch(`${sandbox().frontendOrigin}/capture/api/scan`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ params: { handoff: id } }),
    });
    await until(() => state() === 'failure-final');
    expect(page.posted()).toEqual([
      { source: 'sandbox-verify', type: 'qr' },
      { source: 'sandbox-verify', type: 'failure', status: 'FAIL' },
    ]);
  });

  it('the phone page scans with the desktop parameters and posts nothing, even when framed', async () => {
    await loadPage(modalParams(await docToken(sandbox()), 'dcamspluspass', { qr: true }));
    const id = document.body.getAttribute('data-handoff') ?? '';
    const html = await (await realFetch(`${sandbox().frontendOrigin}/phone/${id}`)).text();
    window.history.replaceState(null, '', `/phone/${id}`);
    showPage(html);
    startCapturePage();
    expect(document.body.getAttribute('data-mode')).toBe('phone');
    click('capture-start');
    click('capture-scan');
    await until(() => state() === 'success');
    expect(page.posted()).toEqual([]);
  });
});
