// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentModalClass, type ModalOptions } from './modal';

const origin = 'http://127.0.0.1:4011';
const DocumentModal = documentModalClass(window, { origin, params: ['token', 'fn', 'resultMessages'] });

/** A message as the capture page in the modal's iframe would post it (or a forger, with other values). */
function message(data: unknown, from: { origin?: string; source?: Window | null } = {}) {
  const iframe = document.getElementById('verify') as HTMLIFrameElement;
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: from.origin ?? origin,
      source: from.source === undefined ? iframe.contentWindow : from.source,
    }),
  );
}

describe('modal.js DocumentModal', () => {
  let calls: [string, unknown][];
  let options: ModalOptions;

  beforeEach(() => {
    document.body.innerHTML = '<iframe id="verify" hidden></iframe>';
    calls = [];
    const record = (name: string) => (payload: unknown) => calls.push([name, payload]);
    options = {
      iframeId: 'verify',
      token: 'tok-1',
      fn: 'Ada',
      resultMessages: { success: { verificationSuccessTitle: 'Done' } },
      unknownOption: 'not forwarded',
      onOpen: record('onOpen'),
      onClose: record('onClose'),
      onSuccess: record('onSuccess'),
      onError: record('onError'),
      onQr: record('onQr'),
    };
  });
  afterEach(() => {
    document.documentElement.classList.remove('sv-modal-open');
  });

  it('opens the capture page with the listed parameters (objects as JSON) and the parent origin', () => {
    const modal = new DocumentModal(options);
    modal.open();
    const iframe = document.getElementById('verify') as HTMLIFrameElement;
    const url = new URL(iframe.src);
    expect(url.origin + url.pathname).toBe(`${origin}/capture`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 'tok-1',
      fn: 'Ada',
      resultMessages: JSON.stringify(options.resultMessages),
      parent_origin: window.location.origin,
    });
    expect(iframe.hidden).toBe(false);
    expect(document.querySelector('.sv-modal-backdrop')).not.toBeNull();
    expect(calls).toEqual([['onOpen', {}]]);
    modal.destroy();
  });

  it('hears only its own iframe on the exact origin, and passes on a status and a message only', () => {
    const modal = new DocumentModal(options);
    modal.open();
    message({ source: 'sandbox-verify', type: 'success', status: 'PASS' }, { origin: 'https://evil.test' });
    message({ source: 'sandbox-verify', type: 'success', status: 'PASS' }, { source: window });
    message({ source: 'other', type: 'success', status: 'PASS' });
    message({ source: 'sandbox-verify', type: 'open' });
    message({ source: 'sandbox-verify', type: 'toString' });
    message('PASS');
    expect(calls).toEqual([['onOpen', {}]]);
    message({ source: 'sandbox-verify', type: 'success', status: 'PASS', token: 'secret', extra: 1 });
    expect(calls.at(-1)).toEqual(['onSuccess', { status: 'PASS' }]);
    modal.destroy();
  });

  it('closes on a close message and on Escape, each time calling onClose once', () => {
    const modal = new DocumentModal(options);
    modal.open();
    message({ source: 'sandbox-verify', type: 'close' });
    expect((document.getElementById('verify') as HTMLIFrameElement).hidden).toBe(true);
    expect(document.querySelector('.sv-modal-backdrop')).toBeNull();
    modal.open();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(calls.map(([name]) => name)).toEqual(['onOpen', 'onClose', 'onOpen', 'onClose']);
    modal.destroy();
  });

  it('a throwing callback does not stop the modal; destroy stops listening', () => {
    vi.useFakeTimers();
    try {
      const modal = new DocumentModal({
        ...options,
        onQr: () => {
          throw new Error('integrator bug');
        },
      });
      modal.open();
      expect(() => message({ source: 'sandbox-verify', type: 'qr' })).not.toThrow();
      expect(() => vi.runAllTimers()).toThrow('integrator bug');
      modal.destroy();
      message({ source: 'sandbox-verify', type: 'success', status: 'PASS' });
      expect(calls).toEqual([['onOpen', {}]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('titles the iframe in the modal’s language (4.8), English when unknown; a title the page set stays', () => {
    const frameTitles = { en: 'Document verification', ar: 'التحقق من المستند' };
    const Titled = documentModalClass(window, { origin, params: ['token'], frameTitles });
    const iframe = document.getElementById('verify') as HTMLIFrameElement;
    const titleFor = (language?: string) => {
      iframe.removeAttribute('title');
      const modal = new Titled({ ...options, language });
      modal.open();
      modal.destroy();
      return iframe.title;
    };
    expect(titleFor('ar')).toBe('التحقق من المستند');
    expect(titleFor('AR-eg')).toBe('التحقق من المستند');
    expect(titleFor('sw')).toBe('Document verification');
    expect(titleFor(undefined)).toBe('Document verification');
    iframe.title = 'Our own title';
    const modal = new Titled({ ...options, language: 'ar' });
    modal.open();
    expect(iframe.title).toBe('Our own title');
    modal.destroy();
  });

  it('reports a missing iframe through onError and refuses options without an iframe id', () => {
    const modal = new DocumentModal({ ...options, iframeId: 'absent' });
    modal.open();
    expect(calls).toEqual([['onError', { message: 'No <iframe id="absent"> on the page' }]]);
    modal.destroy();
    expect(() => new DocumentModal({ iframeId: '' })).toThrow(TypeError);
  });
});
