// Story helper (not published): the hosted-frame stories load an empty page of the dev server's own origin.
import { expect, waitFor, within } from 'storybook/test';

/**
 * The hosted page's stand-in: an empty page the Storybook dev server serves on its own origin (see
 * `.storybook/sandbox-proxy.ts`). The frame gives the camera only to an http(s) link on an allowed origin, so
 * `about:blank` is refused; this page is one, and shares the story's origin, so a play function reaches into it.
 */
export const hostedStandIn = () => `${window.location.origin}/__hosted-stand-in`;

/**
 * Runs `parent.postMessage(data)` inside the frame titled `Identity verification` under `container`, so
 * `event.source` is the frame's window and the message passes the gate exactly as the hosted page's would.
 */
export async function postFromFrame(container: HTMLElement, data: string) {
  const iframe = await within(container).findByTitle('Identity verification');
  const frameWindow = (iframe as HTMLIFrameElement).contentWindow as
    | (Window & { eval: (code: string) => void })
    | null;
  await waitFor(() => expect(frameWindow?.document.readyState).toBe('complete'));
  frameWindow!.eval(`parent.postMessage(${JSON.stringify(data)}, '*')`);
}
