import type { Result } from '@veriframe/core';

// The theme the style previewer last exported, kept in this browser so the hosted verification and document
// modal pages can apply it to a real session. Only JSON the core builders accepted is ever saved.

const storageKey = 'veriframe-demo:theme';

/** Saves the previewer's exported create_session JSON (`{ styles, resultMessages }`). */
export function saveTheme(json: string): void {
  try {
    window.localStorage.setItem(storageKey, json);
  } catch {
    // Storage can be off (private mode); the JSON can still be pasted by hand.
  }
}

/** The last exported theme JSON, or '' when none was saved. */
export function loadSavedTheme(): string {
  try {
    return window.localStorage.getItem(storageKey) ?? '';
  } catch {
    return '';
  }
}

/** The pasted theme's two objects, or the sentence saying what is wrong with it. */
export type ParsedTheme = Result<
  { styles?: Record<string, unknown>; resultMessages?: Record<string, unknown> },
  string
>;

/**
 * Reads pasted theme JSON: `{ styles?, resultMessages? }` objects only. The values themselves are checked by
 * the service (the sandbox refuses, naming the key, what the builders refuse).
 */
export function parseThemeJson(text: string): ParsedTheme {
  if (text.trim() === '') return { ok: true, value: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Theme: not valid JSON. Paste the JSON exported by the style previewer.' };
  }
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(parsed)) return { ok: false, error: 'Theme: expected a JSON object' };
  const { styles, resultMessages } = parsed;
  if (styles !== undefined && !isObject(styles))
    return { ok: false, error: 'Theme: styles must be an object' };
  if (resultMessages !== undefined && !isObject(resultMessages)) {
    return { ok: false, error: 'Theme: resultMessages must be an object' };
  }
  return {
    ok: true,
    value: { ...(styles ? { styles } : {}), ...(resultMessages ? { resultMessages } : {}) },
  };
}
