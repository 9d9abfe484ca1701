// A session survives a reload (issue 42): with `resume`, a new mount takes up the person's own latest session
// from the real proxy (`GET /vx/resume`) instead of starting over; another person's mount takes up nothing.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../test/harness';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { useHostedVerification } from './use-hosted-verification';

let env: Harness;
beforeAll(async () => {
  env = await startHarness();
});
afterAll(() => env?.close());

const fast = { initialMs: 20, factor: 1, maxMs: 20 };

function Providers({ children }: { children: ReactNode }) {
  return (
    <VeriframeProvider config={env.config({ hostedOrigins: [env.sandbox.frontendOrigin] })}>
      {children}
    </VeriframeProvider>
  );
}

const mount = (resume: boolean) =>
  renderHook(() => useHostedVerification({ session: { age: '21+' }, poll: fast, resume }), {
    wrapper: Providers,
  });

describe('useHostedVerification({ resume: true })', () => {
  it('a new mount (a reload) continues the journey the person was in; another person starts from nothing', async () => {
    env.signIn(`resume-${Date.now()}@example.test`);
    const first = mount(false);
    await act(() => first.result.current.start());
    const made = first.result.current.session;
    if (!made) throw new Error('no session was made');
    await env.admin(`/vx/sessions/${made.request_id}/steps`, { component: 'document', outcome: 'PASS' });
    first.unmount();

    const reloaded = mount(true);
    await waitFor(() => expect(reloaded.result.current.phase).toBe('in-progress'));
    expect(reloaded.result.current.session).toMatchObject({ request_id: made.request_id, link: made.link });
    // Its reads go on: the service's word after the first step is progress, never an outcome.
    await waitFor(() => expect(reloaded.result.current.provisional).toBe('PASS'));
    expect(reloaded.result.current.outcome).toBeNull();
    reloaded.unmount();

    // Without the option, a mount starts from nothing, as before.
    const plain = mount(false);
    expect(plain.result.current.phase).toBe('idle');
    plain.unmount();

    env.signIn(`resume-other-${Date.now()}@example.test`);
    const resumeCalls = () =>
      env.requests.filter((r) => r.path.endsWith('/vx/resume') && r.status === 200).length;
    const before = resumeCalls();
    const other = mount(true);
    // Nothing to resume is an answer (200, session null), not an error a console would print.
    await waitFor(() => expect(resumeCalls()).toBe(before + 1));
    expect(other.result.current.phase).toBe('idle');
    expect(other.result.current.session).toBeUndefined();
    expect(other.result.current.error).toBeNull();
    other.unmount();
  });
});
