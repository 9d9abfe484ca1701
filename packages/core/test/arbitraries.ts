// fast-check generators shared by the builder tests: `anything` for hostile inputs, and valid inputs of each
// body, already normalized (so a builder must give them back unchanged). Dates stay before 2026-01-15, the
// clock of the tests.
import fc from 'fast-check';
import type { CreateSessionBody } from '../src/builders/create-session';
import type { LinkGenerateInput } from '../src/builders/link-generate';
import type { ModalParameters } from '../src/builders/modal-parameters';
import type { VxStyles } from '../src/builders/styles';
import { defaultResultMessages } from '../src/contract/result-messages';
import { builtInColorNames } from '../src/contract/rules';

export const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withNullPrototype: true,
  withObjectString: true,
  withSet: true,
  withSparseArray: true,
  withTypedArray: true,
});

export const text = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '');
export const word = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/);
export const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
export const email = fc.tuple(word, word).map(([user, host]) => `${user}@${host}.com`);
export const phone = fc.oneof(
  digits(10),
  fc.tuple(digits(3), digits(3), digits(4)).map(([a, b, c]) => `${a}-${b}-${c}`),
  fc.tuple(digits(3), digits(3), digits(4)).map(([a, b, c]) => `(${a}) ${b}-${c}`),
);
export const dob = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2026-01-14T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10).replaceAll('-', ''));
export const language = fc.stringMatching(/^[a-z]{2}$/);
export const stringMap = fc.dictionary(word, fc.string({ maxLength: 8 }), { maxKeys: 3 });
export const messages = (allowEmpty: boolean) =>
  fc.record(
    Object.fromEntries(
      Object.keys(defaultResultMessages).map((key) => [key, allowEmpty ? fc.string() : text]),
    ),
    {
      requiredKeys: [],
    },
  );
export const hex = fc.stringMatching(/^#[0-9a-f]{6}$/);
export const httpsUrl = word.map((path) => `https://cdn.example.com/${path}`);
export const radius = fc.oneof(
  fc.constantFrom('xs', 'sm', 'md', 'lg', 'xl', '8px', '0.5rem'),
  fc.integer({ min: 0, max: 64 }),
);

/** Valid modal parameters; `email_fallback: false` only ever comes with `qr: true`. */
export const modalParameters = fc
  .record(
    {
      fn: text,
      ln: text,
      addr: text,
      city: text,
      state: text,
      zip: text,
      dob,
      email,
      token: text,
      international: fc.boolean(),
      phone,
      reference: fc.string(),
      styleToken: fc.string(),
      qr: fc.boolean(),
      additionalData: stringMap,
      resultMessages: messages(false),
      language,
      email_fallback: fc.boolean(),
      bypassDesktopIntro: fc.boolean(),
    },
    { requiredKeys: ['fn', 'ln', 'addr', 'city', 'state', 'zip', 'dob', 'email', 'token'] },
  )
  .map((params): ModalParameters => (params.email_fallback === false ? { ...params, qr: true } : params));

export const styles: fc.Arbitrary<VxStyles> = fc
  .record(
    {
      colors: fc.dictionary(word, fc.array(hex, { minLength: 10, maxLength: 10 }), { maxKeys: 2 }),
      primaryShade: fc.integer({ min: 0, max: 9 }),
      colorScheme: fc.constantFrom('light', 'dark'),
      logo_url: httpsUrl,
      defaultRadius: radius,
      button: fc.record({ radius }),
      components: fc.record({
        button: fc.record({ color: hex }),
        paper: fc.record({ backgroundColor: hex }),
      }),
      assets: fc.record({
        icons: fc.record({
          handoff: fc.record({
            header: fc.record({
              main: fc.record(
                {
                  alt: fc.string(),
                  url: httpsUrl,
                  srcset: fc.record({ '2x': httpsUrl, '3x': httpsUrl }, { requiredKeys: [] }),
                  width: fc.integer({ min: 1, max: 100 }),
                  height: fc.integer({ min: 1, max: 100 }),
                },
                { requiredKeys: [] },
              ),
            }),
          }),
        }),
      }),
      global: fc.record({
        backgroundColor: hex,
        typography: fc.record({
          font: fc.record({
            family: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,-]{0,20}$/),
            normal: fc.record({ url: httpsUrl, format: fc.constantFrom('truetype', 'woff2', 'opentype') }),
          }),
        }),
      }),
    },
    { requiredKeys: [] },
  )
  .chain((value) =>
    fc
      .constantFrom(...builtInColorNames, ...Object.keys(value.colors ?? {}))
      .map((primaryColor) => ({ ...value, primaryColor })),
  );

export const createSession: fc.Arbitrary<CreateSessionBody> = fc.record(
  {
    email,
    age: fc.integer({ min: 1, max: 120 }).map((n) => `${n}+`),
    route_id: fc.string(),
    settings: fc.record(
      { test_mode: fc.boolean(), block: fc.boolean(), isFooterShown: fc.boolean() },
      { requiredKeys: [] },
    ),
    webhook: fc.record({ endpoint: httpsUrl }),
    fn: fc.string(),
    phone: fc.string(),
    dob,
    ssn: fc.oneof(digits(4), digits(9)),
    additionalData: stringMap,
    language,
    styles,
    resultMessages: messages(false),
  },
  { requiredKeys: ['email', 'age'] },
);

export const linkGenerate = fc
  .record(
    {
      options: fc.record({ send_email: fc.boolean() }),
      token: text,
      fn: fc.string(),
      email,
      phone,
      dob,
      qr: fc.boolean(),
      email_fallback: fc.boolean(),
      language: fc.oneof(fc.constant(''), language),
      country: fc.stringMatching(/^[A-Z]{2,3}$/),
      styleToken: fc.string(),
      resultMessages: messages(true),
    },
    { requiredKeys: ['options', 'token'] },
  )
  .map((body): LinkGenerateInput => (body.email_fallback === false ? { ...body, qr: true } : body));
