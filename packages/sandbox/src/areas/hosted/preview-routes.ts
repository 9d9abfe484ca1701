import type { Result } from '@veriframe/core';
import { resultMessagesServiceReadingSchema } from '@veriframe/core/schemas';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { SandboxArea } from '../../kernel/area';
import { isRecord } from '../../kernel/http';
import { checkBody, issuesText } from '../../kernel/validate';
import { captureScreens, renderCapturePage } from './capture-page';
import { escapeHtml, hostedHtml } from './html';
import { renderJourneyPage } from './journey-page';
import { journeyScreens } from './journey-screens';
import { type PageLanguage, pageTexts, pickLanguage, resultMessageDefaults } from './page-texts';
import { resolveResultMessages } from './result-messages';
import { checkStyles, type PageTheme, pageTheme } from './theme';

/**
 * The preview mode of the hosted pages, for the style previewer: the real journey and capture pages rendered
 * from a theme in the query, with no session, no cookie, no request and no message to the parent.
 *
 * `GET /preview/journey?screen=intro&language=es&theme=<JSON text of { styles, resultMessages }>`
 * `GET /preview/capture?screen=handoff&qr=true&theme=…`
 *
 * A theme the service would refuse is refused here too (400), naming each key and what its rule wants.
 */
export function previewRoutes(): Hono {
  const frontend = new Hono();
  frontend.get('/preview/journey', (c) => {
    const read = readPreview(c, journeyScreens);
    if (!read.ok) return refused(c, read.error);
    const { theme, language, messages, screen } = read.value;
    const html = renderJourneyPage({
      requestId: '',
      linkToken: '',
      parentOrigin: '*',
      initial: screen,
      resume: '',
      firstName: (c.req.query('name') ?? 'Alex').slice(0, 40),
      closeShown: true,
      footerShown: true,
      theme,
      language,
      texts: pageTexts[language],
      messages,
      preview: true,
    });
    return hostedHtml(c, html, 200, theme);
  });

  frontend.get('/preview/capture', (c) => {
    const read = readPreview(c, captureScreens);
    if (!read.ok) return refused(c, read.error);
    const { theme, language, messages, screen } = read.value;
    const html = renderCapturePage({
      initial: screen,
      errorDetail: '',
      parentOrigin: '*',
      qr: c.req.query('qr') !== 'false',
      emailFallback: true,
      messages,
      theme,
      language,
      texts: pageTexts[language],
      preview: true,
    });
    return hostedHtml(c, html, 200, theme);
  });
  return frontend;
}

/** The checked preview settings, or the detail of the first refused one. */
type PreviewRead<Screen extends string> = Result<
  {
    theme: PageTheme;
    language: PageLanguage;
    messages: ReturnType<typeof resolveResultMessages>;
    screen: Screen;
  },
  string
>;

/** A theme's `resultMessages`, read as create_session reads them (core's service reading). */
const themeMessagesSchema = z.object({
  resultMessages: resultMessagesServiceReadingSchema.nullable().optional(),
});

/** Reads `screen`, `language` and `theme` (JSON text of `{ styles?, resultMessages? }`) and checks them. */
function readPreview<Screen extends string>(c: Context, screens: readonly Screen[]): PreviewRead<Screen> {
  const screen = c.req.query('screen') ?? 'intro';
  if (!isOneOf(screens, screen)) return { ok: false, error: `screen: must be one of ${screens.join(', ')}` };
  let theme: Record<string, unknown> = {};
  const text = c.req.query('theme');
  if (text) {
    try {
      theme = JSON.parse(text);
    } catch {
      return { ok: false, error: 'theme: must be JSON text of { styles, resultMessages }' };
    }
    if (!isRecord(theme)) {
      return { ok: false, error: 'theme: must be JSON text of { styles, resultMessages }' };
    }
  }
  const styles = checkStyles(theme.styles);
  if (!styles.ok) return { ok: false, error: styles.error };
  const messages = checkBody(themeMessagesSchema, { resultMessages: theme.resultMessages });
  if (!messages.ok) return { ok: false, error: issuesText(messages.error) };
  const language = pickLanguage(c.req.query('language'));
  return {
    ok: true,
    value: {
      theme: pageTheme(styles.value),
      language,
      messages: resolveResultMessages(theme.resultMessages, resultMessageDefaults[language]),
      screen,
    },
  };
}

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

function refused(c: Context, detail: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Theme refused</title>
<link rel="stylesheet" href="/journey/assets/hosted.css"></head>
<body><main class="vf-card"><h1>The service would refuse this theme</h1>
<p data-testid="preview-refused">${escapeHtml(detail)}</p></main></body></html>`;
  return hostedHtml(c, html, 400);
}

/** The hosted pages' own area on the frontend origin: their preview mode for the style previewer. */
export const hostedPagesArea: SandboxArea = () => ({ frontend: previewRoutes() });
