import { testPersons } from '@veriframe/sandbox/test-data';

// Bad bodies for the proxy's routes, shared by the tests that send them: each names the field (path prefix)
// the 400 must name. `proxy-bad-bodies.test.ts` checks each is refused before any call to the service,
// `proxy-issue-rules.test.ts` that every issue names a documented rule id.

/** A palette of ten copies of `hex`. */
export const palette = (hex = '#1c7ed6') => Array.from({ length: 10 }, () => hex);
/** The smallest create_session body the proxy accepts (the email is the identity's, never the browser's). */
export const good = { age: '21+' };

/** [what, extra body fields, the issue path the answer must name (prefix)]. */
export type BadCase = [string, Record<string, unknown>, string];

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
  ['email from the browser', { email: 'victim@example.com' }, 'email'],
  ['reference from the browser', { reference: 'order-of-someone-else' }, 'reference'],
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

/**
 * Bad create_session (`POST /vx/sessions`) bodies: extra fields over {@link good}. Send them to a proxy with
 * `browserPresentation: true`, so the `styles` and `resultMessages` cases meet core's builder rules.
 */
export const sessionCases: BadCase[] = [
  ...badLanguages.map(
    (language): BadCase => [`language ${JSON.stringify(language)}`, { language }, 'language'],
  ),
  ...badStyles.map(([what, styles, path]): BadCase => [`styles: ${what}`, { styles }, path]),
  ...badOther,
];

const { fn, ln, addr, city, state, zip } = testPersons.adult;
/** A gateway target of the sandbox's documented adult (no dob, ssn, phone or email). */
export const adult = { fn, ln, addr, city, state, zip };

/** Bad `POST /gateway/age` bodies: [body, the issue path, its rule id]. */
export const gatewayCases: [Record<string, unknown>, string, string][] = [
  [{ service: 'AgeMatch5.0.DMV', target: { ...adult, age: '21+' } }, 'service', 'allowed-service'],
  [{ service: 'AgeMatch5.0', target: { ...adult, fn: undefined, age: '21+' } }, 'target.fn', 'required'],
  [{ service: 'AgeMatch5.0', target: { ...adult, age: '16+' } }, 'target.age', 'min-age'],
  [{ service: 'AgeMatch5.0', target: { ...adult, age: '21' } }, 'target.age', 'format'],
  [{ service: 'AgeMatch5.0', target: { ...adult, age: '21+', dob: '19801340' } }, 'target.dob', 'date'],
  [
    { service: 'AgeMatch5.0', target: { ...adult, age: '21+', webhook: 'x' } },
    'target.webhook',
    'unknown-key',
  ],
  [{ service: 'AgeMatch5.0', target: { ...adult, age: '21+' }, user: 'someone' }, 'user', 'server-chosen'],
  [{ service: 'AgeMatch5.0' }, 'target', 'required'],
];

/** A bad request: [what, method, route, body, the issue path the answer must name]. */
export type RouteCase = [string, 'GET' | 'POST', string, unknown, string];

/** Bad requests of the other routes. */
export const routeCases: RouteCase[] = [
  ['token with a field', 'POST', '/document/token', { journey_id: 'x' }, 'journey_id'],
  [
    'link send_email not a boolean',
    'POST',
    '/document/link',
    { options: { send_email: 'no' } },
    'options.send_email',
  ],
  ['link with an email', 'POST', '/document/link', { email: 'victim@example.org' }, 'email'],
  ['link with a token', 'POST', '/document/link', { options: { send_email: false }, token: 'mine' }, 'token'],
  [
    'link bad language',
    'POST',
    '/document/link',
    { options: { send_email: false }, language: '<b>x' },
    'language',
  ],
  [
    'link bad country',
    'POST',
    '/document/link',
    { options: { send_email: false }, country: 'U$' },
    'country',
  ],
  [
    'link phone malformed',
    'POST',
    '/document/link',
    { options: { send_email: false }, phone: '12' },
    'phone',
  ],
  [
    'link fallback without qr',
    'POST',
    '/document/link',
    { options: { send_email: false }, email_fallback: false },
    'email_fallback',
  ],
  ['status with an email', 'POST', '/document/status', { email: 'victim@example.com' }, 'email'],
  ['status with credentials', 'POST', '/document/status', { user: 'u' }, 'user'],
  ['a body that is an array', 'POST', '/document/status', [], '(body)'],
  ['a body that is a string', 'POST', '/vx/sessions', '"x"', '(body)'],
  ['a body that is null', 'POST', '/gateway/age', 'null', '(body)'],
  ['an empty body', 'POST', '/vx/sessions', '', '(body)'],
  ['session id with a dot', 'GET', '/vx/sessions/bad.id', undefined, 'id'],
  ['quiz without token', 'POST', '/gateway/quiz/continue', { answers: {} }, 'token'],
  ['quiz blank token', 'POST', '/gateway/quiz/continue', { token: ' ', answers: {} }, 'token'],
  [
    'quiz answer not an array',
    'POST',
    '/gateway/quiz/continue',
    { token: 'x', answers: { q1: 'a' } },
    'answers.q1',
  ],
  [
    'quiz six answers',
    'POST',
    '/gateway/quiz/continue',
    { token: 'x', answers: { q1: ['a', 'b', 'c', 'd', 'e', 'f'] } },
    'answers.q1',
  ],
  [
    'quiz long question id',
    'POST',
    '/gateway/quiz/continue',
    { token: 'x', answers: { ['q'.repeat(101)]: ['a'] } },
    'answers',
  ],
  [
    'gateway rule set unknown',
    'POST',
    '/gateway/age',
    { service: 'AgeMatch5.0', rules: 'Weakest', target: { ...adult, age: '21+' } },
    'rules',
  ],
  [
    'gateway blank service',
    'POST',
    '/gateway/age',
    { service: '', target: { ...adult, age: '21+' } },
    'service',
  ],
  [
    'gateway rule set on a country',
    'POST',
    '/gateway/age',
    {
      service: 'AgeMatch5.0.UK',
      rules: 'AgeMatch5_0_RuleSet_DOB',
      target: { fn: 'A', ln: 'B', zip: 'SW1A 1AA', age: '21+' },
    },
    'rules',
  ],
  [
    'gateway ssn of 5 digits',
    'POST',
    '/gateway/age',
    { service: 'AgeMatch5.0', target: { ...adult, age: '21+', ssn: '12345' } },
    'target.ssn',
  ],
  [
    'gateway long name',
    'POST',
    '/gateway/age',
    { service: 'AgeMatch5.0', target: { ...adult, fn: 'x'.repeat(201), age: '21+' } },
    'target.fn',
  ],
];
