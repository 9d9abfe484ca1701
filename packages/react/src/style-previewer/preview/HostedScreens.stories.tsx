'use client';

import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultResultMessages } from '@veriframe/core';
import { expect, within } from 'storybook/test';
import { starterTheme, type ThemeDraft } from '../theme-model';
import { HostedScreen } from './HostedScreen';
import { type HostedScreenId, hostedScreens } from './hosted-screens';
import { resolvePreviewTokens, type Scheme } from './preview-tokens';
import { screenCss } from './screen-css';

interface GalleryProps {
  theme: ThemeDraft;
  schemes: Scheme[];
  screens: HostedScreenId[];
}

function Gallery({ theme, schemes, screens }: GalleryProps) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <style>{screenCss}</style>
      {schemes.flatMap((scheme) =>
        screens.map((screen) => (
          <HostedScreen
            key={`${scheme}-${screen}`}
            screen={screen}
            tokens={resolvePreviewTokens(theme, scheme, () => false)}
            messages={defaultResultMessages}
          />
        )),
      )}
    </div>
  );
}

/** Every hosted screen the previewer can show, painted with a theme, in light and dark. */
const meta = {
  title: 'Style previewer/Hosted screens',
  component: Gallery,
  args: { theme: starterTheme, schemes: ['light', 'dark'], screens: hostedScreens.map((s) => s.id) },
  argTypes: {
    schemes: { control: 'inline-check', options: ['light', 'dark'] },
    screens: { control: 'check', options: hostedScreens.map((s) => s.id) },
  },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllScreens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One picture per screen and scheme, each result screen showing its own 4.9 texts.
    await expect(canvasElement.querySelectorAll('figure.vf-screen')).toHaveLength(hostedScreens.length * 2);
    await expect(canvas.getAllByText('Too Many Attempts')).toHaveLength(2);
    await expect(canvas.getAllByText('Bad or Expired Token')).toHaveLength(2);
  },
};

export const PrimaryShadeOnFilledButtons: Story = {
  args: { schemes: ['light'], screens: ['intro'] },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByText('Get started');
    // The starter theme's primaryShade is 7: brand[7] is #0060c2.
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(0, 96, 194)');
  },
};

export const DarkSchemeUsesDarkPalette: Story = {
  args: {
    theme: { styles: { primaryColor: 'blue' }, resultMessages: {} },
    schemes: ['dark'],
    screens: ['intro'],
  },
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector('.vf-screen-page')!;
    // Mantine's dark body is dark[7] (#242424); its filled shade defaults to 8 in dark (blue[8] #1971c2).
    await expect(getComputedStyle(page).backgroundColor).toBe('rgb(36, 36, 36)');
    const start = within(canvasElement).getByText('Get started');
    await expect(getComputedStyle(start).backgroundColor).toBe('rgb(25, 113, 194)');
  },
};
