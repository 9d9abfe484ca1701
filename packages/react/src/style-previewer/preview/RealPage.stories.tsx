'use client';

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { checkTheme } from '../theme-check';
import { HostedScreen } from './HostedScreen';
import { hostedScreens } from './hosted-screens';
import { resolvePreviewTokens, type Scheme } from './preview-tokens';
import { previewPageUrl, realPageScreens } from './RealPagePreview';
import { brandPalette } from './review-themes';
import { screenCss } from './screen-css';

// Design review of the real hosted page: every journey and capture screen of the sandbox's preview mode, under
// a theme and a language, framed from the Storybook dev server's own origin (its sandbox plugin forwards
// /preview/* and the page assets to the real sandbox, see .storybook/sandbox-proxy.ts). Same origin lets the
// play function add axe-core to each framed page and run it there: axe in the story's document cannot see
// inside a frame. Any violation, contrast included, fails the story.

/** Where the dev server serves axe-core (same origin, so the page's `script-src 'self'` admits it). */
const pageAxePath = '/__page-axe/axe.min.js';

/**
 * A static Storybook build has no sandbox (and must hold no credential): the stories say so instead of
 * framing pages that are not there. `storybook dev` and the Vitest storybook project run Vite in dev mode.
 */
const sandboxRuns = (import.meta as ImportMeta & { env?: { DEV?: boolean } }).env?.DEV === true;

type Theme = { styles?: Record<string, unknown>; resultMessages?: Record<string, unknown> };

/** The themes a designer checks: light, dark, a custom palette, a custom font, a logo. */
const themes = {
  light: {},
  dark: { styles: { colorScheme: 'dark' } },
  palette: {
    styles: {
      colors: { brand: brandPalette },
      primaryColor: 'brand',
      primaryShade: 8,
      defaultRadius: 'xl',
      global: { backgroundColor: '#fdf2ec' },
      components: { paper: { backgroundColor: '#ffffff' } },
    },
    resultMessages: { success: { verificationSuccessTitle: 'Welcome to Acme Bank' } },
  },
  font: {
    styles: {
      primaryColor: 'teal',
      primaryShade: 9,
      global: {
        typography: {
          font: {
            family: 'Brand Serif',
            normal: { url: 'https://fonts.example.test/brand-serif.ttf', format: 'truetype' },
          },
        },
      },
    },
  },
  logo: { styles: { logo_url: 'https://cdn.example.test/logo.svg', primaryColor: 'cyan', primaryShade: 9 } },
} satisfies Record<string, Theme>;

interface SheetProps {
  theme: keyof typeof themes;
  language: 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl' | 'pl' | 'ja' | 'ar';
}

function schemeOf(theme: Theme): Scheme {
  return theme.styles?.colorScheme === 'dark' ? 'dark' : 'light';
}

/** Every screen of the real page, in frames of the 4.10 sample size, painted with one theme in one language. */
function RealPageSheet({ theme, language }: SheetProps) {
  const picked: Theme = themes[theme];
  if (!sandboxRuns) return <MockSheet theme={picked} />;
  const output = { styles: picked.styles ?? {}, resultMessages: picked.resultMessages ?? {} };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {realPageScreens.map(({ page, screen, label }) => (
        <figure key={`${page}-${screen}`} style={{ margin: 0 }}>
          <figcaption style={{ font: '14px sans-serif', marginBottom: 4 }}>{label}</figcaption>
          <iframe
            title={`${label} (${theme}, ${language})`}
            data-screen={screen}
            src={previewPageUrl('', { page, screen, language, scheme: schemeOf(picked), output })}
            width={420}
            height={670}
          />
        </figure>
      ))}
    </div>
  );
}

/**
 * Where no sandbox runs (a static build): the previewer's stand-alone mock of every screen, with the same
 * theme, under a note saying so. The mock speaks English only.
 */
function MockSheet({ theme }: { theme: Theme }) {
  const draft = { styles: theme.styles ?? {}, resultMessages: theme.resultMessages ?? {} };
  const check = checkTheme(draft);
  const tokens = resolvePreviewTokens(draft, schemeOf(theme), check.rejected);
  return (
    <>
      <p role="status" data-testid="no-sandbox" style={{ font: '14px sans-serif' }}>
        The real hosted page needs the sandbox, which only the Storybook dev server runs (
        <code>pnpm storybook</code>). This static build has none: below is the previewer's stand-alone mock of
        each screen with the same theme, in English.
      </p>
      <style>{screenCss}</style>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        {hostedScreens.map((screen) => (
          <HostedScreen key={screen.id} screen={screen.id} tokens={tokens} messages={check.messages} />
        ))}
      </div>
    </>
  );
}

interface AxeInPage {
  run(
    context: Document,
    options: unknown,
  ): Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }>;
}

/** Waits for the framed page to show its screen, adds axe-core to it and returns what axe finds there. */
async function violationsIn(frame: HTMLIFrameElement): Promise<string[]> {
  const screen = frame.dataset.screen!;
  await waitFor(() => expect(frame.contentDocument?.body?.dataset.state).toBe(screen), { timeout: 15_000 });
  const page = frame.contentWindow as Window & { axe?: AxeInPage };
  const document = frame.contentDocument!;
  if (!page.axe) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = pageAxePath;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`axe-core did not load from ${pageAxePath}`));
      document.head.append(script);
    });
  }
  await document.fonts.ready;
  // The rule set of the e2e references: WCAG 2.x A and AA (color-contrast among them) and best practices.
  const result = await page.axe!.run(document, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
  });
  return result.violations.map(
    (v) => `${frame.title}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const meta = {
  title: 'Style previewer/Real page review',
  component: RealPageSheet,
  args: { theme: 'light', language: 'en' },
  parameters: {
    // The addon's own axe run reaches into the frames too (they hold axe once the play function added it) but
    // takes the 24 pages for one, whose 24 <main> landmarks then look alike; each page's own run checks it.
    a11y: { options: { rules: { 'landmark-unique': { enabled: false } } } },
  },
  argTypes: {
    theme: { control: 'inline-radio', options: Object.keys(themes) },
    language: { control: 'select', options: ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'ja', 'ar'] },
  },
  play: async ({ canvasElement }) => {
    if (!sandboxRuns) {
      await expect(canvasElement.querySelector('[data-testid="no-sandbox"]')).not.toBeNull();
      // What the note promises is there: a picture of every screen.
      await expect(canvasElement.querySelectorAll('figure.vf-screen')).toHaveLength(hostedScreens.length);
      return;
    }
    const frames = [...canvasElement.querySelectorAll('iframe')];
    await expect(frames).toHaveLength(realPageScreens.length);
    const violations: string[] = [];
    // One page at a time: axe is heavy and the machine's cores are shared.
    for (const frame of frames) violations.push(...(await violationsIn(frame)));
    await expect(violations).toEqual([]);
  },
} satisfies Meta<typeof RealPageSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LightEnglish: Story = { args: { theme: 'light', language: 'en' } };
export const LightSpanish: Story = { args: { theme: 'light', language: 'es' } };
export const DarkEnglish: Story = { args: { theme: 'dark', language: 'en' } };
export const DarkSpanish: Story = { args: { theme: 'dark', language: 'es' } };
export const CustomPaletteEnglish: Story = { args: { theme: 'palette', language: 'en' } };
export const CustomPaletteSpanish: Story = { args: { theme: 'palette', language: 'es' } };
export const CustomFontEnglish: Story = { args: { theme: 'font', language: 'en' } };
export const CustomFontSpanish: Story = { args: { theme: 'font', language: 'es' } };
export const LogoEnglish: Story = { args: { theme: 'logo', language: 'en' } };
export const LogoSpanish: Story = { args: { theme: 'logo', language: 'es' } };
