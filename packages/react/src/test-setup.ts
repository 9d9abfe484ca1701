// Unmounts what each test rendered (Vitest runs without globals, so Testing Library cannot do it itself).
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// `waitFor` and `findBy*` wait for an event up to 10 s, not Testing Library's 1 s: a round trip through the proxy
// and the sandbox that takes 100 ms alone took over 4 s on a loaded 2-core machine. The test's own 15 s is the
// bound (vitest.config.ts), so a wait that never ends still fails with its own message first.
configure({ asyncUtilTimeout: 10_000 });

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
