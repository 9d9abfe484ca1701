import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createProxyClient } from '@veriframe/core/client';
import {
  type HostedSession,
  type HostedVerificationClient,
  HostedVerificationObserver,
  type HostedVerificationPhase,
} from '@veriframe/core/hosted';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { type Harness, startHarness } from '../test-harness';
import { type UseHostedVerificationOptions, useHostedVerification } from './use-hosted-verification';

const fast = { initialMs: 20, factor: 1, maxMs: 20 };
/** Every phase the component rendered, in order. */
const phases: HostedVerificationPhase[] = [];

/** A start button with the intent ref, the phase and the shown link. */
function Verify(options: UseHostedVerificationOptions) {
  const verification = useHostedVerification({ session: { age: '21+' }, poll: fast, ...options });
  phases.push(verification.phase);
  return (
    <>
      <button type="button" ref={verification.intentRef} onClick={() => void verification.start()}>
        Verify
      </button>
      <output data-testid="phase">{verification.phase}</output>
      {verification.preloadError ? (
        <p data-testid="preload-error">{String((verification.preloadError as { code?: string }).code)}</p>
      ) : null}
      {verification.session ? <p data-testid="link">{verification.session.link}</p> : null}
    </>
  );
}

// Intent preload: the session is made on pointer enter or focus, the click shows it at once.
describe('intent preload against the proxy and the sandbox', () => {
  let env: Harness;
  beforeAll(async () => {
    env = await startHarness();
  });
  afterAll(() => env?.close());
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="preconnect"]')) link.remove();
  });

  const creations = () => env.received.filter((r) => r.method === 'POST' && r.path.endsWith('/vx/sessions'));
  const renderVerify = (email: string, options: UseHostedVerificationOptions = {}) => {
    env.signIn(email);
    phases.length = 0;
    const origin = env.sandbox.frontendOrigin;
    return render(<Verify {...options} />, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <VeriframeProvider config={env.config({ hostedOrigins: [origin] })}>{children}</VeriframeProvider>
      ),
    });
  };

  it('makes no session for a visitor who never shows intent', async () => {
    const before = creations().length;
    const view = renderVerify('never@example.test');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(creations().length).toBe(before);
    expect(screen.getByTestId('phase').textContent).toBe('idle');
    expect(document.head.querySelector('link[rel="preconnect"]')).toBeNull();
    view.unmount();
  });

  it('makes the session on pointer enter, preconnects, and the click shows that same session at once', async () => {
    const before = creations().length;
    const view = renderVerify('hover@example.test');
    fireEvent.pointerEnter(screen.getByRole('button'));
    expect(screen.getByTestId('phase').textContent).toBe('preparing');
    expect(document.head.querySelector('link[rel="preconnect"]')?.getAttribute('href')).toBe(
      env.sandbox.frontendOrigin,
    );
    await waitFor(() => expect(screen.getByTestId('phase').textContent).toBe('prepared'));
    expect(screen.queryByTestId('link')).toBeNull(); // made, not shown
    expect(creations().length).toBe(before + 1);

    // The click's render already has the link: no `creating` phase in between.
    act(() => screen.getByRole('button').click());
    expect(screen.getByTestId('link').textContent).toMatch(/\/journey\//);
    expect(phases).not.toContain('creating');
    expect(creations().length).toBe(before + 1);
    // It is a real session of the service, read by the poll.
    await waitFor(() => expect(screen.getByTestId('phase').textContent).toBe('in-progress'));
    view.unmount();
  });

  it('joins a preload still under way on the click: one request, one session', async () => {
    const before = creations().length;
    const view = renderVerify('quick@example.test');
    const button = screen.getByRole('button');
    fireEvent.focus(button);
    fireEvent.focusIn(button);
    act(() => button.click()); // before the preload's answer
    expect(screen.getByTestId('phase').textContent).toBe('creating');
    await waitFor(() => expect(screen.queryByTestId('link')).not.toBeNull());
    expect(creations().length).toBe(before + 1);
    view.unmount();
  });

  it('preloads on focus and on visibility only when asked', async () => {
    const observed: Element[] = [];
    const original = globalThis.IntersectionObserver;
    // jsdom has no layout: a stand-in that reports the element as visible once observed.
    globalThis.IntersectionObserver = class {
      constructor(private report: (entries: { isIntersecting: boolean }[]) => void) {}
      observe(element: Element) {
        observed.push(element);
        queueMicrotask(() => this.report([{ isIntersecting: true }]));
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const hoverOnly = renderVerify('seen-no@example.test', { preload: { focus: false } });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(observed).toEqual([]);
      fireEvent.focusIn(screen.getByRole('button'));
      expect(screen.getByTestId('phase').textContent).toBe('idle');
      hoverOnly.unmount();

      const before = creations().length;
      const visible = renderVerify('seen@example.test', { preload: { visible: true } });
      await waitFor(() => expect(screen.getByTestId('phase').textContent).toBe('prepared'));
      expect(creations().length).toBe(before + 1);
      visible.unmount();
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('renews a preloaded session that is about to expire, and never shows its link', async () => {
    env.signIn('stale@example.test');
    let now = 1_000_000;
    // The real client, recording what each creation answered.
    const proxy = createProxyClient(env.proxyBase);
    const made: HostedSession[] = [];
    const client: HostedVerificationClient = {
      get: (path, signal) => proxy.get(path, signal),
      post: async (path, body, options) => {
        const session = await proxy.post(path, body as never, options);
        made.push(session);
        return session;
      },
    };
    const observer = new HostedVerificationObserver({ client, session: { age: '21+' }, now: () => now });
    const shown: string[] = [];
    const stop = observer.subscribe(() => {
      const link = observer.getSnapshot().session?.link;
      if (link && !shown.includes(link)) shown.push(link);
    });
    await observer.preload();
    expect(observer.getSnapshot().phase).toBe('prepared');
    // Offered for a prerender, not shown.
    expect(observer.getSnapshot().prepared).toEqual(made[0]);
    expect(observer.getSnapshot().session).toBeUndefined();
    const lifeMs = made[0]!.expires_in * 1000;
    // A few seconds before its link expires, a new intent renews it: the click would still be at once.
    now += lifeMs - 5_000;
    await observer.preload();
    expect(made).toHaveLength(2);
    expect(observer.getSnapshot().phase).toBe('prepared');
    expect(observer.getSnapshot().prepared).toEqual(made[1]); // a prerendered frame replaces its iframe
    // The renewed one ran out too: the click makes a new one behind one wait, never a stale link.
    now += lifeMs;
    const session = await observer.start();
    expect(made).toHaveLength(3);
    expect(observer.getSnapshot().prepared).toBeUndefined();
    expect(shown).toEqual([session?.link]);
    expect(shown).not.toContain(made[0]!.link);
    expect(shown).not.toContain(made[1]!.link);
    stop();
    observer.destroy();
  });

  it('a preload that met a fault says so after the click made the session (the fault was used, not skipped)', async () => {
    await env.sandbox.admin.addFault({ kind: 'error', status: 503, route: 'POST /vx/' });
    const before = creations().length;
    const view = renderVerify('fault-on-hover@example.test');
    fireEvent.pointerEnter(screen.getByRole('button'));
    await waitFor(() => expect(phases).toContain('preparing'));
    await waitFor(() => expect(screen.getByTestId('phase').textContent).toBe('idle'));
    // The click's focus prepares again (the fault is used up): that preload succeeds, the failure stays told.
    fireEvent.focus(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByTestId('phase').textContent).toBe('prepared'));
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(screen.queryByTestId('link')).not.toBeNull());
    expect(creations().length).toBe(before + 2);
    // The session shown is the click's; the hover's failure is still told, as a typed ProxyError.
    expect(screen.getByTestId('preload-error').textContent).toBe('service_error');
    // A later creation that met no failure clears it.
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(creations().length).toBe(before + 3));
    await waitFor(() => expect(screen.queryByTestId('preload-error')).toBeNull());
    view.unmount();
  });

  it('keeps a failed preload silent: the click then shows the error', async () => {
    const view = renderVerify('signed-out@example.test');
    env.signedOut = true;
    try {
      fireEvent.pointerEnter(screen.getByRole('button'));
      await waitFor(() => expect(phases).toContain('preparing'));
      await waitFor(() => expect(screen.getByTestId('phase').textContent).toBe('idle'));
      act(() => screen.getByRole('button').click());
      await waitFor(() => expect(screen.getByTestId('phase').textContent).toBe('error'));
    } finally {
      env.signedOut = false;
      view.unmount();
    }
  });
});
