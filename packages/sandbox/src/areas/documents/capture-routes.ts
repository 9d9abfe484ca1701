import { type Context, Hono } from 'hono';
import type { SandboxContext } from '../../kernel/context';
import { clientAddress, isRecord, readJsonBody } from '../../kernel/http';
import { type CaptureInitial, renderCapturePage } from '../hosted/capture-page';
import { hostedAsset, hostedHtml, parseOrigin } from '../hosted/html';
import { modalCss } from '../hosted/modal-styles';
import { pageScript, servedModalScript } from '../hosted/page-scripts';
import { capturePageCss, hostedPageCss } from '../hosted/page-styles';
import { pageTexts, pickLanguage, resultMessageDefaults } from '../hosted/page-texts';
import { resolveResultMessages } from '../hosted/result-messages';
import { pageTheme } from '../hosted/theme';
import type { StoredLinks } from './api-routes';
import { type CaptureParams, parseCaptureParams } from './capture-params';
import { captureError, runScan, runSelfie } from './scan';
import type { StyleRegistry } from './styles';
import type { DocTokenStore } from './tokens';
import type { DocUserStore } from './users';

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="#3b5bdb"/><text x="20" y="27" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">V</text><text x="50" y="26" font-family="sans-serif" font-size="16" fill="#212529">Sandbox Verify</text></svg>`;

type Resolved =
  | { ok: true; params: CaptureParams }
  | { ok: false; state: CaptureInitial; detail: string; raw: Record<string, unknown> };

/** Capture parameters from a page's query (or the stored link it names), validated. */
function resolveParams(links: StoredLinks, raw: Record<string, unknown>): Resolved {
  let source = raw;
  if (typeof raw.link === 'string') {
    const stored = links.get(raw.link);
    if (!stored) return { ok: false, state: 'error-token', detail: '', raw };
    source = stored;
  }
  const parsed = parseCaptureParams(source);
  if (parsed.ok) return { ok: true, params: parsed.value };
  return parsed.field === 'token'
    ? { ok: false, state: 'error-token', detail: '', raw: source }
    : { ok: false, state: 'error', detail: parsed.message, raw: source };
}

/** The hosted capture page, its same-origin API, and the modal script and stylesheet (4.8, 6.2, 7.4). */
export function captureRoutes(
  ctx: SandboxContext,
  tokens: DocTokenStore,
  users: DocUserStore,
  links: StoredLinks,
  styles: StyleRegistry,
): Hono {
  const frontend = new Hono();
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

  frontend.get('/capture', (c) => {
    const resolved = resolveParams(links, c.req.query());
    let initial: CaptureInitial = resolved.ok ? 'intro' : resolved.state;
    if (resolved.ok) {
      const error = captureError(ctx, tokens, users, resolved.params.token, resolved.params.values.email);
      if (error) initial = error;
      else if (resolved.params.bypassDesktopIntro) initial = 'handoff';
    }
    const params = resolved.ok ? resolved.params : null;
    const language = pickLanguage(params ? params.language : resolved.ok ? '' : resolved.raw.language);
    // The modal names a style by `styleToken` (4.8), an id from `POST /__sandbox/styles`. An id the sandbox
    // never issued does not stop the end user: the page has the default theme and says so in `data-style`.
    const styleToken = params?.styleToken ?? '';
    const style = styleToken ? styles.get(styleToken) : undefined;
    const theme = pageTheme(style ?? null);
    const html = renderCapturePage({
      initial,
      errorDetail: resolved.ok ? '' : resolved.detail,
      parentOrigin: parseOrigin(c.req.query('parent_origin')) ?? '*',
      qr: params?.qr ?? false,
      emailFallback: params?.emailFallback ?? true,
      messages: resolveResultMessages(
        params ? params.resultMessages : resolved.ok ? null : safeMessages(resolved.raw),
        resultMessageDefaults[language],
      ),
      theme,
      language,
      texts: pageTexts[language],
      style: !styleToken ? 'default' : style ? 'applied' : 'unknown',
    });
    return hostedHtml(c, html, 200, theme);
  });

  /** Re-validates the page's parameters and the 7.4 states before each step. */
  async function stepParams(c: Context): Promise<{ params: CaptureParams } | { error: Response }> {
    const body = await readJsonBody(c);
    const raw = body.ok && isRecord(body.value) && isRecord(body.value.params) ? body.value.params : null;
    if (!raw) return { error: c.json({ error: 'error', message: 'params: must be an object' }, 400) };
    const resolved = resolveParams(links, raw);
    if (!resolved.ok) {
      return {
        error: c.json(
          { error: resolved.state, message: resolved.detail || 'token: unknown or expired' },
          400,
        ),
      };
    }
    return { params: resolved.params };
  }

  frontend.post('/capture/api/scan', async (c) => {
    const found = await stepParams(c);
    if ('error' in found) return found.error;
    const { params } = found;
    const error = captureError(ctx, tokens, users, params.token, params.values.email);
    if (error) return c.json({ error, message: error }, 409);
    return c.json(runScan(ctx, users, params, clientAddress(c)));
  });

  frontend.post('/capture/api/selfie', async (c) => {
    const found = await stepParams(c);
    if ('error' in found) return found.error;
    if (!tokens.verify(found.params.token))
      return c.json({ error: 'error-token', message: 'error-token' }, 409);
    const result = runSelfie(ctx, users, found.params.values.email, clientAddress(c));
    if (!result) return c.json({ error: 'error', message: 'No selfie is awaited for this user.' }, 409);
    return c.json(result);
  });
  return frontend;
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
