import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anything,
  createSession,
  hex,
  language,
  linkGenerate,
  messages,
  modalParameters,
  stringMap,
  styles,
} from '../../test/arbitraries';
import { defaultResultMessages } from '../contract/result-messages';
import type { BuildResult } from '../contract/validation-error';
import { buildCreateSessionBody } from './create-session';
import { buildLinkGenerateBody } from './link-generate';
import { buildModalParameters } from './modal-parameters';
import { buildResultMessages } from './result-messages';
import { buildStyles } from './styles';

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

/** A built value, or the test fails naming the issues: no assertion hides behind `if (result.ok)`. */
function builtValue<T>(result: BuildResult<T>): T {
  if (!result.ok) throw new Error(`expected the builder to accept: ${JSON.stringify(result.error.issues)}`);
  return result.value;
}

describe('accepted values are fixed points', () => {
  const fixedPoints = [
    ['buildStyles', styles, (x: never) => buildStyles(x)],
    ['buildModalParameters', modalParameters, (x: never) => buildModalParameters(x, options)],
    ['buildCreateSessionBody', createSession, (x: never) => buildCreateSessionBody(x, options)],
    ['buildLinkGenerateBody', linkGenerate, (x: never) => buildLinkGenerateBody(x, options)],
  ] as const;
  for (const [name, valid, build] of fixedPoints) {
    it(`${name}: whatever it accepts, building its output again gives the same result`, () => {
      let accepted = 0;
      const inputs = fc.oneof(anything, styles, modalParameters, createSession, linkGenerate, valid);
      fc.assert(
        fc.property(inputs, (input) => {
          const first = build(input as never) as BuildResult<unknown>;
          accepted += first.ok ? 1 : 0;
          const again = first.ok ? build(first.value as never) : first;
          expect(again).toEqual(first);
        }),
        runs,
      );
      // Without this, a builder that refused every input would pass the property.
      expect(accepted).toBeGreaterThan(runs.numRuns / 10);
    });
  }
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
          expect(build(builtValue(first as BuildResult<unknown>) as never)).toEqual(first);
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
        expect(buildLinkGenerateBody(builtValue(first), options)).toEqual(first);
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
