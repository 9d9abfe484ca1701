import type { LinkGenerateResponse, VpinResolveSplit } from '@veriframe/core/schemas';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  isVeriframeApiError,
  type Problem,
  type ProxyProblemCode,
  VeriframeApiError,
  type VeriframeErrorKind,
} from '../src/index';

// Types at the edges. The `expectTypeOf` and `@ts-expect-error` lines are checked by
// `pnpm -r typecheck` (tsc over test/); they failed on the old `string` codes and `unknown` bodies.

const split: VpinResolveSplit = {
  input: 'VP-1',
  split: true,
  replacements: [{ vpin: 'VP-2', effective_at: '2026-01-01T00:00:00.000Z' }],
};

describe('error types', () => {
  it('isVeriframeApiError narrows kind and body to the kinds asked for', () => {
    const errors: unknown[] = [
      new VeriframeApiError({
        kind: 'already_verified',
        status: 403,
        message: 'x',
        operation: 'vx.createSession',
      }),
      new VeriframeApiError({
        kind: 'split',
        status: 409,
        message: 'x',
        body: split,
        operation: 'vpin.resolve',
      }),
      new Error('other'),
    ];
    const seen: string[] = [];
    for (const e of errors) {
      if (isVeriframeApiError(e, 'already_verified')) {
        expectTypeOf(e.kind).toEqualTypeOf<'already_verified'>();
        seen.push(e.kind);
      } else if (isVeriframeApiError(e, 'split')) {
        expectTypeOf(e.body).toEqualTypeOf<VpinResolveSplit>();
        seen.push(`${e.kind}:${e.body.replacements.length}`); // no cast
      } else if (isVeriframeApiError(e)) {
        expectTypeOf(e.kind).toEqualTypeOf<VeriframeErrorKind>();
        // With every kind possible the body is unknown until `kind` is checked; then it narrows.
        expectTypeOf(e.body).toEqualTypeOf<unknown>();
        if (e.kind === 'link_not_generated') expectTypeOf(e.body).toEqualTypeOf<LinkGenerateResponse>();
      } else seen.push('not an api error');
    }
    expect(seen).toEqual(['already_verified', 'split:1', 'not an api error']);
    // @ts-expect-error: not a kind
    expect(isVeriframeApiError(errors[0], 'already_verfied')).toBe(false);
  });

  it('the proxy error body has a code union, not any string', () => {
    expectTypeOf<Problem['code']>().toExtend<string>();
    expectTypeOf<'rate_limited'>().toExtend<ProxyProblemCode>();
    expectTypeOf<'rate_limit_key_missing'>().toExtend<Problem['code']>();
    // @ts-expect-error: a code the proxy never answers
    const unknownCode: Problem['code'] = 'teapot';
    expect(unknownCode).toBe('teapot');
  });

  it('a kind with a body type requires that body', () => {
    const make = () =>
      new VeriframeApiError({
        kind: 'split',
        status: 409,
        message: 'x',
        operation: 'vpin.resolve',
        // @ts-expect-error: a split carries the resolve 409 body, not a string
        body: 'replacements',
      });
    expect(make().body).toBe('replacements');
  });
});
