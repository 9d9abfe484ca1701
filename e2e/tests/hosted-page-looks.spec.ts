import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
// The palette the design-review stories use too: one brand palette for both kinds of reference.
import { brandPalette as brand } from '../../packages/react/src/style-previewer/preview/review-themes';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/test';

// Screenshot references of the sandbox's real hosted pages (their preview mode renders exactly what a session
// shows, from a theme in the query) under the themes a designer checks, in English, Spanish and Arabic (right to left). Each reference PNG
// was looked at by a person before it was committed; axe-core (contrast included) must find nothing on each.

// Theme files come from https origins (the builders' rule); the test serves them itself.
const fontUrl = 'https://fonts.example.test/brand-serif.ttf';
const logoUrl = 'https://cdn.example.test/logo.svg';
const iconUrl = 'https://cdn.example.test/phone.svg';
const fontFile = '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf';
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="36" viewBox="0 0 150 36"><rect width="36" height="36" rx="18" fill="#c2255c"/><text x="44" y="25" font-family="sans-serif" font-size="18" font-weight="700" fill="#a61e4d">Acme Bank</text></svg>`;
const iconSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect x="18" y="4" width="28" height="56" rx="6" fill="#0b7285"/><rect x="22" y="10" width="20" height="38" fill="#e3fafc"/></svg>`;

interface Look {
  name: string;
  page: 'journey' | 'capture';
  screen: string;
  language?: string;
  theme?: { styles?: Record<string, unknown>; resultMessages?: Record<string, unknown> };
}

const looks: Look[] = [
  { name: 'light-default-intro', page: 'journey', screen: 'intro' },
  { name: 'dark-intro', page: 'journey', screen: 'intro', theme: { styles: { colorScheme: 'dark' } } },
  {
    name: 'custom-palette-pass',
    page: 'journey',
    screen: 'pass',
    theme: {
      styles: {
        colors: { brand },
        primaryColor: 'brand',
        primaryShade: 8,
        defaultRadius: 'xl',
        button: { radius: 'xl' },
        global: { backgroundColor: '#fdf2ec' },
        components: { paper: { backgroundColor: '#ffffff' } },
      },
      resultMessages: { success: { verificationSuccessTitle: 'Welcome to Acme Bank' } },
    },
  },
  {
    name: 'custom-font-document',
    page: 'journey',
    screen: 'document',
    theme: {
      styles: {
        primaryColor: 'teal',
        primaryShade: 9,
        global: {
          typography: { font: { family: 'Brand Serif', normal: { url: fontUrl, format: 'truetype' } } },
        },
      },
    },
  },
  {
    name: 'logo-capture-handoff',
    page: 'capture',
    screen: 'handoff',
    theme: {
      styles: {
        logo_url: logoUrl,
        primaryColor: 'cyan',
        primaryShade: 9,
        assets: {
          icons: { handoff: { header: { main: { url: iconUrl, alt: 'Phone', width: 64, height: 64 } } } },
        },
      },
    },
  },
  { name: 'spanish-intro', page: 'journey', screen: 'intro', language: 'es' },
  {
    name: 'spanish-dark-capture-failure',
    page: 'capture',
    screen: 'failure',
    language: 'es',
    theme: { styles: { colorScheme: 'dark', primaryColor: 'grape' } },
  },
  // Right to left: the header, the summary rows and the text mirror (logo on the right, close on the left).
  { name: 'arabic-intro', page: 'journey', screen: 'intro', language: 'ar' },
  {
    name: 'arabic-dark-capture-failure',
    page: 'capture',
    screen: 'failure',
    language: 'ar',
    theme: { styles: { colorScheme: 'dark', primaryColor: 'teal', primaryShade: 9 } },
  },
];

async function serveThemeFiles(page: Page): Promise<void> {
  await page.route(fontUrl, (route) =>
    route.fulfill({
      body: readFileSync(fontFile),
      contentType: 'font/ttf',
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
  await page.route(logoUrl, (route) => route.fulfill({ body: logoSvg, contentType: 'image/svg+xml' }));
  await page.route(iconUrl, (route) => route.fulfill({ body: iconSvg, contentType: 'image/svg+xml' }));
}

test.describe('the real hosted pages under themes and languages (screenshot references)', () => {
  test.use({ viewport: { width: 520, height: 780 } });

  for (const look of looks) {
    test(look.name, async ({ page, stack, browser }) => {
      await serveThemeFiles(page);
      const query = new URLSearchParams({
        screen: look.screen,
        language: look.language ?? 'en',
        theme: JSON.stringify(look.theme ?? {}),
      });
      const url = `${stack.sandbox_frontend}/preview/${look.page}?${query}`;
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('body')).toHaveAttribute('data-state', look.screen);
      await page.evaluate(() => document.fonts.ready);
      if (look.name === 'custom-font-document') {
        expect(await page.evaluate(() => document.fonts.check('16px "Brand Serif"'))).toBe(true);
      }
      await expect(page).toHaveScreenshot(`${look.name}.png`, { maxDiffPixelRatio: 0.01 });
      // axe-core is injected as an inline script, which the page's CSP forbids: it runs on a second copy of
      // the page whose context bypasses CSP (the screenshot above is of the page with its CSP).
      const axeContext = await browser.newContext({ bypassCSP: true, viewport: { width: 520, height: 780 } });
      const axePage = await axeContext.newPage();
      await serveThemeFiles(axePage);
      await axePage.goto(url);
      await expect(axePage.locator('body')).toHaveAttribute('data-state', look.screen);
      expect(await axeViolations(axePage)).toEqual([]);
      await axeContext.close();
    });
  }
});
