import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { ProxyError } from '../proxy/proxy-error';
import { type Harness, startHarness } from '../test-harness';
import { nextPollDelay, type SessionProgress, useHostedVerification } from './use-hosted-verification';

const state = (
  data: SessionProgress | undefined,
  dataUpdateCount: number,
  status: 'success' | 'error' = 'success',
) => ({ state: { data, dataUpdateCount, status } }) as Parameters<typeof nextPollDelay>[0];

describe('nextPollDelay (backoff)', () => {
  it('waits 1 s, then ×1.5 per poll, at most 10 s', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => nextPollDelay(state({ status: 'in_progress' }, n)));
    expect(delays).toEqual([1000, 1500, 2250, 3375, 5062.5, 7593.75, 10_000, 10_000]);
  });

  it('stops at PASS or FAIL, polls slowly while PENDING, stops on error', () => {
    const complete = (status: 'PASS' | 'FAIL' | 'PENDING') =>
      state({ status: 'complete', result: { status } }, 1);
    expect(nextPollDelay(complete('PASS'))).toBe(false);
    expect(nextPollDelay(complete('FAIL'))).toBe(false);
    expect(nextPollDelay(complete('PENDING'))).toBe(10_000);
    expect(nextPollDelay(state(undefined, 0, 'error'))).toBe(false);
  });

  it('stops when a link nobody opened has expired', () => {
    expect(nextPollDelay(state({ status: 'not_started' }, 3), {}, true)).toBe(false);
    expect(nextPollDelay(state({ status: 'not_started' }, 3), {}, false)).toBe(1000 * 1.5 ** 3);
    expect(nextPollDelay(state({ status: 'in_progress' }, 3), {}, true)).toBe(1000 * 1.5 ** 3);
  });
});

describe('useHostedVerification against the proxy and the sandbox', () => {
  let env: Harness;
  beforeAll(async () => {
    env = await startHarness();
  });
  afterAll(() => env?.close());

  const fast = { initialMs: 20, factor: 1, maxMs: 20 };
  const polls = () => env.requests.filter((r) => r.route.endsWith('/vx/sessions/:id')).length;

  function wrapper({ children }: { children: ReactNode }) {
    return (
      <VeriframeProvider config={env.config({ hostedOrigins: [env.sandbox.frontendOrigin] })}>
        {children}
      </VeriframeProvider>
    );
  }

  it('keeps start and reportMessage stable across renders, and start uses the latest session option', async () => {
    // One configuration (so one QueryClient) for every render, as an app's provider has.
    const config = env.config({ hostedOrigins: [env.sandbox.frontendOrigin] });
    const stableWrapper = ({ children }: { children: ReactNode }) => (
      <VeriframeProvider config={config}>{children}</VeriframeProvider>
    );
    const { result, rerender } = renderHook(
      ({ email }: { email: string }) => useHostedVerification({ session: { email, age: '21+' }, poll: fast }),
      // The first email is refused by the proxy: a start that used it would end in `error`.
      { wrapper: stableWrapper, initialProps: { email: 'not an email' } },
    );
    const { start, reportMessage } = result.current;
    rerender({ email: 'latest@example.test' });
    expect(result.current.start).toBe(start);
    expect(result.current.reportMessage).toBe(reportMessage);
    await act(() => start());
    expect(result.current.error).toBeNull();
    expect(result.current.state).toBe('active');
  });

  it('creates a session, does not re-render on unchanged polls, confirms PASS and stops polling', async () => {
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useHostedVerification({ session: { email: 'poll@example.test', age: '21+' }, poll: fast });
      },
      { wrapper },
    );
    expect(result.current.state).toBe('idle');
    await act(() => result.current.start());
    const session = result.current.session;
    expect(result.current.state).toBe('active');
    expect(session?.link.startsWith(`${env.sandbox.frontendOrigin}/journey/`)).toBe(true);
    await waitFor(() => expect(result.current.progress).toEqual({ status: 'not_started' }));

    const rendersBefore = renders;
    const pollsBefore = polls();
    await waitFor(() => expect(polls()).toBeGreaterThanOrEqual(pollsBefore + 5));
    expect(renders).toBe(rendersBefore);
    expect(result.current.outcome).toBeNull();

    await env.admin(`/vx/sessions/${session?.request_id}/steps`, { component: 'document', outcome: 'PASS' });
    await waitFor(() => expect(result.current.outcome).toEqual({ status: 'PASS', confirmed: true }));
    expect(result.current.progress?.result?.request_id).toBe(session?.request_id);
    const pollsAtEnd = polls();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(polls()).toBe(pollsAtEnd);
  });

  it('treats a PASS message as an unconfirmed hint until the service has the result', async () => {
    const { result } = renderHook(
      () => useHostedVerification({ session: { email: 'hint@example.test', age: '21+' }, poll: fast }),
      { wrapper },
    );
    await act(() => result.current.start());
    act(() => result.current.reportMessage('PASS'));
    expect(result.current.outcome).toEqual({ status: 'PASS', confirmed: false });
    await env.admin(`/vx/sessions/${result.current.session?.request_id}/steps`, {
      component: 'document',
      outcome: 'FAIL',
    });
    // The service says FAIL: the confirmed outcome wins over the browser's hint.
    await waitFor(() => expect(result.current.outcome).toEqual({ status: 'FAIL', confirmed: true }));
  });

  it('starts a fresh session after the first (an expired link offers this)', async () => {
    const { result } = renderHook(
      () => useHostedVerification({ session: { email: 'again@example.test', age: '21+' }, poll: fast }),
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
      answer = await result.current.start({ email: 'not-an-email', age: 'old' });
    });
    expect(answer).toBeNull();
    expect(result.current.state).toBe('error');
    expect(result.current.error).toBeInstanceOf(ProxyError);
    expect(result.current.error?.status).toBe(400);
    expect(result.current.error?.code).toEqual(expect.any(String));
  });
});
