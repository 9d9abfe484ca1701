import type { ProblemIssue } from '@veriframe/core';
import { createProxyClient, isProxyError, ProxyError, type ProxyErrorCode } from '@veriframe/core/client';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { type Harness, startHarness } from './harness';

// Error types on the browser side: the codes the real proxy answers arrive as a typed union, and
// `isProxyError` narrows. The type lines are checked by `pnpm -r typecheck`.

let env: Harness;
beforeAll(async () => {
  env = await startHarness();
});
afterAll(() => env?.close());

describe('ProxyError types', () => {
  it('narrows the real proxy 400 to invalid_request with typed issues naming the field and rule', async () => {
    const client = createProxyClient(env.proxyBase);
    const error = await client.post('/vx/sessions', { age: '21+', language: '<b>x' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProxyError);
    if (!isProxyError(error, 'invalid_request')) throw new Error('expected invalid_request');
    expectTypeOf(error.code).toEqualTypeOf<'invalid_request'>();
    expectTypeOf(error.issues).toEqualTypeOf<ProblemIssue[] | undefined>();
    expect(error.issues?.map((issue) => `${issue.path} ${issue.rule}`)).toEqual(['language language']);
    expect(isProxyError(error, 'rate_limited')).toBe(false);
  });

  it('codes are a union, not any string', () => {
    expectTypeOf<ProxyError['code']>().toEqualTypeOf<ProxyErrorCode>();
    expectTypeOf<'network_error' | 'service_timeout' | 'already_verified'>().toExtend<ProxyErrorCode>();
    // @ts-expect-error: no such code
    const made = new ProxyError('teapot', 'x', 418);
    // @ts-expect-error: no such code
    expect(isProxyError(made, 'tea_pot')).toBe(false);
  });
});
