import { type RejectedPath, resolveThemeTokens, type Scheme, type ThemeTokens } from '@veriframe/core/theme';
import type { ThemeDraft } from '../theme-model';

// The previewer paints with core's token resolution, the same one the sandbox's hosted pages use.
export type { RejectedPath, Scheme } from '@veriframe/core/theme';
export type PreviewTokens = ThemeTokens;

/** The tokens of a draft's `styles` in one scheme; keys the builders rejected fall back to the default. */
export function resolvePreviewTokens(
  draft: ThemeDraft,
  scheme: Scheme,
  rejected: RejectedPath,
): PreviewTokens {
  return resolveThemeTokens(draft.styles, scheme, rejected);
}
