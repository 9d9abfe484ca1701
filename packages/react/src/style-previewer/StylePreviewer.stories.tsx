import type { Meta, StoryObj } from '@storybook/react-vite';
import { generatePalette, mantinePalettes } from '@veriframe/core/theme';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StylePreviewer } from './StylePreviewer';
import { starterTheme } from './theme-model';

/** The filled button of the first previewed screen of a scheme: it shows primary shade and button text. */
function filledButton(root: HTMLElement, scheme: 'light' | 'dark' = 'light') {
  const button = root.querySelector<HTMLElement>(`.vf-screen[data-scheme="${scheme}"] .vf-screen-btn-filled`);
  if (!button) throw new Error(`no ${scheme} preview`);
  return button;
}

function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function replaceText(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

/**
 * Designers edit the VX `styles` (4.6) and `resultMessages` (4.9) and see the hosted screens change.
 * Every value goes through the core builders; problems show next to their field.
 */
const meta = {
  title: 'Style previewer/StylePreviewer',
  component: StylePreviewer,
  parameters: { layout: 'fullscreen' },
  args: { onChange: fn(), shareBaseUrl: 'https://designer.example/previewer' },
} satisfies Meta<typeof StylePreviewer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Preview' })).toBeVisible();
    // Starter theme: brand palette at shade 7 on the filled button, white text.
    await expect(getComputedStyle(filledButton(canvasElement)).backgroundColor).toBe(rgb('#0060c2'));
    await expect(canvas.getByLabelText('JSON for create_session')).toBeVisible();
  },
};

export const EditAShade: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await replaceText(canvas.getByLabelText('brand 7'), '#8e24aa');
    await expect(getComputedStyle(filledButton(canvasElement)).backgroundColor).toBe(rgb('#8e24aa'));
    const [lastDraft] = (args.onChange as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect(lastDraft.styles.colors.brand[7]).toBe('#8e24aa');
  },
};

export const GenerateAPalette: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await replaceText(canvas.getByLabelText('Base color'), '#c2255c');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate palette “brand”' }));
    const expected = generatePalette('#c2255c');
    if (!expected.ok) throw expected.error;
    // All ten shade fields now hold the generated palette, and the preview paints with shade 7 of it.
    for (let shade = 0; shade < 10; shade++) {
      await expect(canvas.getByLabelText(`brand ${shade}`)).toHaveValue(expected.value[shade]);
    }
    await expect(getComputedStyle(filledButton(canvasElement)).backgroundColor).toBe(rgb(expected.value[7]!));
    await expect(expected.value[7]).not.toBe('#0060c2');
  },
};

export const SwitchToDark: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.vf-screen[data-scheme="dark"]')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    const page = canvasElement.querySelector<HTMLElement>('.vf-screen[data-scheme="dark"] .vf-screen-page');
    // Mantine's dark scheme: backgrounds from the dark palette (dark[7] #242424), text dark[0].
    await expect(getComputedStyle(page!).backgroundColor).toBe(rgb('#242424'));
    await expect(getComputedStyle(page!).color).toBe(rgb('#c9c9c9'));
  },
};

export const BadUrlKeepsOtherEdits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await replaceText(canvas.getByLabelText('Success title'), 'You are in!');
    const logo = canvas.getByLabelText('Logo URL');
    await replaceText(logo, 'http://evil.example/logo.png');
    // The error sits next to the field and is announced with it.
    await expect(logo).toHaveAttribute('aria-invalid', 'true');
    await expect(logo).toHaveAccessibleDescription(
      expect.stringContaining('must be an absolute https:// URL'),
    );
    await expect(logo).toHaveValue('http://evil.example/logo.png');
    // Nothing else is lost: the other edit is still in its field and in the preview; the bad URL never is.
    await expect(canvas.getByLabelText('Success title')).toHaveValue('You are in!');
    await userEvent.selectOptions(canvas.getByLabelText('Screen'), 'success');
    await expect(canvas.getByRole('heading', { name: 'You are in!' })).toBeVisible();
    await expect(canvasElement.querySelector('img[src*="evil.example"]')).toBeNull();
    await expect(canvas.getByText('Fix the errors marked above to export the theme.')).toBeVisible();
    // Fixing the URL clears the error and brings the export back.
    await replaceText(logo, 'https://cdn.example/logo.png');
    await expect(logo).toHaveAttribute('aria-invalid', 'false');
    await expect(canvas.getByLabelText('JSON for create_session')).toBeVisible();
  },
};

export const LowContrastWarning: Story = {
  // The preview shows the low-contrast button on purpose (that is what the warning is about), so axe's
  // contrast rule is not applied to the pictures of the hosted page in this story; the editor is checked.
  parameters: { a11y: { context: { exclude: ['.vf-screen'] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByLabelText('Button text color');
    await expect(text).not.toHaveAccessibleDescription(expect.stringContaining('WCAG'));
    await replaceText(text, '#9ec6f1');
    await expect(text).toHaveAccessibleDescription(expect.stringContaining('below WCAG AA 4.5:1'));
    await expect(canvas.getByText(/below WCAG AA 4\.5:1/)).toBeVisible();
    await expect(getComputedStyle(filledButton(canvasElement)).color).toBe(rgb('#9ec6f1'));
  },
};

export const ExportJson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await replaceText(canvas.getByLabelText('Too many attempts: title'), 'Slow down');
    await replaceText(canvas.getByLabelText('Page background'), '#F8F9FA');
    const exported = JSON.parse(
      (canvas.getByLabelText('JSON for create_session') as HTMLTextAreaElement).value,
    );
    await expect(exported.styles).toEqual({ ...starterTheme.styles, global: { backgroundColor: '#f8f9fa' } });
    await expect(exported.resultMessages.verificationErrorVelocityTitle).toBe('Slow down');
    await expect(exported.resultMessages.verificationSuccessTitle).toBe('Verification Success');
    await expect(Object.keys(exported).sort()).toEqual(['resultMessages', 'styles']);
  },
};

const importedTheme = {
  styles: {
    colors: {
      // A custom palette as a theme file would carry it (Mantine's cyan, under another name).
      ocean: [...mantinePalettes.cyan!],
    },
    primaryColor: 'ocean',
    primaryShade: 9,
    colorScheme: 'dark',
  },
  resultMessages: { verificationFailureTitle: 'Not this time' },
};

export const ImportValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Import JSON'));
    await userEvent.paste(JSON.stringify(importedTheme));
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Theme imported.');
    await expect(getComputedStyle(filledButton(canvasElement, 'dark')).backgroundColor).toBe(rgb('#0b7285'));
    await expect(canvas.getByLabelText('Failure title')).toHaveValue('Not this time');
    await expect(canvas.getByLabelText('ocean 9')).toHaveValue('#0b7285');
  },
};

export const ImportInvalidIsRejected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await replaceText(canvas.getByLabelText('Success title'), 'Kept');
    const input = canvas.getByLabelText('Import JSON');
    const bad = { styles: { ...importedTheme.styles, logo_url: 'javascript:alert(1)', primaryShade: 12 } };
    await userEvent.click(input);
    await userEvent.paste(JSON.stringify(bad));
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Not imported: the current theme is unchanged.',
    );
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('styles.logo_url'));
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('styles.primaryShade'));
    // The current theme stays: light scheme, brand shade 7, and the edit made before the import.
    await expect(getComputedStyle(filledButton(canvasElement)).backgroundColor).toBe(rgb('#0060c2'));
    await expect(canvas.getByLabelText('Success title')).toHaveValue('Kept');
    // Not JSON at all.
    await userEvent.clear(input);
    await userEvent.type(input, '{{not json');
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Not valid JSON'));
  },
};

export const ShareLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await replaceText(canvas.getByLabelText('Success title'), 'Shared ✓');
    await userEvent.click(canvas.getByRole('button', { name: 'Create share link' }));
    const link = (canvas.getByLabelText('Share link (copied)') as HTMLInputElement).value;
    await expect(link.startsWith('https://designer.example/previewer#vf-theme=')).toBe(true);
    const encoded = link.split('#vf-theme=')[1]!;
    await expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    const bytes = Uint8Array.from(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
    const decoded = JSON.parse(new TextDecoder().decode(bytes));
    await expect(decoded.resultMessages.verificationSuccessTitle).toBe('Shared ✓');
    await expect(decoded.styles).toEqual(starterTheme.styles);
  },
};

export const AllScreensLightAndDark: Story = {
  args: { defaultScreen: 'all', defaultCompareSchemes: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('figure.vf-screen')).toHaveLength(20));
  },
};

/** The font file the theme names: a face registered once, kept (not removed and fetched again) while editing. */
const fontTheme = {
  ...starterTheme,
  styles: {
    ...starterTheme.styles,
    global: {
      typography: {
        font: { family: 'Story Serif', normal: { url: 'https://fonts.example.test/story-serif.ttf' } },
      },
    },
  },
};

function storySerifFaces() {
  return [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Story Serif');
}

export const FontKeptWhileEditing: Story = {
  args: { defaultValue: fontTheme },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(storySerifFaces()).toHaveLength(1));
    const [face] = storySerifFaces();
    await replaceText(canvas.getByLabelText('brand 7'), '#8e24aa');
    await expect(getComputedStyle(filledButton(canvasElement)).backgroundColor).toBe(rgb('#8e24aa'));
    // Every keystroke re-rendered the preview; the same face is still the one registered.
    const after = storySerifFaces();
    await expect(after).toHaveLength(1);
    await expect(after[0]).toBe(face);
  },
};
