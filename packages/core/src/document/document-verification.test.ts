// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeVendorModal, installVendor, uninstallVendor } from '../../test/fake-vendor';
import { resetLoaderCache } from '../document-modal/loader';
import type { DocumentModalEvent } from '../document-modal/modal-types';
import { DocumentVerificationFlow } from './document-verification';
import { nextHandoff } from './handoff';

const sdk = {
  scriptUrl: 'https://verify.example.com/modal/v1/modal.js',
  constructorPath: 'Vendor.DocumentModal',
};
const parameters = {
  fn: 'Alex',
  ln: 'Doe',
  addr: '1 Main St',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
  dob: '19800115',
};

// The flow against core's real modal and the vendor double; the client records what the flow asks the proxy.
describe('DocumentVerificationFlow', () => {
  let flows: DocumentVerificationFlow[];
  let requests: { path: string; key: string | undefined }[];
  let invalidated: number;
  const client = {
    post: async (
      path: '/document/token',
      _body: Record<string, never>,
      init?: { headers?: Record<string, string> },
    ) => {
      requests.push({ path, key: init?.headers?.['Idempotency-Key'] });
      return { token: `token-${requests.length}`, email: 'proxy-person@example.test' };
    },
  };
  const create = (events: DocumentModalEvent[] = []) => {
    const flow = new DocumentVerificationFlow({
      client,
      sdk,
      parameters,
      iframeId: 'vf-test',
      status: {
        invalidate: () => {
          invalidated += 1;
        },
      },
      onEvent: (event) => events.push(event),
    });
    flows.push(flow);
    return flow;
  };
  const vendor = () => FakeVendorModal.instances.at(-1) as FakeVendorModal;
  /** Plays the vendor calling one of its callbacks (spec 6.2). */
  const fire = (callback: 'onQr' | 'onSuccess' | 'onFailure', data?: unknown) => {
    const call = vendor().options[callback];
    if (!call) throw new Error(`the vendor modal was built without ${callback}`);
    call(data);
  };

  beforeEach(() => {
    FakeVendorModal.instances = [];
    resetLoaderCache();
    installVendor();
    flows = [];
    requests = [];
    invalidated = 0;
  });
  afterEach(() => {
    for (const flow of flows) flow.destroy();
    uninstallVendor();
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it("gets its token from the proxy's /document/token with an Idempotency-Key, and is ready", async () => {
    const flow = create();
    await flow.load();
    expect(requests).toEqual([{ path: '/document/token', key: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(vendor().options).toMatchObject({ token: 'token-1', email: 'proxy-person@example.test' });
    expect(flow.getSnapshot()).toMatchObject({ state: 'ready', ready: true, handoff: 'none', error: null });
  });

  it('waits for the phone after qr or email, finishes there on an outcome, and has the status read again', async () => {
    const events: DocumentModalEvent[] = [];
    const flow = create(events);
    await flow.load();
    await flow.open();
    fire('onQr', { channel: 'qr' });
    expect(flow.getSnapshot().handoff).toBe('waiting-for-phone');
    expect(invalidated).toBe(0);
    fire('onSuccess');
    expect(flow.getSnapshot()).toMatchObject({
      handoff: 'finished-on-phone',
      lastEvent: { type: 'success' },
    });
    expect(invalidated).toBe(1);
    fire('onFailure');
    expect(invalidated).toBe(2);
    expect(events.map((event) => event.type)).toEqual(['open', 'qr', 'success', 'failure']);
  });

  it('never rejects: a failed token is state failed with the error', async () => {
    const refused = new Error('refused');
    const flow = new DocumentVerificationFlow({
      client: { post: () => Promise.reject(refused) },
      sdk,
      parameters,
      iframeId: 'vf-test',
    });
    flows.push(flow);
    await expect(flow.load()).resolves.toBeUndefined();
    await expect(flow.open()).resolves.toBeUndefined();
    expect(flow.getSnapshot()).toMatchObject({ state: 'failed', error: refused, ready: false });
  });
});

describe('nextHandoff', () => {
  it('moves none → waiting-for-phone → finished-on-phone, and back to none on open', () => {
    expect(nextHandoff('none', 'email')).toBe('waiting-for-phone');
    expect(nextHandoff('waiting-for-phone', 'close')).toBe('waiting-for-phone');
    expect(nextHandoff('waiting-for-phone', 'error-pending')).toBe('finished-on-phone');
    expect(nextHandoff('none', 'success')).toBe('none');
    expect(nextHandoff('finished-on-phone', 'open')).toBe('none');
  });
});
