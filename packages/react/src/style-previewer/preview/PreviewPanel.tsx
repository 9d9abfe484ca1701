'use client';

import { useEffect, useId, useState } from 'react';
import type { ThemeCheck } from '../theme-check';
import type { ThemeDraft } from '../theme-model';
import { HostedScreen } from './HostedScreen';
import { type HostedScreenId, hostedScreens } from './hosted-screens';
import { type PreviewTokens, resolvePreviewTokens, type Scheme } from './preview-tokens';
import { CompareSchemesToggle, ToolbarSelect } from './preview-toolbar';
import { RealPagePreview } from './RealPagePreview';

export interface PreviewPanelProps {
  draft: ThemeDraft;
  check: ThemeCheck;
  /** The screen shown first, or 'all' of them. */
  defaultScreen?: HostedScreenId | 'all';
  /** Show light and dark side by side instead of the theme's own scheme only. */
  defaultCompareSchemes?: boolean;
  /** Origin of the real hosted pages (e.g. the sandbox's frontend); without it a stand-alone mock is shown. */
  pageOrigin?: string;
}

/**
 * Registers the theme's font file under its family name while the preview shows it. FontFace adds no
 * style rule, so the page around the previewer keeps its fonts. Keyed on the font's strings, not its object:
 * the tokens are resolved afresh on every render, and the font must not be removed and fetched again each time.
 */
function useThemeFont(font: PreviewTokens['font']) {
  const family = font?.family;
  const url = font?.url;
  const format = font?.format;
  useEffect(() => {
    if (!family || !url || typeof FontFace === 'undefined' || typeof document === 'undefined') return;
    // The URL is a validated https href; JSON quoting keeps it one CSS string token.
    const source = `url(${JSON.stringify(url)})${format ? ` format(${JSON.stringify(format)})` : ''}`;
    const face = new FontFace(family, source);
    document.fonts.add(face);
    face.load().catch(() => undefined);
    return () => {
      document.fonts.delete(face);
    };
  }, [family, url, format]);
}

/** The live preview: one hosted screen (or all of them) with the theme applied, in light and/or dark. */
export function PreviewPanel({
  draft,
  check,
  defaultScreen = 'intro',
  defaultCompareSchemes = false,
  pageOrigin,
}: PreviewPanelProps) {
  const themeScheme: Scheme =
    draft.styles.colorScheme === 'dark' && !check.rejected('styles.colorScheme') ? 'dark' : 'light';
  if (pageOrigin) {
    return (
      <section className="vf-sp-preview" aria-label="Preview">
        <h2>Preview: the real hosted page</h2>
        <RealPagePreview
          pageOrigin={pageOrigin}
          check={check}
          defaultCompareSchemes={defaultCompareSchemes}
          themeScheme={themeScheme}
        />
      </section>
    );
  }
  return (
    <MockPreview
      draft={draft}
      check={check}
      defaultScreen={defaultScreen}
      defaultCompareSchemes={defaultCompareSchemes}
      themeScheme={themeScheme}
    />
  );
}

/** The stand-alone mock of the hosted screens, for places where no hosted page runs (static Storybook). */
function MockPreview({
  draft,
  check,
  defaultScreen,
  defaultCompareSchemes,
  themeScheme,
}: Required<Omit<PreviewPanelProps, 'pageOrigin'>> & { themeScheme: Scheme }) {
  const id = useId();
  const [screen, setScreen] = useState<HostedScreenId | 'all'>(defaultScreen);
  const [compare, setCompare] = useState(defaultCompareSchemes);
  const schemes: Scheme[] = compare ? ['light', 'dark'] : [themeScheme];
  const tokens = Object.fromEntries(schemes.map((s) => [s, resolvePreviewTokens(draft, s, check.rejected)]));
  useThemeFont(tokens[themeScheme]?.font ?? tokens.light?.font ?? null);
  const screens = screen === 'all' ? hostedScreens.map((s) => s.id) : [screen];

  return (
    <section className="vf-sp-preview" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Preview</h2>
      <div className="vf-sp-toolbar">
        <ToolbarSelect
          id={`${id}-screen`}
          label="Screen"
          value={screen}
          onChange={(value) => setScreen(value as HostedScreenId | 'all')}
        >
          {hostedScreens.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
          <option value="all">All screens</option>
        </ToolbarSelect>
        <CompareSchemesToggle checked={compare} onChange={setCompare} />
      </div>
      <div className="vf-sp-screens">
        {schemes.flatMap((scheme) =>
          screens.map((s) => (
            <HostedScreen
              key={`${scheme}-${s}`}
              screen={s}
              tokens={tokens[scheme]!}
              messages={check.messages}
            />
          )),
        )}
      </div>
    </section>
  );
}
