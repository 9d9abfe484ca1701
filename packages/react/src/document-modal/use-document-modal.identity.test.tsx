// "Who is asking" in the document modal, through the real proxy and sandbox: one Idempotency-Key per
// token request, and a clear "sign in" state when the proxy answers 401 `unauthenticated`.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../test/harness';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { DocumentModalButton } from './document-modal-button';
import { installTestVendor, testModalParameters } from './test-vendor';
import { useDocumentModal } from './use-document-modal';

let env: Harness;
let vendor: ReturnType<typeof installTestVendor>;
beforeAll(async () => {
  env = await startHarness();
});
afterAll(() => env?.close());
beforeEach(() => {
  env.signedOut = false;
  vendor = installTestVendor();
});
afterEach(() => vendor.uninstall());

/** The Idempotency-Key of each `POST /document/token` the proxy received since `from`. */
const tokenKeys = (from: number) => env.postKeys('/document/token', from);

function Providers({ children }: { children: ReactNode }) {
  return <VeriframeProvider config={env.config({ documentModal: vendor.sdk })}>{children}</VeriframeProvider>;
}

function ScanPage() {
  const modal = useDocumentModal(testModalParameters());
  return <DocumentModalButton modal={modal}>Scan my ID</DocumentModalButton>;
}

describe('useDocumentModal: Idempotency-Key of the token requests', () => {
  it('StrictMode builds twice and asks with one key; a renewal after error-token asks with a new one', async () => {
    const from = env.received.length;
    const { result } = renderHook(() => useDocumentModal(testModalParameters()), {
      wrapper: ({ children }) => (
        <StrictMode>
          <Providers>{children}</Providers>
        </StrictMode>
      ),
    });
    await waitFor(() => expect(result.current.ready).toBe(true));
    const first = tokenKeys(from);
    expect(first[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(first).size).toBe(1);

    act(() => vendor.emit('onErrorToken'));
    await waitFor(() => expect(tokenKeys(from).length).toBe(first.length + 1));
    const renewal = tokenKeys(from).at(-1);
    expect(renewal).toMatch(/^[0-9a-f]{32}$/);
    expect(renewal).not.toBe(first[0]);
  });
});

describe('the document modal when nobody is signed in (401 unauthenticated)', () => {
  it('the button is followed by "you need to sign in" in plain words, and the error is typed', async () => {
    env.signedOut = true;
    render(<ScanPage />, { wrapper: Providers });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You need to sign in before you can verify your document.');
    expect(alert.dataset.state).toBe('unauthenticated');
    expect(vendor.instances).toHaveLength(0);
    // Signed in again, a click retries.
    env.signedOut = false;
    const button = screen.getByRole('button', { name: 'Scan my ID' });
    await act(async () => button.click());
    await waitFor(() => expect(button.dataset.state).toBe('open'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('useDocumentModal reports ProxyError code unauthenticated, status 401', async () => {
    env.signedOut = true;
    const { result } = renderHook(() => useDocumentModal(testModalParameters()), { wrapper: Providers });
    await waitFor(() => expect(result.current.state).toBe('failed'));
    expect(result.current.error).toMatchObject({ name: 'ProxyError', code: 'unauthenticated', status: 401 });
  });
});
