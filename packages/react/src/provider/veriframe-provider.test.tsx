import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startHarness } from '../../test/harness';
import { useDocumentStatus } from '../document-modal/use-document-status';
import { useVeriframe, VeriframeProvider } from './veriframe-provider';

// This file's folder is src/provider of the package.
const packageDir = join(import.meta.dirname, '../..');

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

  it('needs no data-fetching library: TanStack Query is neither a peer nor imported by any file of the package', () => {
    const packageJson = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    const needed = { ...packageJson.dependencies, ...packageJson.peerDependencies };
    expect(Object.keys(needed).filter((name) => name.startsWith('@tanstack/'))).toEqual([]);
    const sources = readdirSync(join(packageDir, 'src'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file),
    );
    expect(sources.length).toBeGreaterThan(20);
    const importing = sources.filter((file) =>
      readFileSync(join(packageDir, 'src', file), 'utf8').includes("from '@tanstack/"),
    );
    expect(importing).toEqual([]);
  });

  it('runs its hooks with no QueryClient anywhere: the document status is read through the real proxy', async () => {
    const env = await startHarness();
    try {
      env.signIn('no-query-client@example.test');
      const { result } = renderHook(() => useDocumentStatus(), {
        wrapper: ({ children }) => <VeriframeProvider config={env.config()}>{children}</VeriframeProvider>,
      });
      await waitFor(() => expect(result.current.status?.found).toBe(false));
      expect(result.current.error).toBeNull();
      expect(env.requests.some((request) => request.route.endsWith('/document/status'))).toBe(true);
    } finally {
      await env.close();
    }
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
