// useHostedVerification against the sandbox's faults on demand, through the real proxy: every fault
// ends in a typed error the UI can show or in a retry, never a hang, never a wrong outcome.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ProxyError } from '@veriframe/core/client';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../test/harness';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { type HostedSessionBody, useHostedVerification } from './use-hosted-verification';

let env: Harness;
/** The app's VX webhook endpoint, which answers 200 (the proxy's own receivers are tested in the server). */
let receiver: Server;
beforeAll(async () => {
  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.end('ok'));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/vx`;
  env = await startHarness({
    // A short upstream deadline (a `timeout` fault ends in 504 within it) and no real wait between read retries.
    clientOptions: { timeoutMs: 400, sleep: async () => {} },
    env: { VERIFRAME_PUBLIC_WEBHOOK_URL: webhookUrl },
  });
});
afterAll(async () => {
  await env?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});
beforeEach(() => env.sandbox.admin.clearFaults());

const fast = { initialMs: 20, factor: 1, maxMs: 20 };
const bounded = { timeout: 10_000 }; // below the test's 15 s (test-setup.ts says why)
let emails = 0;
const freshEmail = (name: string) => `${name}-${++emails}@example.test`;
/** Signs the harness's proxy in as the person with `email`; the session body of that person. */
const signedIn = (email: string) => {
  env.signIn(email);
  return { age: '21+' };
};

function wrapper({ children }: { children: ReactNode }) {
  return (
    <VeriframeProvider config={env.config({ hostedOrigins: [env.sandbox.frontendOrigin] })}>
      {children}
    </VeriframeProvider>
  );
}

const renderVerification = (session: HostedSessionBody) =>
  renderHook(() => useHostedVerification({ session, poll: fast }), { wrapper });

/** Completes every component of the journey with PASS, as the hosted page's steps do. */
async function passJourney(requestId: string | undefined) {
  for (const component of ['document', 'selfie', 'phone'])
    await env.admin(`/vx/sessions/${requestId}/steps`, { component, outcome: 'PASS' });
}

describe('useHostedVerification: session creation under faults (a write, never repeated)', () => {
  const create = { route: 'POST /vx/api/session/create_session' } as const;

  it.each([
    [{ kind: 'error', status: 503 }, 502, 'service_error'],
    [{ kind: 'error', status: 500 }, 502, 'service_error'],
    [{ kind: 'timeout' }, 504, 'service_timeout'],
    [{ kind: 'reset' }, 502, 'service_unreachable'],
    [{ kind: 'rate_limit', retry_after: 7 }, 429, 'service_rate_limited'],
  ] as const)(
    '%j → state error with a typed ProxyError %i %s, and the next start works',
    async (fault, status, code) => {
      const email = freshEmail('create-fault');
      await env.sandbox.admin.addFault({ ...fault, ...create, session: email });
      const { result } = renderVerification(signedIn(email));
      const creates = () => env.requests.filter((r) => r.route.endsWith('/vx/sessions')).length;
      const createsBefore = creates();

      let answer: unknown = 'unset';
      await act(async () => {
        answer = await result.current.start();
      });
      expect(answer).toBeNull(); // resolved, not rejected, not hanging
      expect(result.current.phase).toBe('error');
      expect(result.current.phase).toBe('error');
      expect(result.current.error).toBeInstanceOf(ProxyError);
      expect(result.current.error).toMatchObject({ status, code });
      expect(result.current.error?.message).toEqual(expect.any(String));
      expect(result.current.session).toBeUndefined();
      expect(creates()).toBe(createsBefore + 1); // one browser call
      // The counted fault met that call and is used up; the call was not repeated past it.
      expect(await env.sandbox.admin.faults()).toEqual([]);

      // The fault was counted once: the user's next try creates the session.
      await act(() => result.current.start());
      expect(result.current.error).toBeNull();
      expect(result.current.phase).toBe('in-progress');
      expect(result.current.session?.request_id).toEqual(expect.any(String));
    },
  );
});

describe('useHostedVerification: polling under faults (a read, retried)', () => {
  const poll = { route: 'GET /vx/api/session/result/' } as const;

  it.each([[{ kind: 'error', status: 503, count: 2 }], [{ kind: 'reset', count: 2 }]] as const)(
    '%j within the proxy retries: never seen by the hook, the outcome is final and right',
    async (fault) => {
      const { result } = renderVerification(signedIn(freshEmail('poll-retried')));
      await act(() => result.current.start());
      const id = result.current.session?.request_id as string;
      await passJourney(id);
      await env.sandbox.admin.addFault({ ...fault, ...poll, session: id });
      const seenErrors: unknown[] = [];
      act(() => result.current.reportMessage('PASS'));
      await waitFor(() => {
        if (result.current.error) seenErrors.push(result.current.error);
        expect(result.current.outcome).toEqual({ status: 'PASS', confirmed: true });
      }, bounded);
      expect(result.current.phase).toBe('final');
      expect(await env.sandbox.admin.faults()).toEqual([]); // both faults were met, and retried
      expect(seenErrors).toEqual([]);
    },
  );

  it('more 5xx than the proxy retries: a typed error while it lasts, polling goes on, then the final PASS', async () => {
    const seenErrors: unknown[] = [];
    const session = signedIn(freshEmail('poll-5xx')); // one person for every render
    const { result } = renderHook(
      () => {
        const verification = useHostedVerification({
          session,
          poll: fast,
        });
        if (verification.error) seenErrors.push(verification.error);
        return verification;
      },
      { wrapper },
    );
    await act(() => result.current.start());
    const id = result.current.session?.request_id as string;
    await env.sandbox.admin.addFault({ kind: 'error', status: 503, ...poll, session: id, count: 6 });

    // Each read of the hook meets three faults (its call and the proxy's two retries): a typed 502, shown.
    await waitFor(() => expect(seenErrors.length).toBeGreaterThan(0), bounded);
    expect(seenErrors[0]).toBeInstanceOf(ProxyError);
    expect(seenErrors[0]).toMatchObject({ status: 502, code: 'service_error' });
    expect(result.current.outcome).toBeNull(); // no guessed outcome from a failed read

    await passJourney(id);
    act(() => result.current.reportMessage('PASS'));
    // Polling went on past the faults: the service's PASS confirms the page's, and the error is gone.
    await waitFor(() => expect(result.current.outcome).toEqual({ status: 'PASS', confirmed: true }), bounded);
    expect(result.current.error).toBeNull();
    expect(result.current.phase).toBe('final');
    expect(await env.sandbox.admin.faults()).toEqual([]);
  });

  it('a FAIL stays FAIL when reads meet resets around it (never a PASS from a failed read)', async () => {
    const { result } = renderVerification(signedIn(freshEmail('poll-fail')));
    await act(() => result.current.start());
    const id = result.current.session?.request_id as string;
    await env.admin(`/vx/sessions/${id}/steps`, { component: 'document', outcome: 'FAIL' });
    await env.sandbox.admin.addFault({ kind: 'reset', ...poll, session: id, count: 4 });
    act(() => result.current.reportMessage('FAIL'));
    await waitFor(() => expect(result.current.outcome).toEqual({ status: 'FAIL', confirmed: true }), bounded);
    expect(result.current.phase).toBe('final');
  });
});

describe('useHostedVerification: webhook faults do not change the outcome', () => {
  it.each([
    [{ kind: 'drop' }],
    [{ kind: 'duplicate' }],
    [{ kind: 'delay', delay_seconds: 600 }],
    [{ kind: 'bad_signature' }],
    [{ kind: 'reorder' }],
  ] as const)('%j on the VX webhook: the hook still ends in the service PASS, confirmed', async (fault) => {
    const email = freshEmail('webhook-fault');
    await env.sandbox.admin.addFault({ ...fault, delivery: 'vx.webhook', session: email });
    const { result } = renderVerification(signedIn(email));
    await act(() => result.current.start());
    const id = result.current.session?.request_id as string;
    await passJourney(id);
    act(() => result.current.reportMessage('PASS'));
    await waitFor(() => expect(result.current.outcome).toEqual({ status: 'PASS', confirmed: true }), bounded);
    expect(result.current.progress?.result?.request_id).toBe(id);
    // The fault met this session's webhook (it is used up), and the hook's outcome did not depend on it.
    await waitFor(async () => expect(await env.sandbox.admin.faults()).toEqual([]), bounded);
  });
});
