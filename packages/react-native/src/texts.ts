/**
 * The words of the component's own screens: what happened and what to do next, in a sentence or two. Every
 * one can be replaced through the `texts` prop.
 */
export interface VerificationWebViewTexts {
  /** Camera refused (Android before the journey, or the page's camera request on either platform): the title. */
  title: string;
  /** Camera refused: what to do. */
  body: string;
  openSettings: string;
  openInBrowser: string;
  /** The button that asks again or loads the page again. */
  retry: string;
  /** Shown while the journey continues in the system browser. */
  waitingInBrowser: string;
  /** Shown when the WebView was taken to another site and closed. */
  pageLeft: string;
  /** The button that opens the journey again after that. */
  reopen: string;
  /** Shown while the camera is asked for and the page loads. */
  loading: string;
  /** The link was not on the hosted origins (or not https), so it was never opened. */
  linkBlocked: string;
  /** The WebView's page process stopped twice (memory, a crash): nothing is shown until the person tries again. */
  processGone: string;
  /** The page could not load (no network, the server answered with an error). */
  networkLost: string;
  /** The page said LINK EXPIRED: the app has to start a new verification. */
  journeyExpired: string;
}

export const defaultVerificationWebViewTexts: VerificationWebViewTexts = {
  title: 'The camera is off for this app',
  body: 'The verification photographs your ID document and your face. Allow the camera in the settings, or continue in your browser.',
  openSettings: 'Open settings',
  openInBrowser: 'Continue in the browser',
  retry: 'Try again',
  waitingInBrowser:
    'Finish the verification in your browser, then come back: the result appears here once the service confirms it.',
  pageLeft: 'The verification page was taken to another site, so it was closed.',
  reopen: 'Open the verification again',
  loading: 'Opening the verification…',
  linkBlocked:
    'This verification link does not lead to the verification service, so it was not opened. Please start again.',
  processGone: 'The verification page stopped working. Try again to reload it.',
  networkLost: 'The verification page could not be loaded. Check your connection, then try again.',
  journeyExpired: 'This verification link has expired. Please start the verification again.',
};
