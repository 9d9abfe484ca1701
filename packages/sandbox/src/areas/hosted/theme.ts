import { randomBytes } from 'node:crypto';
import type { Result } from '@veriframe/core';
import {
  buildStyles,
  contrastRatio,
  resolveThemeTokens,
  type ThemeTokens,
  type VxStyles,
} from '@veriframe/core/theme';
import { escapeHtml } from './html';

/** A `styles` object checked by core's builder: the service refuses what the builder refuses. */
export type StylesCheck = Result<VxStyles | null, string>;

/**
 * Checks a create_session `styles` (4.6) with `buildStyles`, the builders' own rules. The detail names every
 * key and what its rule wants, e.g. `styles.defaultRadius: must be one of xs, sm, md, lg, xl, …`.
 */
export function checkStyles(input: unknown, field = 'styles'): StylesCheck {
  if (input === undefined || input === null) return { ok: true, value: null };
  const built = buildStyles(input as VxStyles);
  if (built.ok) return { ok: true, value: built.value };
  const detail = built.error.issues
    .map((issue) => `${issue.path ? `${field}.${issue.path}` : field}: ${issue.message}`)
    .join('; ');
  return { ok: false, error: detail };
}

/** What a theme resolves to, the same on every page it styles (everything but the nonce). */
interface ResolvedLook {
  tokens: ThemeTokens;
  /** Origins of the theme's logo, icon and font files: the only remote sources the page's CSP allows. */
  imageOrigins: string[];
  fontOrigins: string[];
  /** The theme stylesheet's text (`themeCss`). */
  css: string;
}

/** The resolved look of one page: its theme's look, and the nonce of its one inline stylesheet. */
export interface PageTheme extends ResolvedLook {
  nonce: string;
}

const origin = (url: string) => new URL(url).origin;

/**
 * The sandbox's default when a theme picks neither a primary color nor a shade: Mantine's blue at shade 8 in
 * both schemes, because white button text on Mantine's light default (blue 6) is 3.6:1 and fails WCAG AA.
 */
const accessiblePrimaryDefault = { primaryShade: 8 } as const;

function resolveLook(styles: VxStyles | null): ResolvedLook {
  const scheme = styles?.colorScheme === 'dark' ? 'dark' : 'light';
  const picksPrimary = styles?.primaryColor !== undefined || styles?.primaryShade !== undefined;
  const tokens = resolveThemeTokens(
    picksPrimary ? styles : { ...styles, ...accessiblePrimaryDefault },
    scheme,
  );
  const images = [tokens.logoUrl, tokens.handoffIcon?.url].filter((u): u is string => Boolean(u));
  const srcset = tokens.handoffIcon?.srcSet?.split(', ').map((entry) => entry.split(' ')[0]!) ?? [];
  return {
    tokens,
    imageOrigins: [...new Set([...images, ...srcset].map(origin))],
    fontOrigins: tokens.font ? [origin(tokens.font.url)] : [],
    css: themeCss(tokens),
  };
}

// A stored theme (a session's or a style id's `styles`, never changed once checked) styles many page loads:
// its look is resolved once, on the first, and kept as long as the styles object lives.
let defaultLook: ResolvedLook | undefined;
const looks = new WeakMap<VxStyles, ResolvedLook>();

/** Resolves validated styles (null: the defaults) for a page; a fresh nonce per response. */
export function pageTheme(styles: VxStyles | null): PageTheme {
  let look = styles ? looks.get(styles) : defaultLook;
  if (!look) {
    look = resolveLook(styles);
    if (styles) looks.set(styles, look);
    else defaultLook = look;
  }
  return { ...look, nonce: randomBytes(16).toString('base64') };
}

/**
 * The theme as CSS custom properties over the page stylesheet, plus the font face. Every value comes from
 * core's tokens (hex colors, radius lengths, quoted family names, checked https URLs); URLs and the format are
 * JSON-quoted so each stays one CSS string token.
 */
function themeCss(t: ThemeTokens): string {
  // Text on the light primary tint (the illustrations): in dark that tint is a deep shade, where the page's
  // text colour can fall under AA (blue[9] under #c9c9c9 is 3.6:1); then the most readable candidate.
  const onTint =
    contrastRatio(t.text, t.primaryLight) >= 4.5
      ? t.text
      : [t.buttonText, '#ffffff', '#000000'].reduce((best, color) =>
          contrastRatio(color, t.primaryLight) > contrastRatio(best, t.primaryLight) ? color : best,
        );
  const font = t.font
    ? `@font-face { font-family: ${JSON.stringify(t.font.family)}; src: url(${JSON.stringify(t.font.url)})${
        t.font.format ? ` format(${JSON.stringify(t.font.format)})` : ''
      }; font-display: swap; }\n`
    : '';
  return `${font}:root {
  --vf-primary: ${t.primary};
  --vf-primary-light: ${t.primaryLight};
  --vf-on-primary-light: ${onTint};
  --vf-primary-text: ${t.buttonText};
  --vf-bg: ${t.pageBackground};
  --vf-paper: ${t.paperBackground};
  --vf-text: ${t.text};
  --vf-muted: ${t.dimmed};
  --vf-border: ${t.border};
  --vf-default-bg: ${t.defaultButtonBackground};
  --vf-default-text: ${t.defaultButtonText};
  --vf-success: ${t.success};
  --vf-failure: ${t.failure};
  --vf-pending: ${t.warning};
  --vf-radius: ${t.radius};
  --vf-button-radius: ${t.buttonRadius};
  --vf-font: ${t.fontFamily};
  color-scheme: ${t.scheme};
}`;
}

/** The `<style>` element of the theme, allowed by the page's CSP through its nonce. */
export function themeStyleTag(theme: PageTheme): string {
  return `<style nonce="${escapeHtml(theme.nonce)}">${theme.css}</style>`;
}

/** The header mark: the theme's logo as an image (text-only alt), else the sandbox's letter mark. */
export function logoMarkup(theme: PageTheme, brand: string): string {
  if (theme.tokens.logoUrl) {
    return `<img class="vf-logo-img" src="${escapeHtml(theme.tokens.logoUrl)}" alt="${escapeHtml(brand)}" data-testid="theme-logo">`;
  }
  return `<span class="vf-logo" aria-hidden="true">V</span><span class="vf-brand">${escapeHtml(brand)}</span>`;
}

/** The hand-off header icon (4.6 `assets.icons.handoff.header.main`), within 100 by 100 pixels. */
export function handoffIconMarkup(theme: PageTheme): string {
  const icon = theme.tokens.handoffIcon;
  if (!icon) return '';
  const srcset = icon.srcSet ? ` srcset="${escapeHtml(icon.srcSet)}"` : '';
  return `<img class="vf-handoff-icon" src="${escapeHtml(icon.url)}"${srcset} alt="${escapeHtml(icon.alt)}" width="${icon.width}" height="${icon.height}" data-testid="theme-handoff-icon">`;
}
