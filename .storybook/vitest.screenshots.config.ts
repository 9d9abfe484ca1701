import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumArgs, chromiumExecutablePath } from '../scripts/chromium';
import { workspaceConditions } from '../vitest.shared';
import { prebundledDependencies } from './prebundled';
import { sandboxProxyPlugin } from './sandbox-proxy';

const configDir = dirname(fileURLToPath(import.meta.url));
const executablePath = chromiumExecutablePath();
// Tall enough that the preview of all ten screens fits without scrolling.
const viewport = { width: 1280, height: 3200 };

// Screenshot tests of the style previewer in light and dark: the reference PNGs live in
// .storybook/screenshots/ and every run compares against them (a missing one is written, then reviewed).
export default defineProject({
  root: resolve(configDir, '..'),
  // The real sandbox and proxy behind the dev server, as in Storybook: the previewer frames the real hosted
  // page, the quiz talks to the real proxy.
  plugins: [react(), sandboxProxyPlugin()],
  optimizeDeps: { include: prebundledDependencies },
  resolve: { conditions: [...workspaceConditions, 'module', 'browser', 'development|production'] },
  test: {
    name: 'storybook-screenshots',
    dir: join(configDir, 'screenshots'),
    include: ['*.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { ...(executablePath ? { executablePath } : {}), args: chromiumArgs },
        // The test iframe is scaled down to fit the page; a page as large as the iframe keeps pictures at 1:1.
        contextOptions: { viewport, deviceScaleFactor: 1 },
      }),
      instances: [{ browser: 'chromium' }],
      viewport,
      expect: {
        toMatchScreenshot: {
          // Same Chromium, same fonts: pictures match to the pixel here. The allowance, 0.02 % of the pixels
          // (280 at 1280 x 1100), absorbs stray anti-aliasing on another machine, yet one colour swatch of the
          // editor (about 500 pixels) changing colour fails; 0.5 % once let two such swatches through.
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0002 },
          resolveScreenshotPath: ({ arg, ext }) => join(configDir, 'screenshots', `${arg}${ext}`),
          resolveDiffPath: ({ arg, ext, root }) =>
            join(root, 'test-results', 'storybook-screenshots', `${arg}${ext}`),
        },
      },
    },
  },
});
