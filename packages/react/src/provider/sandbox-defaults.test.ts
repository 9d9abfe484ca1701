import { afterEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_FRONTEND_ORIGIN, sandboxDefaults } from './sandbox-defaults';

const sandbox = {
  documentModal: {
    scriptUrl: 'http://127.0.0.1:4011/modal/v1/modal.js',
    stylesheetUrl: 'http://127.0.0.1:4011/modal/v1/modal.css',
    constructorPath: 'SandboxVerify.DocumentModal',
  },
  hostedOrigins: ['http://127.0.0.1:4011'],
};

describe('sandboxDefaults', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('gives the local sandbox in a development build (NODE_ENV development or test)', () => {
    expect(SANDBOX_FRONTEND_ORIGIN).toBe('http://127.0.0.1:4011');
    for (const mode of ['development', 'test']) {
      vi.stubEnv('NODE_ENV', mode);
      expect(process.env.NODE_ENV).toBe(mode);
      expect(sandboxDefaults()).toEqual(sandbox);
    }
  });

  it('gives nothing in a production build, nor where NODE_ENV says nothing (unset, staging): development is said', () => {
    for (const mode of ['production', undefined, 'staging']) {
      vi.stubEnv('NODE_ENV', mode);
      expect(sandboxDefaults()).toBeNull();
    }
  });

  it('gives nothing where `process` does not exist (an unbundled browser import): the safe side', () => {
    const real = globalThis.process;
    // Synchronous and restored at once: Vitest itself needs `process`.
    // biome-ignore lint/suspicious/noExplicitAny: removing a global that Node types say always exists
    (globalThis as any).process = undefined;
    let result: unknown;
    try {
      result = sandboxDefaults();
    } finally {
      globalThis.process = real;
    }
    expect(result).toBeNull();
  });
});
