// Second line of defence under the core builders: whatever the draft holds, only these values ever reach
// the preview's `src`, `srcset`, `url()` and CSS custom properties.

const hexColor = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && hexColor.test(value);
}

/** The URL's normalised href when it is https (or http on localhost, for local development), else null. */
export function safeAssetUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && localHosts.has(url.hostname)) return url.href;
  return null;
}

/**
 * A font family list safe as a CSS `font-family` value: the characters the core builder allows (letters,
 * digits, spaces, `_ , . -`), each name quoted, so nothing can end the declaration.
 */
export function safeFontFamily(value: unknown): string | null {
  if (typeof value !== 'string' || !/^[\p{L}\p{N} _,.-]{1,128}$/u.test(value)) return null;
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 ? names.map((name) => `"${name}"`).join(', ') : null;
}

/** The first family of a safe family list, unquoted: the name a loaded font file is registered under. */
export function firstFamilyName(family: string): string {
  return family.split(',')[0]?.trim().replace(/^"|"$/g, '') ?? family;
}
