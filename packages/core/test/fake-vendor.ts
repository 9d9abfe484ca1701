// Test helper (not published): a stand-in for the vendor's script and its modal constructor (jsdom runs no
// vendor script; the real one is exercised in Chromium by the e2e tests).
export const CALLBACKS = [
  'onOpen',
  'onClose',
  'onSuccess',
  'onFailure',
  'onEmail',
  'onQr',
  'onError',
  'onErrorToken',
  'onErrorPending',
  'onErrorAlreadyVerified',
  'onErrorVelocity',
];

type Options = Record<string, unknown> & Record<(typeof CALLBACKS)[number], (data?: unknown) => void>;

/** The vendor double: records what it was built with and echoes open/close like the real modal (spec 6.2). */
export class FakeVendorModal {
  static instances: FakeVendorModal[] = [];
  /** Makes the next construction throw, as a vendor rejecting its options would. */
  static failNext = false;
  calls: string[] = [];
  constructor(readonly options: Options) {
    if (FakeVendorModal.failNext) {
      FakeVendorModal.failNext = false;
      throw new Error('vendor constructor failed');
    }
    FakeVendorModal.instances.push(this);
  }
  open() {
    this.calls.push('open');
    this.options.onOpen!();
  }
  close() {
    this.calls.push('close');
    this.options.onClose!();
  }
  destroy() {
    this.calls.push('destroy');
  }
}

export const win = window as unknown as Record<string, unknown>;
let running: MutationObserver | undefined;

/** Plays the vendor's files: a stylesheet loads; a script defines `window.Vendor.DocumentModal`, then loads. */
const run = (element: Element) => {
  if (element.matches('script[src]')) {
    // A fresh class per run, as each run of a real script defines its own: the loader tells them apart.
    win.Vendor = { DocumentModal: class DocumentModal extends FakeVendorModal {} };
  } else if (!element.matches('link[rel=stylesheet]')) return;
  element.dispatchEvent(new Event('load'));
};

/**
 * From now on every vendor tag the loader adds "runs" (see `run`), and so do the tags already waiting. The
 * loader only uses a constructor its own script defined, so a constructor merely set on `window` is not enough.
 */
export const installVendor = () => {
  running?.disconnect();
  running = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) run(node);
  });
  running.observe(document, { childList: true, subtree: true });
  for (const element of document.querySelectorAll('script[src],link[rel=stylesheet]')) {
    if (!element.hasAttribute('data-veriframe-loaded')) run(element);
  }
};

/** Stops playing the vendor and removes its constructor. */
export const uninstallVendor = () => {
  running?.disconnect();
  running = undefined;
  delete win.Vendor;
};
