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
  const params = Object.fromEntries(new URLSearchParams(window.location.search));
  const show = (name: string) => showScreen(name);

  /** Tells the modal script what happened. */
  const post = (type: string, status?: string) => {
    if (preview || !window.parent || window.parent === window) return;
    const message: CaptureMessage = { source: 'sandbox-verify', type };
    if (status) message.status = status;
    window.parent.postMessage(message, parentOrigin);
  };

  const finish = (r: { status: number; body: CaptureAnswer | undefined }) => {
    const browser = r.body?.browser;
    if (r.status === 200 && browser === 'selfie') return show('selfie');
    if (r.status === 200 && (browser === 'success' || browser === 'failure')) {
      show(browser);
      return post(browser, r.body?.status);
    }
    const error = r.body?.error ?? '';
    const state = errorStates.includes(error) ? error : 'error';
    show(state);
    post(state);
  };

  const run = async (path: 'scan' | 'selfie') => {
    if (preview) return show(path === 'scan' ? 'selfie' : 'success');
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
    phone: () => show('handoff'),
    back: () => show('intro'),
    scan: () => void run('scan'),
    upload: () => void run('scan'),
    selfie: () => void run('selfie'),
    qr: () => post('qr'),
    email: () => {
      show('email-sent');
      post('email');
    },
    close: () => post('close'),
  };
  onClick('button[data-action]', (button) => actions[button.getAttribute('data-action') ?? '']?.());
  // Escape closes the modal, as it would a dialog of the embedding page.
  onEscape(actions.close!);

  const initial = body.getAttribute('data-initial') || 'intro';
  show(initial);
  if (initial === 'error' || errorStates.includes(initial)) post(initial);
}
