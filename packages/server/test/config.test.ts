import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, sandboxDefaultEnv } from '../src/config';

const fullEnv = {
  ...sandboxDefaultEnv,
  VERIFRAME_BASE_URL: 'https://api.example.com',
  VERIFRAME_AUTH_URL: 'https://auth.example.com',
  VERIFRAME_VX_URL: 'https://vx.example.com',
  VERIFRAME_VX_BACKEND_URL: 'https://backend.example.com',
  VERIFRAME_REPORTING_URL: 'https://reporting.example.com/',
  VERIFRAME_USER: 'acme',
  VERIFRAME_PASS: 'acme-pass',
};

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
  it('with nothing set, points at the local sandbox with its default credentials', () => {
    const config = loadConfig({});
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

  it('prints one JSON ready line with the URL', async () => {
    const { stdout } = await run({ VERIFRAME_PROXY_PORT: '0' });
    const ready = JSON.parse(stdout.split('\n')[0]!);
    expect(ready).toMatchObject({ ready: true, base_path: '/api/veriframe', sandbox_defaults: true });
    expect(ready.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  }, 20_000);
});
