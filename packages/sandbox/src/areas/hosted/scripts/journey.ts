import type { HostedMessageType } from '@veriframe/core/embed';
import { callOwnOrigin, onClick, onEscape, showScreen } from './page-kit';

// The journey page's script (4.4, 6.3). It only ever posts one of the 6.3 strings to the parent: no token, id
// or personal value crosses postMessage. It talks to its own origin only.

/** The 6.3 strings this page posts to the page that frames it: core's list, the one the parent's gate knows. */
export type JourneyMessage = HostedMessageType;

const order = ['document', 'selfie', 'phone'];

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

/** How a page that opens on an end state tells its parent, once. */
const initialMessages: Record<string, JourneyMessage> = {
  pass: 'PASS',
  fail: 'FAIL',
  expired: 'LINK EXPIRED',
  invalid: 'ERROR',
};

/** What `/journey/:id/handoff` answers: where the journey the phone continues stands. */
interface HandoffAnswer {
  phone?: 'waiting' | 'opened';
  state?: string;
  next?: string;
  handedBack?: boolean;
}

/** How often the desktop asks how the phone is doing (real time; the answers are tiny). */
export const journeyHandoffPollMs = 750;

interface StepAnswer {
  status?: string;
  /** After the last step, the screen of a journey that ended PENDING (`pending` or `more-info`). */
  ended?: string;
  next?: string;
  message?: string;
}

/**
 * Wires the journey page: its buttons, its calls to `/journey/:id/start` and `/steps`, and its one message
 * per end state. In preview mode (`data-preview`, the style previewer) screens move locally, nothing is
 * requested or posted. Answers a function that stops following the phone (the page's own tests end with it;
 * a browser ends the script with the page).
 *
 * @example
 * startJourneyPage();
 */
export function startJourneyPage(): () => void {
  const body = document.body;
  const requestId = body.getAttribute('data-request-id') ?? '';
  const linkToken = body.getAttribute('data-link-token') ?? '';
  const parentOrigin = body.getAttribute('data-parent-origin') || '*';
  const preview = body.getAttribute('data-preview') === 'true';
  // The phone page (4.4 hand-off) runs the steps and tells nobody: the desktop posts the outcome, once.
  const phone = body.getAttribute('data-mode') === 'phone';
  const busy = document.querySelector<HTMLElement>('[data-testid="journey-busy"]');

  // 4.4 isReactNative: the page is the top document of an app's WebView; its only listener is the bridge.
  const reactNative = body.getAttribute('data-bridge') === 'react-native';

  /** Posts one of the 6.3 strings to the embedding page (or app); nothing else is ever sent. */
  const post = (message: JourneyMessage) => {
    if (preview || phone) return;
    if (reactNative) return postToApp(message);
    if (window.parent && window.parent !== window) window.parent.postMessage(message, parentOrigin);
  };

  const handback = document.querySelector<HTMLElement>('[data-handback]');
  // Steps the phone has done while the desktop follows it (its hand-off screens show the phone's progress).
  let phoneDone = order.indexOf(body.getAttribute('data-resume') ?? '');
  const paintProgress = (done: number) => {
    document.querySelectorAll('[data-progress]').forEach((bar, i) => {
      bar.classList.toggle('vf-done', i < done);
    });
  };
  const show = (name: string) => {
    showScreen(name);
    // The phone's way back is offered while the journey runs, not on its end screens.
    if (handback) handback.hidden = !['intro', ...order].includes(name);
    let done = order.indexOf(name);
    if (done === -1) done = name === 'intro' ? 0 : order.length;
    paintProgress(name === 'handoff' || name === 'email-sent' ? Math.max(phoneDone, 0) : done);
  };

  const setBusy = (text: string) => {
    if (busy) busy.textContent = text;
    for (const button of document.querySelectorAll<HTMLButtonElement>(
      'button[data-step], [data-testid="journey-start"]',
    )) {
      button.disabled = Boolean(text);
    }
  };

  const call = (path: string, payload: Record<string, unknown>) =>
    callOwnOrigin<StepAnswer>(`/journey/${encodeURIComponent(requestId)}${path}`, {
      ...payload,
      t: linkToken,
    });

  const fail = (name: string, message: JourneyMessage) => {
    setBusy('');
    show(name);
    post(message);
  };

  /** A refused call: its 6.3 screen and message, or the error screen. */
  const refused = (answer: StepAnswer | undefined) => {
    const message = answer?.message ?? '';
    const screen = refusalScreens[message];
    if (screen) fail(screen, message as JourneyMessage);
    else fail('error', 'ERROR');
  };

  const start = async () => {
    if (preview) return show('document');
    setBusy(body.getAttribute('data-text-starting') || 'Starting…');
    try {
      const r = await call('/start', {});
      setBusy('');
      if (r.status === 200) return show(r.body.next || 'document');
      refused(r.body);
    } catch {
      fail('error', 'ERROR');
    }
  };

  const previewStep = (component: string, outcome: string) => {
    if (outcome === 'FAIL') return show('fail');
    const next = order[order.indexOf(component) + 1];
    if (next) return show(next);
    show(outcome === 'PASS' ? 'pass' : outcome === 'REVIEW' ? 'pending' : 'more-info');
  };

  const step = async (component: string, outcome: string) => {
    if (preview) return previewStep(component, outcome);
    setBusy(body.getAttribute('data-text-checking') || 'Checking…');
    try {
      const r = await call('/steps', { component, outcome });
      setBusy('');
      if (r.status !== 200) return refused(r.body);
      if (r.body.status === 'FAIL') return fail('fail', 'FAIL');
      const next = order[order.indexOf(component) + 1];
      if (next) return show(next);
      if (r.body.status === 'PASS') return fail('pass', 'PASS');
      show(r.body.ended === 'more-info' ? 'more-info' : 'pending');
    } catch {
      fail('error', 'ERROR');
    }
  };

  // The desktop follows the phone: its end screen and its one 6.3 message, or the step the phone handed back.
  // Each follow is a run; a newer run (or taking the journey back) ends an older one, whose answers then count
  // for nothing, so QR → this device → QR never leaves two poll loops.
  let run = 0;
  let following = false;
  /** The follow call on its way, so taking the journey back is told to the server after it, never before. */
  let inFlight: Promise<unknown> = Promise.resolve();
  const say = (key: 'opened' | 'expired') => {
    for (const line of document.querySelectorAll<HTMLElement>('[data-handoff-status]')) {
      line.textContent = line.getAttribute(`data-text-${key}`) ?? line.textContent;
    }
    body.setAttribute('data-handoff-state', key);
  };
  const followed = (answer: HandoffAnswer) => {
    const state = answer.state ?? '';
    if (answer.phone === 'opened') say('opened');
    if (state === 'resume') {
      phoneDone = order.indexOf(answer.next ?? '');
      paintProgress(Math.max(phoneDone, 0));
    }
    if (state === 'pass' || state === 'fail') return fail(state, state === 'pass' ? 'PASS' : 'FAIL');
    if (state === 'pending' || state === 'more-info') return show(state);
    if (state === 'expired') return fail('expired', 'LINK EXPIRED');
    if (answer.handedBack) return show(state === 'resume' ? answer.next || 'document' : 'intro');
    return 'again';
  };
  const poll = async (path: string, mine: number) => {
    if (!following || mine !== run) return;
    let answer: { status: number; body: HandoffAnswer };
    try {
      const request = call(path, {});
      inFlight = request.catch(() => null);
      answer = await request;
    } catch {
      if (!following || mine !== run) return;
      window.setTimeout(() => void poll('/handoff', mine), journeyHandoffPollMs * 2);
      return;
    }
    if (!following || mine !== run) return;
    if (answer.status !== 200) {
      following = false;
      return say('expired');
    }
    if (followed(answer.body) !== 'again') following = false;
    else window.setTimeout(() => void poll('/handoff', mine), journeyHandoffPollMs);
  };
  const follow = (path: string) => {
    if (preview || following) return;
    following = true;
    void poll(path, ++run);
  };
  const usePhone = () => {
    show('handoff');
    follow('/handoff/follow');
  };
  /** The QR screen's email option: the sandbox records the phone link in its outbox; the page keeps following. */
  const sendEmail = async () => {
    if (!preview) {
      try {
        const r = await call('/handoff/email', {});
        if (r.status !== 200) return refused(r.body);
      } catch {
        return fail('error', 'ERROR');
      }
    }
    show('email-sent');
    follow('/handoff');
  };
  /** "Use this device instead": the desktop takes the journey back, at the phone's next step if it began. */
  const useThisDevice = async () => {
    following = false;
    const mine = ++run;
    await inFlight; // a `/handoff/follow` still on its way would otherwise land after the stop
    if (mine !== run) return; // the person chose the phone again meanwhile
    const r = preview ? null : await call('/handoff/stop', {}).catch(() => null);
    const answer = r?.status === 200 ? (r.body as HandoffAnswer) : null;
    show(answer?.state === 'resume' && answer.next ? answer.next : 'intro');
  };
  const handBack = async () => {
    try {
      const r = await call('/handoff/back', {});
      if (r.status === 200) return show('returned');
      fail('error', 'ERROR');
    } catch {
      fail('error', 'ERROR');
    }
  };

  onClick('[data-testid="journey-start"]', () => void start());
  onClick('[data-testid="journey-use-phone"]', usePhone);
  onClick('[data-testid="journey-handoff-email"]', () => void sendEmail());
  onClick(
    '[data-testid="journey-handoff-back"], [data-testid="journey-email-back"]',
    () => void useThisDevice(),
  );
  onClick('[data-testid="journey-continue-on-computer"]', () => void handBack());
  onClick('button[data-step]', (button) => {
    void step(button.getAttribute('data-step') ?? '', button.getAttribute('data-outcome') ?? '');
  });
  onClick('[data-testid="journey-close"]', () => post('CLOSE'));
  // Escape asks the embedding page to close the frame, as it would close a dialog of its own.
  onEscape(() => post('CLOSE'));

  const initial = body.getAttribute('data-initial') ?? '';
  const initialMessage = initialMessages[initial];
  if (preview) show(initial || 'intro');
  else if (initial === 'resume') show(body.getAttribute('data-resume') || 'document');
  else if (initial === 'handoff' || initial === 'email-sent') {
    // A reload while the phone has the journey: the same screen, following the phone again.
    show(initial);
    follow('/handoff');
  } else if (initial === 'invalid') fail('error', 'ERROR');
  else if (initialMessage) fail(initial, initialMessage);
  else if (['pending', 'more-info', 'link-used', 'link-expired'].includes(initial)) show(initial);
  else show('intro');
  return () => {
    following = false;
  };
}
