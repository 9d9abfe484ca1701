import { addTag, findTag, getDocument, SCRIPT, STYLESHEET, scriptUrlFor } from '../embed/dom';
import { fail, ScriptLoadError } from '../embed/errors';
import { secureUrl } from '../embed/secure-url';
import {
  corsAttributes,
  type LoadOptions,
  type ModalSdkConfig,
  pageHostname,
  type SdkFile,
  sdkFiles,
} from './file-config';

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

/** Pending and finished loads of one document, by resolved URL and integrity. */
type LoadCache = Map<string, Promise<HTMLElement>>;
// One cache per document (a page, or a frame's document passed as `document`).
let caches = new WeakMap<Document, LoadCache>();
/** The constructor each `loadModalSdk` load took from its own script, by script URL and path, per document. */
let constructors = new WeakMap<Document, Map<string, Promise<ModalConstructor>>>();
/** Tags this loader added (the page's own are never removed). */
const ownTags = new WeakSet<Element>();

/**
 * Forgets every pending or finished load. For tests only: pages never need it.
 *
 * @example
 * beforeEach(() => resetLoaderCache());
 */
export const resetLoaderCache = (): void => {
  caches = new WeakMap();
  constructors = new WeakMap();
};

const mapOf = <V>(maps: WeakMap<Document, Map<string, V>>, doc: Document): Map<string, V> => {
  let map = maps.get(doc);
  if (!map) {
    map = new Map();
    maps.set(doc, map);
  }
  return map;
};
const cacheOf = (doc: Document): LoadCache => mapOf(caches, doc);

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
  let cors: ReturnType<typeof corsAttributes>;
  try {
    href = secureUrl(url, 'url', doc.baseURI, pageHostname(doc)).href;
    if (!(timeoutMs > 0 && timeoutMs < TIMEOUT_LIMIT_MS)) fail('timeoutMs', 'must be 1 to 2^31-1 ms');
    cors = corsAttributes(options?.integrity, options?.crossorigin, {
      integrity: 'integrity',
      crossorigin: 'crossorigin',
    });
  } catch (error) {
    return Promise.reject(error);
  }

  const cache = cacheOf(doc);
  const key = `${href} ${cors.integrity ?? ''}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const isScript = tag === 'script';
  // Reuse the page's own tag for this URL (never add a second one), but not one without the integrity asked for.
  const existing = findTag(doc, isScript ? SCRIPT : STYLESHEET, href, cors.integrity);
  let pending: Promise<HTMLElement>;
  if (existing?.hasAttribute(LOADED)) {
    pending = Promise.resolve(existing);
  } else {
    const common = { nonce: options?.nonce, ...cors };
    const attributes = isScript
      ? { src: scriptUrlFor(doc, href), async: '', ...common }
      : { href, rel: 'stylesheet', ...common };
    const element = existing ?? addTag(doc, tag, attributes);
    if (!existing) ownTags.add(element);
    pending = whenLoaded(element, href, timeoutMs, () => forget(cache, key, element, pending));
  }
  cache.set(key, pending);
  return pending;
};

/** Forgets a load (only if it is still the cached one) and removes its tag if this loader added it: a retry starts clean. */
const forget = (cache: LoadCache, key: string, element: Element, load: Promise<HTMLElement>) => {
  if (ownTags.has(element)) element.remove();
  element.removeAttribute(LOADED);
  if (cache.get(key) === load) cache.delete(key);
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

/** Adds `<link rel=preconnect>` to the file's origin and `<link rel=preload>` for it, each once. */
const preloadFile = (doc: Document, { url, options }: SdkFile, kind: 'script' | 'style') => {
  // A link's `href` reads back normalized: an origin gains a trailing slash.
  if (!findTag(doc, 'link[rel~=preconnect]', `${url.origin}/`)) {
    addTag(doc, 'link', { rel: 'preconnect', href: url.origin });
  }
  // No preload once the file's own tag exists: it is already fetched or on its way.
  const ownTag = kind === 'script' ? SCRIPT : STYLESHEET;
  if (!findTag(doc, `link[rel~=preload],${ownTag}`, url.href)) {
    // The same integrity and CORS mode as the tag that will use it, or the browser fetches the file twice.
    const { nonce, integrity, crossorigin } = options;
    addTag(doc, 'link', { rel: 'preload', as: kind, href: url.href, nonce, integrity, crossorigin });
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
  const { script, stylesheet } = sdkFiles(sdk, doc);
  preloadFile(doc, script, 'script');
  if (stylesheet) preloadFile(doc, stylesheet, 'style');
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
 * Loads the files and takes the constructor that the script itself put at `path`. The value there is read just
 * before the script can run and again once it ran: only a function that changed in between is the script's.
 * A value planted before (by another script, or DOM clobbering) is never used; one replaced after is never
 * seen, since the constructor taken here is remembered for the page's lifetime.
 */
const loadOwnConstructor = async (
  doc: Document,
  path: string,
  script: SdkFile,
  stylesheet: SdkFile | undefined,
): Promise<ModalConstructor> => {
  const root = doc.defaultView ?? globalThis;
  // Read synchronously before the script's tag is added (or, for a tag still loading, before it has run).
  const before = valueAt(root, path);
  const loading = load('script', script.url.href, script.options);
  await Promise.all([stylesheet && load('link', stylesheet.url.href, stylesheet.options), loading]);
  const after = valueAt(root, path);
  if (typeof after === 'function' && after !== before) return after as ModalConstructor;
  // Forget the script so a retry runs it again, and say why.
  const element = await loading;
  if (element)
    forget(
      cacheOf(doc),
      `${script.url.href} ${script.options.integrity ?? ''}`,
      element,
      loading as Promise<HTMLElement>,
    );
  const href = script.url.href;
  throw new ScriptLoadError(
    'constructor',
    href,
    typeof after === 'function'
      ? `${path} was already on window before ${href} ran; only a constructor that script defines is used`
      : `no ${path} after loading ${href}`,
  );
};

/**
 * Loads the vendor's stylesheet and script (always: a constructor already on `window` is never trusted) and
 * returns the constructor that this script defined at `constructorPath`. One load per script and path: later
 * calls get the same constructor. Resolves `null` on a server.
 *
 * @example
 * const DocumentModal = await loadModalSdk({
 *   scriptUrl: 'https://verify.example.com/modal/v1/modal.js',
 *   scriptIntegrity: 'sha384-…', // optional Subresource Integrity
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
  const { script, stylesheet } = sdkFiles(sdk, doc);
  const cache = mapOf(constructors, doc);
  const key = `${script.url.href} ${path}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = loadOwnConstructor(doc, path, script, stylesheet);
    cache.set(key, pending);
    // A failure is forgotten, so a later call retries.
    const settled = pending;
    settled.catch(() => cache.get(key) === settled && cache.delete(key));
  }
  return pending;
};
