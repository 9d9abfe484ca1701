import { describe, expect, it } from 'vitest';
import { configFromEnv, PublicEnvError } from './config-from-env';

describe('configFromEnv', () => {
  it('keeps every default when nothing is set (the local sandbox)', () => {
    expect(configFromEnv({})).toEqual({});
    expect(configFromEnv({ NEXT_PUBLIC_VERIFRAME_FRONTEND_URL: '  ', VITE_OTHER: 'x' })).toEqual({});
  });

  it('derives the hosted origin and the modal files from the frontend URL, with either prefix', () => {
    for (const prefix of ['VITE_', 'NEXT_PUBLIC_']) {
      expect(
        configFromEnv({
          [`${prefix}VERIFRAME_FRONTEND_URL`]: 'http://127.0.0.1:5011/',
          [`${prefix}VERIFRAME_PROXY_URL`]: 'http://127.0.0.1:5000/api/veriframe/',
        }),
      ).toEqual({
        proxyBasePath: 'http://127.0.0.1:5000/api/veriframe',
        hostedOrigins: ['http://127.0.0.1:5011'],
        documentModal: {
          scriptUrl: 'http://127.0.0.1:5011/modal/v1/modal.js',
          stylesheetUrl: 'http://127.0.0.1:5011/modal/v1/modal.css',
          constructorPath: 'SandboxVerify.DocumentModal',
        },
      });
    }
  });

  it('lets each value be set on its own', () => {
    const config = configFromEnv({
      VITE_VERIFRAME_FRONTEND_URL: 'https://verify.example',
      VITE_VERIFRAME_HOSTED_ORIGINS: 'https://a.example, https://b.example',
      VITE_VERIFRAME_MODAL_SCRIPT_URL: 'https://cdn.example/modal.js',
      VITE_VERIFRAME_MODAL_CONSTRUCTOR: 'Vendor.Modal',
    });
    expect(config.hostedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.documentModal).toEqual({
      scriptUrl: 'https://cdn.example/modal.js',
      stylesheetUrl: 'https://verify.example/modal/v1/modal.css',
      constructorPath: 'Vendor.Modal',
    });
  });

  it('names each malformed variable and its rule', () => {
    let error: unknown;
    try {
      configFromEnv({
        NEXT_PUBLIC_VERIFRAME_FRONTEND_URL: 'https://verify.example/path',
        NEXT_PUBLIC_VERIFRAME_MODAL_SCRIPT_URL: 'javascript:alert(1)',
        NEXT_PUBLIC_VERIFRAME_MODAL_CONSTRUCTOR: 'new Function()',
        NEXT_PUBLIC_VERIFRAME_PROXY_URL: 'api',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PublicEnvError);
    expect((error as PublicEnvError).issues.map((i) => i.variable)).toEqual([
      'NEXT_PUBLIC_VERIFRAME_PROXY_URL',
      'NEXT_PUBLIC_VERIFRAME_FRONTEND_URL',
      'NEXT_PUBLIC_VERIFRAME_MODAL_SCRIPT_URL',
      'NEXT_PUBLIC_VERIFRAME_MODAL_CONSTRUCTOR',
    ]);
  });
});
