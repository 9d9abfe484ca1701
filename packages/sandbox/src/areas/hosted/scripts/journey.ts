import { followThePhone } from './journey-handoff';
import { type JourneyMessage, type JourneyPage, journeyPage, order } from './journey-page';
import { onClick, onEscape } from './page-kit';

export { journeyHandoffPollMs } from './journey-handoff';
export type { JourneyMessage } from './journey-page';

// The journey page's script (4.4, 6.3). It only ever posts one of the 6.3 strings to the parent: no token, id
// or personal value crosses postMessage. It talks to its own origin only.

/** How a page that opens on an end state tells its parent, once. */
const initialMessages: Record<string, JourneyMessage> = {
  pass: 'PASS',
  fail: 'FAIL',
  expired: 'LINK EXPIRED',
  invalid: 'ERROR',
};

/** `/start`, then one `/steps` call per step button; in preview the screens only move. */
function journeySteps(page: JourneyPage) {
  const { body, preview, show, setBusy, call, fail, refused } = page;
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
  return { start, step };
}

/** The first screen: the state the page opens on, telling the parent once when that is an end. */
function showInitial(page: JourneyPage, follow: (path: string) => void): void {
  const initial = page.body.getAttribute('data-initial') ?? '';
  const initialMessage = initialMessages[initial];
  if (page.preview) page.show(initial || 'intro');
  else if (initial === 'resume') page.show(page.body.getAttribute('data-resume') || 'document');
  else if (initial === 'handoff' || initial === 'email-sent') {
    // A reload while the phone has the journey: the same screen, following the phone again.
    page.show(initial);
    follow('/handoff');
  } else if (initial === 'invalid') page.fail('error', 'ERROR');
  else if (initialMessage) page.fail(initial, initialMessage);
  else if (['pending', 'more-info', 'link-used', 'link-expired'].includes(initial)) page.show(initial);
  else page.show('intro');
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
  const page = journeyPage();
  const { start, step } = journeySteps(page);
  const phone = followThePhone(page);

  onClick('[data-testid="journey-start"]', () => void start());
  onClick('[data-testid="journey-use-phone"]', phone.usePhone);
  onClick('[data-testid="journey-handoff-email"]', () => void phone.sendEmail());
  onClick(
    '[data-testid="journey-handoff-back"], [data-testid="journey-email-back"]',
    () => void phone.useThisDevice(),
  );
  onClick('[data-testid="journey-continue-on-computer"]', () => void phone.handBack());
  onClick('button[data-step]', (button) => {
    void step(button.getAttribute('data-step') ?? '', button.getAttribute('data-outcome') ?? '');
  });
  onClick('[data-testid="journey-close"]', () => page.post('CLOSE'));
  // Escape asks the embedding page to close the frame, as it would close a dialog of its own.
  onEscape(() => page.post('CLOSE'));
  showInitial(page, phone.follow);
  return phone.stop;
}
