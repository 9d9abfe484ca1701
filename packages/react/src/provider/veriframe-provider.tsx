'use client';

import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { createProxyClient, type ProxyClient } from '../proxy/proxy-client';
import type { KitTexts } from '../texts/kit-texts';
import { VeriframeTexts } from '../texts/kit-texts-context';
import { defaultConfig, type ResolvedVeriframeConfig, type VeriframeConfig } from './config';

export interface VeriframeContextValue extends ResolvedVeriframeConfig {
  client: ProxyClient;
}

const VeriframeContext = /* @__PURE__ */ createContext<VeriframeContextValue | null>(null);

export interface VeriframeProviderProps {
  config?: VeriframeConfig;
  /** The kit's component texts to replace (English by default), e.g. `spanishKitTexts` of `@veriframe/react/texts/es`. */
  texts?: Partial<KitTexts>;
  children?: ReactNode;
}

/**
 * Holds the Veriframe configuration (proxy, modal SDK, allowed hosted origins) for the hooks and components below.
 * Uses `config.queryClient`, else the QueryClient already in context, else creates one.
 *
 * @example
 * <VeriframeProvider config={{ proxyBasePath: '/api/veriframe', hostedOrigins: ['https://verify.example.com'] }}>
 *   <App />
 * </VeriframeProvider>
 */
export function VeriframeProvider({ config = {}, texts, children }: VeriframeProviderProps) {
  const {
    proxyBasePath = defaultConfig.proxyBasePath,
    documentModal = defaultConfig.documentModal,
    hostedOrigins = defaultConfig.hostedOrigins,
    queryClient,
  } = config;
  const value = useMemo(
    () => ({ proxyBasePath, documentModal, hostedOrigins, client: createProxyClient(proxyBasePath) }),
    [proxyBasePath, documentModal, hostedOrigins],
  );
  const outer = useContext(QueryClientContext);
  // Created once, and only when neither the config nor the context brings a client. Re-providing the outer
  // client is harmless and keeps one render path.
  const [own] = useState(() => (queryClient || outer ? null : new QueryClient()));
  return (
    <QueryClientProvider client={(queryClient ?? outer ?? own)!}>
      <VeriframeContext.Provider value={value}>
        {texts ? <VeriframeTexts texts={texts}>{children}</VeriframeTexts> : children}
      </VeriframeContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * The provider's configuration and proxy client. Throws a clear error outside `<VeriframeProvider>`.
 *
 * @example
 * const { client } = useVeriframe();
 */
export function useVeriframe(): VeriframeContextValue {
  const value = useContext(VeriframeContext);
  if (!value) throw Error('Use Veriframe hooks inside <VeriframeProvider>');
  return value;
}
