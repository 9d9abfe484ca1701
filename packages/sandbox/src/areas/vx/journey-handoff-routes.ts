import { type Context, Hono } from 'hono';
import type { SandboxContext } from '../../kernel/context';
import { outboxOf } from '../../kernel/outbox';
import { hostedHtml } from '../hosted/html';
import { deviceId, journeyHandoffLink, journeyHtml, linkExpired, pageState } from './journey-routes';
import type { VxSession, VxSessionStore } from './sessions';

/** End screens of `pageState`: once the journey is on one of them, the phone link is used up. */
const endStates = ['pass', 'fail', 'pending'];

/** What the desktop's poll (`POST /journey/:id/handoff`) answers. */
export interface JourneyHandoffStatus {
  phone: 'waiting' | 'opened';
  /** `pageState`'s screen: `intro`, `resume`, an end screen, or `expired`. */
  state: string;
  /** The next step when `state` is `resume`. */
  next: string;
  /** The phone chose "continue on this computer". */
  handedBack: boolean;
}

function status(ctx: SandboxContext, session: VxSession): JourneyHandoffStatus {
  const { initial, resume } = pageState(ctx, session);
  return {
    phone: session.handoff.phoneOpenedAt === null ? 'waiting' : 'opened',
    state: initial,
    next: resume,
    handedBack: session.handoff.handedBack,
  };
}

/**
 * The VX journey's hand-off to a phone (4.4 `shouldShowContinueOnDesktop`; the model is the capture's 4.8
 * hand-off): the phone page `/phone/journey/:id`, the desktop's poll, and the phone's way back.
 */
export function journeyHandoffRoutes(ctx: SandboxContext, store: VxSessionStore): Hono {
  const frontend = new Hono();

  frontend.get('/phone/journey/:id', (c) => phoneJourneyPage(ctx, store, c));

  /** The session a `{ t }` body opens (the link token both pages hold), or null. */
  const linked = async (requestId: string, body: Promise<unknown>) => {
    const session = store.sessions.get(requestId);
    const value = await body.catch(() => null);
    const t = typeof value === 'object' && value !== null ? (value as { t?: unknown }).t : undefined;
    return session && t === session.linkToken ? session : null;
  };
  const unknown = { message: 'ERROR', detail: 't: unknown session or wrong link token' } as const;
  // 4.4 isReactNative: the journey runs in the app on the phone; handing it to another phone makes no sense.
  const inApp = {
    message: 'ERROR',
    detail: 'settings.isReactNative: the journey runs in an app on the phone; it has no hand-off',
  } as const;

  frontend.post('/journey/:request_id/handoff', async (c) => {
    const session = await linked(c.req.param('request_id'), c.req.json());
    if (!session) return c.json(unknown, 404);
    return c.json(status(ctx, session));
  });

  /** The desktop starts following (its QR screen): an earlier hand-back is history; a reload shows it again. */
  frontend.post('/journey/:request_id/handoff/follow', async (c) => {
    const session = await linked(c.req.param('request_id'), c.req.json());
    if (!session) return c.json(unknown, 404);
    if (session.settings.isReactNative === true) return c.json(inApp, 409);
    session.handoff.handedBack = false;
    session.handoff.desktop = 'qr';
    return c.json(status(ctx, session));
  });

  /** The desktop's "Use this device instead": it has the journey again, and a reload shows its step. */
  frontend.post('/journey/:request_id/handoff/stop', async (c) => {
    const session = await linked(c.req.param('request_id'), c.req.json());
    if (!session) return c.json(unknown, 404);
    session.handoff.desktop = null;
    return c.json(status(ctx, session));
  });

  /**
   * The QR screen's email option (as the capture's, 4.8 `email_fallback`): the phone link goes to the session's
   * email through the outbox (nothing leaves the machine); the desktop shows "Check your email" and follows.
   */
  frontend.post('/journey/:request_id/handoff/email', async (c) => {
    const session = await linked(c.req.param('request_id'), c.req.json());
    if (!session) return c.json(unknown, 404);
    if (session.settings.isReactNative === true) return c.json(inApp, 409);
    return emailPhoneLink(ctx, session, c);
  });

  /** The phone's "continue on this computer": the desktop takes over at the next step. */
  frontend.post('/journey/:request_id/handoff/back', async (c) => {
    const session = await linked(c.req.param('request_id'), c.req.json());
    if (!session) return c.json(unknown, 404);
    if (session.settings.shouldShowContinueOnDesktop === false) {
      return c.json({ message: 'ERROR', detail: 'shouldShowContinueOnDesktop: false for this session' }, 409);
    }
    if (!linkExpired(ctx, session)) {
      session.handoff.handedBack = true;
      session.handoff.desktop = null;
    }
    return c.json(status(ctx, session));
  });
  return frontend;
}

/** `GET /phone/journey/:id`: the phone's journey page of a hand-off; a used or expired link says so (410). */
function phoneJourneyPage(ctx: SandboxContext, store: VxSessionStore, c: Context): Response {
  const found = store.byHandoffId(c.req.param('id') ?? '');
  // 4.4 isReactNative: no hand-off, so no phone link opens (404, as an unknown id).
  const session = found?.settings.isReactNative === true ? undefined : found;
  deviceId(ctx, c);
  let state = session ? pageState(ctx, session) : { initial: 'invalid', resume: '' };
  let code: 200 | 404 | 410 = session ? 200 : 404;
  // One-time: a finished journey's link shows "already used"; an expired one "link expired" (both 410).
  if (endStates.includes(state.initial)) [state, code] = [{ initial: 'link-used', resume: '' }, 410];
  else if (state.initial === 'expired') [state, code] = [{ initial: 'link-expired', resume: '' }, 410];
  if (session && code === 200) {
    session.handoff.phoneOpenedAt ??= ctx.clock.now();
    session.handoff.handedBack = false;
  }
  const { html, theme } = journeyHtml(ctx, code === 200 ? session : undefined, {
    ...state,
    parentOrigin: '*',
    language: session?.language,
    mode: 'phone',
  });
  return hostedHtml(c, html, code, theme);
}

/** Sends the phone link to the session's email (the outbox), unless the journey is over or its link expired. */
function emailPhoneLink(ctx: SandboxContext, session: VxSession, c: Context): Response {
  const { initial } = pageState(ctx, session);
  if (endStates.includes(initial)) {
    return c.json({ message: 'ERROR', detail: 'The journey is finished: its phone link is used.' }, 409);
  }
  if (initial === 'expired') {
    return c.json(
      { message: 'LINK EXPIRED', detail: 'The verification link expired; create a new session.' },
      410,
    );
  }
  outboxOf(ctx).send({
    kind: 'journey.handoff',
    to: session.person.email,
    subject: 'Continue your verification on your phone',
    text: 'Open this link on your phone to finish your verification. It works until your verification finishes, for one hour at most.',
    link: journeyHandoffLink(ctx, session),
  });
  session.handoff.handedBack = false;
  session.handoff.desktop = 'email';
  return c.json({ sent: true, ...status(ctx, session) });
}
