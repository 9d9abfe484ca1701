// A stand-in for the vendor's script and modal constructor for jsdom tests. jsdom does not run the vendor's
// script; the real script is exercised in Chromium by the e2e tests.
import type { ModalParameters } from '@veriframe/core/document';
import { resetLoaderCache } from '@veriframe/core/embed';

/** Modal parameters of spec 4.8 without `token`: a person the sandbox scans as PASS (`dcamspluspass`). */
export const testModalParameters = (
  overrides: Partial<Omit<ModalParameters, 'token'>> = {},
): Omit<ModalParameters, 'token'> => ({
  fn: 'Alex',
  ln: 'dcamspluspass',
  addr: '1 Main St',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
  dob: '19800115',
  email: 'a@example.test',
  ...overrides,
});

export interface VendorCall {
  options: Record<string, unknown>;
  calls: string[];
}

/**
 * Plays the vendor: each `<script src>` of `sdk.scriptUrl` the loader adds defines `window[path].DocumentModal`
 * (a fresh class per run, as a real script defines its own) and then fires `load`. The loader takes only a
 * constructor its own script defined, so one merely set on `window` is not enough.
 */
export function installTestVendor(path = 'TestVendor') {
  const instances: VendorCall[] = [];
  const scriptUrl = 'https://vendor.example.test/modal.js';
  const define = () => {
    (window as unknown as Record<string, unknown>)[path] = { DocumentModal: makeConstructor() };
  };
  const runs = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLScriptElement && node.src === scriptUrl) {
          define();
          node.dispatchEvent(new Event('load'));
        }
  });
  runs.observe(document, { childList: true, subtree: true });
  const makeConstructor = () =>
    class DocumentModal {
      record: VendorCall;
      constructor(options: Record<string, unknown>) {
        this.record = { options, calls: [] };
        instances.push(this.record);
      }
      open() {
        this.record.calls.push('open');
        (this.record.options.onOpen as () => void)();
      }
      close() {
        this.record.calls.push('close');
        (this.record.options.onClose as () => void)();
      }
      destroy() {
        this.record.calls.push('destroy');
      }
    };
  const emit = (callback: string, data?: unknown) => {
    const handler = instances.at(-1)?.options[callback];
    if (typeof handler !== 'function') throw new Error(`no vendor modal with ${callback}`);
    handler(data);
  };
  return {
    sdk: { scriptUrl, constructorPath: `${path}.DocumentModal` },
    instances,
    emit,
    uninstall: () => {
      runs.disconnect();
      for (const script of document.querySelectorAll(`script[src="${scriptUrl}"]`)) script.remove();
      delete (window as unknown as Record<string, unknown>)[path];
      resetLoaderCache();
    },
  };
}
