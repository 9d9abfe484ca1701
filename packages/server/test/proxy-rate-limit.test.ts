import { describe, expect, it } from 'vitest';
import { sandboxConfig } from '../src/config';
import { createProxy } from '../src/proxy/create-proxy';
import { clientKeyFunction, forwardedClient } from '../src/proxy/identity/client-key';
import { countingFetch, useSandbox } from './helpers';
import { proxyFor } from './proxy-helpers';

// Keys from trusted proxy hops, never one shared bucket, and per-route limits.

const { sandbox } = useSandbox();
const session = { age: '21+' };
const from = (chain: string) => ({ 'x-forwarded-for': chain });

describe('rate-limit keys', () => {
  it('takes the client from the configured number of trusted hops, from the right of X-Forwarded-For', () => {
    expect(forwardedClient('203.0.113.9', 1)).toBe('203.0.113.9');
    expect(forwardedClient('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(forwardedClient('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(forwardedClient(' 203.0.113.9 ,, 10.0.0.2 ', 2)).toBe('203.0.113.9');
    expect(forwardedClient('10.0.0.2', 2)).toBeUndefined();
    expect(forwardedClient('', 1)).toBeUndefined();
    expect(forwardedClient(null, 1)).toBeUndefined();
  });

  it('refuses a bad configuration when the proxy is created, naming the option', () => {
    const config = sandboxConfig(sandbox().urls);
    for (const trustedProxyHops of [-1, 1.5, Number.NaN, 21]) {
      expect(() => createProxy({ config, rateLimit: { trustedProxyHops } })).toThrow(
        /rateLimit\.trustedProxyHops: must be a whole number/,
      );
    }
    expect(() => createProxy({ config, rateLimit: { trustedProxyHops: 1, key: () => 'k' } })).toThrow(
      /rateLimit\.key: give one of key, clientAddressHeader and trustedProxyHops, not key and trustedProxyHops/,
    );
    expect(() => sandboxConfig(sandbox().urls, { VERIFRAME_TRUSTED_PROXY_HOPS: 'two' })).toThrow(
      /VERIFRAME_TRUSTED_PROXY_HOPS/,
    );
    expect(clientKeyFunction({ trustedProxyHops: 0 })(new Request('http://x.test'), {})).toBeUndefined();
  });

  it('refuses (500 rate_limit_key_missing) a request whose client cannot be told, and calls nothing', async () => {
    const upstream = countingFetch();
    // No socket address (no Node adapter) and no trusted hops: the old code put everyone in one bucket.
    const bare = proxyFor(sandbox(), {}, { rateLimit: {}, clientOptions: { fetch: upstream.fetch } });
    const res = await bare.call('POST', '/vx/sessions', session);
    expect(res).toMatchObject({ status: 500, json: { code: 'rate_limit_key_missing' } });
    expect(res.json.message).toContain('trustedProxyHops');
    // Two hops configured, one in the header: the request bypassed a proxy, any address may be forged.
    const short = proxyFor(
      sandbox(),
      { VERIFRAME_TRUSTED_PROXY_HOPS: '2' },
      { rateLimit: {}, clientOptions: { fetch: upstream.fetch } },
    );
    const bypassed = await short.call('POST', '/vx/sessions', session, from('203.0.113.9'));
    expect(bypassed).toMatchObject({ status: 500, json: { code: 'rate_limit_key_missing' } });
    const keyless = proxyFor(sandbox(), {}, { rateLimit: { key: () => undefined } });
    expect((await keyless.call('GET', '/vx/sessions/abc')).status).toBe(500);
    expect(upstream.total()).toBe(0);
  });

  it('counts each client apart; a forged left part of X-Forwarded-For changes nothing', async () => {
    const { call } = proxyFor(
      sandbox(),
      { VERIFRAME_TRUSTED_PROXY_HOPS: '1' },
      { now: () => 0, rateLimit: { max: 2, windowMs: 60_000 } },
    );
    expect((await call('POST', '/document/token', undefined, from('1.1.1.1, 203.0.113.9'))).status).toBe(200);
    expect((await call('POST', '/document/token', undefined, from('2.2.2.2, 203.0.113.9'))).status).toBe(200);
    const third = await call('POST', '/document/token', undefined, from('3.3.3.3, 203.0.113.9'));
    expect(third).toMatchObject({ status: 429, json: { code: 'rate_limited' } });
    expect((await call('POST', '/document/token', undefined, from('203.0.113.10'))).status).toBe(200);
  });
});

describe('per-route limits', () => {
  it(
    'one person polling one session every second for its whole hour is never refused; creating stays limited',
    async () => {
      let now = Date.parse('2026-01-01T00:00:00Z');
      const { call } = proxyFor(
        sandbox(),
        { VERIFRAME_TRUSTED_PROXY_HOPS: '1' },
        { now: () => now, rateLimit: {} }, // the defaults: 60 a minute, polls 240 a minute
      );
      const person = from('203.0.113.9');
      const created = await call('POST', '/vx/sessions', session, person);
      expect(created.status).toBe(200);
      const id = created.json.request_id as string;
      // The hook's fastest cadence is one read a second (initialMs 1000); each hosted-page message adds one.
      const statuses = new Map<number, number>();
      for (let second = 0; second < 3600; second++) {
        const reads = second % 60 === 0 ? 3 : 1; // a burst of message-triggered reads once a minute
        for (let r = 0; r < reads; r++) {
          const { status } = await call('GET', `/vx/sessions/${id}`, undefined, person);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
        now += 1000;
      }
      expect(statuses).toEqual(new Map([[200, 3600 + 60 * 2]]));

      // Polling used none of the creation budget: 60 creations pass in a minute, the 61st is refused.
      const creations: number[] = [];
      for (let i = 0; i < 61; i++)
        creations.push((await call('POST', '/document/token', undefined, person)).status);
      expect(creations.slice(0, 60).every((s) => s === 200)).toBe(true);
      expect(creations[60]).toBe(429);
      // 3,781 calls through the proxy to the sandbox, one after the other: 36 s alone on a load of 20, over 60 s
      // beside the other tests, so the budget is per call (60 ms each), not one guess for the whole hour.
    },
    3_781 * 60,
  );

  it('still refuses a client reading sessions in a loop', async () => {
    const { call } = proxyFor(
      sandbox(),
      { VERIFRAME_TRUSTED_PROXY_HOPS: '1' },
      { now: () => 0, rateLimit: { sessionPolls: { max: 5 } } },
    );
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await call('GET', `/vx/sessions/id-${i}`, undefined, from('198.51.100.4'))).status);
    // Ids nobody created here: 404 not_found, still counted against the client.
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });
});
