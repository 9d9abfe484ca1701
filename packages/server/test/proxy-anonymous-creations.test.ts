import { describe, expect, it } from 'vitest';
import { sandboxConfig } from '../src/config';
import { createProxy } from '../src/proxy/create-proxy';
import { anonymousVisitor } from '../src/proxy/identity/anonymous-visitor';
import type { ProxyOptions } from '../src/proxy/proxy-options';
import { MemoryOwnershipStore } from '../src/stores/ownership-store';
import { RedisAttemptBudgetStore } from '../src/stores/redis-attempt-budget-store';
import { useSandbox } from './helpers';
import { headerIdentify, useServedProxies } from './proxy-helpers';
import { useRedis } from './support/identity-harness';

// Review 39, finding 5: with `maxRecords: 30`, 30 sessions from one address rotating 3 visitor cookies all got
// 200, and the next visitor got 503 store_full with Retry-After: 604800. What anonymous visitors create
// (sessions, links, tokens) now counts per client address, as their gateway checks do.

const { sandbox } = useSandbox({ reset: true });
const serve = useServedProxies();
const redis = useRedis();
const secret = 'a-test-secret-of-at-least-32-characters!';
const start = Date.parse('2026-01-01T00:00:00Z');
const day = 24 * 3600_000;

function proxyWith(options: ProxyOptions = {}) {
  return createProxy({
    config: sandboxConfig(sandbox().urls, { VERIFRAME_TRUSTED_PROXY_HOPS: '1' }),
    identify: anonymousVisitor({ secret }),
    rateLimit: false,
    now: () => start,
    clientOptions: { now: () => sandbox().context.clock.now() },
    ...options,
  });
}

/** A POST as the one trusted hop forwards it from `address`, with the visitor's cookie when given. */
async function post(
  proxy: { fetch: (r: Request) => Response | Promise<Response> },
  path: string,
  body: unknown,
  address: string,
  cookie?: string,
) {
  const res = await proxy.fetch(
    new Request(`http://shop.example/api/veriframe${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
  const json = (await res.json()) as { code?: string; message?: string };
  const setCookie = res.headers.getSetCookie()[0]?.split(';')[0];
  return {
    status: res.status,
    code: json.code,
    message: json.message,
    retryAfter: res.headers.get('retry-after'),
    setCookie,
  };
}

async function sessionsCreated() {
  return (await sandbox().admin.transactions()).filter((t) => t.service === 'VX.create_session').length;
}

describe('anonymous creations count per client address', () => {
  it('one address rotating cookies cannot fill the ownership store: 20 then 429; another visitor still gets 200', async () => {
    const proxy = proxyWith({
      ownership: { store: new MemoryOwnershipStore({ now: () => start, maxRecords: 30 }) },
    });
    const cookies: (string | undefined)[] = [undefined, undefined, undefined];
    const answers = [];
    for (let i = 0; i < 30; i++) {
      const answer = await post(proxy, '/vx/sessions', { age: '21+' }, '203.0.113.9', cookies[i % 3]);
      cookies[i % 3] ??= answer.setCookie;
      answers.push(answer);
    }
    expect(answers.slice(0, 20).map((a) => a.status)).toEqual(Array(20).fill(200));
    for (const refused of answers.slice(20)) {
      expect(refused).toMatchObject({
        status: 429,
        code: 'attempts_exhausted',
        retryAfter: String(day / 1000),
      });
      expect(refused.message).toMatch(
        /at most 20 sessions, links and tokens per 24 h for anonymous visitors from one address/,
      );
    }
    // Links and tokens share that budget.
    expect((await post(proxy, '/document/token', {}, '203.0.113.9')).status).toBe(429);
    // The next visitor, from another address, is served: the store has room.
    expect((await post(proxy, '/vx/sessions', { age: '21+' }, '198.51.100.7')).status).toBe(200);
    expect(await sessionsCreated()).toBe(21);
  });

  it('one /48 is one address; a refused body gives its attempt back; signed-in identities are not counted', async () => {
    const proxy = proxyWith({ anonymousCreations: { max: 2 } });
    expect((await post(proxy, '/vx/sessions', { age: 'nope' }, '2001:db8:7:1::1')).status).toBe(400);
    expect((await post(proxy, '/vx/sessions', { age: '21+' }, '2001:db8:7:1::1')).status).toBe(200);
    expect((await post(proxy, '/document/token', {}, '2001:db8:7:2::1')).status).toBe(200);
    expect((await post(proxy, '/document/token', {}, '2001:db8:7:3::1')).status).toBe(429);
    const signedIn = proxyWith({ identify: headerIdentify, anonymousCreations: { max: 1 } });
    for (const id of ['user-ada', 'user-ada', 'user-bob']) {
      const res = await signedIn.fetch(
        new Request('http://shop.example/api/veriframe/document/token', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': '203.0.113.9',
            'x-test-user': id,
          },
          body: '{}',
        }),
      );
      expect(res.status).toBe(200);
    }
  });

  it('an anonymous creation whose address cannot be told is 500 rate_limit_key_missing, and creates nothing', async () => {
    const proxy = proxyWith({ config: sandboxConfig(sandbox().urls) }); // no hops, and no socket: no address
    const res = await proxy.fetch(
      new Request('http://shop.example/api/veriframe/vx/sessions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ age: '21+' }),
      }),
    );
    expect(res.status).toBe(500);
    expect(((await res.json()) as { code: string }).code).toBe('rate_limit_key_missing');
    expect(await sessionsCreated()).toBe(0);
  });

  it('two instances sharing the gateway budget’s Redis store share the creation budget', async () => {
    const prefix = `anonymous-creations-${start}-${Math.random()}:`;
    const instance = () =>
      serve(
        proxyWith({
          config: sandboxConfig(sandbox().urls),
          gatewayBudget: { store: new RedisAttemptBudgetStore({ client: redis.client(), prefix }) },
          anonymousCreations: { max: 3 },
        }),
      );
    const [one, two] = await Promise.all([instance(), instance()]);
    const statuses = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const res = await fetch(`${(i % 2 ? one : two).url}/api/veriframe/vx/sessions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ age: '21+' }),
        });
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(await sessionsCreated()).toBe(3);
  });

  it('refuses a bad budget when the proxy is created, naming the option', () => {
    expect(() => proxyWith({ anonymousCreations: { max: 0 } })).toThrow(
      /anonymousCreations\.max: must be a whole number/,
    );
    expect(() => proxyWith({ anonymousCreations: { windowMs: 1.5 } })).toThrow(
      /anonymousCreations\.windowMs/,
    );
  });
});
