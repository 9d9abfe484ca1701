import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type RunningSandbox, startSandbox } from '@veriframe/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { environmentOf } from '../src/config-environment';
import { createProxy } from '../src/proxy/create-proxy';

// A deployment that never said "development" is production: the real `veriframe-proxy` command (its bin file,
// as `npx` runs it) with a deployment's own credentials and no NODE_ENV serves nobody until it is told who is
// asking, and `createProxy` answers 500 identify_required. The sandbox stands in for the service, started
// with the deployment's own credentials so none of its published values is involved.

const bin = fileURLToPath(new URL('../bin/veriframe-proxy.js', import.meta.url));

/** A deployment's own credentials (none is a published sandbox value); the sandbox accepts exactly these. */
const own = {
  user: 'acme',
  pass: 'acme-pass-0123456789',
  vxClientId: 'acme-client',
  vxClientSecret: 'acme-client-secret-0123456789',
  vxAudience: 'vx.acme.test',
  auditUser: 'acme-audit',
  auditPass: 'acme-audit-pass-0123',
  vpinToken: 'acme-vpin-token-0123',
  webhookSecret: 'acme-webhook-secret-0123456789',
};
const visitorSecret = 'a-visitor-cookie-secret-of-32-characters-at-least';
const healthToken = 'a-health-details-token-of-32-characters-or-more';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ credentials: own });
});
afterAll(() => sandbox?.close());

/** The deployment's variables: its own credentials, the sandbox's loopback URLs, no NODE_ENV. */
function deploymentEnv(): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    VERIFRAME_BASE_URL: sandbox.urls.base_url,
    VERIFRAME_AUTH_URL: sandbox.urls.auth_url,
    VERIFRAME_VX_URL: sandbox.urls.vx_url,
    VERIFRAME_VX_BACKEND_URL: sandbox.urls.vx_backend_url,
    VERIFRAME_REPORTING_URL: sandbox.urls.reporting_url,
    VERIFRAME_USER: own.user,
    VERIFRAME_PASS: own.pass,
    VERIFRAME_VX_CLIENT_ID: own.vxClientId,
    VERIFRAME_VX_CLIENT_SECRET: own.vxClientSecret,
    VERIFRAME_VX_AUDIENCE: own.vxAudience,
    VERIFRAME_AUDIT_USER: own.auditUser,
    VERIFRAME_AUDIT_PASS: own.auditPass,
    VERIFRAME_VPIN_TOKEN: own.vpinToken,
    VERIFRAME_PROXY_PORT: '0',
    VERIFRAME_LOG_LEVEL: 'silent',
  };
}

type Started =
  | { ready: { url: string; base_path: string }; child: ChildProcess }
  | { exitCode: number | null; stderr: string };

/** Runs the installed command; resolves with its ready line, or with its exit code when it stops first. */
function startProxy(args: string[], env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, [bin, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  return new Promise((resolve) => {
    let out = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve({ ready: JSON.parse(out.slice(0, out.indexOf('\n'))), child });
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (exitCode) => resolve({ exitCode, stderr }));
  });
}
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGTERM');
});

async function readyProxy(args: string[], env: Record<string, string>) {
  const started = await startProxy(args, env);
  if (!('ready' in started)) throw new Error(`exited ${started.exitCode}: ${started.stderr}`);
  const base = `${started.ready.url}${started.ready.base_path}`;
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read nested answer fields directly
    return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, any> };
  };
}

describe('environmentOf: development is said, anything else is production', () => {
  it.each([
    [{}, false],
    [{ NODE_ENV: 'staging' }, false],
    [{ NODE_ENV: 'production' }, false],
    [{ VERIFRAME_ENV: 'production', NODE_ENV: 'development' }, false],
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'test' }, true],
    [{ VERIFRAME_ENV: 'development' }, true],
  ])('%j: development %s, production the opposite', (env, development) => {
    expect(environmentOf(env)).toMatchObject({ development, production: !development, issues: [] });
  });
});

describe('veriframe-proxy with a deployment’s own credentials and no NODE_ENV', () => {
  it.each<Record<string, string>>([{}, { NODE_ENV: 'staging' }])(
    'with %j and no --identify it exits at start naming what is missing',
    async (extra) => {
      const started = await startProxy([], { ...deploymentEnv(), ...extra });
      expect(started).toMatchObject({ exitCode: 1 });
      const { stderr } = started as { stderr: string };
      expect(stderr).toMatch(/--identify/);
      expect(stderr).toMatch(/VERIFRAME_ENV=development/);
    },
    30_000,
  );

  it('--identify anonymous-visitor: each browser is its own visitor; another cannot read its session', async () => {
    const call = await readyProxy(['--identify', 'anonymous-visitor'], {
      ...deploymentEnv(),
      VERIFRAME_VISITOR_SECRET: visitorSecret,
      VERIFRAME_HEALTH_TOKEN: healthToken,
    });
    // Readiness: the status to anyone, the checks only to the holder of VERIFRAME_HEALTH_TOKEN.
    expect(await call('GET', '/health/ready')).toMatchObject({ status: 200, json: { status: 'ready' } });
    expect((await call('GET', '/health/ready')).json).not.toHaveProperty('checks');
    const detailed = await call('GET', '/health/ready', undefined, {
      authorization: `Bearer ${healthToken}`,
    });
    expect(detailed.json).toEqual({ status: 'ready', down: [], checks: {} });
    const created = await call('POST', '/vx/sessions', { age: '21+' });
    expect(created.status).toBe(200);
    const cookie = created.headers.get('set-cookie')?.split(';')[0];
    expect(cookie).toMatch(/^veriframe_visitor=/);
    const id = created.json.request_id as string;
    expect((await call('GET', `/vx/sessions/${id}`, undefined, { cookie: cookie! })).status).toBe(200);
    // A second client, without the first one's cookie: not its session.
    expect(await call('GET', `/vx/sessions/${id}`)).toMatchObject({
      status: 404,
      json: { code: 'not_found' },
    });
  }, 60_000);

  it('--identify anonymous-visitor without VERIFRAME_VISITOR_SECRET exits naming it', async () => {
    const started = await startProxy(['--identify', 'anonymous-visitor'], deploymentEnv());
    expect(started).toMatchObject({ exitCode: 1, stderr: expect.stringMatching(/VERIFRAME_VISITOR_SECRET/) });
  }, 60_000);

  it('--identify header:<name>: the gateway’s header is the identity, only from the gateway’s address', async () => {
    // Review 39, finding 6: with VERIFRAME_TRUSTED_PROXY_HOPS=1 a direct request with a self-written
    // X-Forwarded-For created a session as the user it named. The gateway here is 192.0.2.1, not this test.
    const forged = { 'x-authenticated-user': 'alice', 'x-forwarded-for': '1.2.3.4' };
    const elsewhere = await readyProxy(['--identify', 'header:x-authenticated-user'], {
      ...deploymentEnv(),
      VERIFRAME_TRUSTED_PROXY_HOPS: '1',
      VERIFRAME_GATEWAY_ADDRESSES: '192.0.2.1',
    });
    expect(await elsewhere('POST', '/vx/sessions', { age: '21+' }, forged)).toMatchObject({
      status: 401,
      json: { code: 'unauthenticated' },
    });
    // The gateway is this machine's loopback: its header is the identity.
    const call = await readyProxy(['--identify', 'header:x-authenticated-user'], {
      ...deploymentEnv(),
      VERIFRAME_GATEWAY_ADDRESSES: '127.0.0.1, ::1',
    });
    const viaGateway = { 'x-authenticated-user': 'user-42' };
    const created = await call('POST', '/vx/sessions', { age: '21+' }, viaGateway);
    expect(created.status).toBe(200);
    const id = created.json.request_id as string;
    // From the gateway but without the header: nobody signed in.
    expect(await call('POST', '/vx/sessions', { age: '21+' })).toMatchObject({
      status: 401,
      json: { code: 'unauthenticated' },
    });
    // Another person through the gateway: not theirs.
    expect(
      await call('GET', `/vx/sessions/${id}`, undefined, { 'x-authenticated-user': 'user-7' }),
    ).toMatchObject({ status: 404 });
  }, 60_000);

  it('--identify header:<name> with VERIFRAME_GATEWAY_SECRET: only requests bearing the secret', async () => {
    const secret = 'a-gateway-secret-of-at-least-32-characters';
    const call = await readyProxy(['--identify', 'header:x-authenticated-user'], {
      ...deploymentEnv(),
      VERIFRAME_GATEWAY_SECRET: secret,
    });
    const alice = { 'x-authenticated-user': 'alice', 'x-forwarded-for': '1.2.3.4' };
    expect((await call('POST', '/vx/sessions', { age: '21+' }, alice)).status).toBe(401);
    const wrong = { ...alice, 'x-veriframe-gateway-secret': `${secret.slice(1)}x` };
    expect((await call('POST', '/vx/sessions', { age: '21+' }, wrong)).status).toBe(401);
    const right = { ...alice, 'x-veriframe-gateway-secret': secret };
    expect((await call('POST', '/vx/sessions', { age: '21+' }, right)).status).toBe(200);
  }, 60_000);

  it('--identify header:<name> with neither gateway addresses nor secret exits naming both', async () => {
    const started = await startProxy(['--identify', 'header:x-authenticated-user'], {
      ...deploymentEnv(),
      VERIFRAME_TRUSTED_PROXY_HOPS: '1',
    });
    expect(started).toMatchObject({
      exitCode: 1,
      stderr: expect.stringMatching(/VERIFRAME_GATEWAY_ADDRESSES.*VERIFRAME_GATEWAY_SECRET/s),
    });
  }, 60_000);

  it('an unknown --identify exits 1 naming the choices', async () => {
    const started = await startProxy(['--identify', 'everyone'], deploymentEnv());
    expect(started).toMatchObject({ exitCode: 1, stderr: expect.stringMatching(/anonymous-visitor/) });
  }, 60_000);
});

describe('createProxy without identify and without NODE_ENV', () => {
  it('answers 500 identify_required and calls nothing', async () => {
    const transactions = async () =>
      ((await (await fetch(`${sandbox.adminUrl}/transactions`)).json()) as { data: unknown[] }).data.length;
    const before = await transactions();
    const env = deploymentEnv();
    const proxy = createProxy({ config: loadConfig(env), rateLimit: false });
    const res = await proxy.fetch(
      new Request('http://proxy.test/api/veriframe/vx/sessions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ age: '21+' }),
      }),
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: 'identify_required' });
    expect(await transactions()).toBe(before);
  });
});
