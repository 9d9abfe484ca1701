import { describe, expect, it } from 'vitest';
import { sandboxConfig } from '../src/config';
import { createProxy } from '../src/proxy/create-proxy';
import { anonymousVisitor } from '../src/proxy/identity/anonymous-visitor';
import { anonymousAddressKey, clientAddressKey } from '../src/proxy/identity/client-address';
import { useSandbox } from './helpers';
import { ageBody } from './proxy-helpers';

// Security review 39, finding 4: behind one hop, 80 anonymous gateway checks from four /64s of one /48 all
// reached the service, and so did 100 sent through the IPv6 spellings of one IPv4 address (6to4, NAT64).
// One /48, and one IPv4 address however it is spelled, share one anonymous budget.

const { sandbox } = useSandbox({ reset: true });
const secret = 'a-test-secret-of-at-least-32-characters!';

/** Identity checks that reached the sandbox's gateway, by its own transaction log. */
async function gatewayCalls() {
  return (await sandbox().admin.transactions()).filter((t) => t.path === '/process/comprehensive/gateway')
    .length;
}

/** Cookie-less anonymous checks (each a new visitor) as the one trusted hop forwards them from `addresses`. */
async function checksFrom(addresses: string[]) {
  const proxy = createProxy({
    config: sandboxConfig(sandbox().urls, { VERIFRAME_TRUSTED_PROXY_HOPS: '1' }),
    identify: anonymousVisitor({ secret }),
    rateLimit: false,
    now: () => Date.parse('2026-01-01T00:00:00Z'),
    clientOptions: { now: () => sandbox().context.clock.now() },
  });
  const statuses: number[] = [];
  for (const address of addresses) {
    const res = await proxy.fetch(
      new Request('http://shop.example/api/veriframe/gateway/age', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(ageBody),
      }),
    );
    statuses.push(res.status);
  }
  return statuses;
}

describe('IPv6 rotation brings no new anonymous budget', () => {
  it('reads the IPv4 address in each of its IPv6 spellings', () => {
    const cases: [string, string | undefined][] = [
      ['::ffff:192.0.2.100', '192.0.2.100'],
      ['::ffff:0:c000:264', '192.0.2.100'], // IPv4-translated (SIIT)
      ['::192.0.2.100', '192.0.2.100'], // IPv4-compatible
      ['64:ff9b::192.0.2.100', '192.0.2.100'], // NAT64 well-known prefix
      ['64:ff9b::c000:264', '192.0.2.100'],
      ['2002:c000:264::1', '192.0.2.100'], // 6to4
      ['2002:c000:264:ffff:1:2:3:4', '192.0.2.100'],
      ['2001:0:4136:e378:8000:63bf:3fff:fd9b', '192.0.2.100'], // Teredo: the client's address, inverted
      ['::1', '0:0:0:0::/64'],
      ['::', '0:0:0:0::/64'],
    ];
    for (const [raw, key] of cases) expect(clientAddressKey(raw), raw).toBe(key);
    expect(anonymousAddressKey('2001:db8:1:2::/64')).toBe('2001:db8:1::/48');
    expect(anonymousAddressKey('192.0.2.100')).toBe('192.0.2.100');
    expect(anonymousAddressKey('my-own-key')).toBe('my-own-key');
  });

  it('80 checks from four /64s of one /48: only the address budget (20) reaches the service', async () => {
    const subnets = ['2001:db8:aa:1', '2001:db8:aa:2', '2001:db8:aa:3', '2001:db8:aa:ffff'];
    const addresses = Array.from({ length: 80 }, (_, i) => `${subnets[i % 4]}::${(i + 1).toString(16)}`);
    const statuses = await checksFrom(addresses);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60);
    expect(await gatewayCalls()).toBe(20);
  });

  it('100 checks through the spellings of 192.0.2.100: only 20 reach the service', async () => {
    const spellings = [
      '192.0.2.100',
      '::ffff:192.0.2.100',
      '::192.0.2.100',
      '64:ff9b::c000:264',
      '2002:c000:264::1',
      '2001:0:4136:e378:8000:63bf:3fff:fd9b',
    ];
    // 6to4 and NAT64 hosts pick any interface id: vary it, as the attack did.
    const addresses = Array.from({ length: 100 }, (_, i) => {
      const spelling = spellings[i % spellings.length] as string;
      return spelling.startsWith('2002:') ? `2002:c000:264:${(i + 1).toString(16)}::1` : spelling;
    });
    const statuses = await checksFrom(addresses);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(await gatewayCalls()).toBe(20);
  });
});
