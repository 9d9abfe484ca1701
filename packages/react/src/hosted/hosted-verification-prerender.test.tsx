import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Harness, startHarness } from '../../test/harness';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { HostedVerificationDialog } from './hosted-verification-dialog';
import { HostedVerificationFrame } from './hosted-verification-frame';
import { type UseHostedVerificationOptions, useHostedVerification } from './use-hosted-verification';

const title = 'Identity verification';
const fast = { initialMs: 20, factor: 1, maxMs: 20 };

/** The start button with the intent ref, and the frame (or the dialog) rendered before the click, as documented. */
function Verify({
  dialog,
  onError,
  onClose,
  onUnknownMessage,
  ...options
}: UseHostedVerificationOptions & {
  dialog?: boolean;
  onError?: () => void;
  onClose?: () => void;
  onUnknownMessage?: (data: unknown) => void;
}) {
  const verification = useHostedVerification({ session: { age: '21+' }, poll: fast, ...options });
  const [open, setOpen] = useState(false);
  const start = async () => {
    if (await verification.start()) setOpen(true);
  };
  return (
    <>
      <button type="button" ref={verification.intentRef} onClick={() => void start()}>
        Verify
      </button>
      <output data-testid="phase">{verification.phase}</output>
      {dialog ? (
        <HostedVerificationDialog verification={verification} open={open} onOpenChange={setOpen} />
      ) : (
        <HostedVerificationFrame
          verification={verification}
          onError={onError}
          onClose={onClose}
          onUnknownMessage={onUnknownMessage}
        />
      )}
    </>
  );
}

const frame = () => document.querySelector<HTMLIFrameElement>(`iframe[title="${title}"]`);
const phase = () => screen.getByTestId('phase').textContent;

// The prerender: the prepared session's page loads hidden before the click; the click reveals it.
describe('prerendered hosted frame against the proxy and the sandbox', () => {
  let env: Harness;
  beforeAll(async () => {
    env = await startHarness();
  });
  afterAll(() => env?.close());

  const renderVerify = (email: string, props: Parameters<typeof Verify>[0] = {}) => {
    env.signIn(email);
    const origin = env.sandbox.frontendOrigin;
    return render(<Verify {...props} />, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <VeriframeProvider config={env.config({ hostedOrigins: [origin] })}>{children}</VeriframeProvider>
      ),
    });
  };
  const prepare = async () => {
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(phase()).toBe('prepared'));
  };

  it('renders the prepared session hidden: inert, aria-hidden, out of the tab order and the layout', async () => {
    const view = renderVerify('prerender@example.test');
    expect(frame()).toBeNull(); // nothing before intent
    await prepare();
    const hidden = frame()!;
    expect(hidden.getAttribute('src')).toMatch(/\/journey\/.+\?t=/);
    expect(hidden.hasAttribute('inert')).toBe(true);
    expect(hidden.getAttribute('aria-hidden')).toBe('true');
    expect(hidden.tabIndex).toBe(-1);
    expect(hidden.style.visibility).toBe('hidden');
    expect(hidden.style.position).toBe('fixed'); // out of the flow: nothing around it moves
    expect(hidden.style.pointerEvents).toBe('none');
    view.unmount();
  });

  it('reveals the same iframe on the click, with the same link: nothing loads again', async () => {
    const view = renderVerify('reveal@example.test');
    await prepare();
    const hidden = frame()!;
    const link = hidden.getAttribute('src');
    act(() => screen.getByRole('button', { name: 'Verify' }).click());
    const shown = frame()!;
    expect(shown).toBe(hidden);
    expect(shown.getAttribute('src')).toBe(link);
    expect(shown.hasAttribute('inert')).toBe(false);
    expect(shown.hasAttribute('aria-hidden')).toBe(false);
    expect(shown.hasAttribute('tabindex')).toBe(false);
    expect(shown.style.visibility).toBe('');
    expect(shown.style.position).toBe('');
    await waitFor(() => expect(phase()).toBe('in-progress'));
    view.unmount();
  });

  it('replaces the hidden iframe when a prepared session about to expire is renewed', async () => {
    const view = renderVerify('renew@example.test');
    await prepare();
    const first = frame()!;
    const firstLink = first.getAttribute('src');
    // A new intent two hours later: the prepared link is about to run out (the observer reads the clock then).
    const realNow = Date.now;
    vi.spyOn(Date, 'now').mockReturnValue(realNow() + 2 * 3600_000);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Verify' }));
    vi.restoreAllMocks();
    await waitFor(() => expect(frame()?.getAttribute('src')).not.toBe(firstLink));
    expect(phase()).toBe('prepared');
    expect(first.isConnected).toBe(false); // a new element: the old page is gone, not navigated in place
    expect(frame()!.hasAttribute('inert')).toBe(true);
    view.unmount();
  });

  it('renders nothing before the click with prerender off: the click loads the page', async () => {
    const view = renderVerify('no-prerender@example.test', { prerender: false });
    await prepare();
    expect(frame()).toBeNull();
    act(() => screen.getByRole('button', { name: 'Verify' }).click());
    expect(frame()?.getAttribute('src')).toMatch(/\/journey\//);
    view.unmount();
  });

  it('is off by default with the visibility preload (it would load the page for every visitor who sees the button)', async () => {
    // jsdom has no IntersectionObserver: the pointer makes the session here, as it would after the button was seen.
    const view = renderVerify('seen-prerender@example.test', { preload: { visible: true } });
    await prepare();
    expect(frame()).toBeNull();
    view.unmount();
  });

  it("holds the hidden page's messages and delivers them at the reveal", async () => {
    const onError = vi.fn();
    const onClose = vi.fn();
    const onUnknownMessage = vi.fn();
    const view = renderVerify('held@example.test', { onError, onClose, onUnknownMessage });
    await prepare();
    const post = (data: string) =>
      act(() => {
        const source = frame()!.contentWindow;
        window.dispatchEvent(
          new MessageEvent('message', { data, origin: env.sandbox.frontendOrigin, source }),
        );
      });
    post('ERROR'); // a page that opens on its error screen says so at once
    post('CLOSE'); // nobody can have pressed close on an inert page: never delivered
    // A page that talks while nobody clicks: its other messages are not kept for the reveal.
    for (let i = 0; i < 50; i++) post(`heartbeat ${i}`);
    expect(onError).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Verify' }).click());
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(onUnknownMessage).not.toHaveBeenCalled();
    view.unmount();
  });

  it('keeps the dialog variant inside the closed <dialog>, and opens on that same iframe', async () => {
    const view = renderVerify('dialog@example.test', { dialog: true });
    await prepare();
    const hidden = frame()!;
    const dialog = hidden.closest('dialog')!;
    expect(dialog.open).toBe(false);
    expect(hidden.hasAttribute('inert')).toBe(true);
    await act(async () => screen.getByRole('button', { name: 'Verify' }).click());
    await waitFor(() => expect(dialog.open).toBe(true));
    expect(frame()).toBe(hidden);
    expect(hidden.closest('dialog')).toBe(dialog);
    expect(hidden.hasAttribute('inert')).toBe(false);
    view.unmount();
  });
});
