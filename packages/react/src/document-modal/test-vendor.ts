// A stand-in for the vendor's modal constructor, installed on `window` for jsdom tests. jsdom does not run the
// vendor's script; the real script is exercised in Chromium by the e2e tests.
import type { ModalParameters } from '@veriframe/core';

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

export function installTestVendor(path = 'TestVendor') {
  const instances: VendorCall[] = [];
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
  }
  (window as unknown as Record<string, unknown>)[path] = { DocumentModal };
  const emit = (callback: string, data?: unknown) => {
    const handler = instances.at(-1)?.options[callback];
    if (typeof handler !== 'function') throw new Error(`no vendor modal with ${callback}`);
    handler(data);
  };
  return {
    sdk: { scriptUrl: 'https://vendor.example.test/modal.js', constructorPath: `${path}.DocumentModal` },
    instances,
    emit,
    uninstall: () => delete (window as unknown as Record<string, unknown>)[path],
  };
}
