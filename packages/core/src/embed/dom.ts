// Every DOM access of the embed path lives here, so the rest stays testable logic and nothing touches
// the DOM at import time.
import { fail } from './errors';

/** The document to use: the one given (null means "none", as on a server), else the global one if any. */
export const getDocument = (doc?: Document | null): Document | undefined =>
  (doc === undefined ? globalThis.document : doc) ?? undefined;

/** Adds a listener that `signal` removes. */
export const listen = <E extends Event>(
  target: Pick<EventTarget, 'addEventListener'>,
  type: string,
  fn: (event: E) => void,
  signal: AbortSignal,
): void => target.addEventListener(type, fn as EventListener, { signal });

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

/** Creates an element, sets the attributes that have a value, and appends it to `parent` (default `<head>`). */
export const addTag = <K extends TagName | 'iframe'>(
  doc: Document,
  tag: K,
  attrs: Record<string, string | undefined>,
  parent: Element = doc.head ?? doc.documentElement,
): HTMLElementTagNameMap[K] => {
  const el = doc.createElement(tag);
  for (const k in attrs) if (attrs[k] != null) el.setAttribute(k, attrs[k]);
  parent.append(el);
  return el;
};

/**
 * Returns the iframe with `id`, creating it (hidden, camera allowed, no scrolling, titled) when absent.
 * The boolean says whether it was created here, so only such a frame is removed on destroy.
 */
export const ensureFrame = (doc: Document, id: string): [HTMLIFrameElement, boolean] => {
  const found = doc.getElementById(id);
  if (!found)
    return [
      addTag(
        doc,
        'iframe',
        { id, allow: 'camera', hidden: '', scrolling: 'no', title: 'Document verification' },
        doc.body ?? doc.documentElement,
      ),
      true,
    ];
  return found.tagName === 'IFRAME'
    ? [found as HTMLIFrameElement, false]
    : fail('iframeId', 'must name an iframe');
};

/** Reads a dotted path such as `SandboxVerify.DocumentModal` on `root`. */
export const readPath = (root: object, path: string): unknown =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], root);
