'use client';

import { createProxyClient, type ProxyClient, type ProxyError } from '@veriframe/core/client';
import { DocumentStatusObserver, type ModalSdkConfig } from '@veriframe/core/document';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { KitTexts } from '../texts/kit-texts';
import { VeriframeTexts } from '../texts/kit-texts-context';
import { type ResolvedVeriframeConfig, resolveConfig, type VeriframeConfig } from './config';
import { useEmbeddingDoctor } from './embedding-doctor';

export interface VeriframeContextValue extends ResolvedVeriframeConfig {
  client: ProxyClient;
  /** The signed-in person's document status on this proxy, one for every hook (`useDocumentStatus`). */
  documentStatus: DocumentStatusObserver<ProxyError>;
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
 * The hooks below run on core's observers, so no data-fetching library (TanStack Query or other) is needed. A
 * development build fills a missing `documentModal` or `hostedOrigins` with the local sandbox; a production
 * build does not: the hooks and components that need the missing field report an `EmbedConfigError` naming
 * it. A development build also runs the embedding doctor (`checkEmbedding` of `@veriframe/core`) and logs,
 * once, what in the page would break verification for real people.
 *
 * @example
 * <VeriframeProvider
 *   config={{
 *     documentModal: { scriptUrl: 'https://verify.example.com/modal/v1/modal.js', constructorPath: 'Vendor.DocumentModal' },
 *     hostedOrigins: ['https://verify.example.com'],
 *   }}
 * >
 *   <App />
 * </VeriframeProvider>
 */
export function VeriframeProvider({ config = {}, texts, children }: VeriframeProviderProps) {
  const { proxyBasePath, documentModal, hostedOrigins } = config;
  // Keyed on what the config says, not on its objects' identity: `config={configFromEnv(import.meta.env)}`
  // written inline makes new objects on every render, which must not make a new proxy client and re-render
  // every hook below. Both are plain data, so their JSON text is their content.
  const modalText = documentModal && JSON.stringify(documentModal);
  const originsText = hostedOrigins && JSON.stringify(hostedOrigins);
  const value = useMemo(() => {
    const resolved = resolveConfig({
      proxyBasePath,
      documentModal: modalText === undefined ? undefined : (JSON.parse(modalText) as ModalSdkConfig),
      hostedOrigins: originsText === undefined ? undefined : (JSON.parse(originsText) as string[]),
    });
    const client = createProxyClient(resolved.proxyBasePath);
    return { ...resolved, client, documentStatus: new DocumentStatusObserver<ProxyError>({ client }) };
  }, [proxyBasePath, modalText, originsText]);
  // Development builds: says in the console what in this page would break verification (embedding doctor).
  useEmbeddingDoctor(value);
  return (
    <VeriframeContext.Provider value={value}>
      {texts ? <VeriframeTexts texts={texts}>{children}</VeriframeTexts> : children}
    </VeriframeContext.Provider>
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
