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
// One map of URL → promise per document (a page, or a frame's document passed as `document`).
let caches = new WeakMap<Document, Record<string, Promise<HTMLElement>>>();

/**
 * Forgets every pending or finished load. For tests only: pages never need it.
 *
 * @example
 * beforeEach(() => resetLoaderCache());
 */
export const resetLoaderCache = (): void => {
  caches = new WeakMap();
};

const load = (tag: 'script' | 'link', url: string, o?: LoadOptions): Promise<HTMLElement | null> => {
  const doc = getDocument(o);
  if (!doc) return Promise.resolve(null);
  const ms = o?.timeoutMs ?? 15e3;
  let href: string;
  try {
    href = httpUrl(url, 'url', doc.baseURI).href;
    if (!(ms > 0 && ms < 2 ** 31)) fail('timeoutMs', 'must be 1 to 2^31-1 ms');
  } catch (e) {
    return Promise.reject(e);
  }
  const cache = caches.get(doc) ?? caches.set(doc, {}).get(doc)!;
  cache[href] ??= new Promise<HTMLElement>((resolve, reject) => {
    const script = tag === 'script';
    const found = findTag(doc, script ? SCRIPT : STYLESHEET, href);
    if (found?.hasAttribute(LOADED)) return resolve(found);
    const el =
      found ??
      addTag(
        doc,
        tag,
        script ? { src: href, async: '', nonce: o?.nonce } : { href, rel: 'stylesheet', nonce: o?.nonce },
      );
    // The timer doubles as the "still pending" flag: a late load or error after settling is ignored.
    // It fires with `{}` (no type), which counts as a timeout.
    let timer: ReturnType<typeof setTimeout> | number | undefined;
    const settle = ({ type }: { type?: string }) => {
      if (!timer) return;
      timer = clearTimeout(timer) as undefined;
      if (type === 'load') {
        el.setAttribute(LOADED, '');
        return resolve(el);
      }
      // Remove only our own tag, and forget the promise, so a retry starts clean.
      if (!found) el.remove();
      delete cache[href];
      reject(new ScriptLoadError(type === 'error' ? 'network' : 'timeout', href));
    };
    timer = setTimeout(settle, ms, {});
    el.addEventListener('load', settle);
    el.addEventListener('error', settle);
  });
  return cache[href]!;
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

/** The sdk's script and (optional) stylesheet URLs, validated once, an error naming the sdk field. */
const sdkUrls = (sdk: ModalSdkConfig, doc: Document): (URL | undefined)[] => [
  httpUrl(sdk.scriptUrl, 'sdk.scriptUrl', doc.baseURI),
  sdk.stylesheetUrl === undefined ? undefined : httpUrl(sdk.stylesheetUrl, 'sdk.stylesheetUrl', doc.baseURI),
];

/**
 * Warms up the vendor files so a later open is instant: `<link rel=preconnect>` to their origins and
 * `<link rel=preload>` for the script and stylesheet, each added once. Does nothing on a server.
 *
 * @example
 * preloadModalSdk({ scriptUrl, stylesheetUrl, constructorPath: 'SandboxVerify.DocumentModal' });
 */
export const preloadModalSdk = (sdk: ModalSdkConfig, options?: { document?: Document | null }): void => {
  const doc = getDocument(options);
  if (doc)
    sdkUrls(sdk, doc).forEach((u, i) => {
      if (!u) return;
      // A link's `href` reads back normalized: an origin gains a trailing slash.
      if (!findTag(doc, 'link[rel~=preconnect]', `${u.origin}/`))
        addTag(doc, 'link', { rel: 'preconnect', href: u.origin });
      // No preload once the file's own tag exists: it is already fetched or on its way.
      if (!findTag(doc, `link[rel~=preload],${i ? STYLESHEET : SCRIPT}`, u.href))
        addTag(doc, 'link', { rel: 'preload', as: i ? 'style' : 'script', href: u.href, nonce: sdk.nonce });
    });
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
  if (typeof path !== 'string' || !/^[\w$]+(\.[\w$]+)*$/.test(path))
    fail('sdk.constructorPath', 'must be a dotted name');
  // Checked here so a bad URL names its sdk field, even when nothing needs loading.
  const [js, css] = sdkUrls(sdk, doc) as [URL, URL?];
  const find = () =>
    path
      .split('.')
      .reduce<unknown>(
        (o, k) => (o as Record<string, unknown> | undefined)?.[k],
        doc.defaultView ?? globalThis,
      ) as ModalConstructor | undefined;
  const o = { ...sdk, document: doc };
  if (typeof find() !== 'function')
    await Promise.all([css && load('link', css.href, o), load('script', js.href, o)]);
  if (typeof find() !== 'function')
    throw new ScriptLoadError('constructor', js.href, `no ${path} after loading ${js.href}`);
  return find()!;
};
