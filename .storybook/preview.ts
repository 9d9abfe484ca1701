import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../packages/react/src/styles.css';

// Play functions wait on real pages, the sandbox and the proxy. Testing Library's 1 s default for findBy* and
// waitFor is within reach of a machine kept busy; a wait that passes ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 20_000 });

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
