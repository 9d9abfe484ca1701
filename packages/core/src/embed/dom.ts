// Every DOM access of the embed path lives here, so the rest stays testable logic and nothing touches
// the DOM at import time.
import { fail } from './errors';

/** The document to use: the one given (null means "none", as on a server), else the global one if any. */
export const getDocument = (doc?: Document | null): Document | undefined =>
  (doc === undefined ? globalThis.document : doc) ?? undefined;

/** Adds a listener and returns the function that removes it. */
export const listen = <E extends Event>(
  target: EventTarget,
  type: string,
  fn: (event: E) => void,
  signal?: AbortSignal,
): (() => void) => {
  const h = fn as EventListener;
  target.addEventListener(type, h, { signal });
  return () => target.removeEventListener(type, h);
};

/** Resolves `url` against the document; only http(s) URLs may be loaded. */
export const resolveUrl = (doc: Document, url: string, field: string): URL => {
  let u: URL | undefined;
  try {
    if (typeof url === 'string' && url) u = new URL(url, doc.baseURI);
  } catch {}
  return u && /^https?:$/.test(u.protocol) ? u : fail(field, 'must be an http(s) URL');
};

type TagName = 'script' | 'link';

/** Finds a `<script src>` or `<link rel=...>` whose resolved URL is `href`. */
export const findTag = (
  doc: Document,
  tag: TagName,
  href: string,
  rel = 'stylesheet',
): HTMLElement | undefined =>
  [...doc.querySelectorAll<HTMLElement>(tag === 'script' ? 'script[src]' : `link[rel~="${rel}"]`)].find(
    (el) => (el as unknown as Record<string, string>)[tag === 'script' ? 'src' : 'href'] === href,
  );

/** Creates and inserts a script or link tag in `<head>`. */
export const addTag = (
  doc: Document,
  tag: TagName,
  attrs: Record<string, string | undefined>,
): HTMLElement => {
  const el = doc.createElement(tag);
  for (const k in attrs) if (attrs[k] != null) el.setAttribute(k, attrs[k]);
  (doc.head ?? doc.documentElement).append(el);
  return el;
};

/**
 * Returns the iframe with `id`, creating it (hidden, camera allowed, no scrolling, titled) when absent.
 * The boolean says whether it was created here, so only such a frame is removed on destroy.
 */
export const ensureFrame = (doc: Document, id: string): [HTMLIFrameElement, boolean] => {
  const found = doc.getElementById(id);
  if (found)
    return found.tagName === 'IFRAME'
      ? [found as HTMLIFrameElement, false]
      : fail('iframeId', `must name an iframe element, #${id} is a <${found.tagName.toLowerCase()}>`);
  const el = doc.createElement('iframe');
  for (const [k, v] of [
    ['id', id],
    ['allow', 'camera'],
    ['hidden', ''],
    ['scrolling', 'no'],
    ['title', 'Document verification'],
  ])
    el.setAttribute(k!, v!);
  (doc.body ?? doc.documentElement).append(el);
  return [el, true];
};

/** Reads a dotted path such as `SandboxVerify.DocumentModal` on `root`. */
export const readPath = (root: object, path: string): unknown =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], root);
