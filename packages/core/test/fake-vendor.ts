// Test helper (not published): a stand-in for the vendor's modal constructor on `window` (jsdom runs no vendor
// script; the real one is exercised in Chromium by the e2e tests).
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
export const installVendor = () => {
  win.Vendor = { DocumentModal: FakeVendorModal };
};
