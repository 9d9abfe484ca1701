import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDocumentModalController } from './document-modal-controller';
import { installTestVendor, testModalParameters } from './test-vendor';
import { TOKEN_LIFETIME_MS } from './token';

const HOUR = 3_600_000;

describe('document modal controller: token lifetime', () => {
  let vendor: ReturnType<typeof installTestVendor>;
  let issued: number;
  const fetchToken = vi.fn(async () => {
    issued += 1;
    return { token: `token-${issued}`, expires_at: new Date(Date.now() + TOKEN_LIFETIME_MS).toISOString() };
  });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vendor = installTestVendor();
    issued = 0;
    fetchToken.mockClear();
  });
  afterEach(() => {
    vendor.uninstall();
    vi.useRealTimers();
  });

  const mountController = (onEvent?: (event: { type: string }) => void) => {
    const controller = createDocumentModalController({
      fetchToken,
      onEvent,
      iframeId: 'vf-test',
    });
    controller.setParameters(testModalParameters());
    const unmount = controller.mount(vendor.sdk);
    return { controller, unmount };
  };

  it('builds the vendor modal with the proxy token and the parameters, then is ready', async () => {
    const { controller, unmount } = mountController();
    expect(controller.getSnapshot().state).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(vendor.instances[0]?.options).toMatchObject({
      email: 'a@example.test',
      token: 'token-1',
      iframeId: 'vf-test',
    });
    expect(controller.getSnapshot()).toMatchObject({ state: 'ready', ready: true, error: null });
    unmount();
  });

  it('renews the token 5 minutes before its 6 h lifetime ends, and opens with the new one', async () => {
    const { controller, unmount } = mountController();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6 * HOUR - 5 * 60_000 - 1);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    await controller.open();
    expect(vendor.instances.at(-1)?.options.token).toBe('token-2');
    expect(vendor.instances[0]?.calls).toEqual(['destroy']);
    // And again 6 h later: renewal keeps going while mounted.
    await vi.advanceTimersByTimeAsync(6 * HOUR - 5 * 60_000);
    expect(fetchToken).toHaveBeenCalledTimes(3);
    unmount();
    await vi.advanceTimersByTimeAsync(7 * HOUR);
    expect(fetchToken).toHaveBeenCalledTimes(3);
  });

  it('renews before opening when the token is about to expire (a sleeping tab missed the timer)', async () => {
    const { controller, unmount } = mountController();
    await vi.advanceTimersByTimeAsync(0);
    // Move the clock without running timers, as a suspended laptop does.
    vi.setSystemTime(Date.now() + 6 * HOUR);
    await controller.open();
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(vendor.instances.at(-1)?.options.token).toBe('token-2');
    expect(controller.getSnapshot().state).toBe('open');
    unmount();
  });

  it('renews after an error-token event and still reports the event', async () => {
    const events: string[] = [];
    const { controller, unmount } = mountController((event) => events.push(event.type));
    await vi.advanceTimersByTimeAsync(0);
    await controller.open();
    vendor.emit('onErrorToken', { message: 'bad token' });
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['open', 'error-token']);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(controller.getSnapshot().lastEvent).toEqual({
      type: 'error-token',
      data: { message: 'bad token' },
    });
    unmount();
  });

  it('reports a token failure as state failed with the error, and a click retries', async () => {
    const failing = vi.fn().mockRejectedValueOnce(new Error('proxy down')).mockResolvedValue({ token: 't' });
    const controller = createDocumentModalController({ fetchToken: failing });
    const unmount = controller.mount(vendor.sdk);
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getSnapshot()).toMatchObject({ state: 'failed', ready: false });
    expect(controller.getSnapshot().error?.message).toBe('proxy down');
    await controller.open();
    expect(controller.getSnapshot()).toMatchObject({ state: 'open', error: null });
    unmount();
  });

  it('rejects an answer without a token with a clear error', async () => {
    const controller = createDocumentModalController({ fetchToken: async () => ({}) as never });
    const unmount = controller.mount(vendor.sdk);
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getSnapshot().error).toBeInstanceOf(TypeError);
    expect(vendor.instances).toHaveLength(0);
    unmount();
  });

  it('destroys the vendor modal on unmount and builds a fresh one on remount with the same token', async () => {
    const { controller, unmount } = mountController();
    await vi.advanceTimersByTimeAsync(0);
    unmount();
    expect(vendor.instances[0]?.calls).toEqual(['destroy']);
    const unmountAgain = controller.mount(vendor.sdk);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(vendor.instances).toHaveLength(2);
    expect(vendor.instances[1]?.options.token).toBe('token-1');
    unmountAgain();
  });
  it('tells the hook after teardown, so a view read afterwards is idle (destroy notifies once)', async () => {
    const onChange = vi.fn();
    const controller = createDocumentModalController({ fetchToken, onChange });
    controller.setParameters(testModalParameters());
    const unmount = controller.mount(vendor.sdk);
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getSnapshot().state).toBe('ready');
    onChange.mockClear();
    unmount();
    expect(onChange).toHaveBeenCalled();
    expect(controller.getSnapshot().state).toBe('idle');
  });
});
