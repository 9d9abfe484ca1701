import { mantineDefaults, mantinePalettes, type Palette, radiusScale } from './mantine-defaults';
import { firstFamilyName, isHexColor, safeAssetUrl, safeFontFamily } from './safe-values';

// One resolution of a 4.6 `styles` object into the colors, radii and fonts a hosted page paints with,
// shared by the sandbox's hosted pages and the React style previewer so the two cannot drift apart.

export type Scheme = 'light' | 'dark';

/** Everything the preview screens paint with, resolved the way Mantine resolves the theme. */
export interface ThemeTokens {
  scheme: Scheme;
  primary: string;
  primaryLight: string;
  buttonText: string;
  pageBackground: string;
  paperBackground: string;
  text: string;
  dimmed: string;
  border: string;
  defaultButtonBackground: string;
  defaultButtonText: string;
  success: string;
  failure: string;
  warning: string;
  radius: string;
  buttonRadius: string;
  fontFamily: string;
  /** Family name and URL of the theme's font file, when both are valid. */
  font: { family: string; url: string; format: string | null } | null;
  logoUrl: string | null;
  handoffIcon: { url: string; srcSet: string | undefined; alt: string; width: number; height: number } | null;
}

/** `rejected(path)` tells whether the builders reported an issue at (or under) a styles path. */
export type RejectedPath = (path: string) => boolean;

const noneRejected: RejectedPath = () => false;

function getAt(source: unknown, path: readonly string[]): unknown {
  let node = source;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function customPalette(styles: unknown, name: string, rejected: RejectedPath): Palette | null {
  const colors = getAt(styles, ['colors', name]);
  if (rejected(`styles.colors.${name}`)) return null;
  if (Array.isArray(colors) && colors.length === 10 && colors.every(isHexColor))
    return colors as unknown as Palette;
  return null;
}

/** A palette by name: the theme's own first (it overrides Mantine's of the same name), then Mantine's. */
export function resolvePalette(styles: unknown, name: string, rejected: RejectedPath): Palette | null {
  return customPalette(styles, name, rejected) ?? mantinePalettes[name] ?? null;
}

export function resolveRadius(value: unknown, fallback: string): string {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return `${value}px`;
  if (typeof value === 'string') {
    if (value in radiusScale) return radiusScale[value as keyof typeof radiusScale];
    if (/^\d+(\.\d+)?(px|rem|em|%)$/.test(value)) return value;
  }
  return fallback;
}

function valid<T>(
  styles: unknown,
  path: readonly string[],
  rejected: RejectedPath,
  check: (v: unknown) => T | null,
) {
  if (rejected(`styles.${path.join('.')}`)) return null;
  return check(getAt(styles, path));
}

const hex = (v: unknown) => (isHexColor(v) ? v : null);
const positive = (v: unknown) => (typeof v === 'number' && v > 0 && v <= 100 ? v : null);

/** The shade Mantine uses for filled components in a scheme: the theme's number, else 6 light / 8 dark. */
export function primaryShadeFor(styles: unknown, scheme: Scheme, rejected: RejectedPath): number {
  const shade = valid(styles, ['primaryShade'], rejected, (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 9 ? v : null,
  );
  return shade ?? mantineDefaults.primaryShade[scheme];
}

/**
 * The tokens of a `styles` object (4.6) in one scheme, resolved the way Mantine merges a theme over its
 * defaults. Values the builders rejected (`rejected`) and unsafe values fall back to the default.
 *
 * @example
 * const dark = resolveThemeTokens({ primaryColor: 'teal', defaultRadius: 'lg' }, 'dark');
 * dark.primary; // '#099268' (teal[8], Mantine's dark shade)
 */
export function resolveThemeTokens(
  styles: unknown,
  scheme: Scheme,
  rejected: RejectedPath = noneRejected,
): ThemeTokens {
  const primaryName = valid(styles, ['primaryColor'], rejected, (v) => (typeof v === 'string' ? v : null));
  const primaryPalette =
    (primaryName && resolvePalette(styles, primaryName, rejected)) ??
    mantinePalettes[mantineDefaults.primaryColor]!;
  const shade = primaryShadeFor(styles, scheme, rejected);
  const gray = resolvePalette(styles, 'gray', rejected)!;
  const dark = resolvePalette(styles, 'dark', rejected)!;
  const green = resolvePalette(styles, 'green', rejected)!;
  const red = resolvePalette(styles, 'red', rejected)!;
  const orange = resolvePalette(styles, 'orange', rejected)!;
  const isDark = scheme === 'dark';
  // Mantine's body and paper: white in light; dark[7] in dark, with dark[0] text. Explicit colors win.
  const body = isDark ? dark[7] : mantineDefaults.white;
  const defaultRadius = resolveRadius(
    valid(styles, ['defaultRadius'], rejected, (v) => v),
    radiusScale[mantineDefaults.defaultRadius],
  );
  const family = valid(styles, ['global', 'typography', 'font', 'family'], rejected, safeFontFamily);
  const fontUrl = valid(styles, ['global', 'typography', 'font', 'normal', 'url'], rejected, safeAssetUrl);
  const fontFormat = valid(styles, ['global', 'typography', 'font', 'normal', 'format'], rejected, (v) =>
    typeof v === 'string' && /^[a-z0-9-]{1,32}$/.test(v) ? v : null,
  );
  const iconPath = ['assets', 'icons', 'handoff', 'header', 'main'];
  const iconUrl = valid(styles, [...iconPath, 'url'], rejected, safeAssetUrl);
  const icon2x = valid(styles, [...iconPath, 'srcset', '2x'], rejected, safeAssetUrl);
  const icon3x = valid(styles, [...iconPath, 'srcset', '3x'], rejected, safeAssetUrl);
  const srcSet = [icon2x && `${icon2x} 2x`, icon3x && `${icon3x} 3x`].filter(Boolean).join(', ');
  return {
    scheme,
    primary: primaryPalette[shade] ?? primaryPalette[6],
    primaryLight: isDark ? (primaryPalette[Math.min(9, shade + 1)] ?? primaryPalette[9]) : primaryPalette[0],
    buttonText: valid(styles, ['components', 'button', 'color'], rejected, hex) ?? mantineDefaults.white,
    pageBackground: valid(styles, ['global', 'backgroundColor'], rejected, hex) ?? body,
    paperBackground: valid(styles, ['components', 'paper', 'backgroundColor'], rejected, hex) ?? body,
    text: isDark ? dark[0] : mantineDefaults.black,
    // Secondary text one step stronger than Mantine's `dimmed` (gray[6] is 3.3:1 on white, dark[2] 4.0:1
    // on dark[7]): both fail WCAG AA, and the preview must not teach designers an inaccessible default.
    dimmed: isDark ? dark[1] : gray[7],
    border: isDark ? dark[4] : gray[3],
    defaultButtonBackground: isDark ? dark[6] : mantineDefaults.white,
    defaultButtonText: isDark ? mantineDefaults.white : mantineDefaults.black,
    success: green[isDark ? 8 : 6],
    failure: red[isDark ? 8 : 6],
    warning: orange[isDark ? 8 : 6],
    radius: defaultRadius,
    buttonRadius: resolveRadius(
      valid(styles, ['button', 'radius'], rejected, (v) => v),
      defaultRadius,
    ),
    fontFamily: family ? `${family}, ${mantineDefaults.fontFamily}` : mantineDefaults.fontFamily,
    font: family && fontUrl ? { family: firstFamilyName(family), url: fontUrl, format: fontFormat } : null,
    logoUrl: valid(styles, ['logo_url'], rejected, safeAssetUrl),
    handoffIcon: iconUrl
      ? {
          url: iconUrl,
          srcSet: srcSet || undefined,
          alt: valid(styles, [...iconPath, 'alt'], rejected, (v) => (typeof v === 'string' ? v : null)) ?? '',
          width: valid(styles, [...iconPath, 'width'], rejected, positive) ?? 48,
          height: valid(styles, [...iconPath, 'height'], rejected, positive) ?? 48,
        }
      : null,
  };
}
