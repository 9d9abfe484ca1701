// Story helper (not published): the hosted-frame stories load a stand-in page served by Storybook itself
// (.storybook/public), which shares the page's origin.
import { expect, waitFor, within } from 'storybook/test';

/** The hosted page's stand-in: a still picture of a hosted page, from Storybook's own origin. */
export const standInPage = '/hosted-stand-in.html';

/**
 * {@link standInPage} as the absolute link the frame needs: it gives the camera only to an http(s) link on an
 * allowed origin (so `about:blank` is refused), and this one shares the story's origin, so a play function
 * reaches into it.
 */
export const hostedStandIn = () => `${window.location.origin}${standInPage}`;

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
