import { act, renderHook, waitFor } from '@testing-library/react';
import { ProxyError } from '@veriframe/core/client';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../test/harness';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { useHostedVerification } from './use-hosted-verification';

describe('useHostedVerification against the proxy and the sandbox', () => {
  let env: Harness;
  beforeAll(async () => {
    env = await startHarness();
  });
  afterAll(() => env?.close());

  const fast = { initialMs: 20, factor: 1, maxMs: 20 };
  /** Signs the harness's proxy in as the person with `email`; the session body of that person. */
  const signedIn = (email: string) => {
    env.signIn(email);
    return { age: '21+' };
  };
  const polls = () => env.requests.filter((r) => r.route.endsWith('/vx/sessions/:id')).length;

  function wrapper({ children }: { children: ReactNode }) {
    return (
      <VeriframeProvider config={env.config({ hostedOrigins: [env.sandbox.frontendOrigin] })}>
        {children}
      </VeriframeProvider>
    );
  }

  it('keeps start and reportMessage stable across renders, and start uses the latest session option', async () => {
    // One configuration for every render, as an app's provider has.
    const config = env.config({ hostedOrigins: [env.sandbox.frontendOrigin] });
    const stableWrapper = ({ children }: { children: ReactNode }) => (
      <VeriframeProvider config={config}>{children}</VeriframeProvider>
    );
    env.signIn('latest@example.test');
    const { result, rerender } = renderHook(
      ({ age }: { age: string }) => useHostedVerification({ session: { age }, poll: fast }),
      // The first age is refused by the proxy: a start that used it would end in `error`.
      { wrapper: stableWrapper, initialProps: { age: 'old' } },
    );
    const { start, reportMessage } = result.current;
    rerender({ age: '21+' });
    expect(result.current.start).toBe(start);
    expect(result.current.reportMessage).toBe(reportMessage);
    await act(() => start());
    expect(result.current.error).toBeNull();
    expect(result.current.phase).toBe('in-progress');
  });

  it('creates a session, does not re-render on unchanged polls, confirms PASS and stops polling', async () => {
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useHostedVerification({ session: signedIn('poll@example.test'), poll: fast });
      },
      { wrapper },
    );
    expect(result.current.phase).toBe('idle');
    await act(() => result.current.start());
    const session = result.current.session;
    expect(result.current.phase).toBe('in-progress');
    expect(result.current.phase).toBe('in-progress');
    expect(session?.link.startsWith(`${env.sandbox.frontendOrigin}/journey/`)).toBe(true);
    await waitFor(() => expect(result.current.progress).toEqual({ status: 'not_started' }));

    const rendersBefore = renders;
    const pollsBefore = polls();
    await waitFor(() => expect(polls()).toBeGreaterThanOrEqual(pollsBefore + 5));
    expect(renders).toBe(rendersBefore);
    expect(result.current.outcome).toBeNull();

    for (const component of ['document', 'selfie', 'phone'])
      await env.admin(`/vx/sessions/${session?.request_id}/steps`, { component, outcome: 'PASS' });
    await waitFor(() => expect(result.current.provisional).toBe('PASS'));
    expect(result.current.outcome).toBeNull();
    // The journey page posts PASS at its end; a read made after it agrees: final.
    act(() => result.current.reportMessage('PASS'));
    await waitFor(() => expect(result.current.outcome).toEqual({ status: 'PASS', confirmed: true }));
    expect(result.current.phase).toBe('final');
    expect(result.current.provisional).toBeNull();
    expect(result.current.progress?.result?.request_id).toBe(session?.request_id);
    const pollsAtEnd = polls();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(polls()).toBe(pollsAtEnd);
  });

  it('treats a PASS message as an unconfirmed hint, and a service FAIL after it as a disagreement', async () => {
    const { result } = renderHook(
      () => useHostedVerification({ session: signedIn('hint@example.test'), poll: fast }),
      { wrapper },
    );
    await act(() => result.current.start());
    act(() => result.current.reportMessage('PASS'));
    expect(result.current.outcome).toEqual({ status: 'PASS', confirmed: false });
    expect(result.current.phase).toBe('confirming');
    await env.admin(`/vx/sessions/${result.current.session?.request_id}/steps`, {
      component: 'document',
      outcome: 'FAIL',
    });
    // The service says FAIL: reported as a disagreement, with the service's word as the (unconfirmed) status.
    await waitFor(() => expect(result.current.phase).toBe('disputed'));
    expect(result.current.outcome).toEqual({ status: 'FAIL', confirmed: false });
    expect(result.current.disagreement).toEqual({ page: 'PASS', service: 'FAIL' });
  });

  it('starts a fresh session after the first (an expired link offers this)', async () => {
    const { result } = renderHook(
      () => useHostedVerification({ session: signedIn('again@example.test'), poll: fast }),
      { wrapper },
    );
    const first = await act(() => result.current.start());
    const second = await act(() => result.current.start());
    expect(second?.request_id).not.toBe(first?.request_id);
    expect(second?.request_id).toEqual(expect.any(String));
    await waitFor(() => expect(result.current.session?.request_id).toBe(second?.request_id));
  });

  it('reports bad input as a typed ProxyError and never rejects', async () => {
    const { result } = renderHook(() => useHostedVerification(), { wrapper });
    let answer: unknown = 'unset';
    await act(async () => {
      answer = await result.current.start({ age: 'old' });
    });
    expect(answer).toBeNull();
    expect(result.current.phase).toBe('error');
    expect(result.current.error).toBeInstanceOf(ProxyError);
    expect(result.current.error?.status).toBe(400);
    expect(result.current.error?.code).toEqual(expect.any(String));
  });

  // The kit's central promise (spec 3.2, 6.1): the service's status moves after each component, so a PASS read
  // before the journey ended is progress, never a final outcome.
  it('never shows a final PASS: document and selfie PASS are provisional, the phone FAIL is final', async () => {
    const seen: { status: string; confirmed: boolean }[] = [];
    const { result } = renderHook(
      () => {
        const verification = useHostedVerification({
          session: signedIn('phone-fails@example.test'),
          poll: fast,
        });
        if (verification.outcome) seen.push({ ...verification.outcome });
        return verification;
      },
      { wrapper },
    );
    await act(() => result.current.start());
    const id = result.current.session?.request_id;

    for (const component of ['document', 'selfie'] as const) {
      await env.admin(`/vx/sessions/${id}/steps`, { component, outcome: 'PASS' });
      // The service already says PASS: the hook has read it, and still calls nothing final.
      await waitFor(() => expect(result.current.progress?.result?.status).toBe('PASS'));
      const before = polls();
      await waitFor(() => expect(polls()).toBeGreaterThanOrEqual(before + 3)); // polling goes on
      expect(result.current.outcome?.confirmed ?? false).toBe(false);
    }

    await env.admin(`/vx/sessions/${id}/steps`, { component: 'phone', outcome: 'FAIL' });
    // The journey page posts FAIL once the phone check failed (its frame's message reaches the hook).
    act(() => result.current.reportMessage('FAIL'));
    await waitFor(() => expect(result.current.outcome).toMatchObject({ status: 'FAIL', confirmed: true }));
    expect(seen.filter((outcome) => outcome.status === 'PASS' && outcome.confirmed)).toEqual([]);
  });

  it('reports a page PASS the service does not agree with as a disagreement, never as confirmed', async () => {
    const { result } = renderHook(
      () => useHostedVerification({ session: signedIn('disagree@example.test'), poll: fast }),
      { wrapper },
    );
    await act(() => result.current.start());
    const id = result.current.session?.request_id;
    await env.admin(`/vx/sessions/${id}/steps`, { component: 'document', outcome: 'FAIL' });
    act(() => result.current.reportMessage('PASS'));
    await waitFor(() => expect(result.current.progress?.result?.status).toBe('FAIL'));
    await waitFor(() => expect(result.current.outcome?.confirmed).toBe(false));
    expect(result.current.outcome?.status).not.toBe('PASS');
  });

  it('reports a page PASS the service leaves PENDING beyond the bounded wait as a disagreement', async () => {
    const { result } = renderHook(
      () =>
        useHostedVerification({
          session: signedIn('pending-long@example.test'),
          poll: fast,
          confirmWithinMs: 200,
        }),
      { wrapper },
    );
    await act(() => result.current.start());
    const id = result.current.session?.request_id;
    await env.admin(`/vx/sessions/${id}/steps`, { component: 'document', outcome: 'PASS' });
    await env.admin(`/vx/sessions/${id}/steps`, { component: 'selfie', outcome: 'PASS' });
    await env.admin(`/vx/sessions/${id}/steps`, { component: 'phone', outcome: 'PENDING' });
    await waitFor(() => expect(result.current.provisional).toBe('PENDING'));
    act(() => result.current.reportMessage('PASS'));
    expect(result.current.phase).toBe('confirming');
    await waitFor(() => expect(result.current.phase).toBe('disputed'));
    expect(result.current.disagreement).toEqual({ page: 'PASS', service: 'PENDING' });
    expect(result.current.outcome).toEqual({ status: 'PENDING', confirmed: false });
  });
});
