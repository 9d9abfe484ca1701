import { EmbedConfigError } from '@veriframe/core';
import { describe, expect, it } from 'vitest';
import { REQUIRED_IN_PRODUCTION, resolveConfig } from './config';
import type { SandboxDefaults } from './sandbox-defaults';

const sandbox: SandboxDefaults = {
  documentModal: { scriptUrl: 'http://127.0.0.1:4011/modal/v1/modal.js', constructorPath: 'Sandbox.Modal' },
  hostedOrigins: ['http://127.0.0.1:4011'],
};
const vendor = {
  documentModal: { scriptUrl: 'https://verify.example/modal/v1/modal.js', constructorPath: 'Vendor.Modal' },
  hostedOrigins: ['https://verify.example'],
};

describe('resolveConfig', () => {
  it('fills what is missing from the sandbox defaults when there are some (development)', () => {
    expect(resolveConfig({}, sandbox)).toEqual({ proxyBasePath: '/api/veriframe', ...sandbox });
  });

  it('keeps every value the configuration gives, in development and production alike', () => {
    for (const defaults of [sandbox, null])
      expect(resolveConfig({ proxyBasePath: 'https://app.example/api/v', ...vendor }, defaults)).toEqual({
        proxyBasePath: 'https://app.example/api/v',
        ...vendor,
      });
  });

  it('makes each field a production build left out a typed error naming that field, without throwing', () => {
    const resolved = resolveConfig({}, null);
    expect(resolved.proxyBasePath).toBe('/api/veriframe');
    for (const field of ['documentModal', 'hostedOrigins'] as const) {
      const error = resolved[field];
      expect(error).toBeInstanceOf(EmbedConfigError);
      expect(error).toMatchObject({ field, rule: REQUIRED_IN_PRODUCTION });
      expect((error as Error).message).toMatch(
        new RegExp(`^${field} is required in a production build .*NODE_ENV`),
      );
    }
    expect(resolveConfig({ hostedOrigins: vendor.hostedOrigins }, null).documentModal).toMatchObject({
      field: 'documentModal',
    });
    expect(resolveConfig({ documentModal: vendor.documentModal }, null).hostedOrigins).toMatchObject({
      field: 'hostedOrigins',
    });
  });
});
