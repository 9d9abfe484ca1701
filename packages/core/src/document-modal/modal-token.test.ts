// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeVendorModal, installVendor, uninstallVendor } from '../../test/fake-vendor';
import { IdempotentAction } from '../flow/idempotent-action';
import { resetLoaderCache } from './loader';
import { createDocumentModal, type DocumentModal } from './modal';
import { TOKEN_LIFETIME_MS } from './token';

const HOUR = 3_600_000;
const sdk = {
  scriptUrl: 'https://verify.example.com/modal/v1/modal.js',
  constructorPath: 'Vendor.DocumentModal',
};
const person = { fn: 'Alex', ln: 'Doe', addr: '1 Main St', city: 'Albany', state: 'NY', zip: '12207' };
const parameters = { ...person, dob: '19800115', email: 'a@example.test' };

// The token's whole lifecycle inside core's modal machine: fetched while loading, renewed before its 6 h end,
// after an error-token event and before an open with a stale token; a failure is state `failed`.
describe('createDocumentModal with fetchToken', () => {
  let issued: number;
  let modals: DocumentModal[];
  const fetchToken = vi.fn(async () => {
    issued += 1;
    return { token: `token-${issued}`, expires_at: new Date(Date.now() + TOKEN_LIFETIME_MS).toISOString() };
  });
  const create = (options: Partial<Parameters<typeof createDocumentModal>[0]> = {}) => {
    const modal = createDocumentModal({ sdk, parameters, fetchToken, iframeId: 'vf-test', ...options });
    modals.push(modal);
    return modal;
  };
  const built = () => FakeVendorModal.instances;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    FakeVendorModal.instances = [];
    resetLoaderCache();
    installVendor();
    issued = 0;
    modals = [];
    fetchToken.mockClear();
  });
  afterEach(() => {
    for (const modal of modals) modal.destroy();
    uninstallVendor();
    document.head.replaceChildren();
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('is loading until the token is there, then builds the vendor modal with it', async () => {
    const modal = create();
    const loading = modal.load();
    expect(modal.getSnapshot().state).toBe('loading');
    await loading;
    expect(built()[0]?.options).toMatchObject({ ...parameters, token: 'token-1', iframeId: 'vf-test' });
    expect(modal.getSnapshot()).toMatchObject({ state: 'ready', error: null });
  });

  it("gives the vendor the token answer's email as the customer email, over the page's", async () => {
    const modal = create({
      fetchToken: async () => ({ token: 'token-x', email: 'server-chosen@users.veriframe.invalid' }),
    });
    await modal.load();
    expect(built()[0]?.options).toMatchObject({
      token: 'token-x',
      email: 'server-chosen@users.veriframe.invalid',
    });
  });

  it("gives the vendor the token answer's reference over the page's, an empty one too (issue 39)", async () => {
    const pageReference = create({
      parameters: { ...parameters, reference: 'page-chosen' },
      fetchToken: async () => ({ token: 'token-r', email: 'a@users.veriframe.invalid', reference: '' }),
    });
    await pageReference.load();
    expect(built()[0]?.options).toMatchObject({ token: 'token-r', reference: '' });
  });

  it('renews 5 minutes before the 6 h lifetime ends, opens with the new token, and stops when destroyed', async () => {
    const modal = create();
    await modal.load();
    await vi.advanceTimersByTimeAsync(6 * HOUR - 5 * 60_000 - 1);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    await modal.open();
    expect(built().at(-1)?.options.token).toBe('token-2');
    expect(built()[0]?.calls).toEqual(['destroy']);
    await vi.advanceTimersByTimeAsync(6 * HOUR - 5 * 60_000);
    expect(fetchToken).toHaveBeenCalledTimes(3);
    modal.destroy();
    await vi.advanceTimersByTimeAsync(7 * HOUR);
    expect(fetchToken).toHaveBeenCalledTimes(3);
  });

  it('renews before opening when the token is about to expire (a sleeping tab missed the timer)', async () => {
    const modal = create();
    await modal.load();
    vi.setSystemTime(Date.now() + 6 * HOUR); // the clock moves, timers do not run
    await modal.open();
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(built().at(-1)?.options.token).toBe('token-2');
    expect(modal.getSnapshot().state).toBe('open');
  });

  it('renews after an error-token event and still reports the event', async () => {
    const events: string[] = [];
    const modal = create({ onEvent: (event) => events.push(event.type) });
    await modal.open();
    built().at(-1)?.options.onErrorToken?.({ message: 'bad token' });
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['open', 'error-token']);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(modal.getSnapshot().lastEvent).toEqual({ type: 'error-token', data: { message: 'bad token' } });
  });

  it('reports a token failure as state failed with the error, and an open retries', async () => {
    const failing = vi.fn().mockRejectedValueOnce(new Error('proxy down')).mockResolvedValue({ token: 't' });
    const modal = create({ fetchToken: failing });
    await expect(modal.load()).rejects.toThrow('proxy down');
    expect(modal.getSnapshot()).toMatchObject({ state: 'failed' });
    expect(modal.getSnapshot().error?.message).toBe('proxy down');
    await modal.open();
    expect(modal.getSnapshot()).toMatchObject({ state: 'open', error: null });
  });

  it('fails with a clear error when the answer has no token, and builds nothing', async () => {
    const modal = create({ fetchToken: async () => ({}) as never });
    await expect(modal.load()).rejects.toBeInstanceOf(TypeError);
    expect(modal.getSnapshot().error?.message).toMatch(/no token/);
    expect(built()).toHaveLength(0);
  });

  it('a token that arrives after destroy builds nothing and plans no renewal', async () => {
    let answer: (value: { token: string }) => void = () => {};
    const modal = create({ fetchToken: () => new Promise((resolve) => (answer = resolve)) });
    const loading = modal.load();
    modal.destroy();
    answer({ token: 'late' });
    await loading;
    await vi.advanceTimersByTimeAsync(7 * HOUR);
    expect(built()).toHaveLength(0);
    expect(modal.getSnapshot().state).toBe('destroyed');
  });

  it("builds the vendor modal with the token answer's email over the page's own (the proxy says who this is)", async () => {
    const modal = create({ fetchToken: async () => ({ token: 't', email: 'identity-7@users.example' }) });
    await modal.load();
    expect(built()[0]?.options).toMatchObject({ token: 't', email: 'identity-7@users.example' });
    // An answer without one keeps the page's parameter (a proxy that answers no email).
    const older = create({ fetchToken: async () => ({ token: 't2' }), iframeId: 'vf-older' });
    await older.load();
    expect(built()[1]?.options).toMatchObject({ token: 't2', email: parameters.email });
  });

  it('sends one Idempotency-Key per token: kept for a retry with no answer, shared with a rebuilt modal, new per renewal', async () => {
    const keys: string[] = [];
    const noAnswer = Object.assign(new Error('proxy unreachable'), { status: 0 });
    let failNext = true;
    const fetchWithKey = async (key: string) => {
      keys.push(key);
      if (failNext) {
        failNext = false;
        throw noAnswer;
      }
      return { token: `token-${keys.length}` };
    };
    const tokenRequests = new IdempotentAction();
    const first = create({ fetchToken: fetchWithKey, tokenRequests });
    await expect(first.load()).rejects.toThrow('proxy unreachable');
    first.destroy(); // StrictMode: the first modal goes, a second one is built with the same key holder
    const second = create({ fetchToken: fetchWithKey, tokenRequests, iframeId: 'vf-second' });
    await second.load();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    built().at(-1)?.options.onErrorToken?.({ message: 'bad token' });
    await vi.advanceTimersByTimeAsync(0);
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
