import { addTag, findTag, getDocument, listen, readPath } from './dom';
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
// One map of URL → promise per document (a page, or a frame's document passed as `document`).
let caches = new WeakMap<Document, Map<string, Promise<HTMLElement>>>();

/**
 * Forgets every pending or finished load. For tests only: pages never need it.
 *
 * @example
 * beforeEach(() => resetLoaderCache());
 */
export const resetLoaderCache = (): void => {
  caches = new WeakMap();
};

function load(tag: 'script' | 'link', url: string, o: LoadOptions = {}): Promise<HTMLElement | null> {
  const doc = getDocument(o.document);
  if (!doc) return Promise.resolve(null);
  let href: string;
  try {
    href = httpUrl(url, 'url', doc.baseURI).href;
    if (o.timeoutMs !== undefined && !(o.timeoutMs > 0 && o.timeoutMs < 2 ** 31))
      fail('timeoutMs', 'must be a number of ms from 1 to 2^31-1');
  } catch (e) {
    return Promise.reject(e);
  }
  const cache = caches.get(doc) ?? new Map<string, Promise<HTMLElement>>();
  caches.set(doc, cache);
  let p = cache.get(href);
  if (!p) {
    p = new Promise<HTMLElement>((resolve, reject) => {
      const found = findTag(doc, tag, href);
      if (found?.hasAttribute(LOADED)) return resolve(found);
      const el =
        found ??
        addTag(doc, tag, {
          [tag === 'script' ? 'src' : 'href']: href,
          [tag === 'script' ? 'async' : 'rel']: tag === 'script' ? '' : 'stylesheet',
          nonce: o.nonce,
        });
      const ac = new AbortController();
      const settle = (reason?: 'timeout' | 'network') => {
        clearTimeout(timer);
        ac.abort();
        if (!reason) {
          el.setAttribute(LOADED, '');
          return resolve(el);
        }
        // Remove only our own tag, and forget the promise, so a retry starts clean.
        if (!found) el.remove();
        cache.delete(href);
        reject(new ScriptLoadError(reason, href));
      };
      const timer = setTimeout(settle, o.timeoutMs ?? 15e3, 'timeout');
      listen(el, 'load', () => settle(), ac.signal);
      listen(el, 'error', () => settle('network'), ac.signal);
    });
    cache.set(href, p);
  }
  return p;
}

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

/**
 * Warms up the vendor files so a later open is instant: `<link rel=preconnect>` to their origins and
 * `<link rel=preload>` for the script and stylesheet, each added once. Does nothing on a server.
 *
 * @example
 * preloadModalSdk({ scriptUrl, stylesheetUrl, constructorPath: 'SandboxVerify.DocumentModal' });
 */
export function preloadModalSdk(sdk: ModalSdkConfig, options: { document?: Document | null } = {}): void {
  const doc = getDocument(options.document);
  if (doc)
    (['scriptUrl', 'stylesheetUrl'] as const).forEach((key, i) => {
      if (i && sdk[key] === undefined) return;
      const u = httpUrl(sdk[key], `sdk.${key}`, doc.baseURI);
      // A link's `href` reads back normalized: an origin gains a trailing slash.
      if (!findTag(doc, 'link', `${u.origin}/`, 'preconnect'))
        addTag(doc, 'link', { rel: 'preconnect', href: u.origin });
      // No preload once the file's own tag exists: it is already fetched or on its way.
      if (!findTag(doc, 'link', u.href, 'preload') && !findTag(doc, i ? 'link' : 'script', u.href))
        addTag(doc, 'link', { rel: 'preload', as: i ? 'style' : 'script', href: u.href, nonce: sdk.nonce });
    });
}

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
export async function loadModalSdk(
  sdk: ModalSdkConfig,
  options: { document?: Document | null } = {},
): Promise<ModalConstructor | null> {
  const doc = getDocument(options.document);
  if (!doc) return null;
  const path = sdk?.constructorPath;
  if (typeof path !== 'string' || !/^[\w$]+(\.[\w$]+)*$/.test(path))
    fail('sdk.constructorPath', 'must be a dotted name');
  // Checked here so a bad URL names its sdk field, even when nothing needs loading.
  httpUrl(sdk.scriptUrl, 'sdk.scriptUrl', doc.baseURI);
  if (sdk.stylesheetUrl !== undefined) httpUrl(sdk.stylesheetUrl, 'sdk.stylesheetUrl', doc.baseURI);
  const win = doc.defaultView ?? globalThis;
  const find = () => readPath(win, path) as ModalConstructor | undefined;
  if (typeof find() !== 'function') {
    const o = { nonce: sdk.nonce, timeoutMs: sdk.timeoutMs, document: doc };
    await Promise.all([
      sdk.stylesheetUrl && loadStylesheet(sdk.stylesheetUrl, o),
      loadScript(sdk.scriptUrl, o),
    ]);
    if (typeof find() !== 'function')
      throw new ScriptLoadError('constructor', sdk.scriptUrl, `no ${path} after loading ${sdk.scriptUrl}`);
  }
  return find()!;
}
