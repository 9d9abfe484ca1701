import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { type Harness, startHarness } from '../test-harness';
import { useHostedVerification } from './use-hosted-verification';

// The kit's central promise (spec 3.2, 6.1): the service's status moves after each component, so a PASS read
// before the journey ended is progress, never a final outcome.
describe('a journey whose document passes and phone check fails (real proxy and sandbox)', () => {
  let env: Harness;
  beforeAll(async () => {
    env = await startHarness();
  });
  afterAll(() => env?.close());

  const fast = { initialMs: 20, factor: 1, maxMs: 20 };

  function wrapper({ children }: { children: ReactNode }) {
    return (
      <VeriframeProvider config={env.config({ hostedOrigins: [env.sandbox.frontendOrigin] })}>
        {children}
      </VeriframeProvider>
    );
  }

  it('never shows a final PASS: document and selfie PASS are provisional, the phone FAIL is final', async () => {
    const seen: { status: string; confirmed: boolean }[] = [];
    const { result } = renderHook(
      () => {
        const verification = useHostedVerification({
          session: { email: 'phone-fails@example.test', age: '21+' },
          poll: fast,
        });
        if (verification.outcome) seen.push({ ...verification.outcome });
        return verification;
      },
      { wrapper },
    );
    await act(() => result.current.start());
    const id = result.current.session?.request_id;
    const polls = () => env.requests.filter((r) => r.route.endsWith('/vx/sessions/:id')).length;

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
      () => useHostedVerification({ session: { email: 'disagree@example.test', age: '21+' }, poll: fast }),
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
          session: { email: 'pending-long@example.test', age: '21+' },
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
