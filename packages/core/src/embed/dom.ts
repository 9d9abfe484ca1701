// Every DOM helper of the embed path lives here, so nothing touches the DOM at import time.

/** The document to use: `options.document` (null means "none", as on a server), else the global one if any. */
export const getDocument = (options?: { document?: Document | null }): Document | null | undefined =>
  options?.document === undefined ? globalThis.document : options.document;

/** A page's `<script src>` (reused by the loader, never duplicated). */
export const SCRIPT = 'script[src]';
/** A page's `<link rel=stylesheet>`. */
export const STYLESHEET = 'link[rel~=stylesheet]';

/** The first element matching `selector` whose resolved `src` or `href` is `url` (and `integrity`, when given). */
export const findTag = (
  doc: Document,
  selector: string,
  url: string,
  integrity?: string,
): HTMLElement | undefined =>
  [...doc.querySelectorAll<HTMLElement>(selector)].find(
    (element) =>
      resolvedUrlOf(element) === url &&
      (integrity === undefined || element.getAttribute('integrity')?.trim() === integrity),
  );

/** The resolved `src` of a script, or `href` of a link (by tag name: `instanceof` fails across frames). */
const resolvedUrlOf = (element: HTMLElement): string =>
  element.tagName === 'SCRIPT' ? (element as HTMLScriptElement).src : (element as HTMLLinkElement).href;

/** Creates an element, sets the attributes that have a value, and appends it to `parent` (default `<head>`). */
export const addTag = <K extends 'script' | 'link' | 'iframe'>(
  doc: Document,
  tag: K,
  attrs: Record<string, string | undefined>,
  parent: Element = doc.head,
): HTMLElementTagNameMap[K] => {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  return parent.appendChild(element);
};
