import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i } },
    // Accessibility violations fail the story's test (in `pnpm test:storybook` and in the Storybook UI).
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
