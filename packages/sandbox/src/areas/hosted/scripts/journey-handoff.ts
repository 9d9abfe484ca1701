import { type JourneyPage, order } from './journey-page';

// The journey page's hand-off (4.4): the desktop shows a QR code (or emails the link), follows the phone that
// runs the steps, and takes the journey back when the person asks.

/** What `/journey/:id/handoff` answers: where the journey the phone continues stands. */
interface HandoffAnswer {
  phone?: 'waiting' | 'opened';
  state?: string;
  next?: string;
  handedBack?: boolean;
}

/** How often the desktop asks how the phone is doing (real time; the answers are tiny). */
export const journeyHandoffPollMs = 750;

/** Writes the hand-off screens' status line: the phone opened the link, or the link expired. */
function say(page: JourneyPage, key: 'opened' | 'expired'): void {
  for (const line of document.querySelectorAll<HTMLElement>('[data-handoff-status]')) {
    line.textContent = line.getAttribute(`data-text-${key}`) ?? line.textContent;
  }
  page.body.setAttribute('data-handoff-state', key);
}

/** Shows what the phone's journey came to: `done` at an end or a hand-back, `again` while it still runs. */
function followed(page: JourneyPage, answer: HandoffAnswer): 'done' | 'again' {
  const state = answer.state ?? '';
  if (answer.phone === 'opened') say(page, 'opened');
  if (state === 'resume') {
    page.phoneDone = order.indexOf(answer.next ?? '');
    page.paintProgress(Math.max(page.phoneDone, 0));
  }
  if (state === 'pass' || state === 'fail') page.fail(state, state === 'pass' ? 'PASS' : 'FAIL');
  else if (state === 'pending' || state === 'more-info') page.show(state);
  else if (state === 'expired') page.fail('expired', 'LINK EXPIRED');
  else if (answer.handedBack) page.show(state === 'resume' ? answer.next || 'document' : 'intro');
  else return 'again';
  return 'done';
}

/**
 * The desktop follows the phone: its end screen and its one 6.3 message, or the step the phone handed back.
 * Each follow is a run; a newer run (or taking the journey back) ends an older one, whose answers then count
 * for nothing, so QR → this device → QR never leaves two poll loops.
 */
export function followThePhone(page: JourneyPage) {
  const { preview, show, call, fail, refused } = page;
  let run = 0;
  let following = false;
  /** The follow call on its way, so taking the journey back is told to the server after it, never before. */
  let inFlight: Promise<unknown> = Promise.resolve();
  const poll = async (path: string, mine: number) => {
    if (!following || mine !== run) return;
    let answer: { status: number; body: HandoffAnswer };
    try {
      const request = call<HandoffAnswer>(path, {});
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
      return say(page, 'expired');
    }
    if (followed(page, answer.body) !== 'again') following = false;
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
    const r = preview ? null : await call<HandoffAnswer>('/handoff/stop', {}).catch(() => null);
    const answer = r?.status === 200 ? r.body : null;
    show(answer?.state === 'resume' && answer.next ? answer.next : 'intro');
  };
  /** The phone's "continue on the computer". */
  const handBack = async () => {
    try {
      const r = await call('/handoff/back', {});
      if (r.status === 200) return show('returned');
      fail('error', 'ERROR');
    } catch {
      fail('error', 'ERROR');
    }
  };
  const stop = () => {
    following = false;
  };
  return { follow, usePhone, sendEmail, useThisDevice, handBack, stop };
}
