// The previewer edits a draft of the create_session JSON: `{ styles, resultMessages }` exactly as the
// designer typed it. Invalid values stay in the draft (nothing the designer typed is lost); validation by
// the core builders is derived from it, and only validated values ever reach the preview's CSS and `src`.

/** The JSON the previewer exports for create_session (4.4): `styles` (4.6) and `resultMessages` (4.9). */
export interface ThemeDraft {
  styles: Record<string, unknown>;
  resultMessages: Record<string, unknown>;
}

export type Path = readonly string[];

export function getAt(source: unknown, path: Path): unknown {
  let node = source;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Returns a copy of `source` with `value` at `path`. `undefined` removes the key, and objects left empty
 * by a removal are pruned, so clearing a field drops it from the export instead of sending `""` or `{}`.
 */
export function setAt<T>(source: T, path: Path, value: unknown): T {
  const [head, ...rest] = path;
  if (head === undefined) return value as T;
  if (Array.isArray(source)) {
    const copy = [...source];
    copy[Number(head)] = rest.length === 0 ? value : setAt(copy[Number(head)], rest, value);
    return copy as T;
  }
  const base: Record<string, unknown> = isPlainObject(source) ? { ...source } : {};
  const next = rest.length === 0 ? value : setAt(base[head], rest, value);
  if (next === undefined || (isPlainObject(next) && Object.keys(next).length === 0)) delete base[head];
  else base[head] = next;
  return base as T;
}

/** A text field's value for the draft: empty clears the key. */
export function textValue(text: string): string | undefined {
  return text === '' ? undefined : text;
}

/** Integers are stored as numbers; anything else is kept as typed so the builder can name the problem. */
export function numberValue(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : text;
}

/** Radius: a scale key (xs..xl) or a CSS size stays a string, a bare number becomes a number (pixels). */
export function radiusValue(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : text;
}

/** How a draft value shows in a text input. */
export function displayText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Palette names become object keys and CSS variable names: keep them to simple identifiers. */
export const paletteNamePattern = /^[a-zA-Z][a-zA-Z0-9_-]{0,31}$/;

/** A starting theme for designers: a brand palette, Mantine's defaults elsewhere. */
export const starterTheme: ThemeDraft = {
  styles: {
    colors: {
      brand: [
        '#e6f4ff',
        '#cde4fb',
        '#9ec6f1',
        '#6aa6e8',
        '#408be0',
        '#257adb',
        '#1571da',
        '#0060c2',
        '#0055ae',
        '#00499a',
      ],
    },
    primaryColor: 'brand',
    primaryShade: 7,
    colorScheme: 'light',
    defaultRadius: 'md',
    button: { radius: 'md' },
    components: { button: { color: '#ffffff' } },
  },
  resultMessages: {},
};
