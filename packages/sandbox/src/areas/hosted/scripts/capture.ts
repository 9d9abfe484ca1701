import { captureEndScreen } from './end-screen';
import { callOwnOrigin, onClick, onEscape, showScreen } from './page-kit';

// The capture page's script (4.8, 6.2). It posts `{ source: 'sandbox-verify', type, status? }` to the parent:
// a callback type and a status, never the token or personal data. It calls only its own origin, sending back
// the parameters of its own URL.

/** The message the modal script reads (`./modal.ts`): a callback type and a short status only. */
export interface CaptureMessage {
  source: 'sandbox-verify';
  type: string;
  status?: string;
}

/** The error states a page may open on or end in; each is also the type of the message it posts. */
const errorStates = ['error-token', 'error-already-verified', 'error-pending', 'error-velocity'];

interface CaptureAnswer {
  browser?: string;
  status?: string;
  error?: string;
}

/** What `/capture/api/handoff` answers: where the capture the phone continues stands. */
interface HandoffAnswer {
  phone?: 'waiting' | 'opened';
  step?: string;
  outcome?: { screen: string; status?: string } | null;
  expired?: boolean;
  error?: string;
}

/** How often the desktop asks how the phone is doing (real time; the answers are tiny). */
export const handoffPollMs = 750;

/** What the capture page says about itself, and how it tells the modal script what happened. */
interface CapturePage {
  body: HTMLElement;
  /** The style previewer's copy: screens move locally, nothing is requested or posted. */
  preview: boolean;
  /** The phone page (`/phone/<id>`): it runs the capture and tells nobody (the desktop posts). */
  phone: boolean;
  handoffId: string;
  /** The parameters each call sends back: the page's own URL's, or the phone's hand-off id. */
  params: Record<string, string>;
  /** Tells the modal script what happened. */
  post(type: string, status?: string): void;
}

function capturePage(): CapturePage {
  const body = document.body;
  const parentOrigin = body.getAttribute('data-parent-origin') || '*';
  const preview = body.getAttribute('data-preview') === 'true';
  const handoffId = body.getAttribute('data-handoff') || '';
  // The phone page (`/phone/<id>`) names its hand-off; the server reads the desktop's parameters from it.
  const phone = body.getAttribute('data-mode') === 'phone';
  const params = phone
    ? { handoff: handoffId }
    : Object.fromEntries(new URLSearchParams(window.location.search));
  const post = (type: string, status?: string) => {
    if (preview || phone || !window.parent || window.parent === window) return; // the phone page has no parent to tell
    const message: CaptureMessage = { source: 'sandbox-verify', type };
    if (status) message.status = status;
    window.parent.postMessage(message, parentOrigin);
  };
  return { body, preview, phone, handoffId, params, post };
}

/** Shows a scan's or a selfie's answer: the selfie asked for, an end, or an error state (each posted). */
function finish(page: CapturePage, r: { status: number; body: CaptureAnswer | undefined }): void {
  const browser = r.body?.browser;
  if (r.status === 200 && browser === 'selfie') {
    showScreen('selfie');
    return;
  }
  if (r.status === 200 && (browser === 'success' || browser === 'failure')) {
    showScreen(captureEndScreen(browser, r.body?.status));
    page.post(browser, r.body?.status);
    return;
  }
  const error = r.body?.error ?? '';
  const state = errorStates.includes(error) ? error : 'error';
  showScreen(state);
  page.post(state);
}

/**
 * The desktop follows the phone: onQr once (Done, or the phone finishing), then the phone's outcome exactly as a
 * scan here would have posted it.
 */
function followThePhone(page: CapturePage) {
  const { body, post, handoffId } = page;
  let qrSent = false;
  let following = false;
  const sendQr = () => {
    if (qrSent) return;
    qrSent = true;
    post('qr');
  };
  const say = (key: 'opened' | 'not-yet' | 'expired') => {
    for (const line of document.querySelectorAll<HTMLElement>('[data-handoff-status]')) {
      line.textContent = line.getAttribute(`data-text-${key}`) ?? line.textContent;
    }
    body.setAttribute('data-handoff-state', key);
  };
  const poll = async () => {
    if (!following) return;
    let answer: { status: number; body: HandoffAnswer };
    try {
      answer = await callOwnOrigin<HandoffAnswer>('/capture/api/handoff', { id: handoffId });
    } catch {
      window.setTimeout(poll, handoffPollMs * 2);
      return;
    }
    if (!following) return;
    const state = answer.body;
    if (answer.status !== 200 || state.expired) {
      following = false;
      return say('expired');
    }
    if (state.phone === 'opened') say('opened');
    if (state.step === 'done' && state.outcome) {
      following = false;
      sendQr();
      showScreen(captureEndScreen(state.outcome.screen, state.outcome.status));
      return post(state.outcome.screen, state.outcome.status);
    }
    window.setTimeout(poll, handoffPollMs);
  };
  return {
    follow() {
      if (following || page.phone || page.preview || !handoffId) return;
      following = true;
      void poll();
    },
    /** This device scans itself: the phone link is used up by this capture. */
    stop() {
      following = false;
    },
    /** The QR screen's Done: onQr, and "not yet" while the phone has not finished. */
    done() {
      sendQr();
      if (following) say('not-yet');
    },
  };
}

/** What each `data-action` button does. */
function captureActions(
  page: CapturePage,
  phone: ReturnType<typeof followThePhone>,
): Record<string, () => void> {
  const { preview, post, handoffId, params } = page;
  const show = showScreen;
  const run = async (path: 'scan' | 'selfie') => {
    if (preview) return show(path === 'scan' ? 'selfie' : 'success');
    phone.stop();
    show('processing');
    try {
      finish(page, await callOwnOrigin<CaptureAnswer>(`/capture/api/${path}`, { params }));
    } catch {
      show('error');
      post('error');
    }
  };
  /** The hand-off's email option: the sandbox records the email in its outbox; the page keeps following. */
  const sendEmail = async () => {
    if (!preview && handoffId) {
      try {
        await callOwnOrigin('/capture/api/handoff/email', { id: handoffId });
      } catch {
        // The email screen still shows; the outbox simply lacks this email.
      }
    }
    show('email-sent');
    post('email');
    phone.follow();
  };
  return {
    start: () => show('scan'),
    phone: () => {
      show('handoff');
      phone.follow();
    },
    back: () => show('intro'),
    scan: () => void run('scan'),
    upload: () => void run('scan'),
    selfie: () => void run('selfie'),
    qr: phone.done,
    email: () => void sendEmail(),
    close: () => post('close'),
  };
}

/**
 * Wires the capture page: its buttons, its calls to `/capture/api/scan` and `/selfie`, and the message of each
 * end state. In preview mode (`data-preview`, the style previewer) screens move locally, nothing is requested
 * or posted.
 *
 * @example
 * startCapturePage();
 */
export function startCapturePage(): void {
  const page = capturePage();
  const phone = followThePhone(page);
  const actions = captureActions(page, phone);
  onClick('button[data-action]', (button) => actions[button.getAttribute('data-action') ?? '']?.());
  // Escape closes the modal, as it would a dialog of the embedding page.
  onEscape(actions.close!);

  const initial = page.body.getAttribute('data-initial') || 'intro';
  showScreen(initial);
  if (initial === 'error' || errorStates.includes(initial)) page.post(initial);
  if (initial === 'handoff') phone.follow();
}
