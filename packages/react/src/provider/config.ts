import type { QueryClient } from '@tanstack/react-query';
import type { ModalSdkConfig } from '@veriframe/core';

/** Configuration of `<VeriframeProvider>`; every field is optional. */
export interface VeriframeConfig {
  /** Where the proxy (`@veriframe/server`) is mounted: a path or an absolute URL. Default `/api/veriframe`. */
  proxyBasePath?: string;
  /** Where the document-modal script, stylesheet and constructor live. Default: the local sandbox. */
  documentModal?: ModalSdkConfig;
  /** Exact origins the hosted verification page may post messages from. Default: the local sandbox. */
  hostedOrigins?: readonly string[];
  /** The QueryClient to use; otherwise the one in context, otherwise one the provider creates. */
  queryClient?: QueryClient;
}

/** The configuration with every default filled in. */
export interface ResolvedVeriframeConfig {
  proxyBasePath: string;
  documentModal: ModalSdkConfig;
  hostedOrigins: readonly string[];
}

/** Origin of the local sandbox's hosted pages (`pnpm sandbox`, `pnpm demo`). */
export const SANDBOX_FRONTEND_ORIGIN = 'http://127.0.0.1:4011';

/** Defaults that work with the demo's proxy and the local sandbox. */
export const defaultConfig: ResolvedVeriframeConfig = {
  proxyBasePath: '/api/veriframe',
  documentModal: {
    scriptUrl: `${SANDBOX_FRONTEND_ORIGIN}/modal/v1/modal.js`,
    stylesheetUrl: `${SANDBOX_FRONTEND_ORIGIN}/modal/v1/modal.css`,
    constructorPath: 'SandboxVerify.DocumentModal',
  },
  hostedOrigins: [SANDBOX_FRONTEND_ORIGIN],
};
