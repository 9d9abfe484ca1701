import { Hono } from 'hono';
import type { SandboxContext } from '../../kernel/context';
import { hostedHtml } from '../hosted/html';
import { deviceId, journeyHtml, linkExpired, pageState } from './journey-routes';
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

  frontend.get('/phone/journey/:id', (c) => {
    const session = store.byHandoffId(c.req.param('id'));
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
  });

  /** The session a `{ t }` body opens (the link token both pages hold), or null. */
  const linked = async (requestId: string, body: Promise<unknown>) => {
    const session = store.sessions.get(requestId);
    const value = await body.catch(() => null);
    const t = typeof value === 'object' && value !== null ? (value as { t?: unknown }).t : undefined;
    return session && t === session.linkToken ? session : null;
  };
  const unknown = { message: 'ERROR', detail: 't: unknown session or wrong link token' } as const;

  frontend.post('/journey/:request_id/handoff', async (c) => {
    const session = await linked(c.req.param('request_id'), c.req.json());
    if (!session) return c.json(unknown, 404);
    return c.json(status(ctx, session));
  });

  /** The desktop starts following (its QR screen): an earlier hand-back is history. */
  frontend.post('/journey/:request_id/handoff/follow', async (c) => {
    const session = await linked(c.req.param('request_id'), c.req.json());
    if (!session) return c.json(unknown, 404);
    session.handoff.handedBack = false;
    return c.json(status(ctx, session));
  });

  /** The phone's "continue on this computer": the desktop takes over at the next step. */
  frontend.post('/journey/:request_id/handoff/back', async (c) => {
    const session = await linked(c.req.param('request_id'), c.req.json());
    if (!session) return c.json(unknown, 404);
    if (session.settings.shouldShowContinueOnDesktop === false) {
      return c.json({ message: 'ERROR', detail: 'shouldShowContinueOnDesktop: false for this session' }, 409);
    }
    if (!linkExpired(ctx, session)) session.handoff.handedBack = true;
    return c.json(status(ctx, session));
  });
  return frontend;
}
