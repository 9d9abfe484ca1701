import type { Result } from '@veriframe/core';
import { checkTheme, type ThemeIssue } from './theme-check';
import type { ThemeDraft } from './theme-model';

// Moving a theme in and out of the previewer: the create_session JSON, and a link that carries it.

/** A theme read in: the draft, or every issue that refused it. */
export type ImportResult = Result<ThemeDraft, ThemeIssue[]>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Reads `{ styles, resultMessages }` (a whole create_session body works too: other keys are ignored) and
 * accepts it only when the core builders accept it, so a bad file never replaces a good theme.
 */
export function readThemeJson(text: string): ImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: [{ path: '', rule: 'json', message: `Not valid JSON: ${reason}` }] };
  }
  if (!isPlainObject(parsed)) {
    return { ok: false, error: [{ path: '', rule: 'type:object', message: 'Expected a JSON object' }] };
  }
  const { styles = {}, resultMessages = {} } = parsed;
  const shapeIssues: ThemeIssue[] = [];
  if (!isPlainObject(styles))
    shapeIssues.push({ path: 'styles', rule: 'type:object', message: 'expected object' });
  if (!isPlainObject(resultMessages)) {
    shapeIssues.push({ path: 'resultMessages', rule: 'type:object', message: 'expected object' });
  }
  if (shapeIssues.length > 0 || !isPlainObject(styles) || !isPlainObject(resultMessages)) {
    return { ok: false, error: shapeIssues };
  }
  if (!('styles' in parsed) && !('resultMessages' in parsed)) {
    return {
      ok: false,
      error: [{ path: '', rule: 'required', message: 'Expected a "styles" or "resultMessages" key' }],
    };
  }
  const draft: ThemeDraft = { styles, resultMessages };
  const check = checkTheme(draft);
  return check.issues.length === 0 ? { ok: true, value: draft } : { ok: false, error: check.issues };
}

/** The create_session JSON as it is exported (pretty-printed, builder output only). */
export function themeJson(output: { styles: unknown; resultMessages: unknown }): string {
  return JSON.stringify({ styles: output.styles, resultMessages: output.resultMessages }, null, 2);
}

export const shareHashKey = 'vf-theme';

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | null {
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * `base` + `#vf-theme=<base64url of the JSON>`. A base whose hash is a route (`…/#/styles`) keeps it, with the
 * theme as its query (`#/styles?vf-theme=…`), so hash routers still open the previewer's page.
 */
export function shareLink(base: string, draft: ThemeDraft): string {
  const [withoutHash = base, route = ''] = base.split('#');
  const encoded = `${shareHashKey}=${toBase64Url(JSON.stringify(draft))}`;
  const path = route.split('?')[0] ?? '';
  return path.startsWith('/') && path.length > 1
    ? `${withoutHash}#${path}?${encoded}`
    : `${withoutHash}#${encoded}`;
}

/**
 * The theme a location hash carries (`#vf-theme=…` or a hash route's query, `#/styles?vf-theme=…`): null
 * when the hash holds none, else the import result (a link is untrusted input and goes through the same
 * validation as an imported file).
 */
export function readShareHash(hash: string): ImportResult | null {
  const fragment = hash.replace(/^#/, '');
  const query = fragment.startsWith('/') ? (fragment.split('?')[1] ?? '') : fragment;
  const params = new URLSearchParams(query);
  const encoded = params.get(shareHashKey);
  if (encoded === null) return null;
  const text = fromBase64Url(encoded);
  if (text === null) {
    return {
      ok: false,
      error: [{ path: '', rule: 'base64url', message: 'The link does not hold a theme' }],
    };
  }
  return readThemeJson(text);
}
