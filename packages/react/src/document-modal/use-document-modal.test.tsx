import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { defaultResultMessages } from '@veriframe/core';
import { type ReactNode, StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Harness, startHarness } from '../../test/harness';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { loadKitTexts } from '../texts/load-kit-texts';
import { DocumentModalButton } from './document-modal-button';
import { installTestVendor, testModalParameters } from './test-vendor';
import {
  type DocumentModalInput,
  type UseDocumentModalOptions,
  useDocumentModal,
  usePreloadDocumentModal,
} from './use-document-modal';
import { useDocumentStatus } from './use-document-status';

let env: Harness;
let vendor: ReturnType<typeof installTestVendor>;
beforeAll(async () => {
  env = await startHarness();
});
afterAll(() => env?.close());
beforeEach(() => {
  vendor = installTestVendor();
});
afterEach(() => vendor.uninstall());

let emailCount = 0;
/** The PASS person with an email of their own (each test has its own user status). */
const person = (ln?: string): DocumentModalInput =>
  testModalParameters({ ...(ln && { ln }), email: `doc${++emailCount}-${Date.now()}@example.test` });
const tokenRequests = () => env.requests.filter((r) => r.route.endsWith('/document/token')).length;

function Providers({ children }: { children: ReactNode }) {
  return <VeriframeProvider config={env.config({ documentModal: vendor.sdk })}>{children}</VeriframeProvider>;
}

/** A page with the button and the error's name. */
function ScanPage(props: {
  parameters: DocumentModalInput;
  options?: UseDocumentModalOptions;
  label: string;
}) {
  const modal = useDocumentModal(props.parameters, props.options);
  return (
    <>
      <DocumentModalButton modal={modal}>{props.label}</DocumentModalButton>
      <p role="alert">{modal.error?.name}</p>
    </>
  );
}

const renderModal = (parameters: DocumentModalInput, options: UseDocumentModalOptions = {}) =>
  renderHook((props: UseDocumentModalOptions) => useDocumentModal(parameters, props), {
    wrapper: Providers,
    initialProps: options,
  });

describe('useDocumentModal against the proxy and the sandbox', () => {
  it('builds the modal with a token from the proxy, then opens it from the button', async () => {
    const parameters = person();
    // The signed-in person's document address, as the proxy answers it with the token, is the modal's: keyed
    // by the proxy, never the person's email (issue 39), with the reference issued with it.
    const signedIn = `signed-in-${Date.now()}@example.test`;
    env.signIn(signedIn);
    const onOpen = vi.fn();
    render(<ScanPage parameters={parameters} options={{ onOpen }} label="Scan my ID" />, {
      wrapper: Providers,
    });
    const button = screen.getByRole('button', { name: 'Scan my ID' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(button.dataset.state).toBe('ready'));
    expect(button.disabled).toBe(false);
    const options = vendor.instances[0]?.options ?? {};
    expect(options).toMatchObject({
      ...parameters,
      email: expect.stringMatching(/^[0-9a-f]{40}@users\.veriframe\.invalid$/),
      reference: expect.any(String),
    });
    expect(options.email).not.toBe(signedIn);
    // A real sandbox token: the sandbox accepts a scan with it.
    const scan = await env.admin<{ user: { status: string } }>('/documents/scan', {
      ...parameters,
      email: options.email,
      token: options.token,
    });
    expect(scan.user.status).toBe('PASS');
    fireEvent.click(button);
    await waitFor(() => expect(button.dataset.state).toBe('open'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('always calls the latest callbacks without rebuilding the modal', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderModal(person(), { onSuccess: first });
    await waitFor(() => expect(result.current.ready).toBe(true));
    rerender({ onSuccess: second });
    act(() => vendor.emit('onSuccess', { status: 'PASS' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ status: 'PASS' });
    expect(vendor.instances).toHaveLength(1);
  });

  it('follows the move to a phone: waiting after onQr or onEmail, finished when the outcome arrives', async () => {
    const onQr = vi.fn();
    const { result } = renderModal(person(), { onQr });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.handoff).toBe('none');
    act(() => vendor.emit('onEmail'));
    expect(result.current.handoff).toBe('waiting-for-phone');
    act(() => vendor.emit('onQr'));
    expect(onQr).toHaveBeenCalledTimes(1);
    act(() => vendor.emit('onSuccess', { status: 'PASS' }));
    expect(result.current.handoff).toBe('finished-on-phone');
  });

  it('turns the 7.4 error states into typed events with the matching resultMessages text', async () => {
    const onEvent = vi.fn();
    const onErrorAlreadyVerified = vi.fn();
    const parameters = {
      ...person(),
      resultMessages: { verificationErrorVelocityTitle: 'Slow down' },
    };
    const { result } = renderModal(parameters, { onEvent, onErrorAlreadyVerified });
    await waitFor(() => expect(result.current.ready).toBe(true));
    for (const [callback, type] of [
      ['onErrorPending', 'error-pending'],
      ['onErrorAlreadyVerified', 'error-already-verified'],
      ['onErrorVelocity', 'error-velocity'],
    ] as const) {
      act(() => vendor.emit(callback, { status: 'ERROR' }));
      expect(onEvent).toHaveBeenLastCalledWith({ type, data: { status: 'ERROR' } });
      expect(result.current.lastEvent?.type).toBe(type);
    }
    expect(onErrorAlreadyVerified).toHaveBeenCalledTimes(1);
    expect(result.current.message).toEqual({
      title: 'Slow down',
      subtitle: defaultResultMessages.verificationErrorVelocitySubTitle,
      tone: 'error',
    });
    act(() => vendor.emit('onErrorPending'));
    expect(result.current.message?.title).toBe(defaultResultMessages.verificationErrorPendingTitle);
  });

  it("speaks the loaded language: after loadKitTexts('fr') the result messages are French", async () => {
    const texts = await loadKitTexts('fr');
    const { result } = renderHook(() => useDocumentModal(person()), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <VeriframeProvider config={env.config({ documentModal: vendor.sdk })} texts={texts}>
          {children}
        </VeriframeProvider>
      ),
    });
    await waitFor(() => expect(result.current.ready).toBe(true));
    // A manual review (status PENDING) reads as under review; a final FAIL says it failed, and no reviewer.
    act(() => vendor.emit('onFailure', { status: 'PENDING' }));
    expect(result.current.message).toEqual({
      title: "En cours d'examen",
      subtitle: 'Votre document est en attente de vérification manuelle',
      tone: 'pending',
    });
    act(() => vendor.emit('onFailure', { status: 'FAIL' }));
    expect(result.current.message).toEqual({
      title: 'Échec de la vérification',
      subtitle: "Nous n'avons pas pu confirmer votre identité.",
      tone: 'error',
    });
    act(() => vendor.emit('onErrorVelocity'));
    expect(result.current.message?.title).toBe('Trop de tentatives');
  });

  it('gets a new token from the proxy after an error-token event', async () => {
    const { result } = renderModal(person());
    await waitFor(() => expect(result.current.ready).toBe(true));
    const before = tokenRequests();
    act(() => vendor.emit('onErrorToken'));
    expect(result.current.message?.title).toBe(defaultResultMessages.verificationErrorTokenTitle);
    await waitFor(() => expect(tokenRequests()).toBe(before + 1));
    await act(() => result.current.open());
    expect(vendor.instances.at(-1)?.options.token).not.toBe(vendor.instances[0]?.options.token);
  });

  it('is destroyed on unmount, and StrictMode leaves one live modal from one token request', async () => {
    const before = tokenRequests();
    const { result, unmount } = renderHook(() => useDocumentModal(person()), {
      wrapper: ({ children }) => (
        <StrictMode>
          <Providers>{children}</Providers>
        </StrictMode>
      ),
    });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(tokenRequests()).toBe(before + 1);
    const live = vendor.instances.filter((instance) => !instance.calls.includes('destroy'));
    expect(live).toHaveLength(1);
    unmount();
    expect(vendor.instances.every((instance) => instance.calls.includes('destroy'))).toBe(true);
  });

  it('builds nothing and asks for no token when disabled', async () => {
    const before = tokenRequests();
    const { result } = renderModal(person(), { enabled: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.state).toBe('idle');
    expect(tokenRequests()).toBe(before);
    expect(vendor.instances).toHaveLength(0);
  });
});

describe('vendor files', () => {
  const missing = {
    scriptUrl: 'http://127.0.0.1:9/missing/modal.js',
    constructorPath: 'Missing.DocumentModal',
    timeoutMs: 50,
  };

  it('reports vendor files that never load as a typed ScriptLoadError; plain words and an enabled button to retry', async () => {
    render(
      <VeriframeProvider config={env.config({ documentModal: missing })}>
        <ScanPage parameters={person()} label="Scan" />
      </VeriframeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Scan' }) as HTMLButtonElement;
    await waitFor(() => expect(button.dataset.state).toBe('failed'));
    const [notice, name] = screen.getAllByRole('alert');
    expect(name!.textContent).toBe('ScriptLoadError');
    // The person reads what happened and what to do; the button beside it is the retry.
    expect(notice!.dataset.state).toBe('failed');
    expect(notice!.textContent).toBe(
      'The document check could not be loaded. Check your connection, then press the button to try again.',
    );
    expect(button.disabled).toBe(false);
  });

  it('preloads the vendor files with usePreloadDocumentModal and with preload while disabled', () => {
    const sdk = {
      scriptUrl: 'https://vendor.example.test/v2/modal.js',
      stylesheetUrl: 'https://vendor.example.test/v2/modal.css',
      constructorPath: 'V.M',
    };
    renderHook(() => usePreloadDocumentModal(), {
      wrapper: ({ children }) => (
        <VeriframeProvider config={{ documentModal: sdk }}>{children}</VeriframeProvider>
      ),
    });
    const preloads = () =>
      Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map(
        (link) => link.href,
      );
    expect(preloads()).toEqual(expect.arrayContaining([sdk.scriptUrl, sdk.stylesheetUrl]));
    expect(
      document.head.querySelector('link[rel="preconnect"][href^="https://vendor.example.test"]'),
    ).not.toBeNull();

    const other = { scriptUrl: 'https://other.example.test/modal.js', constructorPath: 'O.M' };
    renderHook(() => useDocumentModal(person(), { enabled: false, preload: true }), {
      wrapper: ({ children }) => (
        <VeriframeProvider config={{ documentModal: other }}>{children}</VeriframeProvider>
      ),
    });
    expect(preloads()).toContain(other.scriptUrl);
  });
});

describe('useDocumentStatus: the confirmed outcome', () => {
  it('reads the user status through the proxy and refreshes it after the modal reports success', async () => {
    const parameters = person('dcamsplusfail');
    // The proxy reads the status of the signed-in person: this one.
    env.signIn(parameters.email as string);
    const { result } = renderHook(
      () => ({ modal: useDocumentModal(parameters), status: useDocumentStatus() }),
      { wrapper: Providers },
    );
    await waitFor(() => expect(result.current.modal.ready).toBe(true));
    await waitFor(() => expect(result.current.status.status?.found).toBe(false));
    expect(result.current.status.outcome).toBeNull();
    // With the token, address and reference the proxy gave this person (the modal's own values).
    const { token, email, reference } = vendor.instances[0]?.options ?? {};
    await env.admin('/documents/scan', { ...parameters, token, email, reference });
    // The browser callback is only a hint: it makes the hook read the status again from the service.
    act(() => vendor.emit('onFailure', { status: 'FAIL' }));
    await waitFor(() => expect(result.current.status.outcome).toEqual({ status: 'FAIL', confirmed: true }));
  });
});
