// The configuration of the files the loader adds a tag for (its options, the vendor sdk's config) and its checks:
// https URLs (see secure-url), Subresource Integrity and CORS mode. Apart from the loader, which loads and caches.
import { fail } from '../embed/errors';
import { secureUrl } from '../embed/secure-url';

/** CORS mode of a tag: `integrity` needs one (a cross-origin file without CORS fails its integrity check). */
export type CrossOrigin = 'anonymous' | 'use-credentials';

export interface LoadOptions {
  /** CSP nonce put on the tag this loader creates. */
  nonce?: string;
  /**
   * Subresource Integrity of the file (`sha384-…`, several separated by spaces): the browser refuses a file
   * whose hash differs. A page's own tag is reused only when it carries the same value.
   */
  integrity?: string;
  /** `crossorigin` of the tag; default `anonymous` when `integrity` is given, else none. */
  crossorigin?: CrossOrigin;
  /** Milliseconds to wait for `load` before failing with reason `timeout`; default 15000. */
  timeoutMs?: number;
  /** Document to load into; default the global one. `null` or none (a server) resolves `null`. */
  document?: Document | null;
}

/**
 * Where the vendor's modal files live and where its constructor appears. Configuration, never constants.
 * Both URLs must be https (plain http only on a loopback host, in development).
 */
export interface ModalSdkConfig {
  scriptUrl: string;
  stylesheetUrl?: string;
  /** Dotted path on `window`, e.g. `SandboxVerify.DocumentModal`. */
  constructorPath: string;
  nonce?: string;
  timeoutMs?: number;
  /** Subresource Integrity of `scriptUrl` (`sha384-…`). */
  scriptIntegrity?: string;
  /** Subresource Integrity of `stylesheetUrl`. */
  stylesheetIntegrity?: string;
  /** `crossorigin` of both tags; default `anonymous` when an integrity is given. */
  crossorigin?: CrossOrigin;
}

/** The host of the page `doc` belongs to (none for a detached document): decides whether loopback http is fine. */
export const pageHostname = (doc: Document): string | undefined => doc.defaultView?.location.hostname;

/** Each token of an `integrity` value: a hash algorithm browsers check, then base64. */
const INTEGRITY_TOKEN = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** The tag attributes for `integrity` and `crossorigin`, checked; errors name `fields`. */
export const corsAttributes = (
  integrity: unknown,
  crossorigin: unknown,
  fields: { integrity: string; crossorigin: string },
): { integrity?: string; crossorigin?: CrossOrigin } => {
  if (integrity !== undefined) {
    const tokens = typeof integrity === 'string' ? integrity.trim().split(/\s+/) : [];
    if (tokens.length === 0 || !tokens.every((token) => INTEGRITY_TOKEN.test(token)))
      fail(fields.integrity, 'must be sha256-, sha384- or sha512- followed by a base64 hash');
  }
  if (crossorigin !== undefined && crossorigin !== 'anonymous' && crossorigin !== 'use-credentials')
    fail(fields.crossorigin, 'must be "anonymous" or "use-credentials"');
  return {
    integrity: (integrity as string | undefined)?.trim(),
    crossorigin:
      (crossorigin as CrossOrigin | undefined) ?? (integrity === undefined ? undefined : 'anonymous'),
  };
};

/** One vendor file of the sdk, checked: its URL and its tag's `integrity`/`crossorigin`. */
export interface SdkFile {
  url: URL;
  options: LoadOptions;
}

/** The sdk's script and (optional) stylesheet, validated, an error naming the sdk field. */
export const sdkFiles = (sdk: ModalSdkConfig, doc: Document): { script: SdkFile; stylesheet?: SdkFile } => {
  const file = (url: unknown, field: string, integrity: unknown, integrityField: string): SdkFile => ({
    url: secureUrl(url, field, doc.baseURI, pageHostname(doc)),
    options: {
      nonce: sdk.nonce,
      timeoutMs: sdk.timeoutMs,
      document: doc,
      ...corsAttributes(integrity, sdk.crossorigin, {
        integrity: integrityField,
        crossorigin: 'sdk.crossorigin',
      }),
    },
  });
  return {
    script: file(sdk.scriptUrl, 'sdk.scriptUrl', sdk.scriptIntegrity, 'sdk.scriptIntegrity'),
    stylesheet:
      sdk.stylesheetUrl === undefined
        ? undefined
        : file(sdk.stylesheetUrl, 'sdk.stylesheetUrl', sdk.stylesheetIntegrity, 'sdk.stylesheetIntegrity'),
  };
};
