// Pure, no React: the provider's configuration and how its missing fields are filled (or refused).
import { EmbedConfigError } from '@veriframe/core';
import type { ModalSdkConfig } from '@veriframe/core/document';
import { sandboxDefaults } from './sandbox-defaults';

export { SANDBOX_FRONTEND_ORIGIN } from './sandbox-defaults';

/** Configuration of `<VeriframeProvider>`. */
export interface VeriframeConfig {
  /** Where the proxy (`@veriframe/server`) is mounted: a path or an absolute URL. Default `/api/veriframe`. */
  proxyBasePath?: string;
  /**
   * Where the document-modal script, stylesheet and constructor live. Required in a production build;
   * a development build defaults to the local sandbox.
   */
  documentModal?: ModalSdkConfig;
  /**
   * Exact origins the hosted verification page may post messages from. Required in a production build;
   * a development build defaults to the local sandbox.
   */
  hostedOrigins?: readonly string[];
}

/**
 * The configuration with every default filled in. A field a production build left out holds the
 * `EmbedConfigError` naming it instead of a value: the hooks and components that need it show that error.
 */
export interface ResolvedVeriframeConfig {
  proxyBasePath: string;
  documentModal: ModalSdkConfig | EmbedConfigError;
  hostedOrigins: readonly string[] | EmbedConfigError;
}

/** Where the proxy is mounted unless the configuration says otherwise (the demo's and the examples' path). */
const DEFAULT_PROXY_BASE_PATH = '/api/veriframe';

/** The rule a production build breaks by leaving out a field that has only a sandbox default. */
export const REQUIRED_IN_PRODUCTION =
  'is required in a production build (the local sandbox defaults apply only when NODE_ENV is "development" or "test")';

/**
 * Fills in what `config` leaves out: the proxy path always; the modal SDK and hosted origins only from the
 * local sandbox's defaults, which exist in development builds only. In a production build a missing one
 * becomes an `EmbedConfigError` naming the field (never a script from 127.0.0.1, never a crash). Never throws.
 *
 * @example
 * const resolved = resolveConfig({ hostedOrigins: ['https://verify.example.com'] });
 * if (resolved.documentModal instanceof Error) console.warn(resolved.documentModal.message);
 */
export function resolveConfig(config: VeriframeConfig, sandbox = sandboxDefaults()): ResolvedVeriframeConfig {
  return {
    proxyBasePath: config.proxyBasePath ?? DEFAULT_PROXY_BASE_PATH,
    documentModal:
      config.documentModal ??
      sandbox?.documentModal ??
      new EmbedConfigError('documentModal', REQUIRED_IN_PRODUCTION),
    hostedOrigins:
      config.hostedOrigins ??
      sandbox?.hostedOrigins ??
      new EmbedConfigError('hostedOrigins', REQUIRED_IN_PRODUCTION),
  };
}
