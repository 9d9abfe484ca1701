import { contrastRatio, mantinePalettes } from '@veriframe/core/theme';
import { describe, expect, it } from 'vitest';
import { createSession, docToken, get, modalParams, post, useVxSandbox } from './vx-documents-support';

// Mantine's pink palette, given as the theme's own `brand` palette.
const brand = [...mantinePalettes.pink!];

/** Every key of 4.6, with values the builders accept. */
const fullStyles = {
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 7,
  colorScheme: 'dark',
  logo_url: 'https://cdn.example.test/logo.svg',
  defaultRadius: 'xl',
  button: { radius: 6 },
  components: { button: { color: '#fffff0' }, paper: { backgroundColor: '#1a1b1e' } },
  assets: {
    icons: {
      handoff: {
        header: {
          main: {
            alt: 'Phone',
            url: 'https://icons.example.test/phone.png',
            srcset: { '2x': 'https://icons.example.test/phone@2x.png' },
            width: 64,
            height: 64,
          },
        },
      },
    },
  },
  global: {
    backgroundColor: '#101113',
    typography: {
      font: {
        family: 'Brand Sans, sans-serif',
        normal: { url: 'https://fonts.example.test/brand.woff2', format: 'woff2' },
      },
    },
  },
};

/** The value of a custom property in the page's theme stylesheet. */
const cssVar = (html: string, name: string) => html.match(new RegExp(`--vf-${name}: ([^;]+);`))?.[1];

describe('4.6 styles, 4.9 resultMessages and language on the hosted pages', () => {
  const ctx = useVxSandbox();

  const journey = async (extra: Record<string, unknown>) => {
    const created = await createSession(ctx.sandbox, ctx.token, extra);
    expect(created.status).toBe(200);
    return get(created.body.link);
  };

  it('create_session refuses a style the builders refuse, naming the key and what the rule wants', async () => {
    const r = await createSession(ctx.sandbox, ctx.token, {
      styles: { defaultRadius: 'huge', logo_url: 'http://evil.example/logo.png', primaryShade: 12 },
    });
    expect(r.status).toBe(400);
    expect(r.body.detail).toContain('styles.defaultRadius: must be one of xs, sm, md, lg, xl');
    expect(r.body.detail).toContain('styles.logo_url: must be an absolute https:// URL');
    expect(r.body.detail).toContain('styles.primaryShade: must be a whole number from 0 to 9');
    const unknown = await createSession(ctx.sandbox, ctx.token, { styles: { primaryColour: 'blue' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toContain('styles.primaryColour: is not a known key');
  });

  it('the journey page paints every key of the styles object (dark scheme)', async () => {
    const r = await journey({ styles: fullStyles });
    expect(r.status).toBe(200);
    expect(cssVar(r.text, 'primary')).toBe(brand[7]);
    expect(cssVar(r.text, 'primary-text')).toBe('#fffff0');
    expect(cssVar(r.text, 'paper')).toBe('#1a1b1e');
    expect(cssVar(r.text, 'bg')).toBe('#101113');
    expect(cssVar(r.text, 'radius')).toBe('32px');
    expect(cssVar(r.text, 'button-radius')).toBe('6px');
    expect(cssVar(r.text, 'text')).toBe('#c9c9c9');
    expect(cssVar(r.text, 'font')).toMatch(/^"Brand Sans", "sans-serif"/);
    expect(r.text).toContain('color-scheme: dark');
    expect(r.text).toContain(
      '@font-face { font-family: "Brand Sans"; src: url("https://fonts.example.test/brand.woff2") format("woff2")',
    );
    expect(r.text).toMatch(
      /<img class="vf-logo-img" src="https:\/\/cdn.example.test\/logo.svg" alt="Sandbox Verify"/,
    );
  });

  it('the CSP allows the theme stylesheet by nonce and only the exact origins of the theme files', async () => {
    const created = await createSession(ctx.sandbox, ctx.token, { styles: fullStyles });
    const r = await get(created.body.link);
    const csp = r.headers.get('content-security-policy')!;
    const nonce = r.text.match(/<style nonce="([^"]+)">/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("img-src 'self' data: https://cdn.example.test https://icons.example.test");
    expect(csp).toContain('font-src https://fonts.example.test');
    expect(csp).not.toContain('unsafe-inline');
    const again = await get(created.body.link);
    expect(again.text).not.toContain(`nonce="${nonce}"`);
  });

  it('without styles the page has Mantine’s light defaults, with an accessible primary shade', async () => {
    const r = await journey({});
    // blue 8, not Mantine's blue 6: white text on blue 6 is 3.6:1 (below WCAG AA).
    expect(cssVar(r.text, 'primary')).toBe('#1971c2');
    expect(cssVar(r.text, 'bg')).toBe('#ffffff');
    expect(r.text).toContain('color-scheme: light');
    expect(r.text).toContain('<span class="vf-logo" aria-hidden="true">V</span>');
  });

  it('text on the primary tint (the illustrations) stays AA in dark, where the page text would not', async () => {
    const r = await journey({ styles: { colorScheme: 'dark', primaryColor: 'blue' } });
    const tint = cssVar(r.text, 'primary-light')!;
    // The dark page text on that deep tint is under 4.5:1; the page picks a readable colour instead.
    expect(contrastRatio(cssVar(r.text, 'text')!, tint)).toBeLessThan(4.5);
    expect(contrastRatio(cssVar(r.text, 'on-primary-light')!, tint)).toBeGreaterThanOrEqual(4.5);
    const light = await journey({});
    expect(cssVar(light.text, 'on-primary-light')).toBe(cssVar(light.text, 'text'));
  });

  it('resultMessages replace the 4.9 texts, as text only', async () => {
    const r = await journey({
      resultMessages: { success: { verificationSuccessTitle: '<b>All set</b>' } },
    });
    expect(r.text).toContain('&lt;b&gt;All set&lt;/b&gt;');
    expect(r.text).not.toContain('<b>All set</b>');
    expect(r.text).toContain('Verification Failed');
  });

  it('language es: Spanish page texts and 4.9 defaults, the client’s own texts still win', async () => {
    const r = await journey({
      language: 'es',
      fn: 'Ana',
      resultMessages: { failure: { verificationFailureTitle: 'No pudimos verificarte' } },
    });
    expect(r.text).toContain('<html lang="es" dir="ltr">');
    expect(r.text).toContain('Hola Ana, verifiquemos tu identidad');
    expect(r.text).toContain('Iniciar la verificación');
    expect(r.text).toContain('Verificación correcta');
    expect(r.text).toContain('No pudimos verificarte');
    expect(r.text).not.toContain('Start verification');
    // A language the pages do not speak (Swahili) gets English.
    const english = await journey({ language: 'sw' });
    expect(english.text).toContain('<html lang="en" dir="ltr">');
    expect(english.text).toContain('Start verification');
  });

  it('language ar: Arabic texts, the page right to left, durations through Intl', async () => {
    const r = await journey({ language: 'ar', fn: 'ليلى' });
    expect(r.text).toContain('<html lang="ar" dir="rtl">');
    expect(r.text).toContain('مرحبًا ليلى، لنتحقق من هويتك');
    expect(r.text).toContain('المدة المتوقعة: دقيقتان.');
    expect(r.text).toContain('روابط التحقق صالحة لمدة ساعة.');
    expect(r.text).toContain('تم التحقق بنجاح');
    expect(r.text).not.toContain('Start verification');
  });

  it('the capture page speaks the modal’s language and keeps its resultMessages', async () => {
    const token = await docToken(ctx.sandbox);
    const { additionalData: _, ...params } = modalParams(token, 'Lee', {
      language: 'es',
      resultMessages: JSON.stringify({ verificationSuccessTitle: 'Listo' }),
    });
    const r = await get(`${ctx.sandbox.frontendOrigin}/capture?${new URLSearchParams(params)}`);
    expect(r.status).toBe(200);
    expect(r.text).toContain('<html lang="es" dir="ltr">');
    expect(r.text).toContain('Escanear mi documento');
    expect(r.text).toContain('Listo');
    // A failure under manual review reads "under review", a final one "failed" (core's failureMessage), in Spanish.
    const screen = (name: string) =>
      r.text.match(new RegExp(`data-screen="${name}"[\\s\\S]*?</section>`))?.[0];
    expect(screen('failure')).toContain('En revisión');
    expect(screen('failure')).not.toContain('Verificación fallida');
    expect(screen('failure-final')).toContain('Verificación fallida');
  });

  it('the capture page wears the style its styleToken names (an id from POST /__sandbox/styles)', async () => {
    const created = await post(`${ctx.sandbox.apiOrigin}/__sandbox/styles`, { styles: fullStyles });
    expect(created.status).toBe(201);
    const styleToken = (created.body as { styleToken: string }).styleToken;
    expect(styleToken).toMatch(/^sty_/);
    const token = await docToken(ctx.sandbox);
    const { additionalData: _, ...params } = modalParams(token, 'Lee', { styleToken });
    const r = await get(`${ctx.sandbox.frontendOrigin}/capture?${new URLSearchParams(params)}`);
    expect(r.status).toBe(200);
    expect(r.text).toContain('data-style="applied"');
    // Palette, scheme, page and paper colours, font and logo of the style reach the page.
    expect(cssVar(r.text, 'primary')).toBe(brand[7]);
    expect(cssVar(r.text, 'bg')).toBe('#101113');
    expect(cssVar(r.text, 'paper')).toBe('#1a1b1e');
    expect(r.text).toContain('color-scheme: dark');
    expect(r.text).toContain('https://fonts.example.test/brand.woff2');
    expect(r.text).toContain('src="https://cdn.example.test/logo.svg"');
    expect(r.headers.get('content-security-policy')).toContain(
      "img-src 'self' data: https://cdn.example.test",
    );
  });

  it('an unknown styleToken keeps the default theme and says so; a refused style gets no id', async () => {
    const token = await docToken(ctx.sandbox);
    const { additionalData: _, ...params } = modalParams(token, 'Lee', { styleToken: 'sty_never_issued' });
    const r = await get(`${ctx.sandbox.frontendOrigin}/capture?${new URLSearchParams(params)}`);
    expect(r.status).toBe(200);
    expect(r.text).toContain('data-style="unknown"');
    expect(r.text).toContain('Scan my document');
    const refused = await post(`${ctx.sandbox.apiOrigin}/__sandbox/styles`, {
      styles: { defaultRadius: 'huge' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'invalid_style' });
    expect((refused.body as { message: string }).message).toMatch(/^styles\.defaultRadius: /);
  });
});

describe('preview mode of the hosted pages (for the style previewer)', () => {
  const ctx = useVxSandbox();
  const preview = (page: string, query: Record<string, string>) =>
    get(`${ctx.sandbox.frontendOrigin}/preview/${page}?${new URLSearchParams(query)}`);

  it('renders any journey screen with a theme, with no cookie and no session', async () => {
    const before = await get(`${ctx.sandbox.adminUrl}/transactions`);
    const r = await preview('journey', {
      screen: 'fail',
      language: 'es',
      theme: JSON.stringify({ styles: fullStyles, resultMessages: { verificationFailureTitle: 'Uy' } }),
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('set-cookie')).toBeNull();
    expect(r.text).toContain('data-preview="true"');
    expect(r.text).toContain('data-initial="fail"');
    expect(r.text).toContain('>Uy<');
    expect(cssVar(r.text, 'primary')).toBe(brand[7]);
    const after = await get(`${ctx.sandbox.adminUrl}/transactions`);
    expect(after.body).toEqual(before.body);
  });

  it('renders capture screens, the hand-off icon of the theme included', async () => {
    const r = await preview('capture', { screen: 'handoff', theme: JSON.stringify({ styles: fullStyles }) });
    expect(r.status).toBe(200);
    expect(r.text).toContain('data-initial="handoff"');
    expect(r.text).toMatch(
      /<img class="vf-handoff-icon" src="https:\/\/icons.example.test\/phone.png" srcset="https:\/\/icons.example.test\/phone@2x.png 2x" alt="Phone" width="64" height="64"/,
    );
  });

  it("the document modal's failure reads as core's event table says: pending review, in the page's language", async () => {
    const failure = async (query: Record<string, string>) =>
      (await preview('capture', { screen: 'failure', ...query })).text.match(
        /data-screen="failure"[\s\S]*?<\/section>/,
      )?.[0] ?? '';
    const english = await failure({});
    // Tone `pending` (documentModalEvents.failure): the waiting icon, never the refusal's cross.
    expect(english).toContain('vf-result-icon vf-wait');
    expect(english).not.toContain('&#10005;');
    expect(english).toMatch(/>Under Review<\/h1>/);
    expect(english).toContain('>Your document is pending manual review<');
    expect(await failure({ language: 'fr' })).toMatch(/>En cours d&#39;examen<\/h1>/);
    // An integrator's own failure title is shown as written, as the kit does.
    const own = JSON.stringify({ resultMessages: { verificationFailureTitle: 'Not this time' } });
    expect(await failure({ theme: own })).toMatch(/>Not this time<\/h1>/);
  });

  it("a final FAIL never promises a manual review: the journey's fail screen and the capture page's final failure", async () => {
    const section = async (page: string, screen: string, query: Record<string, string> = {}) =>
      (await preview(page, { screen, ...query })).text.match(
        new RegExp(`data-screen="${screen}"[\\s\\S]*?</section>`),
      )?.[0] ?? '';
    for (const [page, screen] of [
      ['journey', 'fail'],
      ['capture', 'failure-final'],
    ] as const) {
      const english = await section(page, screen);
      expect(english).toMatch(/>Verification Failed<\/h1>/);
      expect(english).toContain('>We could not confirm your identity.<');
      expect(english).not.toMatch(/review/i);
      expect(await section(page, screen, { language: 'fr' })).toContain(
        '>Nous n&#39;avons pas pu confirmer votre identité.<',
      );
      // An integrator's own subtitle is shown as written.
      const own = JSON.stringify({ resultMessages: { verificationFailureSubTitle: 'Call us' } });
      expect(await section(page, screen, { theme: own })).toContain('>Call us<');
    }
  });

  it('no screen draws an emoji glyph a font may lack (the hourglass became a box on some machines)', async () => {
    for (const page of ['journey', 'capture']) {
      const html = (await preview(page, {})).text;
      expect(html).not.toContain('&#8987;');
      expect(html).not.toContain('\u231b');
    }
  });

  it('refuses what the service would refuse, naming the key, and an unknown screen', async () => {
    const bad = await preview('journey', { theme: JSON.stringify({ styles: { defaultRadius: 'huge' } }) });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('styles.defaultRadius: must be one of xs, sm, md, lg, xl');
    const screen = await preview('capture', { screen: 'nope' });
    expect(screen.status).toBe(400);
    expect(screen.text).toContain('screen: must be one of intro, handoff');
    const json = await preview('journey', { theme: '{not json' });
    expect(json.status).toBe(400);
  });
});
