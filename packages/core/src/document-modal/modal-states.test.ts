// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeVendorModal, installVendor, uninstallVendor } from '../../test/fake-vendor';
import { modalParameters } from '../../test/fixtures';
import { resetLoaderCache } from './loader';
import type { DocumentModalState } from './machine';
import { createDocumentModal, type DocumentModal } from './modal';

// The modal's machine seen from outside: every state × every call and vendor callback, with the state it
// ends in. A call the state does not allow is ignored: same state, same snapshot object, nothing told.
const sdk = {
  scriptUrl: 'https://verify.example.com/modal/v1/modal.js',
  constructorPath: 'Vendor.DocumentModal',
};
type Call = 'load' | 'open' | 'close' | 'destroy' | 'onOpen' | 'onClose';
const CALLS: Call[] = ['load', 'open', 'close', 'destroy', 'onOpen', 'onClose'];
const IGNORED = Symbol('ignored');
const EXPECTED: Record<DocumentModalState, Record<Call, DocumentModalState | typeof IGNORED>> = {
  idle: {
    load: 'ready',
    open: 'open',
    close: IGNORED,
    destroy: 'destroyed',
    onOpen: IGNORED,
    onClose: IGNORED,
  },
  loading: {
    load: 'ready',
    open: 'open',
    close: IGNORED,
    destroy: 'destroyed',
    onOpen: IGNORED,
    onClose: IGNORED,
  },
  ready: {
    load: IGNORED,
    open: 'open',
    close: IGNORED,
    destroy: 'destroyed',
    onOpen: 'open',
    onClose: 'ready',
  },
  open: {
    load: IGNORED,
    open: IGNORED,
    close: 'closed',
    destroy: 'destroyed',
    onOpen: 'open',
    onClose: 'closed',
  },
  closed: {
    load: IGNORED,
    open: 'open',
    close: IGNORED,
    destroy: 'destroyed',
    onOpen: 'open',
    onClose: 'closed',
  },
  failed: {
    load: 'ready',
    open: 'open',
    close: IGNORED,
    destroy: 'destroyed',
    onOpen: IGNORED,
    onClose: IGNORED,
  },
  destroyed: {
    load: IGNORED,
    open: IGNORED,
    close: IGNORED,
    destroy: IGNORED,
    onOpen: IGNORED,
    onClose: IGNORED,
  },
};

/** States in which no vendor modal exists. */
const vendorless: DocumentModalState[] = ['idle', 'loading', 'failed'];

let modals: DocumentModal[] = [];
let failToken: boolean;
let holdToken: (() => void) | undefined;
const fetchToken = () =>
  new Promise<{ token: string }>((resolve, reject) => {
    if (failToken) reject(new Error('token refused'));
    else holdToken = () => resolve({ token: 'token-1' });
  });

/** A modal in `state`, reached through its public calls. */
const reach = async (state: DocumentModalState) => {
  failToken = state === 'failed';
  const modal = createDocumentModal({ sdk, parameters: modalParameters, fetchToken });
  modals.push(modal);
  if (state !== 'idle') {
    const loading = modal.load().catch(() => {});
    failToken = false;
    if (state !== 'loading') {
      holdToken?.();
      await loading;
    }
    if (state === 'open' || state === 'closed') await modal.open();
    // Destroyed after it was built: a vendor exists whose late callbacks the machine must ignore.
    if (state === 'destroyed') modal.destroy();
    if (state === 'closed') modal.close();
  }
  expect(modal.getSnapshot().state).toBe(state);
  return modal;
};

/** Makes the call, lets a token under way arrive, and waits for what the call started. */
const make = async (modal: DocumentModal, call: Call) => {
  const vendor = FakeVendorModal.instances.at(-1);
  // A vendor callback row means something only when a vendor exists to call it.
  if (call === 'onOpen' || call === 'onClose') expect(vendor).toBeDefined();
  const done =
    call === 'onOpen' || call === 'onClose'
      ? vendor?.options[call]?.()
      : (modal[call]() as Promise<void> | void);
  holdToken?.();
  await Promise.resolve(done).catch(() => {});
};

beforeEach(() => {
  FakeVendorModal.instances = [];
  holdToken = undefined;
  resetLoaderCache();
  installVendor();
});
afterEach(() => {
  for (const modal of modals) modal.destroy();
  modals = [];
  uninstallVendor();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('createDocumentModal: its machine, state × call', () => {
  for (const [state, calls] of Object.entries(EXPECTED) as [DocumentModalState, Record<Call, unknown>][]) {
    for (const call of CALLS) {
      // Before the vendor's modal is built (idle, loading) or when building it failed, no vendor exists: nothing
      // can call its callbacks (a late one from a destroyed modal is the `destroyed` row).
      if (vendorless.includes(state) && (call === 'onOpen' || call === 'onClose')) continue;
      const expected = calls[call];
      it(`${state} × ${call} → ${expected === IGNORED ? 'ignored' : String(expected)}`, async () => {
        const modal = await reach(state);
        const before = modal.getSnapshot();
        let told = 0;
        modal.subscribe(() => told++);
        await make(modal, call);
        if (expected === IGNORED) {
          expect(modal.getSnapshot()).toBe(before);
          expect(told).toBe(0);
        } else expect(modal.getSnapshot().state).toBe(expected);
      });
    }
  }
});
