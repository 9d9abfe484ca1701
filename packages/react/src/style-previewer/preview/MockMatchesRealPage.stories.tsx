'use client';

import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultResultMessages } from '@veriframe/core';
import { expect, waitFor } from 'storybook/test';
import type { ThemeDraft } from '../theme-model';
import { HostedScreen } from './HostedScreen';
import type { HostedScreenId } from './hosted-screens';
import { resolvePreviewTokens, type Scheme } from './preview-tokens';
import { previewPageUrl } from './RealPagePreview';
import { brandPalette } from './review-themes';
import { screenCss } from './screen-css';

// The stand-alone mock (HostedScreen, shown where no sandbox runs) against the real page (the sandbox's preview
// mode, framed same-origin through the Storybook dev server): same theme, same screen, and the computed colours,
// font family and radii of corresponding elements must be equal. The two differ in layout and wording on
// purpose (the mock is a small picture), so pixels are not compared; what a designer judges a theme by is.
// Tolerance: colours exactly (as computed rgb), radii and fonts exactly (both come from the same core tokens).

const sandboxRuns = (import.meta as ImportMeta & { env?: { DEV?: boolean } }).env?.DEV === true;

// A brand's own palette, square-ish radius on the card and round buttons: every token differs from the default.
const theme: ThemeDraft = {
  styles: {
    colors: {
      brand: brandPalette,
    },
    primaryColor: 'brand',
    primaryShade: 8,
    defaultRadius: 'sm',
    button: { radius: 'xl' },
    global: { backgroundColor: '#fdf2ec', typography: { font: { family: 'Georgia, serif' } } },
  },
  resultMessages: {},
};

/** Mock screen id → the capture page's screen that it stands for. */
const pairs: [HostedScreenId, string][] = [
  ['intro', 'intro'],
  ['success', 'success'],
  ['failure', 'failure'],
  ['error-velocity', 'error-velocity'],
];

interface PairsProps {
  scheme: Scheme;
}

function MockAndRealPage({ scheme }: PairsProps) {
  if (!sandboxRuns) {
    return (
      <p role="status" data-testid="no-sandbox">
        The comparison needs the sandbox, which only the Storybook dev server runs (
        <code>pnpm storybook</code>).
      </p>
    );
  }
  const tokens = resolvePreviewTokens(theme, scheme, () => false);
  const output = { styles: theme.styles, resultMessages: theme.resultMessages };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <style>{screenCss}</style>
      {pairs.map(([mock, real]) => (
        <div key={mock} style={{ display: 'flex', gap: 8 }}>
          <HostedScreen screen={mock} tokens={tokens} messages={defaultResultMessages} />
          <iframe
            title={`Real page: ${real} (${scheme})`}
            data-screen={real}
            src={previewPageUrl('', { page: 'capture', screen: real, language: 'en', scheme, output })}
            // Wider than the 460 px breakpoint, where the real card keeps its radius (narrower, it fills the frame).
            width={520}
            height={780}
          />
        </div>
      ))}
    </div>
  );
}

type Looks = Record<string, string>;

/** What every pair must show on both sides: the page, the card and its texts. */
const requiredEverywhere = [
  'page.backgroundColor',
  'paper.backgroundColor',
  'paper.borderTopColor',
  'paper.borderTopLeftRadius',
  'title.color',
  'title.fontFamily',
  'text.color',
];
/** And what the screen itself shows: the intro's main button, a result's icon and its (default) Done button. */
const requiredOnIntro = ['filled.backgroundColor', 'filled.color', 'filled.borderTopLeftRadius'];
const requiredOnResult = ['resultIcon.backgroundColor', 'default.backgroundColor', 'default.color'];

/** The computed look of corresponding elements, keyed by what they are. Missing elements are left out. */
function looksOf(elements: Record<string, Element | null>): Looks {
  const looks: Looks = {};
  const take = (name: string, element: Element | null, properties: (keyof CSSStyleDeclaration)[]) => {
    if (!element) return;
    const style = element.ownerDocument.defaultView!.getComputedStyle(element);
    for (const property of properties) looks[`${name}.${String(property)}`] = String(style[property]);
  };
  take('page', elements.page!, ['backgroundColor']);
  take('paper', elements.paper!, ['backgroundColor', 'borderTopColor', 'borderTopLeftRadius']);
  take('title', elements.title!, ['color', 'fontFamily']);
  take('text', elements.text!, ['color']);
  take('filled', elements.filled!, ['backgroundColor', 'color', 'borderTopLeftRadius']);
  take('default', elements.default ?? null, ['backgroundColor', 'color', 'borderTopColor']);
  take('resultIcon', elements.resultIcon ?? null, ['backgroundColor', 'color']);
  return looks;
}

function mockLooks(figure: Element): Looks {
  return looksOf({
    page: figure.querySelector('.vf-screen-page'),
    paper: figure.querySelector('.vf-screen-paper'),
    title: figure.querySelector('.vf-screen-title'),
    text: figure.querySelector('.vf-screen-text'),
    filled: figure.querySelector('.vf-screen-btn-filled'),
    default: figure.querySelector('.vf-screen-btn-default'),
    resultIcon: figure.querySelector('.vf-screen-result-icon'),
  });
}

async function realLooks(frame: HTMLIFrameElement): Promise<Looks> {
  await waitFor(() => expect(frame.contentDocument?.body?.dataset.state).toBe(frame.dataset.screen), {
    timeout: 15_000,
  });
  const document = frame.contentDocument!;
  const screen = document.querySelector('.vf-screen:not([hidden])')!;
  return looksOf({
    page: document.body,
    paper: document.querySelector('.vf-card'),
    title: screen.querySelector('h1'),
    text: screen.querySelector('p'),
    filled: screen.querySelector('.vf-button:not(.vf-secondary):not(.vf-danger):not(.vf-warning)'),
    default: screen.querySelector('.vf-button.vf-secondary'),
    resultIcon: screen.querySelector('.vf-result-icon'),
  });
}

const meta = {
  title: 'Style previewer/Mock matches the real page',
  component: MockAndRealPage,
  args: { scheme: 'light' },
  play: async ({ canvasElement }) => {
    if (!sandboxRuns) {
      await expect(canvasElement.querySelector('[data-testid="no-sandbox"]')).not.toBeNull();
      return;
    }
    const figures = [...canvasElement.querySelectorAll('figure.vf-screen')];
    const frames = [...canvasElement.querySelectorAll('iframe')];
    await expect(frames).toHaveLength(pairs.length);
    for (const [index, frame] of frames.entries()) {
      const mock = mockLooks(figures[index]!);
      const real = await realLooks(frame);
      // Only what both sides show is compared, and that must include the page, card, texts and main button.
      const shared = Object.keys(mock).filter((key) => key in real);
      const required = [
        ...requiredEverywhere,
        ...(frame.dataset.screen === 'intro' ? requiredOnIntro : requiredOnResult),
      ];
      const missing = required.filter((key) => !shared.includes(key));
      await expect({ screen: frame.dataset.screen, missing }).toEqual({
        screen: frame.dataset.screen,
        missing: [],
      });
      const pick = (looks: Looks) => Object.fromEntries(shared.map((key) => [key, looks[key]]));
      await expect({ screen: frame.dataset.screen, ...pick(mock) }).toEqual({
        screen: frame.dataset.screen,
        ...pick(real),
      });
    }
  },
} satisfies Meta<typeof MockAndRealPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { args: { scheme: 'light' } };
export const Dark: Story = { args: { scheme: 'dark' } };
