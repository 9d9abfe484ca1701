// A production build's provider without `documentModal` or `hostedOrigins`: each hook and component that needs
// the missing field reports the typed error naming it, loads nothing from the local sandbox, and renders on a
// server without throwing. With the fields given, production works as before.
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { EmbedConfigError } from '@veriframe/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testModalParameters } from '../document-modal/test-vendor';
import { useDocumentModal, usePreloadDocumentModal } from '../document-modal/use-document-modal';
import { HostedVerificationFrame } from '../hosted/hosted-verification-frame';
import type { VeriframeConfig } from './config';
import { useVeriframe, VeriframeProvider } from './veriframe-provider';

const ORIGIN = 'https://verify.example.test';
const LINK = `${ORIGIN}/journey/abc?t=1`;
// An unreachable proxy: nothing in these tests may need it.
const proxyBasePath = 'http://127.0.0.1:9/api/veriframe';

const withConfig =
  (config: VeriframeConfig) =>
  ({ children }: { children: ReactNode }) => (
    <VeriframeProvider config={config}>{children}</VeriframeProvider>
  );

/** Every script, stylesheet, preload or preconnect the page was given. */
const loadedUrls = () =>
  [...document.querySelectorAll('script[src], link[href]')].map(
    (element) => element.getAttribute('src') ?? element.getAttribute('href'),
  );

describe('VeriframeProvider in a production build (NODE_ENV=production)', () => {
  const previous = process.env.NODE_ENV;
  beforeEach(() => {
    process.env.NODE_ENV = 'production';
  });
  afterEach(() => {
    process.env.NODE_ENV = previous;
    for (const element of document.head.querySelectorAll('script, link')) element.remove();
  });

  it('has no sandbox default: each missing field is an EmbedConfigError naming it', () => {
    const { result } = renderHook(() => useVeriframe(), { wrapper: withConfig({ proxyBasePath }) });
    expect(result.current.documentModal).toBeInstanceOf(EmbedConfigError);
    expect(result.current.documentModal).toMatchObject({ field: 'documentModal' });
    expect(result.current.hostedOrigins).toMatchObject({ field: 'hostedOrigins' });
    expect(result.current.client.basePath).toBe(proxyBasePath);
  });

  it('useDocumentModal fails with that error and loads nothing (no script from 127.0.0.1:4011)', async () => {
    const { result } = renderHook(
      () => {
        usePreloadDocumentModal();
        return useDocumentModal(testModalParameters());
      },
      { wrapper: withConfig({ proxyBasePath }) },
    );
    expect(result.current.state).toBe('failed');
    expect(result.current.ready).toBe(false);
    expect(result.current.error).toBeInstanceOf(EmbedConfigError);
    expect(result.current.error?.message).toMatch(/^documentModal is required in a production build/);
    await result.current.open(); // never rejects, opens nothing
    expect(result.current.state).toBe('failed');
    expect(loadedUrls()).toEqual([]);
  });

  it('HostedVerificationFrame loads no frame: plain words on screen, the error naming hostedOrigins in the console', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(<HostedVerificationFrame src={LINK} />, { wrapper: withConfig({ proxyBasePath }) });
      expect(screen.getByRole('alert').dataset.state).toBe('misconfigured');
      expect(document.querySelector('iframe')).toBeNull();
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({
          message: expect.stringMatching(/^hostedOrigins is required in a production build/),
        }),
      );
    } finally {
      logged.mockRestore();
    }
  });

  it('renders on the server without throwing', () => {
    const html = renderToString(
      <VeriframeProvider config={{ proxyBasePath }}>
        <HostedVerificationFrame src={LINK} />
      </VeriframeProvider>,
    );
    expect(html).toContain('data-state="misconfigured"');
    expect(html).not.toContain('hostedOrigins');
  });

  it('uses the configuration it is given', async () => {
    const documentModal = { scriptUrl: `${ORIGIN}/modal/v1/modal.js`, constructorPath: 'Vendor.Modal' };
    const wrapper = withConfig({ proxyBasePath, documentModal, hostedOrigins: [ORIGIN] });
    render(<HostedVerificationFrame src={LINK} />, { wrapper });
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(LINK);
    const { result } = renderHook(() => useDocumentModal(testModalParameters()), { wrapper });
    // The token request to the unreachable proxy fails: a ProxyError, not the configuration error.
    await waitFor(() => expect(result.current.state).toBe('failed'));
    expect(result.current.error).not.toBeInstanceOf(EmbedConfigError);
    expect(loadedUrls()).toContain(documentModal.scriptUrl);
  });
});
