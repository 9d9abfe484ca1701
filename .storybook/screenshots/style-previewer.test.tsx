import { StylePreviewer, type ThemeDraft } from '@veriframe/react/style-previewer';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';

// A theme exercising most keys of 4.6 without any network asset (no logo, icon or font URL), so the
// pictures depend on nothing but this machine's Chromium.
const theme = (colorScheme: 'light' | 'dark'): ThemeDraft => ({
  styles: {
    colors: {
      brand: [
        '#f3f0ff',
        '#e5dbff',
        '#d0bfff',
        '#b197fc',
        '#9775fa',
        '#845ef7',
        '#7950f2',
        '#6741d9',
        '#5f3dc4',
        '#4c2fa3',
      ],
    },
    primaryColor: 'brand',
    primaryShade: 7,
    colorScheme,
    defaultRadius: 'lg',
    button: { radius: 'xl' },
    components: { button: { color: '#ffffff' } },
  },
  resultMessages: { verificationSuccessTitle: 'You are verified' },
});

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

function render(colorScheme: 'light' | 'dark', screen: 'intro' | 'all') {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    // The first 1100 pixels: what a designer sees on opening the previewer (editor top and preview).
    <div data-testid="frame" style={{ height: screen === 'all' ? 'auto' : 1100, overflow: 'hidden' }}>
      <StylePreviewer defaultValue={theme(colorScheme)} defaultScreen={screen} />
    </div>,
  );
}

test.each(['light', 'dark'] as const)('the previewer as it opens, theme in %s', async (scheme) => {
  render(scheme, 'intro');
  await expect.element(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await expect(page.getByTestId('frame')).toMatchScreenshot(`previewer-${scheme}`);
});

test.each(['light', 'dark'] as const)('every hosted screen in %s', async (scheme) => {
  render(scheme, 'all');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect.element(page.getByRole('heading', { name: 'You are verified' })).toBeVisible();
  await expect(preview).toMatchScreenshot(`screens-${scheme}`);
});
