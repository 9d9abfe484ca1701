// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLBACKS, FakeVendorModal, installVendor, uninstallVendor } from '../../test/fake-vendor';
import { modalParameters } from '../../test/fixtures';
import type { ModalParameters } from '../builders';
import { EmbedConfigError, ScriptLoadError } from '../embed/errors';
import { resetLoaderCache } from './loader';
import { createDocumentModal, type DocumentModal, type DocumentModalEvent } from './modal';

const JS = 'https://verify.example.com/modal/v1/modal.js';
const CSS = 'https://verify.example.com/modal/v1/modal.css';
const sdk = { scriptUrl: JS, stylesheetUrl: CSS, constructorPath: 'Vendor.DocumentModal' };
const parameters = modalParameters;
const frames = () => [...document.querySelectorAll('iframe')];
const fire = (selector: string, type: 'load' | 'error') =>
  document.querySelector(selector)!.dispatchEvent(new Event(type));
const tick = () => new Promise((r) => setTimeout(r, 0));
let modals: DocumentModal[] = [];
const create = (extra: Partial<Parameters<typeof createDocumentModal>[0]> = {}) => {
  const m = createDocumentModal({ sdk, parameters, ...extra });
  modals.push(m);
  return m;
};

beforeEach(() => {
  FakeVendorModal.instances = [];
  FakeVendorModal.failNext = false;
  resetLoaderCache();
});
afterEach(() => {
  for (const m of modals) m.destroy();
  modals = [];
  uninstallVendor();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('createDocumentModal', () => {
  it('loads the vendor files, builds the modal on a new iframe and opens it', async () => {
    const modal = create();
    const states: string[] = [];
    modal.subscribe(() => states.push(modal.getSnapshot().state));
    expect(modal.getSnapshot()).toEqual({ state: 'idle', error: null, lastEvent: null });

    const opening = modal.open();
    await tick();
    expect(modal.getSnapshot().state).toBe('loading');
    fire('link[rel=stylesheet]', 'load');
    installVendor();
    fire('script[src]', 'load');
    await opening;

    expect(states).toEqual(['loading', 'ready', 'open']);
    expect(modal.getSnapshot()).toEqual({ state: 'open', error: null, lastEvent: { type: 'open' } });
    const [vendor] = FakeVendorModal.instances;
    expect(FakeVendorModal.instances).toHaveLength(1);
    expect(vendor!.calls).toEqual(['open']);
    expect(vendor!.options).toMatchObject({ ...parameters, iframeId: 'veriframe-document-modal' });
    expect(Object.keys(vendor!.options).filter((k) => k.startsWith('on'))).toEqual(CALLBACKS);

    const [frame] = frames();
    expect(frames()).toHaveLength(1);
    expect(frame!.id).toBe('veriframe-document-modal');
    expect(frame!.getAttribute('allow')).toBe('camera');
    expect(frame!.hidden).toBe(true);
    expect(frame!.getAttribute('scrolling')).toBe('no');
    expect(frame!.title).toBeTruthy();
  });

  it('keeps the snapshot object while nothing changes', async () => {
    installVendor();
    const modal = create();
    const first = modal.getSnapshot();
    expect(modal.getSnapshot()).toBe(first);
    modal.close(); // invalid in idle: ignored
    expect(modal.getSnapshot()).toBe(first);
    await modal.open();
    const opened = modal.getSnapshot();
    await modal.open();
    expect(modal.getSnapshot()).toBe(opened);
    expect(opened).not.toBe(first);
  });

  it('maps all eleven callbacks to typed events for the latest handler, without rebuilding', async () => {
    installVendor();
    const first = vi.fn();
    const latest: DocumentModalEvent[] = [];
    const modal = create({ onEvent: first });
    await modal.load();
    modal.setOnEvent((e) => latest.push(e));
    const { options } = FakeVendorModal.instances[0]!;
    for (const name of CALLBACKS) options[name]!({ status: name });
    expect(first).not.toHaveBeenCalled();
    expect(latest.map((e) => e.type)).toEqual([
      'open',
      'close',
      'success',
      'failure',
      'email',
      'qr',
      'error',
      'error-token',
      'error-pending',
      'error-already-verified',
      'error-velocity',
    ]);
    expect(latest[2]).toEqual({ type: 'success', data: { status: 'onSuccess' } });
    expect(modal.getSnapshot().lastEvent).toBe(latest[10]);
    expect(FakeVendorModal.instances).toHaveLength(1);
  });

  it('follows the user closing and reopening through the vendor callbacks', async () => {
    installVendor();
    const modal = create();
    await modal.open();
    FakeVendorModal.instances[0]!.options.onClose!();
    expect(modal.getSnapshot().state).toBe('closed');
    await modal.open();
    expect(modal.getSnapshot().state).toBe('open');
    expect(FakeVendorModal.instances[0]!.calls).toEqual(['open', 'open']);
  });

  it('makes open, close and destroy idempotent', async () => {
    installVendor();
    const modal = create();
    await Promise.all([modal.open(), modal.open()]);
    modal.close();
    modal.close();
    modal.destroy();
    modal.destroy();
    const [vendor] = FakeVendorModal.instances;
    expect(vendor!.calls).toEqual(['open', 'close', 'destroy']);
    expect(modal.getSnapshot().state).toBe('destroyed');
  });

  it('removes what it created on destroy, ignores late callbacks and turns later calls into no-ops', async () => {
    installVendor();
    const onEvent = vi.fn();
    const modal = create({ onEvent });
    await modal.open();
    const listener = vi.fn();
    modal.subscribe(listener);
    modal.destroy();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(frames()).toHaveLength(0);
    const [vendor] = FakeVendorModal.instances;
    vendor!.options.onSuccess!({ late: true });
    await modal.open();
    await modal.load();
    modal.close();
    expect(onEvent).toHaveBeenCalledTimes(1); // only the first open
    expect(vendor!.calls).toEqual(['open', 'destroy']);
    expect(FakeVendorModal.instances).toHaveLength(1);
    expect(modal.getSnapshot().state).toBe('destroyed');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('puts the iframe it creates in a dialog: Escape (cancel) closes the modal, destroy removes both', async () => {
    installVendor();
    const modal = create();
    await modal.open();
    const dialog = frames()[0]!.parentElement!;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.getAttribute('aria-label')).toBe('Document verification');
    expect(dialog.parentElement).toBe(document.body);
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    // The platform's own close is prevented: the modal's state closes the dialog, and the vendor is told.
    expect(cancel.defaultPrevented).toBe(true);
    expect(modal.getSnapshot().state).toBe('closed');
    expect(FakeVendorModal.instances[0]!.calls).toEqual(['open', 'close']);
    modal.destroy();
    expect(dialog.isConnected).toBe(false);
  });

  it('uses and keeps an iframe the page already has', async () => {
    installVendor();
    const own = document.createElement('iframe');
    own.id = 'my-frame';
    document.body.append(own);
    const modal = create({ iframeId: 'my-frame' });
    await modal.open();
    expect(frames()).toEqual([own]);
    expect(FakeVendorModal.instances[0]!.options.iframeId).toBe('my-frame');
    modal.destroy();
    expect(own.isConnected).toBe(true);
  });

  it('fails with a typed error when the id names something other than an iframe', async () => {
    installVendor();
    const div = document.createElement('div');
    div.id = 'taken';
    document.body.append(div);
    const modal = create({ iframeId: 'taken' });
    await expect(modal.open()).rejects.toBeInstanceOf(EmbedConfigError);
    expect(modal.getSnapshot().state).toBe('failed');
    expect(modal.getSnapshot().error).toMatchObject({ field: 'iframeId' });
    expect(FakeVendorModal.instances).toHaveLength(0);
    expect(() => createDocumentModal({ sdk, parameters, iframeId: '' })).toThrow(EmbedConfigError);
  });

  it('goes to failed on a load error, and a later open retries', async () => {
    const modal = create({ sdk: { scriptUrl: JS, constructorPath: 'Vendor.DocumentModal' } });
    const first = modal.open();
    await tick();
    fire('script[src]', 'error');
    const error = await first.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect(modal.getSnapshot()).toMatchObject({ state: 'failed', error });
    expect(frames()).toHaveLength(0);

    const retry = modal.open();
    await tick();
    expect(modal.getSnapshot()).toMatchObject({ state: 'loading', error: null });
    installVendor();
    fire('script[src]', 'load');
    await retry;
    expect(modal.getSnapshot().state).toBe('open');
  });

  it('survives a double mount: a destroy during loading leaves nothing behind', async () => {
    const a = create();
    const aOpen = a.open();
    await tick();
    a.destroy();
    const b = create();
    const bOpen = b.open();
    installVendor();
    fire('link[rel=stylesheet]', 'load');
    fire('script[src]', 'load');
    await Promise.all([aOpen, bOpen]);
    expect(a.getSnapshot().state).toBe('destroyed');
    expect(b.getSnapshot().state).toBe('open');
    expect(FakeVendorModal.instances).toHaveLength(1);
    expect(frames()).toHaveLength(1);
    b.destroy();
    expect(frames()).toHaveLength(0);
  });

  it('survives create → destroy → create with the same iframe id after a full load', async () => {
    installVendor();
    const a = create();
    await a.open();
    a.destroy();
    const b = create();
    await b.open();
    expect(frames()).toHaveLength(1);
    expect(FakeVendorModal.instances.map((v) => v.calls)).toEqual([['open', 'destroy'], ['open']]);
  });

  it('recreates the iframe at open when another modal with the same id removed it', async () => {
    installVendor();
    const a = create();
    await a.load(); // a creates the frame
    const b = create();
    await b.load(); // b finds it
    a.destroy(); // and a removes it
    expect(frames()).toHaveLength(0);
    await b.open();
    expect(frames().map((f) => f.id)).toEqual(['veriframe-document-modal']);
    expect(b.getSnapshot().state).toBe('open');
    b.destroy();
    expect(frames()).toHaveLength(0);
  });

  it('rebuilds with new parameters at the next open, never while open', async () => {
    installVendor();
    const modal = create();
    await modal.open();
    modal.setParameters({ ...parameters, email: 'new@example.com' });
    expect(FakeVendorModal.instances).toHaveLength(1);
    modal.close();
    await modal.open();
    const [old, fresh] = FakeVendorModal.instances;
    expect(old!.calls).toEqual(['open', 'close', 'destroy']);
    expect(fresh!.options.email).toBe('new@example.com');
    expect(fresh!.calls).toEqual(['open']);
    old!.options.onSuccess!();
    expect(modal.getSnapshot().lastEvent).toEqual({ type: 'open' });
  });

  it('builds again at the next open when the rebuild with new parameters throws', async () => {
    installVendor();
    const modal = create();
    await modal.open();
    modal.close();
    modal.setParameters({ ...parameters, email: 'new@example.com' });
    FakeVendorModal.failNext = true;
    await expect(modal.open()).rejects.toThrow('vendor constructor failed');
    expect(FakeVendorModal.instances[0]!.calls).toEqual(['open', 'close', 'destroy']);
    expect(modal.getSnapshot().state).toBe('closed');
    await modal.open();
    expect(FakeVendorModal.instances).toHaveLength(2);
    expect(FakeVendorModal.instances[0]!.calls).toEqual(['open', 'close', 'destroy']);
    expect(FakeVendorModal.instances[1]!.options.email).toBe('new@example.com');
    expect(modal.getSnapshot().state).toBe('open');
  });

  it('never lets parameters replace the iframe id or the callbacks', async () => {
    installVendor();
    const onEvent = vi.fn();
    const modal = create({
      parameters: { ...parameters, iframeId: 'evil', onSuccess: 'x' } as ModalParameters,
      onEvent,
    });
    await modal.load();
    const { options } = FakeVendorModal.instances[0]!;
    expect(options.iframeId).toBe('veriframe-document-modal');
    options.onSuccess!();
    expect(onEvent).toHaveBeenCalledWith({ type: 'success' });
  });

  it('does nothing without a document (server rendering)', async () => {
    const modal = create({ document: null });
    await modal.load();
    await modal.open();
    modal.close();
    expect(modal.getSnapshot().state).toBe('idle');
    expect(document.head.children).toHaveLength(0);
  });
});
