import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';
import { prebundledDependencies } from './prebundled';
import { sandboxProxyPlugin } from './sandbox-proxy';

// Workspace packages resolve to their `src` through this condition (see vitest.shared.ts), so Storybook
// never needs a build of @veriframe/core first.
const workspaceConditions = ['@veriframe/development'];

const config: StorybookConfig = {
  stories: ['../packages/react/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The hosted stories' stand-in page (public/hosted-stand-in.html), served from Storybook's own origin.
  staticDirs: ['./public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const conditions = viteConfig.resolve?.conditions ?? defaultClientConditions;
    return {
      ...viteConfig,
      // The real sandbox and proxy at /api/veriframe, for `storybook dev` and the Vitest project (never a build).
      plugins: [...(viteConfig.plugins ?? []), sandboxProxyPlugin()],
      resolve: { ...viteConfig.resolve, conditions: [...workspaceConditions, ...conditions] },
      optimizeDeps: {
        ...viteConfig.optimizeDeps,
        include: [...(viteConfig.optimizeDeps?.include ?? []), ...prebundledDependencies],
      },
    };
  },
};

export default config;
