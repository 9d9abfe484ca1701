// Test support (not bundled: no entry imports it): a hosted page script under jsdom, on the real page of a
// real sandbox. The page's HTML and the answers of its same-origin calls come from the sandbox; only the base
// of the relative URLs is supplied here, and what the page posts to its parent is recorded.
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../../start';

/** `fetch` as Node has it, before the tests point relative URLs at the sandbox. */
export const realFetch = globalThis.fetch;

/** Starts the sandbox for the file, and records the page's messages to its parent afresh for each test. */
export function useSandboxPage() {
  const state: { sandbox?: RunningSandbox; posted: unknown[] } = { posted: [] };
  beforeAll(async () => {
    const sandbox = await startSandbox({ apiPort: 0, frontendPort: 0 });
    state.sandbox = sandbox;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
      realFetch(new URL(input, sandbox.frontendOrigin), init),
    );
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await state.sandbox?.close();
  });
  beforeEach(() => {
    state.posted = [];
    // The page as if framed (by an integrator, or by the modal): what it posts to its parent is recorded.
    Object.defineProperty(window, 'parent', {
      configurable: true,
      value: { postMessage: (message: unknown) => state.posted.push(message) },
    });
  });
  return {
    sandbox: () => {
      if (!state.sandbox) throw new Error('the sandbox is not started yet (read it inside a hook or a test)');
      return state.sandbox;
    },
    posted: () => state.posted,
  };
}

/** Puts a served page's body into the document (the script is started by the caller). */
export function showPage(html: string): void {
  const page = new DOMParser().parseFromString(html, 'text/html');
  document.body.replaceWith(document.importNode(page.body, true));
}

/** The page's `data-state`: the screen it shows. */
export const pageState = () => document.body.getAttribute('data-state');
/** Clicks the button with this `data-testid`. */
export const click = (testId: string) =>
  (document.querySelector(`[data-testid="${testId}"]`) as HTMLButtonElement).click();
/**
 * Waits until `check` holds (a call to the sandbox answered). Up to 20 s, not Vitest's 1 s: a call that takes
 * 50 ms alone can take seconds on a busy machine; 20 s stays below the test's own 30 s.
 */
export const until = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 20_000, interval: 20 });
