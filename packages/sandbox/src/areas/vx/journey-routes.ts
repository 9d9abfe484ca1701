import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { SandboxContext } from '../../kernel/context';
import { clientAddress, isRecord, readJsonBody } from '../../kernel/http';
import { hostedAsset, hostedHtml, parseOrigin } from '../hosted/html';
import { renderJourneyPage } from '../hosted/journey-page';
import { pageScript } from '../hosted/page-scripts';
import { capturePageCss, hostedPageCss } from '../hosted/page-styles';
import { pageTexts, pickLanguage, resultMessageDefaults } from '../hosted/page-texts';
import { resolveResultMessages } from '../hosted/result-messages';
import { pageTheme } from '../hosted/theme';
import { finishComponent, journeyOpen, startJourney } from './journey';
import {
  type VxComponent,
  type VxOutcome,
  type VxSession,
  type VxSessionStore,
  vxComponents,
} from './sessions';

/** 6.5: the device id cookie on the frontend origin (HttpOnly: the page never reads it). */
export const deviceCookie = 'vf_device';

/** Outcomes a person can pick on each step of the page (the admin API accepts all four anywhere). */
const pageOutcomes: Record<VxComponent, VxOutcome[]> = {
  document: ['PASS', 'FAIL', 'REVIEW'],
  selfie: ['PASS', 'FAIL'],
  phone: ['PASS', 'FAIL', 'PENDING'],
};

export function deviceId(ctx: SandboxContext, c: Context): string {
  const existing = getCookie(c, deviceCookie);
  if (existing && /^[0-9a-f-]{36}$/.test(existing)) return existing;
  const id = ctx.random.uuid();
  setCookie(c, deviceCookie, id, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 365 * 24 * 3600 });
  return id;
}

export const linkExpired = (ctx: SandboxContext, session: VxSession) =>
  ctx.clock.now() >= session.linkExpiresAt;

/** Where a returning visitor lands: the next unfinished component or the final screen. */
export function pageState(ctx: SandboxContext, session: VxSession): { initial: string; resume: string } {
  if (session.startedAt === null) {
    return { initial: linkExpired(ctx, session) ? 'expired' : 'intro', resume: '' };
  }
  if (session.status === 'FAIL') return { initial: 'fail', resume: '' };
  const next = vxComponents.find((c) => !session.steps.some((s) => s.component === c));
  // Within the link's lifetime a reload continues at the next step; after it, the unfinished journey has expired.
  if (next)
    return linkExpired(ctx, session)
      ? { initial: 'expired', resume: '' }
      : { initial: 'resume', resume: next };
  return { initial: session.status === 'PASS' ? 'pass' : pendingScreen(session), resume: '' };
}

/**
 * The screen of a journey that ended PENDING: `pending` while a document waits for a manual review (a `REVIEW`
 * step), else `more-info` (a step asked for more information the journey has no step left to collect).
 */
export function pendingScreen(session: VxSession): 'pending' | 'more-info' {
  return session.steps.some((s) => s.outcome === 'REVIEW') ? 'pending' : 'more-info';
}

/**
 * Where the desktop page lands: `pageState`'s screen, or, while the phone has the journey (the desktop chose
 * "Continue on your phone" and has not taken it back), the QR or "check your email" screen it left, following
 * the phone again. An end screen wins: the phone already finished.
 */
export function desktopState(ctx: SandboxContext, session: VxSession): { initial: string; resume: string } {
  const state = pageState(ctx, session);
  const { desktop } = session.handoff;
  if (!desktop || (state.initial !== 'intro' && state.initial !== 'resume')) return state;
  return { ...state, initial: desktop === 'email' ? 'email-sent' : 'handoff' };
}

/** The journey page of a session (or of no valid session), on the desktop or on the phone (4.4 hand-off). */
export function journeyHtml(
  ctx: SandboxContext,
  session: VxSession | undefined,
  view: {
    initial: string;
    resume: string;
    parentOrigin: string;
    language?: string;
    mode: 'desktop' | 'phone';
  },
) {
  // Stored styles passed core's builder at create_session; an invalid link gets the default look.
  const theme = pageTheme(session?.styles ?? null);
  const language = pickLanguage(session ? session.language : view.language);
  const html = renderJourneyPage({
    requestId: session?.requestId ?? '',
    linkToken: session?.linkToken ?? '',
    parentOrigin: view.parentOrigin,
    initial: view.initial,
    resume: view.resume,
    firstName: session?.person.fn ?? '',
    // The phone page has no frame to close; the desktop's close button follows isCloseButtonShown.
    closeShown: view.mode === 'desktop' && session?.settings.isCloseButtonShown !== false,
    footerShown: session?.settings.isFooterShown !== false,
    theme,
    language,
    texts: pageTexts[language],
    messages: resolveResultMessages(session?.resultMessages ?? null, resultMessageDefaults[language]),
    mode: view.mode,
    handoffLink: session ? journeyHandoffLink(ctx, session) : '',
    phoneOpened: view.mode === 'desktop' && Boolean(session && session.handoff.phoneOpenedAt !== null),
    // Absent or true: the phone page offers the way back; only an explicit false hides it (4.4).
    continueOnDesktopShown: session?.settings.shouldShowContinueOnDesktop !== false,
    reactNative: session?.settings.isReactNative === true,
  });
  return { html, theme };
}

/** The one-time link the journey's QR code holds: the journey on a phone-sized page of the hosted origin. */
export function journeyHandoffLink(ctx: SandboxContext, session: VxSession): string {
  return `${ctx.frontendOrigin}/phone/journey/${session.handoff.id}`;
}

/** The hosted journey page and the same-origin calls its script makes (never the API origin, no CORS). */
export function journeyRoutes(ctx: SandboxContext, store: VxSessionStore): Hono {
  const frontend = new Hono();
  frontend.get('/journey/assets/journey.js', async (c) => hostedAsset(c, await pageScript('journey'), 'js'));
  // The QR screen and the phone layout share the capture page's rules.
  const journeyCss = hostedPageCss + capturePageCss;
  frontend.get('/journey/assets/hosted.css', (c) => hostedAsset(c, journeyCss, 'css'));

  frontend.get('/journey/:request_id', (c) => {
    const session = store.sessions.get(c.req.param('request_id'));
    const valid = session !== undefined && c.req.query('t') === session.linkToken;
    deviceId(ctx, c);
    const state = valid ? desktopState(ctx, session) : { initial: 'invalid', resume: '' };
    const { html, theme } = journeyHtml(ctx, valid ? session : undefined, {
      ...state,
      parentOrigin: parseOrigin(c.req.query('parent_origin')) ?? '*',
      language: c.req.query('language'),
      mode: 'desktop',
    });
    return hostedHtml(c, html, !valid ? 404 : state.initial === 'expired' ? 410 : 200, theme);
  });

  /** Reads `{ t, ... }` and finds the session the link token opens, or answers the error. */
  async function linked(c: Context) {
    const body = await readJsonBody(c);
    const value = body.ok && isRecord(body.value) ? body.value : null;
    const session = store.sessions.get(c.req.param('request_id') ?? '');
    if (!value || !session || value.t !== session.linkToken) {
      return { error: c.json({ message: 'ERROR', detail: 'Unknown session or wrong link token.' }, 404) };
    }
    return { session, value };
  }

  frontend.post('/journey/:request_id/start', async (c) => {
    const found = await linked(c);
    if ('error' in found) return found.error;
    const refusal = startJourney(ctx, store, found.session, deviceId(ctx, c));
    if (refusal) {
      return c.json({ message: refusal.message, detail: refusal.detail }, refusal.status, refusal.headers);
    }
    return c.json({ started: true, next: pageState(ctx, found.session).resume || 'document' });
  });

  frontend.post('/journey/:request_id/steps', async (c) => {
    const found = await linked(c);
    if ('error' in found) return found.error;
    const { session, value } = found;
    const component = value.component as VxComponent;
    if (!vxComponents.includes(component)) {
      return c.json(
        { message: 'ERROR', detail: `component: must be one of ${vxComponents.join(', ')}` },
        400,
      );
    }
    const outcome = value.outcome as VxOutcome;
    if (!pageOutcomes[component].includes(outcome)) {
      return c.json(
        { message: 'ERROR', detail: `outcome: must be one of ${pageOutcomes[component].join(', ')}` },
        400,
      );
    }
    if (session.startedAt === null)
      return c.json({ message: 'ERROR', detail: 'Start the journey first.' }, 409);
    if (!journeyOpen(session)) return c.json({ message: 'ERROR', detail: 'The journey is finished.' }, 409);
    if (linkExpired(ctx, session)) {
      return c.json(
        { message: 'LINK EXPIRED', detail: 'The verification link expired; create a new session.' },
        410,
      );
    }
    finishComponent(ctx, store, session, component, outcome, clientAddress(c));
    // `ended`: the screen of a journey that ended PENDING, so the page says the true reason.
    return c.json({ status: session.status, ended: pendingScreen(session) });
  });
  return frontend;
}
