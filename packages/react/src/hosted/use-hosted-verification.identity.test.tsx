// "Who is asking" in the hosted flow, through the real proxy and sandbox: one Idempotency-Key per
// user action, and a clear "sign in" state when the proxy answers 401 `unauthenticated`.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { type ReactNode, StrictMode, useEffect, useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../test/harness';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { HostedVerificationDialog } from './hosted-verification-dialog';
import { HostedVerificationFrame } from './hosted-verification-frame';
import { useHostedVerification } from './use-hosted-verification';

let env: Harness;
beforeAll(async () => {
  env = await startHarness({ clientOptions: { timeoutMs: 400, sleep: async () => {} } });
});
afterAll(() => env?.close());
let people = 0;
/** The signed-in person's email: the one the service sees for this test's sessions. */
let email = '';
beforeEach(async () => {
  env.signedOut = false;
  // A new person per test: the service allows each email a few sessions a day (spec 7.2).
  email = `idem-${++people}-${Date.now()}@example.test`;
  env.signIn(email);
  await env.sandbox.admin.clearFaults();
});

const fast = { initialMs: 20, factor: 1, maxMs: 20 };
const session = () => ({ age: '21+' as const });
/** The Idempotency-Key of each `POST /vx/sessions` the proxy received since `from`. */
const createKeys = (from = 0) => env.postKeys('/vx/sessions', from);

function Providers({ children }: { children: ReactNode }) {
  return (
    <VeriframeProvider config={env.config({ hostedOrigins: [env.sandbox.frontendOrigin] })}>
      {children}
    </VeriframeProvider>
  );
}

describe('useHostedVerification: one Idempotency-Key per user action', () => {
  it('a double click sends one key; the next start, after an answer, a new one', async () => {
    const from = env.received.length;
    const { result } = renderHook(() => useHostedVerification({ session: session(), poll: fast }), {
      wrapper: Providers,
    });
    await act(async () => {
      await Promise.all([result.current.start(), result.current.start()]);
    });
    expect(result.current.phase).toBe('in-progress');
    await act(() => result.current.start());
    const [first, second, third] = createKeys(from);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
    expect(third).toMatch(/^[0-9a-f]{32}$/);
    expect(third).not.toBe(first);
  });

  it('a StrictMode effect that starts twice sends one key', async () => {
    const from = env.received.length;
    const body = session();
    const { result } = renderHook(
      () => {
        const verification = useHostedVerification({ session: body, poll: fast });
        const { start } = verification;
        useEffect(() => void start(), [start]);
        return verification;
      },
      {
        wrapper: ({ children }) => (
          <StrictMode>
            <Providers>{children}</Providers>
          </StrictMode>
        ),
      },
    );
    await waitFor(() => expect(result.current.phase).toBe('in-progress'));
    const keys = createKeys(from);
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it.each([
    ['a service timeout (504)', { kind: 'timeout' }, true],
    ['a reset connection (502)', { kind: 'reset' }, true],
    [
      'a service rate limit (429, an answer: nothing was created)',
      { kind: 'rate_limit', retry_after: 7 },
      false,
    ],
  ] as const)('after %s, the retry reuses the key only when no answer came', async (_, fault, reused) => {
    const body = session();
    await env.sandbox.admin.addFault({
      ...fault,
      route: 'POST /vx/api/session/create_session',
      session: email,
    });
    const from = env.received.length;
    const { result } = renderHook(() => useHostedVerification({ session: body, poll: fast }), {
      wrapper: Providers,
    });
    await act(() => result.current.start());
    expect(result.current.phase).toBe('error');
    await act(() => result.current.start());
    expect(result.current.phase).toBe('in-progress');
    const [failed, retried] = createKeys(from);
    expect(failed).toMatch(/^[0-9a-f]{32}$/);
    expect(retried === failed).toBe(reused);
  });
});

/** A page with a start button and the frame, or the dialog. */
function Flow({ dialog }: { dialog?: boolean }) {
  const [body] = useState(session);
  const verification = useHostedVerification({ session: body, poll: fast });
  return (
    <>
      <button type="button" onClick={() => verification.start()}>
        Verify
      </button>
      {dialog ? (
        <HostedVerificationDialog open verification={verification} />
      ) : (
        <HostedVerificationFrame verification={verification} />
      )}
    </>
  );
}

describe('the hosted flow when nobody is signed in (401 unauthenticated)', () => {
  it.each([
    ['frame', false],
    ['dialog', true],
  ])('the %s says "you need to sign in" in plain words and loads no frame', async (_, dialog) => {
    env.signedOut = true;
    render(
      <Providers>
        <Flow dialog={dialog} />
      </Providers>,
    );
    await act(async () => screen.getByRole('button', { name: 'Verify' }).click());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You need to sign in before you can verify your identity.');
    expect(alert.dataset.state).toBe('unauthenticated');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('surfaces the typed error: ProxyError code unauthenticated, status 401', async () => {
    env.signedOut = true;
    const { result } = renderHook(() => useHostedVerification({ session: session() }), {
      wrapper: Providers,
    });
    await act(() => result.current.start());
    expect(result.current.error).toMatchObject({ name: 'ProxyError', code: 'unauthenticated', status: 401 });
  });
});
