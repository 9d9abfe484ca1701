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

/**
 * A modal `<dialog>` around the vendor's iframe, appended to `<body>`. `showModal()` gives what a modal needs
 * from the platform: focus moves in, the page behind is inert, Escape fires `cancel` (here: `onCancel`, the
 * dialog stays until the modal's state says otherwise), and focus goes back on close. Transparent and full
 * size: the vendor still draws its own backdrop and frame.
 */
export const addModalDialog = (
  doc: Document,
  frameAttrs: Record<string, string | undefined>,
  onCancel: () => void,
): HTMLIFrameElement => {
  const dialog = doc.createElement('dialog');
  dialog.setAttribute('data-veriframe-document-modal', '');
  // Named like its frame, so a screen reader announces what opened.
  dialog.setAttribute('aria-label', frameAttrs.title ?? '');
  // CSSOM, not a style attribute: a strict CSP (no 'unsafe-inline' styles) allows it.
  dialog.style.cssText =
    'padding:0;border:0;margin:0;width:100%;height:100%;max-width:none;max-height:none;background:none;overflow:hidden';
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    onCancel();
  });
  doc.body.appendChild(dialog);
  return addTag(doc, 'iframe', frameAttrs, dialog);
};

/**
 * Shows (`showModal()`) or closes the `<dialog>` around `frame`, if it has one. On close, focus goes back to
 * `opener` when the platform left it nowhere (the opener was disabled while the modal loaded, or focus was in
 * the frame).
 */
export const setModalDialogOpen = (
  frame: Element | null | undefined,
  open: boolean,
  opener?: Element | null,
) => {
  const dialog = frame?.parentElement;
  if (!(dialog?.tagName === 'DIALOG' && 'showModal' in dialog)) return;
  const modal = dialog as HTMLDialogElement;
  if (open && !modal.open && modal.isConnected) modal.showModal();
  if (!open && modal.open) {
    modal.close();
    const doc = modal.ownerDocument;
    if ((!doc.activeElement || doc.activeElement === doc.body) && opener?.isConnected)
      (opener as HTMLElement).focus();
  }
};

/** What the loader needs of a Trusted Types policy (the DOM lib of some TypeScript setups lacks the types). */
interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface PolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
}
/** The loader's policy per `trustedTypes` factory (one per window); `null` when the page's CSP refuses it. */
const policies = new WeakMap<object, ScriptUrlPolicy | null>();
/** Every URL the loader validated (https, or loopback http in development): the only ones the policy passes. */
const validatedUrls = new Set<string>();

/**
 * `url` as a script `src` for a page that enforces Trusted Types (`require-trusted-types-for 'script'`): a
 * TrustedScriptURL from the policy `veriframe-loader`, which passes only URLs the loader validated, so it is no
 * gadget for other code. Without Trusted Types, or when the page's CSP does not list that policy name (then
 * the page's default policy decides), the plain string.
 */
export const scriptUrlFor = (doc: Document, url: string): string => {
  const factory = (doc.defaultView as { trustedTypes?: PolicyFactory } | null)?.trustedTypes;
  if (!factory) return url;
  validatedUrls.add(url);
  let policy = policies.get(factory);
  if (policy === undefined) {
    try {
      policy = factory.createPolicy('veriframe-loader', {
        createScriptURL: (input: string) => {
          if (validatedUrls.has(input)) return input;
          throw new TypeError(`veriframe-loader passes only the URLs the loader validated, not ${input}`);
        },
      });
    } catch {
      policy = null;
    }
    policies.set(factory, policy);
  }
  return (policy ? policy.createScriptURL(url) : url) as string;
};
