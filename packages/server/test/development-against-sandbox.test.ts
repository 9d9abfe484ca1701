// A production build (`next start`, NODE_ENV=production) run against the local sandbox with
// VERIFRAME_ENV=development, as the Next.js guide's "Run it" does: what development allows there, and what
// production without that declaration still refuses.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig, sandboxDefaultEnv } from '../src/config';
import { createRouteHandlers } from '../src/next';

/** Every connection variable for a sandbox on free ports, as the guide lists them (no webhook secret). */
const localSandbox = {
  VERIFRAME_BASE_URL: 'http://127.0.0.1:41010',
  VERIFRAME_AUTH_URL: 'http://127.0.0.1:41010/auth',
  VERIFRAME_VX_URL: 'http://127.0.0.1:41010/vx',
  VERIFRAME_VX_BACKEND_URL: 'http://127.0.0.1:41010/backend',
  VERIFRAME_REPORTING_URL: 'http://127.0.0.1:41010/reporting',
  VERIFRAME_USER: sandboxDefaultEnv.VERIFRAME_USER,
  VERIFRAME_PASS: sandboxDefaultEnv.VERIFRAME_PASS,
  VERIFRAME_VX_CLIENT_ID: sandboxDefaultEnv.VERIFRAME_VX_CLIENT_ID,
  VERIFRAME_VX_CLIENT_SECRET: sandboxDefaultEnv.VERIFRAME_VX_CLIENT_SECRET,
  VERIFRAME_VX_AUDIENCE: sandboxDefaultEnv.VERIFRAME_VX_AUDIENCE,
  VERIFRAME_AUDIT_USER: sandboxDefaultEnv.VERIFRAME_AUDIT_USER,
  VERIFRAME_AUDIT_PASS: sandboxDefaultEnv.VERIFRAME_AUDIT_PASS,
  VERIFRAME_VPIN_TOKEN: sandboxDefaultEnv.VERIFRAME_VPIN_TOKEN,
};
/** The same with credentials of one's own: a production deployment (whose service is on this host). */
const ownCredentials = Object.fromEntries(
  Object.entries(localSandbox).map(([name, value]) => [name, name.endsWith('_URL') ? value : `own-${value}`]),
);
const nextStart = { NODE_ENV: 'production', VERIFRAME_ENV: 'development', ...localSandbox };
const loopbackWebhook = 'http://127.0.0.1:3000/api/veriframe/webhooks/vx';

function issuesOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).issues;
  }
  throw new Error('expected a ConfigError');
}

afterEach(() => vi.unstubAllEnvs());

describe('next start against the local sandbox (VERIFRAME_ENV=development)', () => {
  it('accepts a plain-http loopback webhook URL there, and refuses it in production', () => {
    const config = loadConfig({ ...nextStart, VERIFRAME_PUBLIC_WEBHOOK_URL: loopbackWebhook });
    expect(config.webhooks.publicVxUrl).toBe(loopbackWebhook);
    // Undeclared, NODE_ENV=production is production: https only, loopback or not.
    const production = { ...ownCredentials, NODE_ENV: 'production' };
    expect(
      issuesOf(() => loadConfig({ ...production, VERIFRAME_PUBLIC_WEBHOOK_URL: loopbackWebhook })),
    ).toEqual([{ variable: 'VERIFRAME_PUBLIC_WEBHOOK_URL', message: expect.stringMatching(/https/) }]);
    expect(
      issuesOf(() =>
        loadConfig({ ...nextStart, VERIFRAME_PUBLIC_WEBHOOK_URL: 'http://shop.example/webhooks/vx' }),
      ),
    ).toEqual([{ variable: 'VERIFRAME_PUBLIC_WEBHOOK_URL', message: expect.stringMatching(/https/) }]);
  });

  it("verifies deliveries with the sandbox's secrets when the connection variables name a local sandbox", () => {
    const config = loadConfig(nextStart);
    expect(config.webhooks.secret).toBe(sandboxDefaultEnv.VERIFRAME_WEBHOOK_SECRET);
    expect(config.webhooks.vpinSecret).toBe(sandboxDefaultEnv.VERIFRAME_VPIN_WEBHOOK_SECRET);
    // A secret of one's own wins.
    expect(loadConfig({ ...nextStart, VERIFRAME_WEBHOOK_SECRET: 'whsec_own' }).webhooks.secret).toBe(
      'whsec_own',
    );
  });

  it('gives no default secret to a service that is not on this machine, nor outside development', () => {
    const remote = { ...nextStart, VERIFRAME_BASE_URL: 'https://api.example.com' };
    expect(loadConfig(remote).webhooks.secret).toBeUndefined();
    const production = loadConfig({ ...ownCredentials, NODE_ENV: 'production' });
    expect(production.production).toBe(true);
    expect(production.webhooks.secret).toBeUndefined();
    expect(production.webhooks.vpinSecret).toBeUndefined();
  });
});

describe('createRouteHandlers without identify', () => {
  it('throws when the route module loads outside development, naming identify, so `next build` fails', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('VERIFRAME_ENV', undefined);
    expect(issuesOf(() => createRouteHandlers())).toEqual([
      { variable: 'identify', message: expect.stringMatching(/createRouteHandlers\(\{ identify \}\)/) },
    ]);
    expect(() => createRouteHandlers({ identify: () => null })).not.toThrow();
  });

  it('loads under `next dev`, where the proxy acts for the development identity', () => {
    for (const nodeEnv of ['development', 'test']) {
      vi.stubEnv('NODE_ENV', nodeEnv);
      expect(() => createRouteHandlers()).not.toThrow();
    }
    // `next start` keeps the production rules beside VERIFRAME_ENV=development: its proxy would answer 500.
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('VERIFRAME_ENV', 'development');
    expect(() => createRouteHandlers()).toThrow(ConfigError);
  });
});
