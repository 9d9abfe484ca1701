import type { HostedMessageType } from '@veriframe/core/embed';
import { callOwnOrigin, type PageCallResult, showScreen } from './page-kit';

// The journey page's parts (4.4, 6.3) that its steps and its hand-off share: what the page says about itself,
// how it shows a screen, calls its own origin and posts one of the 6.3 strings.

/** The 6.3 strings this page posts to the page that frames it: core's list, the one the parent's gate knows. */
export type JourneyMessage = HostedMessageType;

/** The journey's steps, in the order the page runs them. */
export const order = ['document', 'selfie', 'phone'];

/** What react-native-webview injects before the page's scripts (Android and iOS alike): one string in. */
interface ReactNativeBridge {
  postMessage(data: string): void;
}

/**
 * Hands a 6.3 string to the app through react-native-webview's bridge, unchanged (6.3 values are strings, the
 * bridge takes strings). Without a bridge nothing is posted: the screen still shows the outcome and the app
 * learns it from the service, never from a window it cannot hear.
 */
function postToApp(message: JourneyMessage): void {
  const bridge = (window as { ReactNativeWebView?: Partial<ReactNativeBridge> }).ReactNativeWebView;
  if (typeof bridge?.postMessage === 'function') bridge.postMessage(message);
}

/** A refusal of `/start` or `/steps` (6.3) and the screen that says it. */
const refusalScreens: Record<string, string> = {
  'LINK EXPIRED': 'expired',
  'BOT DETECTED': 'blocked',
  'ALREADY VERIFIED': 'verified',
};

/** What `/start` and `/steps` answer. */
export interface StepAnswer {
  status?: string;
  /** After the last step, the screen of a journey that ended PENDING (`pending` or `more-info`). */
  ended?: string;
  next?: string;
  message?: string;
}

/** The journey page's parts every action uses: what the page says about itself and how it moves. */
export interface JourneyPage {
  body: HTMLElement;
  /** The style previewer's copy: screens move locally, nothing is requested or posted. */
  preview: boolean;
  /** Steps the phone has done while the desktop follows it (its hand-off screens show the phone's progress). */
  phoneDone: number;
  show(name: string): void;
  paintProgress(done: number): void;
  setBusy(text: string): void;
  /** A call to this journey's own route on the page's origin, with its link token. */
  call<T = StepAnswer>(path: string, payload: Record<string, unknown>): Promise<PageCallResult<T>>;
  /** Posts one of the 6.3 strings to the embedding page (or app); nothing else is ever sent. */
  post(message: JourneyMessage): void;
  /** An end: its screen, and its one message. */
  fail(name: string, message: JourneyMessage): void;
  /** A refused call: its 6.3 screen and message, or the error screen. */
  refused(answer: StepAnswer | undefined): void;
}

/** Reads the page's attributes and builds its parts. */
export function journeyPage(): JourneyPage {
  const body = document.body;
  const requestId = body.getAttribute('data-request-id') ?? '';
  const linkToken = body.getAttribute('data-link-token') ?? '';
  const parentOrigin = body.getAttribute('data-parent-origin') || '*';
  const preview = body.getAttribute('data-preview') === 'true';
  // The phone page (4.4 hand-off) runs the steps and tells nobody: the desktop posts the outcome, once.
  const phone = body.getAttribute('data-mode') === 'phone';
  // 4.4 isReactNative: the page is the top document of an app's WebView; its only listener is the bridge.
  const reactNative = body.getAttribute('data-bridge') === 'react-native';
  const busy = document.querySelector<HTMLElement>('[data-testid="journey-busy"]');
  const handback = document.querySelector<HTMLElement>('[data-handback]');

  const page: JourneyPage = {
    body,
    preview,
    phoneDone: order.indexOf(body.getAttribute('data-resume') ?? ''),
    post(message) {
      if (preview || phone) return;
      if (reactNative) return postToApp(message);
      if (window.parent && window.parent !== window) window.parent.postMessage(message, parentOrigin);
    },
    paintProgress(done) {
      document.querySelectorAll('[data-progress]').forEach((bar, i) => {
        bar.classList.toggle('vf-done', i < done);
      });
    },
    show(name) {
      showScreen(name);
      // The phone's way back is offered while the journey runs, not on its end screens.
      if (handback) handback.hidden = !['intro', ...order].includes(name);
      let done = order.indexOf(name);
      if (done === -1) done = name === 'intro' ? 0 : order.length;
      page.paintProgress(name === 'handoff' || name === 'email-sent' ? Math.max(page.phoneDone, 0) : done);
    },
    setBusy(text) {
      if (busy) busy.textContent = text;
      for (const button of document.querySelectorAll<HTMLButtonElement>(
        'button[data-step], [data-testid="journey-start"]',
      )) {
        button.disabled = Boolean(text);
      }
    },
    call: (path, payload) =>
      callOwnOrigin(`/journey/${encodeURIComponent(requestId)}${path}`, { ...payload, t: linkToken }),
    fail(name, message) {
      page.setBusy('');
      page.show(name);
      page.post(message);
    },
    refused(answer) {
      const message = answer?.message ?? '';
      const screen = refusalScreens[message];
      if (screen) page.fail(screen, message as JourneyMessage);
      else page.fail('error', 'ERROR');
    },
  };
  return page;
}
