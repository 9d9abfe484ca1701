// useDocumentModal's token fetch against the sandbox's faults on demand, through the real proxy: a
// token the service cannot give is state `failed` with a typed ProxyError, never a hang, and the next open retries.
import { act, renderHook, waitFor } from '@testing-library/react';
import { ProxyError } from '@veriframe/core/client';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../test/harness';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { installTestVendor, testModalParameters } from './test-vendor';
import { useDocumentModal } from './use-document-modal';

let env: Harness;
let vendor: ReturnType<typeof installTestVendor>;
beforeAll(async () => {
  // A short upstream deadline: a `timeout` fault ends in 504 within it.
  env = await startHarness({ clientOptions: { timeoutMs: 400 } });
});
afterAll(() => env?.close());
beforeEach(async () => {
  vendor = installTestVendor();
  await env.sandbox.admin.clearFaults();
});
afterEach(() => vendor.uninstall());

const tokenRoute = { route: 'POST /backend/token/create' } as const;
const bounded = { timeout: 10_000 }; // below the test's 15 s (test-setup.ts says why)
const tokenRequests = () => env.requests.filter((r) => r.route.endsWith('/document/token')).length;
let emails = 0;

function Providers({ children }: { children: ReactNode }) {
  return <VeriframeProvider config={env.config({ documentModal: vendor.sdk })}>{children}</VeriframeProvider>;
}

const renderModal = () => {
  const parameters = testModalParameters({ email: `doc-fault${++emails}-${Date.now()}@example.test` });
  return renderHook(() => useDocumentModal(parameters), { wrapper: Providers });
};

describe('useDocumentModal: token fetch under faults', () => {
  it.each([
    [{ kind: 'error', status: 503 }, 502, 'service_error'],
    [{ kind: 'timeout' }, 504, 'service_timeout'],
    [{ kind: 'reset' }, 502, 'service_unreachable'],
  ] as const)(
    '%j → failed with a typed ProxyError %i %s; the next open gets a token and opens',
    async (fault, status, code) => {
      await env.sandbox.admin.addFault({ ...fault, ...tokenRoute });
      const before = tokenRequests();
      const { result } = renderModal();

      await waitFor(() => expect(result.current.state).toBe('failed'), bounded);
      expect(result.current.error).toBeInstanceOf(ProxyError);
      expect(result.current.error).toMatchObject({ status, code });
      expect(result.current.ready).toBe(false);
      expect(vendor.instances).toHaveLength(0); // no modal built without a token
      expect(tokenRequests()).toBe(before + 1);

      // The user presses the button again: one new token request, and the modal opens with a real token.
      await act(() => result.current.open());
      await waitFor(() => expect(result.current.state).toBe('open'), bounded);
      expect(result.current.error).toBeNull();
      expect(tokenRequests()).toBe(before + 2);
      expect(vendor.instances.at(-1)?.options.token).toEqual(expect.any(String));
    },
  );

  it('a slow token (latency below the deadline) ends ready, not failed', async () => {
    await env.sandbox.admin.addFault({ kind: 'latency', ms: 150, ...tokenRoute });
    const { result } = renderModal();
    await waitFor(() => expect(result.current.state).toBe('ready'), bounded);
    expect(result.current.error).toBeNull();
  });
});
