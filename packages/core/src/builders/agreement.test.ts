// The browser builders (generated JSON Schemas + checker) and the zod contract must agree on every input:
// on ok/not ok, on the normalized value, and on the set of `{ path, rule }` issues. Fed valid bodies and
// mutations of them at any depth: a field removed, a field given a wrong type or a value a rule refuses, a text
// in another case, an unknown key added.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createSession, linkGenerate, messages, modalParameters, styles } from '../../test/arbitraries';
import { defaultResultMessages } from '../contract/result-messages';
import type { BuildResult } from '../contract/validation-error';
import { linkGenerateRequestSchemaWith, modalParametersSchemaWith } from '../schemas/document';
import { parseRequestBody } from '../schemas/issues';
import { resultMessagesSchema, vxStylesSchema } from '../schemas/presentation';
import { createSessionRequestSchemaWith } from '../schemas/vx';
import { buildCreateSessionBody } from './create-session';
import { buildLinkGenerateBody } from './link-generate';
import { buildModalParameters } from './modal-parameters';
import { buildResultMessages } from './result-messages';
import { buildStyles } from './styles';

const now = () => new Date('2026-01-15T12:00:00Z');
const clock = { now };

/** Values that break some rule or type somewhere: each replaces one field of a valid body. */
const badValues = [
  ...['', ' ', 'x', 'EN', 'eng', '21', '0+', '121+', '12-34', '20230230', '20260116', '18991231'],
  ...['#12', 'blue', '#ABCDEF', 'javascript:alert(1)', 'http://example.com/a', 'x"y', '8 px', 'auto'],
  ...['Inter;}', '</style><script>', 'woff2")', '{oops', '[1]', '{"a":1}', '{"a":"b"}', 'null', 'us'],
  ...[-1, 0, 1.5, 10, 101, 2.5, 1e7, Number.NaN, Number.POSITIVE_INFINITY, true, false, null],
  ...[[], ['#fff'], {}, { a: 1 }, { a: 'b' }],
];

type Mutation =
  | { kind: 'remove'; at: number }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'recase'; at: number; upper: boolean }
  | { kind: 'add-key'; at: number; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: fc.constantFrom(...badValues) }),
  // Case changes reach the normalizers (hex colors, language, country) with otherwise valid values.
  fc.record({ kind: fc.constant('recase' as const), at: fc.nat(), upper: fc.boolean() }),
  fc.record({
    kind: fc.constant('add-key' as const),
    at: fc.nat(),
    key: fc.constantFrom('extra', 'primaryColour', 'emial', 'onSuccess'),
    value: fc.constantFrom('x', 1, {}),
  }),
);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Every container and field of `value`, as key paths (arrays by index). */
const pathsOf = (value: unknown, base: (string | number)[] = []): (string | number)[][] =>
  isObject(value)
    ? [
        base,
        ...Object.entries(value).flatMap(([key, item]) =>
          pathsOf(item, [...base, Array.isArray(value) ? Number(key) : key]),
        ),
      ]
    : [base];

/** A deep copy of `body` with one mutation applied at one of its paths. */
const mutate = (body: object, change: Mutation): unknown => {
  const copy = structuredClone(body) as Record<string, unknown>;
  const paths = pathsOf(copy);
  const path = paths[change.at % paths.length]!;
  const parent = path.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as never, copy);
  const key = path.at(-1);
  if (change.kind === 'add-key') {
    const target = path.reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], copy);
    if (isObject(target) && !Array.isArray(target)) target[change.key] = change.value;
  } else if (key === undefined) {
    return change.kind === 'remove' ? undefined : change.kind === 'replace' ? change.value : copy;
  } else if (change.kind === 'recase') {
    const text = parent[key];
    if (typeof text === 'string') parent[key] = change.upper ? text.toUpperCase() : text.toLowerCase();
  } else if (change.kind === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else {
    parent[key] = change.value;
  }
  return copy;
};

/** What both sides are compared on: ok, the value, and the issues as a sorted set of `path rule`. */
const outcome = (result: BuildResult<unknown>) =>
  result.ok
    ? { ok: true, value: result.value }
    : { ok: false, issues: [...new Set(result.error.issues.map((i) => `${i.path} ${i.rule}`))].sort() };

const agree = (
  valid: fc.Arbitrary<object>,
  schema: z.ZodType,
  build: (input: never) => BuildResult<unknown>,
) =>
  fc.assert(
    fc.property(valid, fc.array(mutation, { maxLength: 2 }), (body, changes) => {
      const input = changes.reduce<unknown>((value, change) => mutate(value as object, change), body);
      expect(outcome(build(input as never))).toEqual(outcome(parseRequestBody(schema, input)));
    }),
    { numRuns: 400 },
  );

describe('builders agree with the zod contract', () => {
  it('styles (4.6)', () => {
    agree(styles, vxStylesSchema, (input) => buildStyles(input));
  });

  it('create_session (4.4)', () => {
    agree(createSession, createSessionRequestSchemaWith(clock), (input) =>
      buildCreateSessionBody(input, clock),
    );
  });

  it('modal parameters (4.8)', () => {
    agree(modalParameters, modalParametersSchemaWith(clock), (input) => buildModalParameters(input, clock));
  });

  it('link/generate (4.7), additionalData given as an object or as JSON text', () => {
    const withData = fc
      .tuple(linkGenerate, fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }), fc.boolean())
      .map(([body, data, asText]) => ({ ...body, additionalData: asText ? JSON.stringify(data) : data }));
    agree(withData, linkGenerateRequestSchemaWith(clock), (input) => buildLinkGenerateBody(input, clock));
  });

  it('result messages (4.9): the builder merges the defaults over what the schema accepts', () => {
    const viaSchema = (input: unknown): BuildResult<unknown> => {
      const parsed = parseRequestBody(resultMessagesSchema, input);
      return parsed.ok ? { ok: true, value: { ...defaultResultMessages, ...parsed.value } } : parsed;
    };
    fc.assert(
      fc.property(messages(false), fc.array(mutation, { maxLength: 2 }), (body, changes) => {
        const input = changes.reduce<unknown>((value, change) => mutate(value as object, change), body);
        if (input === undefined) return; // no overrides at all: the defaults, nothing to compare
        expect(outcome(buildResultMessages(input as never))).toEqual(outcome(viaSchema(input)));
      }),
      { numRuns: 400 },
    );
  });
});
