// Unmounts what each test rendered (Vitest runs without globals, so Testing Library cannot do it itself).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// jsdom has <dialog> but not its modal methods. These stand-ins only toggle `open`; what the platform does
// on top (focus in and back, the inert page, Escape) is checked in a real browser: e2e/tests/accessibility.spec.ts.
if (typeof HTMLDialogElement !== 'undefined') {
  const dialogMethods = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  dialogMethods.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialogMethods.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
