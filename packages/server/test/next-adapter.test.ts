// `@veriframe/server/next` and the configuration read on first use: a route file that creates the proxy at
// module scope builds with no VERIFRAME_* variable (as `next build` in CI does), a request then fails with an
// error naming each missing variable, and once the variables exist the same handlers serve.
import { defaultCredentials } from '@veriframe/sandbox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, sandboxConfig, sandboxEnv } from '../src/config';
import { createRouteHandlers } from '../src/next';
import { assertProxyConfig } from '../src/proxy/lazy-proxy';
import { documentEmailOf } from '../src/proxy/routes/document-email';
import { signedRequest, useSandbox } from './helpers';

const { sandbox } = useSandbox();
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** A production process with no VERIFRAME_* variable at all, as on a CI build machine. */
function productionWithoutSecrets() {
  vi.stubEnv('NODE_ENV', 'production');
  for (const name of Object.keys(process.env)) if (name.startsWith('VERIFRAME_')) vi.stubEnv(name, undefined);
}

/** The variables of a deployment, pointing at the running sandbox. */
function configuredForSandbox() {
  for (const [name, value] of Object.entries(sandboxEnv(sandbox().urls))) vi.stubEnv(name, value);
}

const tokenRequest = () =>
  new Request('http://shop.test/api/veriframe/document/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });

describe('createRouteHandlers (App Router) with configuration read on first use', () => {
  it('creates the handlers without any variable, and fails a request naming each missing one', async () => {
    productionWithoutSecrets();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Module scope of a route file: must not throw for want of a variable.
    const { GET, POST, OPTIONS } = createRouteHandlers({ identify: () => ({ id: 'ada' }) });
    expect([GET, POST, OPTIONS].every((h) => typeof h === 'function')).toBe(true);
    const response = await POST(tokenRequest());
    expect(response.status).toBe(500);
    const body = (await response.json()) as { code: string; message: string; issues: { path: string }[] };
    expect(body.code).toBe('proxy_not_configured');
    expect(body.message).toContain('VERIFRAME_USER');
    expect(body.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['VERIFRAME_BASE_URL', 'VERIFRAME_PASS']),
    );
    expect(JSON.stringify(body)).not.toContain(defaultCredentials.pass);
    // The operator sees it in the server log once, not once per request.
    await POST(tokenRequest());
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('VERIFRAME_VX_CLIENT_SECRET');
  });

  it('assertProxyConfig throws a ConfigError naming the variables, for a check at startup', () => {
    productionWithoutSecrets();
    expect(() => assertProxyConfig()).toThrow(ConfigError);
    try {
      assertProxyConfig();
    } catch (e) {
      expect((e as ConfigError).issues.map((i) => i.variable)).toContain('VERIFRAME_VPIN_TOKEN');
    }
  });

  it('serves once the variables exist, with the same handlers (a failure is not cached)', async () => {
    productionWithoutSecrets();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const identify = () => ({ id: 'ada' });
    const { POST } = createRouteHandlers({ rateLimit: false, identify });
    expect((await POST(tokenRequest())).status).toBe(500);
    configuredForSandbox();
    expect(assertProxyConfig({ identify }).urls.base).toBe(sandbox().urls.base_url);
    const response = await POST(tokenRequest());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token: expect.any(String) });
  });

  it('hands a webhook receiver the raw body, so the signature over the exact bytes verifies', async () => {
    configuredForSandbox();
    const received: unknown[] = [];
    const { POST } = createRouteHandlers({
      webhooks: { document: { handler: (payload) => void received.push(payload) } },
    });
    // Spacing and key order a re-serialization would change: only the raw bytes verify.
    // An address and reference the proxy issued (any other callback is quarantined, issue 39).
    const email = documentEmailOf({ id: 'a', reference: 'doc-1' }, sandboxConfig(sandbox().urls));
    const raw = `{ "status":"PASS",  "reference": "doc-1", "email":"${email}" }`;
    const request = signedRequest('http://shop.test/api/veriframe/webhooks/document', raw, {
      secret: defaultCredentials.webhookSecret,
      timestamp: Date.now(),
      eventId: 'evt-next-1',
    });
    const response = await POST(request);
    expect(response.status).toBe(200);
    expect(received).toEqual([expect.objectContaining({ status: 'PASS', reference: 'doc-1' })]);
  });
});
