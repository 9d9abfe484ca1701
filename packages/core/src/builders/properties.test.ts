import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultResultMessages } from '../contract/result-messages';
import { builtInColorNames } from '../contract/rules';
import type { BuildResult } from '../contract/validation-error';
import { buildCreateSessionBody, type CreateSessionBody } from './create-session';
import { buildLinkGenerateBody, type LinkGenerateInput } from './link-generate';
import { buildModalParameters, type ModalParameters } from './modal-parameters';
import { buildResultMessages } from './result-messages';
import { buildStyles, type VxStyles } from './styles';

// Property tests: no input of any shape makes a builder throw, and valid inputs round-trip.

const now = () => new Date('2026-01-15T12:00:00Z');
const options = { now };
const runs = { numRuns: 300 };

const builders: Record<string, (input: never) => unknown> = {
  buildResultMessages: (input) => buildResultMessages(input),
  buildStyles: (input) => buildStyles(input),
  buildModalParameters: (input) => buildModalParameters(input, options),
  buildCreateSessionBody: (input) => buildCreateSessionBody(input, options),
  buildLinkGenerateBody: (input) => buildLinkGenerateBody(input, options),
};

const anything = fc.anything({
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

// --- generators of valid inputs (already normalized, so they must come back unchanged) ---
const text = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '');
const word = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/);
const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
const email = fc.tuple(word, word).map(([user, host]) => `${user}@${host}.com`);
const phone = fc.oneof(
  digits(10),
  fc.tuple(digits(3), digits(3), digits(4)).map(([a, b, c]) => `${a}-${b}-${c}`),
  fc.tuple(digits(3), digits(3), digits(4)).map(([a, b, c]) => `(${a}) ${b}-${c}`),
);
const dob = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2026-01-14T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10).replaceAll('-', ''));
const language = fc.stringMatching(/^[a-z]{2}$/);
const stringMap = fc.dictionary(word, fc.string({ maxLength: 8 }), { maxKeys: 3 });
const messages = (allowEmpty: boolean) =>
  fc.record(
    Object.fromEntries(
      Object.keys(defaultResultMessages).map((key) => [key, allowEmpty ? fc.string() : text]),
    ),
    {
      requiredKeys: [],
    },
  );
const hex = fc.stringMatching(/^#[0-9a-f]{6}$/);
const httpsUrl = word.map((path) => `https://cdn.example.com/${path}`);
const radius = fc.oneof(
  fc.constantFrom('xs', 'sm', 'md', 'lg', 'xl', '8px', '0.5rem'),
  fc.integer({ min: 0, max: 64 }),
);

/** Valid modal parameters; `email_fallback: false` only ever comes with `qr: true`. */
const modalParameters = fc
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

const styles: fc.Arbitrary<VxStyles> = fc
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

const createSession: fc.Arbitrary<CreateSessionBody> = fc.record(
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

const linkGenerate = fc
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

/** Replaces one key of a valid object by anything, to reach the deeper checks with hostile values. */
const withOneBadField = <T extends object>(valid: fc.Arbitrary<T>) =>
  fc.tuple(valid, fc.nat(), anything).map(([value, index, bad]) => {
    const keys = Object.keys(value);
    const key = keys[index % keys.length] ?? 'extra';
    return { key, input: { ...value, [key]: bad } };
  });

describe('builders never throw', () => {
  for (const [name, build] of Object.entries(builders)) {
    it(`${name} returns a result for any value`, () => {
      fc.assert(
        fc.property(anything, (input) => {
          const result = build(input as never) as { ok: boolean };
          expect(typeof result.ok).toBe('boolean');
        }),
        runs,
      );
    });
  }

  it('near-valid objects with one hostile field return a result naming that field', () => {
    const cases = [
      [modalParameters, builders.buildModalParameters],
      [createSession, builders.buildCreateSessionBody],
      [linkGenerate, builders.buildLinkGenerateBody],
      [styles, builders.buildStyles],
    ] as const;
    for (const [valid, build] of cases) {
      fc.assert(
        fc.property(withOneBadField(valid as fc.Arbitrary<object>), ({ key, input }) => {
          const result = build!(input as never) as BuildResult<unknown>;
          if (result.ok) return;
          // The replaced field is named, or a cross-field rule that depends on it (qr → email_fallback,
          // colors → primaryColor) reports the consequence.
          for (const issue of result.error.issues) {
            expect(issue.path.startsWith(key) || ['requires', 'palette-ref'].includes(issue.rule)).toBe(true);
          }
        }),
        { numRuns: 150 },
      );
    }
  });
});

describe('hostile options', () => {
  it('a throwing clock becomes an issue, not a throw', () => {
    const now = () => {
      throw new Error('clock');
    };
    const result = buildModalParameters(
      {
        fn: 'A',
        ln: 'B',
        addr: 'C',
        city: 'D',
        state: 'E',
        zip: 'F',
        dob: '19900101',
        email: 'a@b.co',
        token: 't',
      },
      { now },
    );
    expect(!result.ok && result.error.issues.map((issue) => issue.rule)).toEqual(['unreadable']);
  });
});

describe('accepted values are fixed points', () => {
  it('whatever a builder accepts, building its output again gives the same result', () => {
    const bodies = [
      (x: never) => buildStyles(x),
      (x: never) => buildModalParameters(x, options),
      (x: never) => buildCreateSessionBody(x, options),
      (x: never) => buildLinkGenerateBody(x, options),
    ];
    const inputs = fc.oneof(anything, styles, modalParameters, createSession, linkGenerate);
    fc.assert(
      fc.property(inputs, (input) => {
        for (const build of bodies) {
          const first = build(input as never);
          if (first.ok) expect(build(first.value as never)).toEqual(first);
        }
      }),
      runs,
    );
  });
});

describe('valid inputs round-trip', () => {
  it('result messages merge over the defaults', () => {
    fc.assert(
      fc.property(messages(false), (overrides) => {
        expect(buildResultMessages(overrides)).toEqual({
          ok: true,
          value: { ...defaultResultMessages, ...overrides },
        });
      }),
      runs,
    );
  });

  const roundTrips = [
    ['styles', styles, (x: never) => buildStyles(x)],
    ['modal parameters', modalParameters, (x: never) => buildModalParameters(x, options)],
    ['create_session', createSession, (x: never) => buildCreateSessionBody(x, options)],
  ] as const;
  for (const [name, valid, build] of roundTrips) {
    it(`${name}: build(valid).value equals the input, and building again changes nothing`, () => {
      fc.assert(
        fc.property(valid as fc.Arbitrary<object>, (input) => {
          const first = build(input as never);
          expect(first).toEqual({ ok: true, value: input });
          if (first.ok) expect(build(first.value as never)).toEqual(first);
        }),
        runs,
      );
    });
  }

  it('link/generate: equals the input with additionalData as JSON text, and is idempotent', () => {
    fc.assert(
      fc.property(linkGenerate, stringMap, (input, data) => {
        const first = buildLinkGenerateBody({ ...input, additionalData: data }, options);
        expect(first).toEqual({ ok: true, value: { ...input, additionalData: JSON.stringify(data) } });
        if (first.ok) expect(buildLinkGenerateBody(first.value, options)).toEqual(first);
      }),
      runs,
    );
  });

  it('upper-case hex and language codes normalize once and then stay put', () => {
    fc.assert(
      fc.property(hex, language, (color, lang) => {
        const body = buildCreateSessionBody(
          {
            email: 'a@b.co',
            age: '21+',
            language: lang.toUpperCase(),
            styles: { global: { backgroundColor: color.toUpperCase() } },
          },
          options,
        );
        expect(body.ok && body.value.language).toBe(lang);
        expect(body.ok && body.value.styles?.global?.backgroundColor).toBe(color);
      }),
      runs,
    );
  });
});
