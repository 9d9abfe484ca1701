import { browserApi } from '@veriframe/core/routes';
import { defaultCredentials } from '@veriframe/sandbox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, sandboxConfig, sandboxEnv } from '../src/config';
import { assertProxyConfig } from '../src/proxy/lazy-proxy';
import { documentEmailOf } from '../src/proxy/routes/document-email';
import { admin, signedRequest, useSandbox } from './helpers';
import { ageBody, as, headerIdentify, proxyFor } from './proxy-helpers';

// The proxy serves only the people the app identifies, acts for each with their own
// email and reference, and refuses to serve in production without `identify`. Counted at the sandbox itself:
// every call that reaches it is a transaction in its audit log.

const { sandbox } = useSandbox({ reset: true });
afterEach(() => {
  vi.restoreAllMocks();
});

type Transaction = { service: string; inputs: { email?: string } };
const transactions = async () => (await admin(sandbox().adminUrl, '/transactions')).data as Transaction[];

/** One request to each browser route, as a stranger would send them (as a curl from anywhere would). */
const everyRoute: [string, string, unknown][] = [
  ['POST', '/vx/sessions', { email: 'victim@example.com', age: '21+' }],
  ['GET', '/vx/sessions/someone-elses-id', undefined],
  ['POST', '/document/token', undefined],
  ['POST', '/document/link', { options: { send_email: true }, email: 'victim@example.org' }],
  ['POST', '/document/status', { email: 'victim@example.com' }],
  ['POST', '/gateway/age', ageBody],
  ['POST', '/gateway/quiz/continue', { token: 'someone-elses-token', answers: {} }],
];

/** Production variables with the sandbox's URLs (loopback) and no published sandbox secret. */
const production = {
  NODE_ENV: 'production',
  VERIFRAME_WEBHOOK_SECRET: 'production-webhook-secret',
  VERIFRAME_VPIN_WEBHOOK_SECRET: 'production-vpin-secret',
  VERIFRAME_GATEWAY_TEST_KEY: '',
};

describe('identify: who is asking', () => {
  it('the stranger below tries every route the contract declares', () => {
    const declared = Object.values(browserApi).map((route) => `${route.method} ${route.path}`);
    const tried = everyRoute.map(([method, path]) => `${method} ${path.replace(/[^/]+-id$/, ':id')}`);
    expect(tried.sort()).toEqual(declared.sort());
  });

  it('a stranger gets 401 unauthenticated on every browser route, and nothing reaches the service', async () => {
    const { call } = proxyFor(sandbox(), {}, { identify: headerIdentify });
    for (const [method, path, body] of everyRoute) {
      const res = await call(method, path, body);
      expect(res, `${method} ${path}`).toMatchObject({ status: 401, json: { code: 'unauthenticated' } });
    }
    expect(await transactions()).toEqual([]);
  });

  it('the webhook receivers never run identify: a signed delivery from the service is received', async () => {
    const identify = vi.fn(headerIdentify);
    const received: unknown[] = [];
    const { proxy } = proxyFor(
      sandbox(),
      {},
      { identify, webhooks: { document: { handler: (p) => void received.push(p) } } },
    );
    // A callback about an email and reference this proxy issued (any other pair is quarantined, issue 39).
    const email = documentEmailOf({ id: 'a', reference: 'doc-1' }, sandboxConfig(sandbox().urls));
    const raw = JSON.stringify({ status: 'PASS', reference: 'doc-1', email });
    const res = await proxy.fetch(
      signedRequest('http://proxy.test/api/veriframe/webhooks/document', raw, {
        secret: defaultCredentials.webhookSecret,
        timestamp: Date.now(),
        eventId: 'evt-identify-1',
      }),
    );
    expect(res.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(identify).not.toHaveBeenCalled();
  });

  it('each identity is its own person at the service: its email, or a stable derived address, and its reference', async () => {
    const { call } = proxyFor(sandbox(), {}, { identify: headerIdentify });
    const ada = as('ada', { email: 'ada@example.com', reference: 'customer-ada' });
    const created = await call('POST', '/vx/sessions', { age: '21+' }, ada);
    expect(created.status).toBe(200);
    await call('POST', '/vx/sessions', { age: '21+' }, as('user-42'));
    await call('POST', '/vx/sessions', { age: '21+' }, as('user-42'));
    await call('POST', '/vx/sessions', { age: '21+' }, as('user-43'));
    const emails = (await transactions())
      .filter((t) => t.service === 'VX.create_session')
      .map((t) => t.inputs.email);
    expect(emails[0]).toBe('ada@example.com');
    expect(emails[1]).toMatch(/^[0-9a-f]{24}@users\.veriframe\.invalid$/);
    expect(emails[2]).toBe(emails[1]); // stable: the service's per-email history follows the person
    expect(emails[3]).not.toBe(emails[1]);
    expect(emails[1]).not.toContain('user-42');
  });

  it('identify may be async; an unusable identity is the app’s bug: 500 naming the field, no service call', async () => {
    const { call } = proxyFor(
      sandbox(),
      {},
      { identify: async () => ({ id: 'ada', email: 'not-an-email', emailVerified: true }) },
    );
    const res = await call('POST', '/document/token');
    expect(res).toMatchObject({ status: 500, json: { code: 'internal_error' } });
    expect(res.json.message).toMatch(/identify.*email/);
    const blank = proxyFor(sandbox(), {}, { identify: () => ({ id: ' ' }) });
    expect((await blank.call('POST', '/document/token')).json.message).toMatch(/identify.*id/);
    expect(await transactions()).toEqual([]);
  });

  it('an email without emailVerified: true is the app’s bug: 500 naming emailVerified, no service call', async () => {
    // An address anyone could claim would reach another person's status and spend their attempts.
    const { call } = proxyFor(
      sandbox(),
      {},
      // @ts-expect-error: an email must come with emailVerified: true
      { identify: () => ({ id: 'attacker', email: 'victim2@example.com' }) },
    );
    const res = await call('POST', '/document/status');
    expect(res).toMatchObject({ status: 500, json: { code: 'internal_error' } });
    expect(res.json.message).toMatch(/^identify returned an unusable identity: emailVerified: must be true/);
    expect(await transactions()).toEqual([]);
  });

  it('outside production, no identify means the one development identity, said once in the log', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { call } = proxyFor(sandbox());
    const token = await call('POST', '/document/token');
    expect(token.status).toBe(200);
    await call('POST', '/document/token');
    expect(warned).toHaveBeenCalledTimes(1);
    expect(String(warned.mock.calls[0]?.[0])).toMatch(/development.*identify/);
    // The development identity { id: 'development' }: its derived address.
    const again = proxyFor(sandbox(), {}, { identify: () => ({ id: 'development' }) });
    expect((await again.call('POST', '/document/token')).json.email).toBe(token.json.email);
  });

  it('in production, no identify: every browser route answers 500 identify_required naming the option', async () => {
    const { call, proxy } = proxyFor(sandbox(), production);
    for (const [method, path, body] of everyRoute) {
      const res = await call(method, path, body);
      expect(res, `${method} ${path}`).toMatchObject({ status: 500, json: { code: 'identify_required' } });
      expect(res.json.message).toContain('createProxy({ identify })');
    }
    expect(await transactions()).toEqual([]);
    // The receivers keep working: an unsigned delivery gets the receiver's own 401, not identify_required.
    const webhook = await proxy.fetch(
      new Request('http://proxy.test/api/veriframe/webhooks/document', { method: 'POST', body: '{}' }),
    );
    expect(webhook.status).toBe(401);
    // With identify, the same production proxy serves.
    const served = proxyFor(sandbox(), production, { identify: () => ({ id: 'ada' }) });
    expect((await served.call('POST', '/document/token')).status).toBe(200);
  });

  it('assertProxyConfig fails at startup in production without identify, naming it', () => {
    const env = { ...sandboxEnv(sandbox().urls), ...production };
    expect(() => assertProxyConfig({ env })).toThrow(ConfigError);
    try {
      assertProxyConfig({ env });
    } catch (error) {
      expect((error as ConfigError).issues.map((i) => i.variable)).toEqual(['identify']);
    }
    expect(assertProxyConfig({ env, identify: () => null }).production).toBe(true);
    // Outside production, the development identity is allowed.
    expect(assertProxyConfig({ env: { ...env, NODE_ENV: 'development' } }).production).toBe(false);
  });
});
