import { describe, expect, it } from 'vitest';
import { sandboxConfig } from '../src/config';
import { createRouteHandlers } from '../src/next';
import { clientAddressKey } from '../src/proxy/identity/client-address';
import { clientKeyFunction } from '../src/proxy/identity/client-key';
import type { ProxyOptions } from '../src/proxy/proxy-options';
import { countingFetch, useSandbox } from './helpers';
import { headerIdentify, proxyFor } from './proxy-helpers';
import { asIdentity } from './support/identity-harness';

// Under a bare `next start`, `trustedProxyHops: 1` trusts an X-Forwarded-For
// the client wrote (Next fills the header only when it is missing). And IPv6 clients are keyed by their /64.

const { sandbox } = useSandbox();

describe('client address keys', () => {
  it('keys IPv6 by /64, IPv4-mapped IPv6 as IPv4, drops brackets, ports and zones, refuses non-addresses', () => {
    const cases: [string | undefined, string | undefined][] = [
      ['203.0.113.9', '203.0.113.9'],
      ['203.0.113.9:51000', '203.0.113.9'],
      ['::ffff:203.0.113.9', '203.0.113.9'],
      ['::FFFF:cb00:7109', '203.0.113.9'],
      ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
      ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
      ['[2001:db8:1:2:aaaa::9]:443', '2001:db8:1:2::/64'],
      ['fe80::1%eth0', 'fe80:0:0:0::/64'],
      ['2001:db8::', '2001:db8:0:0::/64'],
      ['::1', '0:0:0:0::/64'],
      ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
      ['::ffff:1.2.3.4:80', undefined],
      ['unknown', undefined],
      ['', undefined],
      ['999.1.1.1', undefined],
      [undefined, undefined],
    ];
    for (const [raw, key] of cases) expect(clientAddressKey(raw), String(raw)).toBe(key);
  });

  it('two addresses of one /64 share a bucket; the next /64 has its own; IPv4 and its mapped form share one', async () => {
    const { call } = proxyFor(
      sandbox(),
      { VERIFRAME_TRUSTED_PROXY_HOPS: '1' },
      { now: () => 0, rateLimit: { max: 2, windowMs: 60_000 } },
    );
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const token = (address: string) => call('POST', '/document/token', undefined, from(address));
    expect((await token('2001:db8:1:2::a')).status).toBe(200);
    expect((await token('2001:db8:1:2:ffff:1:2:3')).status).toBe(200);
    expect((await token('2001:db8:1:2:9999::')).status).toBe(429); // a third interface id of the same /64
    expect((await token('2001:db8:1:3::a')).status).toBe(200);
    expect((await token('203.0.113.9')).status).toBe(200);
    expect((await token('::ffff:203.0.113.9')).status).toBe(200);
    expect((await token('::ffff:cb00:7109')).status).toBe(429);
  });

  it('checks clientAddressHeader when the proxy is created', () => {
    expect(() => clientKeyFunction({ clientAddressHeader: 'x real ip' })).toThrow(
      /rateLimit\.clientAddressHeader: must be a header name/,
    );
    expect(() => clientKeyFunction({ clientAddressHeader: 'x-real-ip', trustedProxyHops: 1 })).toThrow(
      /give one of key, clientAddressHeader and trustedProxyHops/,
    );
  });
});

describe('a forged X-Forwarded-For under a bare `next start`', () => {
  const config = () => sandboxConfig(sandbox().urls);
  /** What the browser sends to `next start`: Next passes a client's X-Forwarded-For through as it is. */
  const tokenRequest = (headers: Record<string, string>) =>
    new Request('http://shop.test/api/veriframe/document/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    });
  const forged = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
  async function statuses(options: ProxyOptions, headersOf: (n: number) => Record<string, string>) {
    const { POST } = createRouteHandlers({ config: config(), now: () => 0, ...options });
    const seen: number[] = [];
    for (let n = 1; n <= 5; n++) seen.push((await POST(tokenRequest(headersOf(n)))).status);
    return seen;
  }

  it('recipe: clientAddressHeader, a header the platform overwrites; a forged X-Forwarded-For changes nothing', async () => {
    // The hole: with nothing in front that overwrites X-Forwarded-For, every forged address is a new client.
    expect(await statuses({ rateLimit: { max: 2, trustedProxyHops: 1 } }, forged)).toEqual([
      200, 200, 200, 200, 200,
    ]);
    const viaPlatform = (n: number) => ({ ...forged(n), 'x-real-ip': '203.0.113.9' });
    expect(await statuses({ rateLimit: { max: 2, clientAddressHeader: 'x-real-ip' } }, viaPlatform)).toEqual([
      200, 200, 429, 429, 429,
    ]);
    // Without the header the request did not come through the platform: refused, never counted, no call.
    const upstream = countingFetch();
    const bypass = await statuses(
      { rateLimit: { max: 2, clientAddressHeader: 'x-real-ip' }, clientOptions: { fetch: upstream.fetch } },
      forged,
    );
    expect(bypass).toEqual([500, 500, 500, 500, 500]);
    expect(upstream.total()).toBe(0);
  });

  it("recipe: rateLimit.by 'identity', for apps whose people sign in; a forged X-Forwarded-For changes nothing", async () => {
    const proxy = createRouteHandlers({
      config: config(),
      now: () => 0,
      identify: headerIdentify,
      rateLimit: { by: 'identity', max: 2 },
    }).proxy;
    const asAda = asIdentity(proxy, { id: 'user-ada' });
    const seen: number[] = [];
    for (let n = 1; n <= 4; n++) seen.push((await asAda('POST', '/document/token', {}, forged(n))).status);
    expect(seen).toEqual([200, 200, 429, 429]);
  });
});
