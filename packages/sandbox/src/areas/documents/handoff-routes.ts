import { type Context, Hono } from 'hono';
import { adminPrefix } from '../../kernel/admin';
import type { SandboxContext } from '../../kernel/context';
import { isRecord, readJsonBody } from '../../kernel/http';
import { outboxOf } from '../../kernel/outbox';
import { sandboxError } from '../../kernel/service-error';
import { type CaptureInitial, renderCapturePage } from '../hosted/capture-page';
import { hostedHtml } from '../hosted/html';
import { pageTexts, pickLanguage, resultMessageDefaults } from '../hosted/page-texts';
import { resolveResultMessages } from '../hosted/result-messages';
import { pageTheme } from '../hosted/theme';
import { parseCaptureParams } from './capture-params';
import type { CaptureSession, CaptureSessions } from './handoffs';
import { captureError } from './scan';
import type { StyleRegistry } from './styles';
import type { DocTokenStore } from './tokens';
import type { DocUserStore } from './users';

/** The one-time link the QR code holds: the phone page on the hosted origin. */
export function handoffLink(ctx: SandboxContext, session: CaptureSession): string {
  return `${ctx.frontendOrigin}/phone/${session.handoffId}`;
}

/** The admin view of a hand-off (`GET /__sandbox/handoffs`). */
function handoffView(ctx: SandboxContext, sessions: CaptureSessions, session: CaptureSession) {
  return {
    handoff_id: session.handoffId,
    link: handoffLink(ctx, session),
    email: session.email,
    ...sessions.status(session),
    expires_at: new Date(session.expiresAt).toISOString(),
  };
}

/**
 * The cross-device hand-off (4.8 `qr`, `email_fallback`, 6.2 `onQr`/`onEmail`): the phone page `/phone/:id`,
 * the desktop's poll and email calls (same origin as the capture page), and admin routes to list and expire
 * hand-offs.
 */
export function handoffRoutes(
  ctx: SandboxContext,
  tokens: DocTokenStore,
  users: DocUserStore,
  styles: StyleRegistry,
  sessions: CaptureSessions,
): { frontend: Hono; api: Hono } {
  const frontend = new Hono();

  frontend.get('/phone/:id', (c) => phonePage({ ctx, tokens, users, styles, sessions }, c));

  /** The session a `{ id }` body names, or an answer saying why not. */
  const named = async (body: Promise<{ ok: boolean; value?: unknown }>) => {
    const read = await body;
    const id = read.ok && isRecord(read.value) ? read.value.id : undefined;
    return sessions.byHandoffId(id);
  };

  frontend.post('/capture/api/handoff', async (c) => {
    const session = await named(readJsonBody(c));
    if (!session) return c.json({ error: 'error-token', message: 'id: unknown hand-off' }, 404);
    return c.json(sessions.status(session));
  });

  frontend.post('/capture/api/handoff/email', async (c) => {
    const session = await named(readJsonBody(c));
    if (!session) return c.json({ error: 'error-token', message: 'id: unknown hand-off' }, 404);
    if (sessions.expired(session)) return c.json({ error: 'link-expired', message: 'id: expired' }, 410);
    // Recorded in the outbox only: nothing leaves the machine.
    outboxOf(ctx).send({
      kind: 'capture.handoff',
      to: session.email,
      subject: 'Continue your verification on your phone',
      text: 'Open this link on your phone to scan your ID document. It works until your verification finishes.',
      link: handoffLink(ctx, session),
    });
    return c.json({ sent: true });
  });

  const api = new Hono();
  api.get(`${adminPrefix}/handoffs`, (c) => {
    const email = c.req.query('email')?.trim().toLowerCase();
    const list = sessions.all().filter((s) => !email || s.email.toLowerCase() === email);
    return c.json({ data: list.map((s) => handoffView(ctx, sessions, s)) });
  });
  api.post(`${adminPrefix}/handoffs/:id/expire`, (c) => {
    const session = sessions.byHandoffId(c.req.param('id'));
    if (!session) throw sandboxError(404, 'not_found', 'id: no hand-off with this id');
    session.expiresAt = Math.min(session.expiresAt, ctx.clock.now());
    return c.json(handoffView(ctx, sessions, session));
  });
  return { frontend, api };
}

/** `GET /phone/:id`: the phone's capture page of a hand-off, or the screen that says why it cannot go on. */
function phonePage(
  {
    ctx,
    tokens,
    users,
    styles,
    sessions,
  }: {
    ctx: SandboxContext;
    tokens: DocTokenStore;
    users: DocUserStore;
    styles: StyleRegistry;
    sessions: CaptureSessions;
  },
  c: Context,
): Response {
  const session = sessions.byHandoffId(c.req.param('id'));
  const parsed = session ? parseCaptureParams(session.params) : null;
  const params = parsed?.ok ? parsed.value : null;
  let initial: CaptureInitial | 'selfie' = 'intro';
  let status: 200 | 404 | 410 = 200;
  if (!session || !params) [initial, status] = ['error-token', 404];
  else if (sessions.expired(session) || !tokens.verify(params.token))
    [initial, status] = ['link-expired', 410];
  else if (session.step === 'done') [initial, status] = ['link-used', 410];
  else if (session.step === 'selfie') initial = 'selfie';
  else initial = captureError(ctx, tokens, users, params.token, params.values.email) ?? 'intro';
  if (session && status === 200) session.phoneOpenedAt ??= ctx.clock.now();
  const language = pickLanguage(params?.language);
  const style = params?.styleToken ? styles.get(params.styleToken) : undefined;
  const theme = pageTheme(style ?? null);
  const html = renderCapturePage({
    initial,
    errorDetail: '',
    parentOrigin: '*',
    qr: false,
    emailFallback: false,
    messages: resolveResultMessages(params?.resultMessages ?? null, resultMessageDefaults[language]),
    theme,
    language,
    texts: pageTexts[language],
    style: !params?.styleToken ? 'default' : style ? 'applied' : 'unknown',
    mode: 'phone',
    handoffId: status === 200 && session ? session.handoffId : '',
  });
  return hostedHtml(c, html, status, theme);
}
