import { describe, expect, it } from 'vitest';
import { countingFetch, useSandbox } from './helpers';
import { proxyFor } from './proxy-helpers';

// Issue 12 item 7: malformed `POST /vx/sessions` (and `/document/link`) bodies are refused by the proxy
// with 400 naming the field and the rule, by core's builder rules, before any call reaches the service.

const { sandbox } = useSandbox({ reset: true });

const palette = (hex = '#1c7ed6') => Array.from({ length: 10 }, () => hex);
const good = { email: 'ada@example.com', age: '21+' };

/** [what, extra body fields, the issue path the answer must name (prefix)]. */
type BadCase = [string, Record<string, unknown>, string];

const badLanguages: unknown[] = [
  '',
  '\u0000',
  'e\u0000',
  '😀',
  '😀😀',
  '<b>x',
  'e',
  'eng',
  'en-US',
  'en_US',
  '12',
  ' e',
  'é',
  'x'.repeat(11),
  1,
  true,
  null,
  ['en'],
  { code: 'en' },
];

const badStyles: [string, unknown, string][] = [
  ['unknown top-level key', { colour: 'red' }, 'styles.colour'],
  ['unknown nested key', { button: { radius: 'md', size: 2 } }, 'styles.button.size'],
  ['primaryShade -1', { primaryShade: -1 }, 'styles.primaryShade'],
  ['primaryShade 1.5', { primaryShade: 1.5 }, 'styles.primaryShade'],
  ['primaryShade true', { primaryShade: true }, 'styles.primaryShade'],
  ['primaryShade 10', { primaryShade: 10 }, 'styles.primaryShade'],
  ['primaryShade "6"', { primaryShade: '6' }, 'styles.primaryShade'],
  ['logo_url javascript:', { logo_url: 'javascript:alert(1)' }, 'styles.logo_url'],
  ['logo_url data:', { logo_url: 'data:image/svg+xml,<svg onload=alert(1)>' }, 'styles.logo_url'],
  ['logo_url http (not localhost)', { logo_url: 'http://cdn.example/logo.png' }, 'styles.logo_url'],
  ['logo_url with a quote', { logo_url: "https://cdn.example/a'.png" }, 'styles.logo_url'],
  ['logo_url with parentheses', { logo_url: 'https://cdn.example/a).png' }, 'styles.logo_url'],
  ['logo_url relative', { logo_url: '/logo.png' }, 'styles.logo_url'],
  [
    'font family closing the style element',
    { global: { typography: { font: { family: '</style><script>alert(1)</script>' } } } },
    'styles.global.typography.font.family',
  ],
  [
    'font family with a semicolon',
    { global: { typography: { font: { family: 'Inter; color: red' } } } },
    'styles.global.typography.font.family',
  ],
  [
    'font url javascript:',
    { global: { typography: { font: { normal: { url: 'javascript:x' } } } } },
    'styles.global.typography.font.normal.url',
  ],
  [
    'font format with a brace',
    { global: { typography: { font: { normal: { format: 'woff2}' } } } } },
    'styles.global.typography.font.normal.format',
  ],
  ['background not a hex color', { global: { backgroundColor: 'red' } }, 'styles.global.backgroundColor'],
  [
    'button color expression',
    { components: { button: { color: 'expression(alert(1))' } } },
    'styles.components.button.color',
  ],
  ['colorScheme unknown', { colorScheme: 'sepia' }, 'styles.colorScheme'],
  ['palette of nine', { colors: { brand: palette().slice(0, 9) } }, 'styles.colors.brand'],
  [
    'palette with a bad shade',
    { colors: { brand: [...palette().slice(0, 9), 'blue'] } },
    'styles.colors.brand[9]',
  ],
  ['palette not an array', { colors: { brand: '#1c7ed6' } }, 'styles.colors.brand'],
  ['primaryColor names no palette', { primaryColor: 'brand' }, 'styles.primaryColor'],
  ['defaultRadius negative', { defaultRadius: -4 }, 'styles.defaultRadius'],
  ['defaultRadius css injection', { defaultRadius: '4px;x' }, 'styles.defaultRadius'],
  [
    'icon too wide',
    { assets: { icons: { handoff: { header: { main: { width: 500 } } } } } },
    'styles.assets.icons.handoff.header.main.width',
  ],
  [
    'icon url javascript:',
    { assets: { icons: { handoff: { header: { main: { url: 'javascript:x' } } } } } },
    'styles.assets.icons.handoff.header.main.url',
  ],
  [
    'icon srcset http',
    { assets: { icons: { handoff: { header: { main: { srcset: { '2x': 'http://x.example/a' } } } } } } },
    'styles.assets.icons.handoff.header.main.srcset.2x',
  ],
  ['styles an array', [], 'styles'],
  ['styles a string', 'dark', 'styles'],
  ['styles null', null, 'styles'],
];

const badOther: BadCase[] = [
  ['missing email', { email: undefined }, 'email'],
  ['email not an email', { email: 'ada' }, 'email'],
  ['email a number', { email: 7 }, 'email'],
  ['age without +', { age: '21' }, 'age'],
  ['age below the minimum', { age: '12+' }, 'age'],
  ['age a number', { age: 21 }, 'age'],
  ['dob not a date', { dob: '20230230' }, 'dob'],
  ['dob in the future', { dob: '29990101' }, 'dob'],
  ['ssn of 5 digits', { ssn: '12345' }, 'ssn'],
  ['phone malformed', { phone: '555-12' }, 'phone'],
  ['unknown field', { colour: 'red' }, 'colour'],
  ['policy field test_mode', { settings: { test_mode: true } }, 'settings.test_mode'],
  ['policy field webhook', { webhook: { endpoint: 'https://evil.example' } }, 'webhook'],
  ['settings flag not a boolean', { settings: { isFooterShown: 'no' } }, 'settings.isFooterShown'],
  ['additionalData value a number', { additionalData: { plan: 3 } }, 'additionalData.plan'],
  ['resultMessages unknown key', { resultMessages: { hello: 'x' } }, 'resultMessages.hello'],
  [
    'resultMessages blank text',
    { resultMessages: { verificationSuccessTitle: '   ' } },
    'resultMessages.verificationSuccessTitle',
  ],
  [
    'resultMessages a number',
    { resultMessages: { verificationSuccessTitle: 5 } },
    'resultMessages.verificationSuccessTitle',
  ],
];

const cases: BadCase[] = [
  ...badLanguages.map(
    (language): BadCase => [`language ${JSON.stringify(language)}`, { language }, 'language'],
  ),
  ...badStyles.map(([what, styles, path]): BadCase => [`styles: ${what}`, { styles }, path]),
  ...badOther,
];

describe('proxy: malformed create_session bodies (issue 12 item 7)', () => {
  it(`refuses ${cases.length} bad bodies with 400 naming the field and the rule, and never calls the service`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(67);
    const upstream = countingFetch();
    const { call } = proxyFor(sandbox(), {}, { clientOptions: { fetch: upstream.fetch } });
    for (const [what, fields, path] of cases) {
      const res = await call('POST', '/vx/sessions', { ...good, ...fields });
      expect(res.status, what).toBe(400);
      expect(res.json.code, what).toBe('invalid_request');
      const named = (res.json.issues as { path: string; rule: string }[]).filter(
        (issue) =>
          issue.path === path || issue.path.startsWith(`${path}.`) || issue.path.startsWith(`${path}[`),
      );
      expect(named, `${what}: ${JSON.stringify(res.json.issues)}`).not.toHaveLength(0);
      for (const issue of named) expect(issue.rule, what).toMatch(/^[\w:-]+$/);
      expect(res.json.message, what).toContain(path.split(/[.[]/)[0]);
    }
    expect(upstream.total()).toBe(0);
  });

  it('names the builder rule, e.g. https-url for a javascript: logo and language for an emoji', async () => {
    const { call } = proxyFor(sandbox());
    const logo = await call('POST', '/vx/sessions', { ...good, styles: { logo_url: 'javascript:alert(1)' } });
    expect(logo.json.issues).toEqual([
      {
        path: 'styles.logo_url',
        rule: 'https-url',
        message: expect.stringMatching(/^must be an absolute https:\/\//),
      },
    ]);
    const language = await call('POST', '/vx/sessions', { ...good, language: '😀' });
    expect(language.json.issues).toEqual([
      { path: 'language', rule: 'language', message: expect.any(String) },
    ]);
  });

  it('still forwards good bodies (upper-case hex and language included)', async () => {
    const upstream = countingFetch();
    const { call } = proxyFor(sandbox(), {}, { clientOptions: { fetch: upstream.fetch } });
    const goodBodies = [
      good,
      // The builders' email rule (the spec: "need not be real"), which the proxy's own copy refused.
      { ...good, email: 'ada@example.c' },
      { ...good, language: 'ES' },
      {
        ...good,
        language: 'fr',
        styles: { colors: { brand: palette('#1C7ED6') }, primaryColor: 'brand', primaryShade: 6 },
      },
      {
        ...good,
        styles: {
          logo_url: 'https://cdn.example/logo.svg',
          colorScheme: 'dark',
          defaultRadius: 'md',
          global: { backgroundColor: '#FFF', typography: { font: { family: 'Inter, sans-serif' } } },
        },
      },
      { ...good, resultMessages: { success: { verificationSuccessTitle: 'Welcome' } } },
    ];
    for (const body of goodBodies) {
      const res = await call('POST', '/vx/sessions', body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.json.request_id).toEqual(expect.any(String));
    }
    expect(upstream.total()).toBeGreaterThanOrEqual(goodBodies.length);
  });

  it('refuses a bad language or country on /document/link by the link builder rules, before any call', async () => {
    const upstream = countingFetch();
    const { call } = proxyFor(sandbox(), {}, { clientOptions: { fetch: upstream.fetch } });
    for (const [field, value] of [
      ['language', '<b>x'],
      ['language', '\u0000'],
      ['country', 'U$'],
    ] as const) {
      const res = await call('POST', '/document/link', { options: { send_email: false }, [field]: value });
      expect(res.status).toBe(400);
      expect(res.json.issues).toContainEqual(expect.objectContaining({ path: field }));
    }
    expect(upstream.total()).toBe(0);
  });
});
