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

/**
 * Wires the capture page: its buttons, its calls to `/capture/api/scan` and `/selfie`, and the message of each
 * end state. In preview mode (`data-preview`, the style previewer) screens move locally, nothing is requested
 * or posted.
 *
 * @example
 * startCapturePage();
 */
export function startCapturePage(): void {
  const body = document.body;
  const parentOrigin = body.getAttribute('data-parent-origin') || '*';
  const preview = body.getAttribute('data-preview') === 'true';
  const handoffId = body.getAttribute('data-handoff') || '';
  // The phone page (`/phone/<id>`) names its hand-off; the server reads the desktop's parameters from it.
  const phone = body.getAttribute('data-mode') === 'phone';
  const params = phone
    ? { handoff: handoffId }
    : Object.fromEntries(new URLSearchParams(window.location.search));
  const show = (name: string) => showScreen(name);

  /** Tells the modal script what happened. */
  const post = (type: string, status?: string) => {
    if (preview || phone || !window.parent || window.parent === window) return; // the phone page has no parent to tell
    const message: CaptureMessage = { source: 'sandbox-verify', type };
    if (status) message.status = status;
    window.parent.postMessage(message, parentOrigin);
  };

  const finish = (r: { status: number; body: CaptureAnswer | undefined }) => {
    const browser = r.body?.browser;
    if (r.status === 200 && browser === 'selfie') return show('selfie');
    if (r.status === 200 && (browser === 'success' || browser === 'failure')) {
      show(captureEndScreen(browser, r.body?.status));
      return post(browser, r.body?.status);
    }
    const error = r.body?.error ?? '';
    const state = errorStates.includes(error) ? error : 'error';
    show(state);
    post(state);
  };

  // The desktop follows the phone: onQr once (Done, or the phone finishing), then the phone's outcome exactly
  // as a scan here would have posted it.
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
      show(captureEndScreen(state.outcome.screen, state.outcome.status));
      return post(state.outcome.screen, state.outcome.status);
    }
    window.setTimeout(poll, handoffPollMs);
  };
  const follow = () => {
    if (following || phone || preview || !handoffId) return;
    following = true;
    void poll();
  };

  const run = async (path: 'scan' | 'selfie') => {
    if (preview) return show(path === 'scan' ? 'selfie' : 'success');
    following = false; // this device scans itself: the phone link is used up by this capture
    show('processing');
    try {
      finish(await callOwnOrigin<CaptureAnswer>(`/capture/api/${path}`, { params }));
    } catch {
      show('error');
      post('error');
    }
  };

  const actions: Record<string, () => void> = {
    start: () => show('scan'),
    phone: () => {
      show('handoff');
      follow();
    },
    back: () => show('intro'),
    scan: () => void run('scan'),
    upload: () => void run('scan'),
    selfie: () => void run('selfie'),
    qr: () => {
      sendQr();
      if (following) say('not-yet');
    },
    email: () => void sendEmail(),
    close: () => post('close'),
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
    follow();
  };

  onClick('button[data-action]', (button) => actions[button.getAttribute('data-action') ?? '']?.());
  // Escape closes the modal, as it would a dialog of the embedding page.
  onEscape(actions.close!);

  const initial = body.getAttribute('data-initial') || 'intro';
  show(initial);
  if (initial === 'error' || errorStates.includes(initial)) post(initial);
  if (initial === 'handoff') follow();
}
