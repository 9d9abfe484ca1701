import { describe, expect, it } from 'vitest';
import { sandboxConfig } from '../src/config';
import { createProxy } from '../src/proxy/create-proxy';
import { anonymousVisitor } from '../src/proxy/identity/anonymous-visitor';
import type { ProxyOptions } from '../src/proxy/proxy-options';
import { RedisAttemptBudgetStore } from '../src/stores/redis-attempt-budget-store';
import { useSandbox } from './helpers';
import { ageBody, headerIdentify, useServedProxies } from './proxy-helpers';
import { asIdentity, useRedis } from './support/identity-harness';

// An anonymous visitor who drops the cookie gets a new identity, never a new budget: the gateway checks of
// anonymous identities also count per client address, and `rateLimit.by: 'identity'` counts their address.

const { sandbox } = useSandbox({ reset: true });
const serve = useServedProxies();
const redis = useRedis();

const secret = 'a-test-secret-of-at-least-32-characters!';
const day = 24 * 3600_000;
const start = Date.parse('2026-01-01T00:00:00Z');

function proxyWith(options: ProxyOptions = {}) {
  return createProxy({
    config: sandboxConfig(sandbox().urls),
    identify: anonymousVisitor({ secret }),
    now: () => start,
    clientOptions: { now: () => sandbox().context.clock.now() },
    ...options,
  });
}

/** Identity checks that reached the sandbox's gateway, by its own transaction log. */
async function gatewayCalls() {
  return (await sandbox().admin.transactions()).filter((t) => t.path === '/process/comprehensive/gateway')
    .length;
}

/** A browser that never sends its cookie back, over HTTP from 127.0.0.1 (the served proxy sees the socket). */
async function cookieless(url: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/api/veriframe${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code?: string };
  expect(res.headers.getSetCookie()).toHaveLength(1); // each answer names a brand-new visitor
  return { status: res.status, code: json.code, retryAfter: res.headers.get('retry-after') };
}

describe('anonymous visitors share a gateway budget per client address', () => {
  it.each([
    ['address', {}],
    ['identity', { by: 'identity' as const }],
  ])(
    'rateLimit.by %s: of 40 cookie-less checks from one address, only 20 reach the service',
    async (_by, limit) => {
      const { url } = await serve(proxyWith({ rateLimit: { max: 60, windowMs: 60_000, ...limit } }));
      const answers = [];
      for (let i = 0; i < 40; i++) answers.push(await cookieless(url, '/gateway/age', ageBody));
      expect(answers.slice(0, 20).map((a) => a.status)).toEqual(Array(20).fill(200));
      for (const refused of answers.slice(20)) {
        expect(refused).toEqual({ status: 429, code: 'attempts_exhausted', retryAfter: String(day / 1000) });
      }
      expect(await gatewayCalls()).toBe(20);
    },
  );

  it("rateLimit.by 'identity' counts an anonymous visitor's address: dropping the cookie brings no new bucket", async () => {
    const { url } = await serve(proxyWith({ rateLimit: { by: 'identity', max: 2, windowMs: 60_000 } }));
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await cookieless(url, '/document/token', {})).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('another address has its own budget; a signed-in identity is counted as itself only', async () => {
    const hops = { VERIFRAME_TRUSTED_PROXY_HOPS: '1' };
    const anonymous = proxyWith({
      config: sandboxConfig(sandbox().urls, hops),
      rateLimit: false,
      gatewayBudget: { perAddress: { max: 2 } },
    });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const check = async (address: string) =>
      (
        await anonymous.fetch(
          new Request('http://proxy.test/api/veriframe/gateway/age', {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...from(address) },
            body: JSON.stringify(ageBody),
          }),
        )
      ).status;
    const statuses = [];
    for (const address of ['203.0.113.9', '203.0.113.9', '203.0.113.9', '198.51.100.7'])
      statuses.push(await check(address));
    expect(statuses).toEqual([200, 200, 429, 200]);

    const signedIn = proxyWith({
      config: sandboxConfig(sandbox().urls, hops),
      identify: headerIdentify,
      rateLimit: false,
      gatewayBudget: { perAddress: { max: 2 } },
    });
    for (const id of ['user-ada', 'user-bob']) {
      const asUser = asIdentity(signedIn, { id });
      for (let i = 0; i < 3; i++)
        expect((await asUser('POST', '/gateway/age', ageBody, from('203.0.113.9'))).status).toBe(200);
    }
    expect(await gatewayCalls()).toBe(3 + 6);
  });

  it('an anonymous request whose address cannot be told is refused before the service, naming the options', async () => {
    const check = (proxy: ReturnType<typeof proxyWith>) =>
      proxy.fetch(
        new Request('http://proxy.test/api/veriframe/gateway/age', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ageBody),
        }),
      );
    // The gateway budget, with no rate limit at all; the rate limit counting identities.
    for (const rateLimit of [false, { by: 'identity' }] as const) {
      const res = await check(proxyWith({ rateLimit }));
      expect(res.status).toBe(500);
      const problem = (await res.json()) as { code: string; message: string };
      expect(problem.code).toBe('rate_limit_key_missing');
      expect(problem.message).toMatch(
        /anonymous.*rateLimit\.clientAddressHeader, rateLimit\.trustedProxyHops/,
      );
    }
    expect(await gatewayCalls()).toBe(0);
  });

  it('two proxy instances sharing Redis share the address budget', async () => {
    const prefix = `anonymous-budget-${start}-${Math.random()}:`;
    const instance = () =>
      serve(
        proxyWith({
          rateLimit: false,
          gatewayBudget: {
            perAddress: { max: 3 },
            store: new RedisAttemptBudgetStore({ client: redis.client(), prefix }),
          },
        }),
      );
    const [one, two] = await Promise.all([instance(), instance()]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => cookieless((i % 2 ? one : two).url, '/gateway/age', ageBody)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.code === 'attempts_exhausted')).toHaveLength(5);
    expect(await gatewayCalls()).toBe(3);
  });

  it('an identify of your own marks its visitors anonymous: true; anything but a boolean is 500 naming the field', async () => {
    const ownVisitors = await serve(
      proxyWith({
        identify: () => ({ id: `guest-${Math.random()}`, anonymous: true }),
        rateLimit: false,
        gatewayBudget: { perAddress: { max: 1 } },
      }),
    );
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${ownVisitors.url}/api/veriframe/gateway/age`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ageBody),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 429, 429]);
    const unusable = proxyWith({
      // @ts-expect-error: not a boolean
      identify: () => ({ id: 'guest-1', anonymous: 'yes' }),
      rateLimit: false,
    });
    const res = await unusable.fetch(
      new Request('http://proxy.test/api/veriframe/gateway/age', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ageBody),
      }),
    );
    expect(res.status).toBe(500);
    expect(((await res.json()) as { message: string }).message).toBe(
      'identify returned an unusable identity: anonymous: must be a boolean',
    );
    expect(await gatewayCalls()).toBe(1);
  });

  it('refuses a bad per-address budget when the proxy is created, naming the option', () => {
    expect(() => proxyWith({ gatewayBudget: { perAddress: { max: 0 } } })).toThrow(
      /gatewayBudget\.perAddress\.max: must be a whole number/,
    );
    expect(() => proxyWith({ gatewayBudget: { perAddress: { windowMs: 1.5 } } })).toThrow(
      /gatewayBudget\.perAddress\.windowMs/,
    );
  });
});
