import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, sandboxConfig, sandboxDefaultEnv, sandboxEnv } from '../src/config';

/** A deployment's own values: none is one of the sandbox's published ones. */
const fullEnv = {
  VERIFRAME_BASE_URL: 'https://api.example.com',
  VERIFRAME_AUTH_URL: 'https://auth.example.com',
  VERIFRAME_VX_URL: 'https://vx.example.com',
  VERIFRAME_VX_BACKEND_URL: 'https://backend.example.com',
  VERIFRAME_REPORTING_URL: 'https://reporting.example.com/',
  VERIFRAME_USER: 'acme',
  VERIFRAME_PASS: 'acme-pass',
  VERIFRAME_VX_CLIENT_ID: 'acme-client',
  VERIFRAME_VX_CLIENT_SECRET: 'acme-client-secret',
  VERIFRAME_VX_AUDIENCE: 'vx.example.com',
  VERIFRAME_AUDIT_USER: 'acme-audit',
  VERIFRAME_AUDIT_PASS: 'acme-audit-pass',
  VERIFRAME_VPIN_TOKEN: 'acme-vpin-token',
  VERIFRAME_WEBHOOK_SECRET: 'whsec_acme',
  VERIFRAME_VPIN_WEBHOOK_SECRET: 'whsec_acme_vpin',
};

/** The sandbox's published values that are secrets or keys (every default but the URLs). */
const publishedValues = Object.entries(sandboxDefaultEnv).filter(([name]) => !name.endsWith('_URL'));

const problems = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).issues;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('with nothing set in development, points at the local sandbox with its default credentials', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.sandboxDefaults).toBe(true);
    expect(config.urls).toEqual({
      base: 'http://127.0.0.1:4010',
      auth: 'http://127.0.0.1:4010/auth',
      vx: 'http://127.0.0.1:4010/vx',
      vxBackend: 'http://127.0.0.1:4010/backend',
      reporting: 'http://127.0.0.1:4010/reporting',
    });
    expect(config.account).toEqual({ user: 'sandbox', pass: 'sandbox-pass' });
    expect(config.proxy).toMatchObject({
      port: 8787,
      hostname: '127.0.0.1',
      basePath: '/api/veriframe',
      corsOrigins: [],
    });
  });

  it('refuses the sandbox defaults under NODE_ENV=production, naming every missing variable', () => {
    const issues = problems({ NODE_ENV: 'production' });
    expect(issues.map((i) => i.variable)).toContain('VERIFRAME_BASE_URL');
    expect(issues.map((i) => i.variable)).toContain('VERIFRAME_VPIN_TOKEN');
    expect(issues[0]!.message).toMatch(/production/);
  });

  it('with nothing set, uses the sandbox defaults only in an explicit development environment', () => {
    for (const env of [{ NODE_ENV: 'development' }, { NODE_ENV: 'test' }, { VERIFRAME_ENV: 'development' }]) {
      expect(loadConfig(env).webhooks.secret).toBe('sandbox-webhook-secret');
    }
    for (const env of [{}, { NODE_ENV: 'staging' }, { NODE_ENV: 'test', VERIFRAME_ENV: 'production' }]) {
      const issues = problems(env);
      expect(issues.map((i) => i.variable)).toContain('VERIFRAME_BASE_URL');
      expect(issues[0]!.message).toMatch(/VERIFRAME_ENV=development/);
    }
    expect(problems({ VERIFRAME_ENV: 'dev' })).toContainEqual({
      variable: 'VERIFRAME_ENV',
      message: expect.stringMatching(/development or production/),
    });
  });

  it.each(publishedValues)('refuses the published sandbox value of %s outside development', (name, value) => {
    for (const env of [
      { NODE_ENV: 'production' },
      {},
      { NODE_ENV: 'development', VERIFRAME_ENV: 'production' },
    ]) {
      expect(problems({ ...fullEnv, ...env, [name]: value })).toEqual([
        { variable: name, message: expect.stringMatching(/published value of the local sandbox/) },
      ]);
    }
    // Explicitly development: allowed (`next start` against the local sandbox, as the examples' e2e run it).
    expect(() =>
      loadConfig({ ...fullEnv, NODE_ENV: 'production', VERIFRAME_ENV: 'development', [name]: value }),
    ).not.toThrow();
    expect(() => loadConfig({ ...fullEnv, NODE_ENV: 'test', [name]: value })).not.toThrow();
  });

  it('sandboxEnv and sandboxConfig say development, so a production process may use them explicitly', () => {
    const urls = {
      base_url: 'http://127.0.0.1:4010',
      auth_url: 'http://127.0.0.1:4010/auth',
      vx_url: 'http://127.0.0.1:4010/vx',
      vx_backend_url: 'http://127.0.0.1:4010/backend',
      reporting_url: 'http://127.0.0.1:4010/reporting',
    };
    expect(sandboxEnv(urls).VERIFRAME_ENV).toBe('development');
    expect(loadConfig({ NODE_ENV: 'production', ...sandboxEnv(urls) }).webhooks.secret).toBe(
      'sandbox-webhook-secret',
    );
    expect(sandboxConfig(urls).webhooks.vpinSecret).toBe('sandbox-vpin-webhook-secret');
  });

  it('a partial configuration lists each missing and malformed variable', () => {
    const issues = problems({
      VERIFRAME_BASE_URL: 'not a url',
      VERIFRAME_USER: 'acme',
      VERIFRAME_PROXY_PORT: '99999',
    });
    const byName = Object.fromEntries(issues.map((i) => [i.variable, i.message]));
    expect(byName.VERIFRAME_BASE_URL).toMatch(/absolute URL/);
    expect(byName.VERIFRAME_PASS).toBe('required');
    expect(byName.VERIFRAME_VX_CLIENT_SECRET).toBe('required');
    expect(byName.VERIFRAME_PROXY_PORT).toMatch(/0 to 65535/);
    expect(byName.VERIFRAME_USER).toBeUndefined();
  });

  it('parses a full configuration, trims trailing slashes, validates CORS origins', () => {
    const config = loadConfig({
      ...fullEnv,
      VERIFRAME_CORS_ORIGINS: 'https://shop.example, http://localhost:5173',
    });
    expect(config.sandboxDefaults).toBe(false);
    expect(config.urls.reporting).toBe('https://reporting.example.com');
    expect(config.proxy.corsOrigins).toEqual(['https://shop.example', 'http://localhost:5173']);
    const issues = problems({ ...fullEnv, VERIFRAME_CORS_ORIGINS: 'https://shop.example/' });
    expect(issues).toEqual([
      { variable: 'VERIFRAME_CORS_ORIGINS', message: expect.stringMatching(/exact origin/) },
    ]);
  });

  it('requires https service URLs in production (loopback excepted)', () => {
    const issues = problems({
      ...fullEnv,
      NODE_ENV: 'production',
      VERIFRAME_VX_URL: 'http://vx.example.com',
    });
    expect(issues).toEqual([{ variable: 'VERIFRAME_VX_URL', message: 'must use https in production' }]);
  });
});

describe('veriframe-proxy CLI', () => {
  const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
  const run = (env: Record<string, string>) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@veriframe/development', cli], {
        env: { PATH: process.env.PATH ?? '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => {
        stdout += d;
        if (stdout.includes('\n')) child.kill('SIGTERM');
      });
      child.stderr.on('data', (d) => {
        stderr += d;
      });
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  it('exits non-zero with a message naming the bad variable', async () => {
    const { code, stderr } = await run({ VERIFRAME_BASE_URL: 'nope' });
    expect(code).not.toBe(0);
    expect(stderr).toContain('VERIFRAME_BASE_URL');
    expect(stderr).toContain('VERIFRAME_PASS: required');
  }, 20_000);

  it('refuses to start on the sandbox defaults unless the environment says development', async () => {
    const { code, stderr } = await run({ VERIFRAME_PROXY_PORT: '0' });
    expect(code).toBe(1);
    expect(stderr).toContain('VERIFRAME_ENV=development');
  }, 20_000);

  it('prints one JSON ready line with the URL', async () => {
    const { stdout } = await run({ VERIFRAME_PROXY_PORT: '0', VERIFRAME_ENV: 'development' });
    const ready = JSON.parse(stdout.split('\n')[0]!);
    expect(ready).toMatchObject({ ready: true, base_path: '/api/veriframe', sandbox_defaults: true });
    expect(ready.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  }, 20_000);
});
