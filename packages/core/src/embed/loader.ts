import { addTag, findTag, getDocument, SCRIPT, STYLESHEET } from './dom';
import { fail, httpUrl, ScriptLoadError } from './errors';

export interface LoadOptions {
  /** CSP nonce put on the tag this loader creates. */
  nonce?: string;
  /** Milliseconds to wait for `load` before failing with reason `timeout`; default 15000. */
  timeoutMs?: number;
  /** Document to load into; default the global one. `null` or none (a server) resolves `null`. */
  document?: Document | null;
}

/** Where the vendor's modal files live and where its constructor appears. Configuration, never constants. */
export interface ModalSdkConfig {
  scriptUrl: string;
  stylesheetUrl?: string;
  /** Dotted path on `window`, e.g. `SandboxVerify.DocumentModal`. */
  constructorPath: string;
  nonce?: string;
  timeoutMs?: number;
}

/** The vendor modal instance (spec 4.8 methods). */
export interface VendorModal {
  open(): void;
  close(): void;
  destroy(): void;
}
export type ModalConstructor = new (options: Record<string, unknown>) => VendorModal;

// Set on a tag once its `load` fired, so a later call (another bundle copy, a cleared cache) resolves at once.
const LOADED = 'data-veriframe-loaded';
const DEFAULT_TIMEOUT_MS = 15_000;
/** setTimeout fires at once for a delay of 2^31 ms or more. */
const TIMEOUT_LIMIT_MS = 2 ** 31;

/** Pending and finished loads of one document, by resolved URL. */
type LoadCache = Map<string, Promise<HTMLElement>>;
// One cache per document (a page, or a frame's document passed as `document`).
let caches = new WeakMap<Document, LoadCache>();

/**
 * Forgets every pending or finished load. For tests only: pages never need it.
 *
 * @example
 * beforeEach(() => resetLoaderCache());
 */
export const resetLoaderCache = (): void => {
  caches = new WeakMap();
};

const cacheOf = (doc: Document): LoadCache => {
  let cache = caches.get(doc);
  if (!cache) {
    cache = new Map();
    caches.set(doc, cache);
  }
  return cache;
};

/**
 * Waits for `element` to load: resolves on `load`, rejects with a ScriptLoadError on `error` or after
 * `timeoutMs`. Only the first of the three counts. On failure `onFailure` runs first (cleanup).
 */
const whenLoaded = (
  element: HTMLElement,
  url: string,
  timeoutMs: number,
  onFailure: () => void,
): Promise<HTMLElement> =>
  new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: 'load' | 'network' | 'timeout') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (outcome === 'load') {
        element.setAttribute(LOADED, '');
        resolve(element);
        return;
      }
      onFailure();
      reject(new ScriptLoadError(outcome, url));
    };
    const timer = setTimeout(() => settle('timeout'), timeoutMs);
    element.addEventListener('load', () => settle('load'));
    element.addEventListener('error', () => settle('network'));
  });

const load = (tag: 'script' | 'link', url: string, options?: LoadOptions): Promise<HTMLElement | null> => {
  const doc = getDocument(options);
  if (!doc) return Promise.resolve(null);
  const timeoutMs = options?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let href: string;
  try {
    href = httpUrl(url, 'url', doc.baseURI).href;
    if (!(timeoutMs > 0 && timeoutMs < TIMEOUT_LIMIT_MS)) fail('timeoutMs', 'must be 1 to 2^31-1 ms');
  } catch (error) {
    return Promise.reject(error);
  }

  const cache = cacheOf(doc);
  const cached = cache.get(href);
  if (cached) return cached;

  const isScript = tag === 'script';
  // Reuse the page's own tag for this URL, never add a second one.
  const existing = findTag(doc, isScript ? SCRIPT : STYLESHEET, href);
  let pending: Promise<HTMLElement>;
  if (existing?.hasAttribute(LOADED)) {
    pending = Promise.resolve(existing);
  } else {
    const attributes = isScript
      ? { src: href, async: '', nonce: options?.nonce }
      : { href, rel: 'stylesheet', nonce: options?.nonce };
    const element = existing ?? addTag(doc, tag, attributes);
    pending = whenLoaded(element, href, timeoutMs, () => {
      // Remove only our own tag, and forget the promise, so a retry starts clean.
      if (!existing) element.remove();
      cache.delete(href);
    });
  }
  cache.set(href, pending);
  return pending;
};

/**
 * Loads a script once per URL: reuses a `<script src>` already in the page, sets the CSP nonce, fails
 * with a {@link ScriptLoadError} on error or timeout (and then a call retries). Resolves `null` on a server.
 *
 * @example
 * await loadScript('https://verify.example.com/modal/v1/modal.js', { nonce: cspNonce, timeoutMs: 10_000 });
 */
export const loadScript = (url: string, options?: LoadOptions): Promise<HTMLScriptElement | null> =>
  load('script', url, options) as Promise<HTMLScriptElement | null>;

/**
 * Loads a stylesheet once per URL, with the same rules as {@link loadScript}.
 *
 * @example
 * await loadStylesheet('https://verify.example.com/modal/v1/modal.css');
 */
export const loadStylesheet = (url: string, options?: LoadOptions): Promise<HTMLLinkElement | null> =>
  load('link', url, options) as Promise<HTMLLinkElement | null>;

/** The sdk's script and (optional) stylesheet URLs, validated, an error naming the sdk field. */
const sdkUrls = (sdk: ModalSdkConfig, doc: Document): { script: URL; stylesheet: URL | undefined } => ({
  script: httpUrl(sdk.scriptUrl, 'sdk.scriptUrl', doc.baseURI),
  stylesheet:
    sdk.stylesheetUrl === undefined
      ? undefined
      : httpUrl(sdk.stylesheetUrl, 'sdk.stylesheetUrl', doc.baseURI),
});

/** Adds `<link rel=preconnect>` to the file's origin and `<link rel=preload>` for it, each once. */
const preloadFile = (doc: Document, url: URL, kind: 'script' | 'style', nonce: string | undefined) => {
  // A link's `href` reads back normalized: an origin gains a trailing slash.
  if (!findTag(doc, 'link[rel~=preconnect]', `${url.origin}/`)) {
    addTag(doc, 'link', { rel: 'preconnect', href: url.origin });
  }
  // No preload once the file's own tag exists: it is already fetched or on its way.
  const ownTag = kind === 'script' ? SCRIPT : STYLESHEET;
  if (!findTag(doc, `link[rel~=preload],${ownTag}`, url.href)) {
    addTag(doc, 'link', { rel: 'preload', as: kind, href: url.href, nonce });
  }
};

/**
 * Warms up the vendor files so a later open is instant: `<link rel=preconnect>` to their origins and
 * `<link rel=preload>` for the script and stylesheet, each added once. Does nothing on a server.
 *
 * @example
 * preloadModalSdk({ scriptUrl, stylesheetUrl, constructorPath: 'SandboxVerify.DocumentModal' });
 */
export const preloadModalSdk = (sdk: ModalSdkConfig, options?: { document?: Document | null }): void => {
  const doc = getDocument(options);
  if (!doc) return;
  const { script, stylesheet } = sdkUrls(sdk, doc);
  preloadFile(doc, script, 'script', sdk.nonce);
  if (stylesheet) preloadFile(doc, stylesheet, 'style', sdk.nonce);
};

/** The value at a dotted `path` (`SandboxVerify.DocumentModal`) under `root`, or undefined. */
const valueAt = (root: unknown, path: string): unknown => {
  let value = root;
  for (const key of path.split('.')) {
    if (value === null || value === undefined) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
};

/**
 * Loads the vendor's stylesheet and script and returns the constructor found at `constructorPath` on
 * `window`. When the constructor is already there, nothing is loaded. Resolves `null` on a server.
 *
 * @example
 * const DocumentModal = await loadModalSdk({
 *   scriptUrl: 'https://verify.example.com/modal/v1/modal.js',
 *   stylesheetUrl: 'https://verify.example.com/modal/v1/modal.css',
 *   constructorPath: 'SandboxVerify.DocumentModal',
 * });
 */
export const loadModalSdk = async (
  sdk: ModalSdkConfig,
  options?: { document?: Document | null },
): Promise<ModalConstructor | null> => {
  const doc = getDocument(options);
  if (!doc) return null;
  const path = sdk?.constructorPath;
  if (typeof path !== 'string' || !/^[\w$]+(\.[\w$]+)*$/.test(path)) {
    fail('sdk.constructorPath', 'must be a dotted name');
  }
  // Checked here so a bad URL names its sdk field, even when nothing needs loading.
  const { script, stylesheet } = sdkUrls(sdk, doc);
  const findConstructor = () => {
    const value = valueAt(doc.defaultView ?? globalThis, path);
    return typeof value === 'function' ? (value as ModalConstructor) : undefined;
  };
  if (!findConstructor()) {
    const loadOptions = { ...sdk, document: doc };
    await Promise.all([
      stylesheet && load('link', stylesheet.href, loadOptions),
      load('script', script.href, loadOptions),
    ]);
  }
  const modalConstructor = findConstructor();
  if (!modalConstructor) {
    throw new ScriptLoadError('constructor', script.href, `no ${path} after loading ${script.href}`);
  }
  return modalConstructor;
};
