// The phone tap: the touch start on the button makes the session, the tap's click joins it, and a
// touch that becomes a scroll leaves nothing anyone can see or reach. Against the real proxy and sandbox.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../test/harness';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { HostedVerificationFrame } from './hosted-verification-frame';
import { type UseHostedVerificationOptions, useHostedVerification } from './use-hosted-verification';

const fast = { initialMs: 20, factor: 1, maxMs: 20 };
const title = 'Identity verification';

/** The start button with the intent ref, and the frame rendered before the click, as documented. */
function Verify(options: UseHostedVerificationOptions) {
  const verification = useHostedVerification({ session: { age: '21+' }, poll: fast, ...options });
  return (
    <>
      <button type="button" ref={verification.intentRef} onClick={() => void verification.start()}>
        Verify
      </button>
      <output data-testid="phase">{verification.phase}</output>
      <HostedVerificationFrame verification={verification} />
    </>
  );
}

const phase = () => screen.getByTestId('phase').textContent;
const frame = () => document.querySelector<HTMLIFrameElement>(`iframe[title="${title}"]`);
/** The session's id, from its journey link (`/journey/:id?t=`). */
const sessionId = (iframe: HTMLIFrameElement) => new URL(iframe.src).pathname.split('/').pop() ?? '';
const button = () => screen.getByRole('button', { name: 'Verify' });
/** What a finger sends first on the button: a pointer down of a touch pointer (then `touchstart`). */
const touchStart = () => {
  fireEvent.pointerDown(button(), { pointerType: 'touch' });
  fireEvent.touchStart(button());
};

describe('a tap on the start button against the proxy and the sandbox', () => {
  let env: Harness;
  beforeAll(async () => {
    env = await startHarness();
  });
  afterAll(() => env?.close());

  // `pointer: false`: no hover preload, so only the touch can have made the session.
  const renderVerify = (
    email: string,
    options: UseHostedVerificationOptions = { preload: { pointer: false } },
  ) => {
    env.signIn(email);
    return render(<Verify {...options} />, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <VeriframeProvider config={env.config({ hostedOrigins: [env.sandbox.frontendOrigin] })}>
          {children}
        </VeriframeProvider>
      ),
    });
  };
  const creations = (from: number) => env.postKeys('/vx/sessions', from);

  it('makes the session at the touch start; the click joins it: one POST, one key, the same page revealed', async () => {
    const from = env.received.length;
    const view = renderVerify('tap@example.test');
    touchStart();
    expect(phase()).toBe('preparing');
    await waitFor(() => expect(phase()).toBe('prepared'));
    const hidden = frame()!;
    expect(hidden.hasAttribute('inert')).toBe(true);
    // The finger lifts: the tap's focus and click.
    fireEvent.pointerUp(button(), { pointerType: 'touch' });
    fireEvent.focusIn(button());
    act(() => button().click());
    expect(frame()).toBe(hidden);
    expect(hidden.hasAttribute('inert')).toBe(false);
    await waitFor(() => expect(phase()).toBe('in-progress'));
    expect(creations(from)).toHaveLength(1);
    // Shown, it is read, one poll interval after the reveal (the scroll test checks that a hidden one is not).
    await waitFor(() =>
      expect(
        env.received.slice(from).some((r) => r.method === 'GET' && r.path.includes(sessionId(hidden))),
      ).toBe(true),
    );
    view.unmount();
  });

  it('a click before the touch-started creation answers waits for that same request', async () => {
    const from = env.received.length;
    const view = renderVerify('quick-tap@example.test');
    touchStart();
    expect(phase()).toBe('preparing');
    act(() => button().click()); // an instant tap: down and up before the proxy answers
    expect(phase()).toBe('creating');
    await waitFor(() => expect(phase()).toBe('in-progress'));
    const keys = creations(from);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    view.unmount();
  });

  it('a touch that becomes a scroll reveals nothing: the prepared page stays hidden, inert and out of reach', async () => {
    const from = env.received.length;
    const view = renderVerify('scroll@example.test');
    touchStart();
    // The finger moves: the browser takes the gesture for a scroll and cancels the pointer; no click comes.
    fireEvent.touchMove(button());
    fireEvent.pointerCancel(button(), { pointerType: 'touch' });
    fireEvent.touchEnd(button());
    await waitFor(() => expect(phase()).toBe('prepared'));
    const hidden = frame()!;
    expect(hidden.style.visibility).toBe('hidden');
    expect(hidden.hasAttribute('inert')).toBe(true);
    expect(hidden.getAttribute('aria-hidden')).toBe('true');
    expect(hidden.tabIndex).toBe(-1);
    // Nothing polls a session nobody opened (five poll intervals pass); the one made is what the scroll cost.
    await new Promise((resolve) => setTimeout(resolve, 5 * fast.maxMs));
    expect(creations(from)).toHaveLength(1);
    const reads = env.received
      .slice(from)
      .filter((r) => r.method === 'GET' && r.path.includes(sessionId(hidden)));
    expect(reads).toEqual([]);
    view.unmount();
  });

  it('a mouse press is no touch: with the hover preload off it waits for the click', async () => {
    const from = env.received.length;
    const view = renderVerify('mouse@example.test');
    fireEvent.pointerDown(button(), { pointerType: 'mouse' });
    expect(phase()).toBe('idle');
    expect(creations(from)).toHaveLength(0);
    view.unmount();
  });

  it('makes no session on a touch with touch: false', async () => {
    const from = env.received.length;
    const view = renderVerify('no-touch@example.test', { preload: { pointer: false, touch: false } });
    touchStart();
    expect(phase()).toBe('idle');
    expect(creations(from)).toHaveLength(0);
    view.unmount();
  });
});
