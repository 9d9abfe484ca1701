import type { Result } from '@veriframe/core';
import { type Context, Hono } from 'hono';
import type { SandboxContext } from '../../kernel/context';
import { clientAddress, isRecord, readJsonBody } from '../../kernel/http';
import { type CaptureInitial, type CaptureScreen, renderCapturePage } from '../hosted/capture-page';
import { hostedAsset, hostedHtml, parseOrigin } from '../hosted/html';
import { modalCss } from '../hosted/modal-styles';
import { pageScript, servedModalScript } from '../hosted/page-scripts';
import { capturePageCss, hostedPageCss } from '../hosted/page-styles';
import { pageTexts, pickLanguage, resultMessageDefaults } from '../hosted/page-texts';
import { resolveResultMessages } from '../hosted/result-messages';
import { captureEndScreen } from '../hosted/scripts/end-screen';
import { pageTheme } from '../hosted/theme';
import type { StoredLinks } from './api-routes';
import { type CaptureParams, parseCaptureParams } from './capture-params';
import { handoffLink } from './handoff-routes';
import type { CaptureSession, CaptureSessions } from './handoffs';
import { captureError, runScan, runSelfie } from './scan';
import type { StyleRegistry } from './styles';
import type { DocTokenStore } from './tokens';
import type { DocUserStore } from './users';

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="#3b5bdb"/><text x="20" y="27" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">V</text><text x="50" y="26" font-family="sans-serif" font-size="16" fill="#212529">Sandbox Verify</text></svg>`;

/** Valid parameters and the record they came from, or the page state to show with the record as given. */
type Resolved = Result<
  { params: CaptureParams; source: Record<string, unknown> },
  { state: CaptureInitial; detail: string; raw: Record<string, unknown> }
>;

/**
 * Capture parameters from a page's query, the stored link it names (`link`, from link/generate) or the hand-off
 * it continues (`handoff`, the phone page), validated.
 */
export function resolveParams(
  links: StoredLinks,
  sessions: CaptureSessions,
  raw: Record<string, unknown>,
): Resolved {
  let source = raw;
  if (typeof raw.link === 'string') {
    const stored = links.get(raw.link);
    if (!stored) return { ok: false, error: { state: 'error-token', detail: '', raw } };
    source = stored;
  } else if (raw.handoff !== undefined) {
    const session = sessions.byHandoffId(raw.handoff);
    if (!session) return { ok: false, error: { state: 'error-token', detail: '', raw } };
    if (sessions.expired(session)) return { ok: false, error: { state: 'link-expired', detail: '', raw } };
    source = session.params;
  } else {
    const { parent_origin: _parent, ...params } = raw;
    source = params;
  }
  const parsed = parseCaptureParams(source);
  if (parsed.ok) return { ok: true, value: { params: parsed.value, source } };
  return parsed.error.field === 'token'
    ? { ok: false, error: { state: 'error-token', detail: '', raw: source } }
    : { ok: false, error: { state: 'error', detail: parsed.error.message, raw: source } };
}

/** What the capture routes share: the sandbox and the document area's stores. */
interface CaptureArea {
  ctx: SandboxContext;
  tokens: DocTokenStore;
  users: DocUserStore;
  links: StoredLinks;
  styles: StyleRegistry;
  sessions: CaptureSessions;
}

/** The hosted capture page, its same-origin API, and the modal script and stylesheet (4.8, 6.2, 7.4). */
export function captureRoutes(
  ctx: SandboxContext,
  tokens: DocTokenStore,
  users: DocUserStore,
  links: StoredLinks,
  styles: StyleRegistry,
  sessions: CaptureSessions,
): Hono {
  const frontend = new Hono();
  const area: CaptureArea = { ctx, tokens, users, links, styles, sessions };
  assetRoutes(frontend, ctx);
  frontend.get('/capture', (c) => capturePage(area, c));
  frontend.post('/capture/api/scan', (c) => scanStep(area, c));
  frontend.post('/capture/api/selfie', (c) => selfieStep(area, c));
  return frontend;
}

/** The modal script and stylesheet, and the capture page's script, stylesheet and logo. */
function assetRoutes(frontend: Hono, ctx: SandboxContext): void {
  // Built once, not per request. The frontend origin is known only once the server listens (after the routes
  // are registered), so `modal.js` is wrapped at its first request and kept while the origin stays.
  let modalJs = { origin: '', body: '' };
  const modalJsFor = async (origin: string) => {
    if (modalJs.origin !== origin || !modalJs.body) {
      modalJs = { origin, body: servedModalScript(await pageScript('modal'), origin) };
    }
    return modalJs.body;
  };
  const captureCss = hostedPageCss + capturePageCss;
  frontend.get('/modal/v1/modal.js', async (c) => hostedAsset(c, await modalJsFor(ctx.frontendOrigin), 'js'));
  frontend.get('/modal/v1/modal.css', (c) => hostedAsset(c, modalCss, 'css'));
  frontend.get('/capture/assets/capture.js', async (c) => hostedAsset(c, await pageScript('capture'), 'js'));
  frontend.get('/capture/assets/hosted.css', (c) => hostedAsset(c, captureCss, 'css'));
  frontend.get('/capture/assets/logo.svg', (c) =>
    c.body(logoSvg, 200, { 'content-type': 'image/svg+xml', 'access-control-allow-origin': '*' }),
  );
}

/** The screen the capture page opens on, and the capture session it follows (a reload resumes it). */
function openingScreen(
  { ctx, tokens, users, sessions }: CaptureArea,
  query: Record<string, string>,
  resolved: Resolved,
): { initial: CaptureInitial | CaptureScreen; session: CaptureSession | undefined } {
  let initial: CaptureInitial | CaptureScreen = resolved.ok ? 'intro' : resolved.error.state;
  let session: CaptureSession | undefined;
  if (resolved.ok) {
    const { token, values } = resolved.value.params;
    const existing = sessions.find(token, values.email);
    const live = existing && !sessions.expired(existing) ? existing : undefined;
    const error = captureError(ctx, tokens, users, token, values.email);
    if (live && live.phoneOpenedAt !== null && live.step !== 'done' && error !== 'error-token') {
      [initial, session] = ['handoff', live]; // a reload while the phone has the capture keeps following it
    } else if (live?.step === 'selfie' && error !== 'error-token') {
      [initial, session] = ['selfie', live]; // a reload continues where the person was (the selfie asked for)
    } else if (live?.step === 'done' && query.link !== undefined && error !== 'error-token') {
      // A reopened emailed link shows its end, as the scan showed it.
      initial = captureEndScreen(live.outcome?.screen ?? 'success', live.outcome?.status) as CaptureScreen;
    } else if (error) {
      initial = error;
    } else {
      session = sessions.open(token, values.email, resolved.value.source, tokens.verify(token)!.expiresAt);
      // Bypassing the intro, or a reload while a phone has the capture, shows the hand-off screen.
      if (resolved.value.params.bypassDesktopIntro || session.phoneOpenedAt !== null) initial = 'handoff';
    }
  }
  return { initial, session };
}

/** `GET /capture`: the page for the parameters (or the hand-off or stored link) it is opened with. */
function capturePage(area: CaptureArea, c: Context): Response {
  const { ctx, links, styles, sessions } = area;
  const query = c.req.query();
  const resolved = resolveParams(links, sessions, query);
  const { initial, session } = openingScreen(area, query, resolved);
  const params = resolved.ok ? resolved.value.params : null;
  const language = pickLanguage(params ? params.language : resolved.ok ? '' : resolved.error.raw.language);
  // The modal names a style by `styleToken` (4.8), an id from `POST /__sandbox/styles`. An id the sandbox
  // never issued does not stop the end user: the page has the default theme and says so in `data-style`.
  const styleToken = params?.styleToken ?? '';
  const style = styleToken ? styles.get(styleToken) : undefined;
  const theme = pageTheme(style ?? null);
  const html = renderCapturePage({
    initial,
    errorDetail: resolved.ok ? '' : resolved.error.detail,
    parentOrigin: parseOrigin(c.req.query('parent_origin')) ?? '*',
    qr: params?.qr ?? false,
    emailFallback: params?.emailFallback ?? true,
    messages: resolveResultMessages(
      params ? params.resultMessages : resolved.ok ? null : safeMessages(resolved.error.raw),
      resultMessageDefaults[language],
    ),
    theme,
    language,
    texts: pageTexts[language],
    style: !styleToken ? 'default' : style ? 'applied' : 'unknown',
    handoffId: session?.handoffId ?? '',
    handoffLink: session ? handoffLink(ctx, session) : '',
  });
  return hostedHtml(c, html, 200, theme);
}

/** Re-validates the page's parameters and the 7.4 states before each step. */
async function stepParams(
  { links, sessions }: CaptureArea,
  c: Context,
): Promise<{ params: CaptureParams; source: Record<string, unknown> } | { error: Response }> {
  const body = await readJsonBody(c);
  const raw = body.ok && isRecord(body.value) && isRecord(body.value.params) ? body.value.params : null;
  if (!raw) return { error: c.json({ error: 'error', message: 'params: must be an object' }, 400) };
  const resolved = resolveParams(links, sessions, raw);
  if (!resolved.ok) {
    return {
      error: c.json(
        { error: resolved.error.state, message: resolved.error.detail || 'token: unknown or expired' },
        400,
      ),
    };
  }
  return { params: resolved.value.params, source: resolved.value.source };
}

/** `POST /capture/api/scan`: the document scan of 4.8, or the 7.4 state that stops it. */
async function scanStep(area: CaptureArea, c: Context): Promise<Response> {
  const { ctx, tokens, users, sessions } = area;
  const found = await stepParams(area, c);
  if ('error' in found) return found.error;
  const { params } = found;
  const { token, values } = params;
  const error = captureError(ctx, tokens, users, token, values.email);
  if (error) {
    sessions.record(token, values.email, 'done', { screen: error });
    return c.json({ error, message: error }, 409);
  }
  // A scan without a page load first (an API client) still gets a session a reload can resume.
  if (!sessions.find(token, values.email)) {
    sessions.open(token, values.email, found.source, tokens.verify(token)!.expiresAt);
  }
  const scan = runScan(ctx, users, params, clientAddress(c));
  // What the desktop following a phone, and a reload, read back.
  sessions.record(
    token,
    values.email,
    scan.browser === 'selfie' ? 'selfie' : 'done',
    scan.browser === 'selfie' ? null : { screen: scan.browser, status: scan.status },
  );
  return c.json(scan);
}

/** `POST /capture/api/selfie`: the selfie a scan asked for. */
async function selfieStep(area: CaptureArea, c: Context): Promise<Response> {
  const { ctx, tokens, users, sessions } = area;
  const found = await stepParams(area, c);
  if ('error' in found) return found.error;
  const { token, values } = found.params;
  if (!tokens.verify(token)) return c.json({ error: 'error-token', message: 'error-token' }, 409);
  const result = runSelfie(ctx, users, values.email, clientAddress(c));
  if (!result) return c.json({ error: 'error', message: 'No selfie is awaited for this user.' }, 409);
  sessions.record(token, values.email, 'done', { screen: result.browser, status: result.status });
  return c.json(result);
}

/** The resultMessages of parameters that failed validation elsewhere, when they are readable. */
function safeMessages(raw: Record<string, unknown>): unknown {
  const value = raw.resultMessages;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
