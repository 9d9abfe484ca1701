import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useVeriframe, VeriframeProvider } from './veriframe-provider';

function Orphan() {
  useVeriframe();
  return null;
}

describe('VeriframeProvider', () => {
  it('fills in the sandbox defaults in a development build (Vitest runs with NODE_ENV=test)', () => {
    const { result } = renderHook(() => useVeriframe(), { wrapper: VeriframeProvider });
    expect(result.current.proxyBasePath).toBe('/api/veriframe');
    expect(result.current.client.basePath).toBe('/api/veriframe');
    expect(result.current.documentModal).toEqual({
      scriptUrl: 'http://127.0.0.1:4011/modal/v1/modal.js',
      stylesheetUrl: 'http://127.0.0.1:4011/modal/v1/modal.css',
      constructorPath: 'SandboxVerify.DocumentModal',
    });
    expect(result.current.hostedOrigins).toEqual(['http://127.0.0.1:4011']);
  });

  it('uses the QueryClient of the config, else the one in context, else its own', () => {
    const configured = new QueryClient();
    const outer = new QueryClient();
    const read = (wrapper: (props: { children: ReactNode }) => ReactNode) =>
      renderHook(() => useQueryClient(), { wrapper }).result.current;
    expect(
      read(({ children }) => (
        <QueryClientProvider client={outer}>
          <VeriframeProvider config={{ queryClient: configured }}>{children}</VeriframeProvider>
        </QueryClientProvider>
      )),
    ).toBe(configured);
    expect(
      read(({ children }) => (
        <QueryClientProvider client={outer}>
          <VeriframeProvider>{children}</VeriframeProvider>
        </QueryClientProvider>
      )),
    ).toBe(outer);
    const own = read(({ children }) => <VeriframeProvider>{children}</VeriframeProvider>);
    expect(own).toBeInstanceOf(QueryClient);
    expect(own).not.toBe(outer);
  });

  it('keeps its value while an inline config says the same thing, and makes a new one when it changes', () => {
    // `config={configFromEnv(import.meta.env)}` written inline builds new objects on every render.
    const configOf = (origin: string) => ({
      documentModal: { scriptUrl: `${origin}/modal.js`, constructorPath: 'Vendor.Modal' },
      hostedOrigins: [origin],
    });
    let origin = 'https://verify.example.com';
    const { result, rerender } = renderHook(() => useVeriframe(), {
      wrapper: ({ children }) => <VeriframeProvider config={configOf(origin)}>{children}</VeriframeProvider>,
    });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(result.current.client).toBe(first.client);
    origin = 'https://other.example.com';
    rerender();
    expect(result.current).not.toBe(first);
    expect(result.current.hostedOrigins).toEqual(['https://other.example.com']);
    expect(result.current.documentModal).toEqual({
      scriptUrl: 'https://other.example.com/modal.js',
      constructorPath: 'Vendor.Modal',
    });
  });

  it('says clearly when a hook is used outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('inside <VeriframeProvider>');
    spy.mockRestore();
  });
});
